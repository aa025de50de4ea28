import { useQuery } from '@apollo/client/react'
import { ClientConfigDocument } from '../../gql/graphql'

/** The server's settings for the console (read once, then from the cache); undefined until they arrive. */
export function useClientConfig() {
  return useQuery(ClientConfigDocument, { fetchPolicy: 'cache-first' }).data?.getClientConfig?.data
}
