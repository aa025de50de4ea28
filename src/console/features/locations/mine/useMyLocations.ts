import { useQuery } from '@apollo/client/react'
import { useMemo } from 'react'
import { MeDocument, OperationsLocationsDocument, type LocationControlFragment } from '../../../../gql/graphql'
import { useLivePollInterval } from '../../../app/live/LiveConsole'

/** The locations assigned to the signed-in user, in their assigned order. */
export function useMyLocations() {
  const me = useQuery(MeDocument)
  const ids = useMemo(() => (me.data?.getMe?.data?.locations ?? []).filter((id): id is string => Boolean(id)), [me.data])
  const list = useQuery(OperationsLocationsDocument, {
    variables: { page: 1, pageSize: 100 },
    skip: ids.length === 0,
    pollInterval: useLivePollInterval(30_000),
  })
  const locations = useMemo(() => {
    const all = ((list.data ?? list.previousData)?.listLocations?.data ?? []).filter((row): row is LocationControlFragment => row !== null)
    return ids.map((id) => all.find((row) => row.id === id)).filter((row): row is LocationControlFragment => row !== undefined)
  }, [ids, list.data, list.previousData])
  const loading = (me.loading && !me.data) || (ids.length > 0 && list.loading && !list.data && !list.previousData)
  return { locations, loading, error: me.error ?? list.error, hasAssignments: ids.length > 0 }
}
