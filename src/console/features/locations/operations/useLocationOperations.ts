import { useMutation, useQuery } from '@apollo/client/react'
import { useMemo } from 'react'
import { LocationScreensDocument, LocationTimetableDocument, SetClassControlDocument, type ScreenRowFragment } from '../../../../gql/graphql'
import { scheduledClassCount } from './WeeklyClassSchedule'

/** Screens report every 30 s; asking every 15 s keeps the Connected/Disconnected column close to live. */
export const SCREEN_STATUS_POLL_MS = 15_000

/** A location's screens, re-read every 15 s so their status updates while the page is open. */
export function useLocationScreens(locationId: string | undefined, pollInterval = SCREEN_STATUS_POLL_MS) {
  const query = useQuery(LocationScreensDocument, {
    variables: { location: locationId ?? '' },
    skip: !locationId,
    pollInterval,
    notifyOnNetworkStatusChange: false,
  })
  const list = (query.data ?? query.previousData)?.listScreens
  const screens = useMemo(
    () => (list?.data ?? []).filter((screen): screen is ScreenRowFragment => screen !== null).sort((a, b) => a.round - b.round || a.name.localeCompare(b.name)),
    [list],
  )
  return { screens, loading: query.loading && !list, error: query.error, refetch: query.refetch, loaded: Boolean(list) }
}

/**
 * The location's weekly class timetable (from the studio service or kept here), and how many classes it holds
 * (`scheduledClasses`, undefined while it loads or when it failed: what ClassControls wants).
 */
export function useLocationTimetable(locationId: string | undefined) {
  const query = useQuery(LocationTimetableDocument, { variables: { id: locationId ?? '' }, skip: !locationId })
  const timetable = (query.data ?? query.previousData)?.getLocationTimetable?.data ?? null
  return {
    timetable,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
    scheduledClasses: query.loading || query.error ? undefined : (scheduledClassCount(timetable) ?? 0),
  }
}

/** Start, stop and automatic mode for every screen of a location (docs/RULES.md#class-controls: class control belongs to the location). */
export function useClassControl() {
  return useMutation(SetClassControlDocument, {
    update(cache, { data }) {
      const state = data?.setClassControl?.data
      if (!state) return
      cache.modify({
        id: cache.identify({ __typename: 'Location', id: state.location }),
        fields: {
          classStart: () => state.classStart,
          automaticMode: () => state.automaticMode,
          classStartedAt: () => state.classStartedAt ?? null,
          alternateCountdown: (previous: unknown) => state.alternateCountdown ?? previous,
        },
      })
    },
  })
}
