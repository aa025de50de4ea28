import { createActor } from 'xstate'
import { fetchAheadMachine } from '../../../machines/fetchAheadMachine'
import { plannedTimetable, type ScreenContext, type ScreenPlanData } from '../../../machines/screenData'
import type { ClipUrls, DefaultClipFor } from '../../../machines/classMachine'

/**
 * Fetching ahead (docs/SCREEN-DEVICE.md#content-ahead): the clips of the workouts the plan says come next go to the
 * clip cache in order (today's, the next roll-over's, later days'), and the gate (machines/fetchAheadMachine.ts) lets
 * them download only outside classes and their 10 minutes before, in the location's window, at the screen's share of
 * its cap. The location's window and cap come with the poll when the server sends them (noteDownloadSettings).
 */

import { currentDownloadSettings, onDownloadSettings, type DownloadSettings } from './downloadSettings'

/** The screen's share of the location's cap, in bits a second: the cap over its screens. */
export function rateFor(capMbps: number | null, screens: number | undefined): number | null {
  return capMbps ? (capMbps * 1_000_000) / Math.max(1, screens ?? 1) : null
}

/** The coming workouts' clips by source: the next roll-over's, and later days' (the current one is the 'workout' source). */
export function aheadSources(
  plan: ScreenPlanData | null | undefined,
  clipsOf: (workout: NonNullable<ScreenPlanData['workouts'][number]['workout']>) => string[],
  serverNow: number,
): { next: string[]; later: string[] } {
  const coming = (plan?.workouts ?? []).filter((entry) => entry.from !== null && entry.from > serverNow && entry.workout)
  const [first, ...rest] = coming
  return { next: first?.workout ? clipsOf(first.workout) : [], later: rest.flatMap((entry) => (entry.workout ? clipsOf(entry.workout) : [])) }
}

interface ScreenActorLike {
  getSnapshot(): { context: Pick<ScreenContext, 'screen' | 'classPlaying' | 'clockOffsetMs'> }
  subscribe(listener: (snapshot: { context: Pick<ScreenContext, 'screen' | 'classPlaying' | 'clockOffsetMs'> }) => void): { unsubscribe(): void }
}

/** Runs the gate for the screen actor and hands the coming clips to the clip cache; returns the function that stops it. */
export function attachFetchAhead(screen: ScreenActorLike, clips: ClipUrls, defaultClipFor: DefaultClipFor): () => void {
  let stopped = false
  let cleanup = () => {}
  void import('./clipCache').then(({ clipCache, workoutClipUrls }) => {
    if (stopped) return
    const gate = createActor(
      fetchAheadMachine.provide({ actions: { open: () => clipCache.setAheadAllowed(true), hold: () => clipCache.setAheadAllowed(false) } }),
      { input: { window: currentDownloadSettings().window } },
    ).start()
    let playing = false
    let lastScreen: unknown = undefined
    let lastOffset = Number.NaN
    const sync = () => {
      const { context } = screen.getSnapshot()
      if (context.classPlaying !== playing) {
        playing = context.classPlaying
        gate.send({ type: playing ? 'class.started' : 'class.ended' })
      }
      if (context.screen === lastScreen && context.clockOffsetMs === lastOffset) return
      lastScreen = context.screen
      lastOffset = context.clockOffsetMs
      const data = context.screen
      const location = data?.location
      gate.send({
        type: 'schedule.changed',
        timetable: plannedTimetable(data?.plan, location?.timetable),
        timeZone: location?.timeZone ?? data?.plan?.timeZone ?? 'UTC',
        clockOffsetMs: context.clockOffsetMs,
      })
      const plan = data?.plan
      for (const entry of plan?.workouts ?? []) clipCache.know(entry.clips)
      clipCache.setRate(rateFor(currentDownloadSettings().capMbps, plan?.screens))
      const lowResolution = data?.screen.isLrVideo ?? false
      const sources = aheadSources(plan, (workout) => workoutClipUrls(workout, clips, defaultClipFor, lowResolution), Date.now() + context.clockOffsetMs)
      clipCache.want('next', sources.next)
      clipCache.want('later', sources.later)
      // What the report says it holds of each planned workout (docs/CLASS-RUNS.md#content-ahead).
      clipCache.plan(
        (plan?.workouts ?? []).flatMap((entry) =>
          entry.workout?.updatedAt
            ? [{ workout: entry.workout.id, updatedAt: entry.workout.updatedAt, urls: workoutClipUrls(entry.workout, clips, defaultClipFor, lowResolution) }]
            : [],
        ),
      )
    }
    const subscription = screen.subscribe(sync)
    sync()
    // A roll-over passing moves the sources on (the next becomes today's; the cache keeps what it holds).
    const everyHour = setInterval(() => {
      lastScreen = undefined
      sync()
    }, 60 * 60_000)
    const onSettings = (next: DownloadSettings) => {
      gate.send({ type: 'window.changed', window: next.window })
      clipCache.setRate(rateFor(next.capMbps, screen.getSnapshot().context.screen?.plan?.screens))
    }
    const stopSettings = onDownloadSettings(onSettings)
    cleanup = () => {
      subscription.unsubscribe()
      clearInterval(everyHour)
      stopSettings()
      gate.stop()
    }
  })
  return () => {
    stopped = true
    cleanup()
  }
}
