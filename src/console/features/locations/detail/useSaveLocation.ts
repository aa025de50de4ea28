import { useMutation } from '@apollo/client/react'
import { UpdateLocationDetailDocument, type LocationUpdateBodyInput_Input } from '../../../../gql/graphql'
import { isStaleVersion } from '../../../api/apollo'

/**
 * Saves the location from its detail or schedule form, with the `updatedAt` the user saw. When
 * someone saved in between (409), the server's copy is reloaded (the user's edits stay on top,
 * useLockedForm) and the error is thrown on, so the form stays unlocked and says why.
 */
export function useSaveLocation(reload: () => unknown) {
  const [updateLocation] = useMutation(UpdateLocationDetailDocument)
  return async (id: string, input: LocationUpdateBodyInput_Input) => {
    try {
      await updateLocation({ variables: { id, input } })
    } catch (error) {
      if (isStaleVersion(error)) void reload()
      throw error
    }
  }
}
