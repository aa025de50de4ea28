import { useMutation, useQuery } from '@apollo/client/react'
import { useEffect, useMemo } from 'react'
import {
  LiveClassRunDocument,
  LocationScreensDocument,
  LocationTimetableDocument,
  SetClassControlDocument,
  type ScreenRowFragment,
} from '../../../../gql/graphql'
import type { ClassFormat } from '../../../../shared/classFormat'
import { SCREEN_CONNECTED_WINDOW_MS } from '../../../../shared/constants'
import { useLiveConsole, useLivePollInterval } from '../../../app/live/LiveConsole'
import { scheduledClassCount } from './WeeklyClassSchedule'

/** While the console's push stream is down: screens report every 30 s; asking every 15 s keeps the Connected/Disconnected column close to live. */
export const SCREEN_STATUS_POLL_MS = 15_000

/**
 * A location's screens. While the console's push stream is open they are read again when it says a
 * screen changed, and when a connected screen's last heartbeat leaves the connected window (a screen
 * that goes silent sends nothing); while it is down, every 15 s (docs/FLEET.md#live-consoles).
 */
export function useLocationScreens(locationId: string | undefined, pollInterval = SCREEN_STATUS_POLL_MS) {
  const query = useQuery(LocationScreensDocument, {
    variables: { location: locationId ?? '' },
    skip: !locationId,
    pollInterval: useLivePollInterval(pollInterval),
    notifyOnNetworkStatusChange: false,
  })
  const list = (query.data ?? query.previousData)?.listScreens
  const screens = useMemo(
    () => (list?.data ?? []).filter((screen): screen is ScreenRowFragment => screen !== null).sort((a, b) => a.round - b.round || a.name.localeCompare(b.name)),
    [list],
  )
  useRefetchWhenSilent(screens, query.refetch)
  return { screens, loading: query.loading && !list, error: query.error, refetch: query.refetch, loaded: Boolean(list) }
}

/** Reads the screens again just after the first connected one would turn Disconnected, unless something newer came first. */
function useRefetchWhenSilent(screens: readonly ScreenRowFragment[], refetch: () => Promise<unknown>) {
  const live = useLiveConsole()
  const due = live ? disconnectsAt(screens) : null
  useEffect(() => {
    if (due === null) return
    const timer = setTimeout(() => void refetch().catch(() => undefined), Math.max(0, due - Date.now()) + SILENCE_MARGIN_MS)
    return () => clearTimeout(timer)
  }, [due, refetch])
}

/** A little after the window, so the server agrees the screen is gone. */
const SILENCE_MARGIN_MS = 1_000

/** When the first connected screen leaves the connected window, unless it calls again; null when none is connected. */
export function disconnectsAt(screens: readonly { status: { isConnected: boolean; statusUpdatedAt?: string | null } }[]): number | null {
  let first: number | null = null
  for (const { status } of screens) {
    if (!status.isConnected || !status.statusUpdatedAt) continue
    const at = Date.parse(status.statusUpdatedAt) + SCREEN_CONNECTED_WINDOW_MS
    if (first === null || at < first) first = at
  }
  return first
}

/**
 * The location's weekly class timetable (from the studio service or kept here), and how many classes it holds
 * (`scheduledClasses`, undefined while it loads or when it failed: what ClassControls wants).
 */
export function useLocationTimetable(locationId: string | undefined) {
  const query = useQuery(LocationTimetableDocument, { variables: { id: locationId ?? '' }, skip: !locationId })
  const timetable = (query.data ?? query.previousData)?.getLocationTimetable?.data ?? null
  const { loading, error, refetch } = query
  // One object while nothing in it changed: a page can hand it on to a memoised part, or defer it (DashboardPage).
  return useMemo(
    () => ({ timetable, loading, error, refetch, scheduledClasses: loading || error ? undefined : (scheduledClassCount(timetable) ?? 0) }),
    [timetable, loading, error, refetch],
  )
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

const isClassFormat = (value: string | null | undefined): value is ClassFormat => value === 'normal' || value === 'mashup'

/**
 * The format of the class running now at a location, to number its clips as the screens play them: its
 * run's (known once a screen reported a clip of it), else 'normal' where the location offers no other
 * format; null while it is not known. Read while `running`, and again when the screens move to another
 * clip before it is known.
 */
export function useLiveClassFormat(location: { id: string; mctEnabled: boolean }, running: boolean, positionKey: string): ClassFormat | null {
  const query = useQuery(LiveClassRunDocument, { variables: { id: location.id }, skip: !running || !location.mctEnabled, fetchPolicy: 'network-only' })
  const run = (query.data ?? query.previousData)?.listClassRuns?.data[0]
  const format = run?.status === 'running' && isClassFormat(run.format) ? run.format : null
  const { refetch } = query
  useEffect(() => {
    if (running && location.mctEnabled && format === null) void refetch().catch(() => undefined)
  }, [running, location.mctEnabled, format, positionKey, refetch])
  if (!location.mctEnabled) return 'normal'
  return format
}
