import { useQuery } from '@apollo/client/react'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { MeDocument, OperationsLocationsDocument, type LocationControlFragment } from '../../../gql/graphql'
import { useLivePollInterval } from '../../app/live/LiveConsole'
import { useAuth } from '../../auth/AuthContext'
import { isApiAccess, isLocationStaff } from '../../auth/roles'

/** While the console's push stream is down, class state changes from other consoles show up within this time. */
const LOCATION_POLL_MS = 30_000

export type DashboardLocationState =
  | { kind: 'loading' }
  | { kind: 'noLocations' }
  | { kind: 'notFound' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; location: LocationControlFragment; locations: LocationControlFragment[] }

/**
 * The location the dashboard acts on (docs/RULES.md#roles): location staff act on their first location;
 * admins pick one (kept in `?location=` so a reload or a shared link keeps the choice).
 */
export function useDashboardLocation() {
  const { user, isAdmin } = useAuth()
  const role = user?.role
  const [params, setParams] = useSearchParams()
  const isStaff = role ? isLocationStaff(role) : false
  const me = useQuery(MeDocument, { skip: !isStaff })
  const list = useQuery(OperationsLocationsDocument, {
    variables: { page: 1, pageSize: 100 },
    skip: role ? isApiAccess(role) : false,
    pollInterval: useLivePollInterval(LOCATION_POLL_MS),
  })
  const locations = useMemo(
    () => ((list.data ?? list.previousData)?.listLocations?.data ?? []).filter((row): row is LocationControlFragment => row !== null),
    [list.data, list.previousData],
  )
  const assigned = (me.data?.getMe?.data?.locations ?? []).filter((id): id is string => Boolean(id))

  const select = (id: string) => {
    const next = new URLSearchParams(params)
    next.set('location', id)
    setParams(next, { replace: true })
  }

  let state: DashboardLocationState
  if (role && isApiAccess(role)) state = { kind: 'noLocations' }
  else if ((isStaff && me.loading && !me.data) || (list.loading && locations.length === 0 && !list.error)) state = { kind: 'loading' }
  else if (isStaff && me.data && assigned.length === 0) state = { kind: 'noLocations' }
  else if (list.error && locations.length === 0) state = { kind: 'error', error: list.error }
  else {
    const wanted = isAdmin ? params.get('location') : assigned[0]
    const location = locations.find((row) => row.id === wanted) ?? (isAdmin ? locations[0] : undefined) ?? locations[0]
    state = location ? { kind: 'ready', location, locations } : { kind: 'notFound' }
  }
  return { state, select, canPick: isAdmin && locations.length > 0 }
}
