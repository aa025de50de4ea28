import { assign, raise, setup } from 'xstate'

/**
 * The class screen's watchdog (docs/SCREEN-DEVICE.md#the-watchdog): a wall screen has nobody to press
 * reload, so the app reports what goes wrong and this machine decides what to do about it, with the least
 * disruption first. A fault while a class plays skips to the next clip; another soon after re-reads the
 * screen's state; a third reloads the page, but never more than once per `reloadSpacing` (the last reload
 * is remembered across reloads), so a fault that survives a reload cannot make a loop of reloads. Once a
 * day, at a quiet moment, the page reloads to shed what a long run gathers.
 */
export const WATCHDOG_TIMING = {
  /** The app samples the screen this often (`tick`). */
  tickMs: 1_000,
  /** A <video> that should play and whose playhead has not moved for this long has stalled. */
  videoStallMs: 6_000,
  /** The player's sync loop silent this long while a class plays: it stopped ticking. */
  playerLoopMs: 10_000,
  /** The poll loop (every 30 s) silent this long: it stopped ticking. */
  pollLoopMs: 3 * 60_000,
  /** The watchdog's own tick late by this much: the page froze. */
  freezeMs: 30_000,
  /** Faults this close to the last recovery belong to it (an error storm is one fault). */
  faultSpacingMs: 5_000,
  /** A quiet spell this long after a recovery starts the ladder over. */
  calmMs: 10 * 60_000,
  /** At most one reload per this long, remembered across reloads. */
  reloadSpacingMs: 15 * 60_000,
  /** The daily reload: the page is at least this old ... */
  dailyReloadMs: 24 * 60 * 60_000,
  /** ... and no class runs or starts within this long. */
  quietMs: 30 * 60_000,
  /** The reload did not happen (a browser that refused it): watch again. */
  reloadGiveUpMs: 60_000,
} as const

export type FaultKind = 'error' | 'rejection' | 'videoStall' | 'loopStall'
export type RecoveryAction = 'nextClip' | 'reread' | 'reload' | 'dailyReload'
export interface Recovery {
  kind: FaultKind | 'daily'
  action: RecoveryAction
  at: number
}

/** The <video> on screen as sampled: whether it should be playing, and where its playhead is. */
export interface VideoSample {
  shouldPlay: boolean
  paused: boolean
  currentTime: number
}

/** One sample of the screen, every `tickMs`. */
export interface WatchdogTick {
  type: 'tick'
  at: number
  /** A class is playing on this screen. */
  classRunning: boolean
  /** The next class's start instant (device clock), null when none is due today. */
  nextClassAt: number | null
  video: VideoSample | null
  /** The last turn of the player's sync loop, and of the poll loop (null: not running yet). */
  playerBeatAt: number | null
  pollBeatAt: number | null
  /** The network is up as the browser sees it (false: no reload, the page might not come back). */
  online?: boolean
  /** The page was hidden since the last tick: the browser slows a hidden page's timers and media, which is no fault. */
  wasHidden?: boolean
}

export type WatchdogEvent = WatchdogTick | { type: 'fault'; kind: FaultKind; at: number; classRunning: boolean; online?: boolean }

export interface WatchdogInput {
  loadedAt: number
  /** Remembered across reloads (the app keeps them in localStorage). */
  recoveries?: number
  lastReloadAt?: number | null
  last?: Recovery | null
}

export interface WatchdogContext {
  loadedAt: number
  recoveries: number
  last: Recovery | null
  lastReloadAt: number | null
  lastRecoveryAt: number | null
  lastTickAt: number | null
  /** The video's playhead when it last moved. */
  video: { currentTime: number; movedAt: number } | null
}

const timingOf = WATCHDOG_TIMING

function videoStalled(context: WatchdogContext, tick: WatchdogTick): boolean {
  const video = tick.video
  if (tick.wasHidden || !video?.shouldPlay || !context.video) return false
  const moved = !video.paused && video.currentTime !== context.video.currentTime
  return !moved && tick.at - context.video.movedAt >= timingOf.videoStallMs
}

function loopStalled(context: WatchdogContext, tick: WatchdogTick): boolean {
  if (tick.wasHidden) return false
  if (context.lastTickAt !== null && tick.at - context.lastTickAt >= timingOf.freezeMs) return true
  if (tick.classRunning && tick.playerBeatAt !== null && tick.at - tick.playerBeatAt >= timingOf.playerLoopMs) return true
  return tick.pollBeatAt !== null && tick.at - tick.pollBeatAt >= timingOf.pollLoopMs
}

/** A reload at most every `reloadSpacingMs`, and never with the network down (the page might not come back). */
const reloadAllowed = (context: WatchdogContext, at: number, online = true) =>
  online && (context.lastReloadAt === null || at - context.lastReloadAt >= timingOf.reloadSpacingMs)

export const watchdogMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as { context: WatchdogContext; input: WatchdogInput; events: WatchdogEvent; tags: 'reloading' },
  actions: {
    /** Skip to the next clip (the app tells the class machine the clip on screen is over). */
    skipClip: () => undefined,
    /** Re-read the screen (the app sends the screen machine back to loading, which rejoins a class where it is). */
    rereadState: () => undefined,
    reloadPage: () => undefined,
    /** Keep the count and the last reload where a reload cannot lose them (the app provides it). */
    persist: () => undefined,
    track: assign(({ context }, tick: WatchdogTick) => {
      const video = tick.video
      const moved = video && (!context.video || (!video.paused && video.currentTime !== context.video.currentTime))
      return {
        lastTickAt: tick.at,
        video: !video?.shouldPlay ? null : moved ? { currentTime: video.currentTime, movedAt: tick.at } : context.video,
      }
    }),
    record: assign(({ context }, params: Recovery) => ({
      recoveries: params.action === 'dailyReload' ? context.recoveries : context.recoveries + 1,
      last: params,
      lastRecoveryAt: params.at,
      lastReloadAt: params.action === 'reload' || params.action === 'dailyReload' ? params.at : context.lastReloadAt,
      // The stall is dealt with: the next clip gets its own time to start.
      video: null,
    })),
    raiseFault: raise((_, params: { kind: FaultKind; tick: WatchdogTick }) => ({
      type: 'fault' as const,
      kind: params.kind,
      at: params.tick.at,
      classRunning: params.tick.classRunning,
      online: params.tick.online,
    })),
  },
  guards: {
    videoStalled: ({ context }, tick: WatchdogTick) => videoStalled(context, tick),
    loopStalled: ({ context }, tick: WatchdogTick) => loopStalled(context, tick),
    dailyReloadDue: ({ context }, tick: WatchdogTick) =>
      tick.at - context.loadedAt >= timingOf.dailyReloadMs &&
      !tick.classRunning &&
      (tick.nextClassAt === null || tick.nextClassAt - tick.at > timingOf.quietMs || tick.nextClassAt < tick.at) &&
      reloadAllowed(context, tick.at, tick.online),
    /** A fault within `faultSpacingMs` of the last recovery is the same trouble. */
    tooSoon: ({ context }, params: { at: number }) => context.lastRecoveryAt !== null && params.at - context.lastRecoveryAt < timingOf.faultSpacingMs,
    classRunning: (_, params: { classRunning: boolean }) => params.classRunning,
    offlineMidClass: (_, params: { classRunning: boolean; online?: boolean }) => params.classRunning && params.online === false,
    reloadAllowed: ({ context }, params: { at: number; online?: boolean }) => reloadAllowed(context, params.at, params.online),
  },
  delays: { calm: WATCHDOG_TIMING.calmMs, reloadGiveUp: WATCHDOG_TIMING.reloadGiveUpMs },
}).createMachine({
  id: 'watchdog',
  description:
    'Catches errors, stalled video and stopped loops, and recovers: next clip, then re-read, then (at most every 15 min) reload; a daily reload when quiet.',
  context: ({ input }) => ({
    loadedAt: input.loadedAt,
    recoveries: input.recoveries ?? 0,
    last: input.last ?? null,
    lastReloadAt: input.lastReloadAt ?? null,
    lastRecoveryAt: null,
    lastTickAt: null,
    video: null,
  }),
  initial: 'watching',
  states: {
    watching: {
      description: 'All is well, or was for `calm`: the next fault takes the first step.',
      on: {
        fault: [
          { guard: { type: 'tooSoon', params: ({ event }) => event } },
          {
            guard: { type: 'classRunning', params: ({ event }) => event },
            target: 'skipped',
            actions: [{ type: 'record', params: ({ event }) => ({ kind: event.kind, action: 'nextClip' as const, at: event.at }) }, 'persist', 'skipClip'],
          },
          {
            target: 'reread',
            actions: [{ type: 'record', params: ({ event }) => ({ kind: event.kind, action: 'reread' as const, at: event.at }) }, 'persist', 'rereadState'],
          },
        ],
      },
    },
    skipped: {
      description: 'Skipped to the next clip. Offline mid-class it skips again: a re-read needs the server.',
      after: { calm: { target: 'watching' } },
      on: {
        fault: [
          { guard: { type: 'tooSoon', params: ({ event }) => event } },
          {
            guard: { type: 'offlineMidClass', params: ({ event }) => event },
            target: 'skipped',
            reenter: true,
            actions: [{ type: 'record', params: ({ event }) => ({ kind: event.kind, action: 'nextClip' as const, at: event.at }) }, 'persist', 'skipClip'],
          },
          {
            target: 'reread',
            actions: [{ type: 'record', params: ({ event }) => ({ kind: event.kind, action: 'reread' as const, at: event.at }) }, 'persist', 'rereadState'],
          },
        ],
      },
    },
    reread: {
      description: 'Re-read the screen; one more fault reloads the page, unless it reloaded within `reloadSpacing`.',
      after: { calm: { target: 'watching' } },
      on: {
        fault: [
          { guard: { type: 'tooSoon', params: ({ event }) => event } },
          {
            guard: { type: 'reloadAllowed', params: ({ event }) => event },
            target: 'reloading',
            actions: [{ type: 'record', params: ({ event }) => ({ kind: event.kind, action: 'reload' as const, at: event.at }) }, 'persist', 'reloadPage'],
          },
          {
            target: 'reread',
            reenter: true,
            actions: [{ type: 'record', params: ({ event }) => ({ kind: event.kind, action: 'reread' as const, at: event.at }) }, 'persist', 'rereadState'],
          },
        ],
      },
    },
    reloading: {
      tags: ['reloading'],
      after: { reloadGiveUp: { target: 'watching' } },
    },
  },
  on: {
    tick: [
      {
        guard: { type: 'dailyReloadDue', params: ({ event }) => event },
        target: '.reloading',
        actions: [
          { type: 'record', params: ({ event }) => ({ kind: 'daily' as const, action: 'dailyReload' as const, at: event.at }) },
          'persist',
          'reloadPage',
        ],
      },
      {
        guard: { type: 'videoStalled', params: ({ event }) => event },
        actions: [
          { type: 'track', params: ({ event }) => event },
          { type: 'raiseFault', params: ({ event }) => ({ kind: 'videoStall' as const, tick: event }) },
        ],
      },
      {
        guard: { type: 'loopStalled', params: ({ event }) => event },
        actions: [
          { type: 'track', params: ({ event }) => event },
          { type: 'raiseFault', params: ({ event }) => ({ kind: 'loopStall' as const, tick: event }) },
        ],
      },
      { actions: { type: 'track', params: ({ event }) => event } },
    ],
  },
})
