import { createActor } from 'xstate'
import { WATCHDOG_TIMING, watchdogMachine, type Recovery, type VideoSample, type WatchdogContext } from '../../../machines/watchdogMachine'
import { lastBeat } from './beats'

/**
 * The watchdog's senses and hands (docs/SCREEN-DEVICE.md#the-watchdog): it listens for uncaught errors
 * and rejections, samples the <video> on screen and the loops' beats every second, and carries out what
 * the machine decides. Its count and its last reload live in localStorage, so a reload neither forgets
 * the recoveries nor allows a loop of reloads.
 */
export const WATCHDOG_STORAGE_KEY = 'screen_watchdog'

export interface WatchdogHooks {
  /** A class plays on this screen. */
  classRunning(): boolean
  /** The next class's start on this device's clock, or null. */
  nextClassAt(): number | null
  /** The poll loop should be running (the screen is loaded). */
  polling(): boolean
  skipClip(): void
  reread(): void
  storage?: Pick<Storage, 'getItem' | 'setItem'>
}

interface Kept {
  recoveries: number
  lastReloadAt: number | null
  last: Recovery | null
}

function readKept(storage: Pick<Storage, 'getItem'>): Partial<Kept> {
  try {
    const value = JSON.parse(storage.getItem(WATCHDOG_STORAGE_KEY) ?? 'null') as Partial<Kept> | null
    return value && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}

/**
 * The <video> on screen, and whether it should be playing: a class plays and it has a clip. A clip that
 * ended should be followed by the next one's first frame within a moment (the class's last clip ends the
 * class), so one left on screen, ended, is as stalled as a paused one: the browser reports it paused.
 */
export function sampleVideo(root: ParentNode = document): VideoSample | null {
  const el = root.querySelector<HTMLVideoElement>('.class-stage video[data-active="true"]')
  if (!el) return null
  return { shouldPlay: Boolean(el.getAttribute('src')), paused: el.paused || el.ended, currentTime: el.currentTime }
}

let current: { recoveries: number; last: Recovery | null } = { recoveries: 0, last: null }

/** The recoveries so far (across reloads), for the device report. */
export function watchdogStatus(): { recoveries: number; last: Recovery | null } {
  return current
}

declare global {
  interface Window {
    /** Read by the e2e tests. */
    __screenWatchdog?: () => Pick<WatchdogContext, 'recoveries' | 'last'> & { state: string }
  }
}

export function startWatchdog(hooks: WatchdogHooks): () => void {
  const storage = hooks.storage ?? window.localStorage
  const kept = readKept(storage)
  const machine = watchdogMachine.provide({
    actions: {
      skipClip: () => hooks.skipClip(),
      rereadState: () => hooks.reread(),
      reloadPage: () => window.location.reload(),
      persist: ({ context }) => {
        current = { recoveries: context.recoveries, last: context.last }
        try {
          storage.setItem(WATCHDOG_STORAGE_KEY, JSON.stringify({ recoveries: context.recoveries, lastReloadAt: context.lastReloadAt, last: context.last }))
        } catch {
          // Storage full or blocked: the count lives on in memory until the next load.
        }
      },
    },
  })
  const actor = createActor(machine, {
    input: {
      loadedAt: Math.round(performance.timeOrigin),
      recoveries: typeof kept.recoveries === 'number' ? kept.recoveries : 0,
      lastReloadAt: typeof kept.lastReloadAt === 'number' ? kept.lastReloadAt : null,
      last: kept.last ?? null,
    },
  }).start()
  current = { recoveries: actor.getSnapshot().context.recoveries, last: actor.getSnapshot().context.last }
  window.__screenWatchdog = () => {
    const snapshot = actor.getSnapshot()
    return { recoveries: snapshot.context.recoveries, last: snapshot.context.last, state: String(snapshot.value) }
  }

  const fault = (kind: 'error' | 'rejection') => {
    console.error(`[screen] watchdog: uncaught ${kind}`)
    actor.send({ type: 'fault', kind, at: Date.now(), classRunning: hooks.classRunning(), online: navigator.onLine })
  }
  // Script errors only: a failed <img> or <video> load also fires 'error' (not an ErrorEvent), handled where it happens.
  const onError = (event: Event) => {
    if (event instanceof ErrorEvent) fault('error')
  }
  const onRejection = () => fault('rejection')
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  let wasHidden = document.hidden
  const onVisibility = () => {
    if (document.hidden) wasHidden = true
  }
  document.addEventListener('visibilitychange', onVisibility)
  const timer = setInterval(() => {
    const running = hooks.classRunning()
    const hiddenSince = wasHidden
    wasHidden = document.hidden
    actor.send({
      type: 'tick',
      at: Date.now(),
      classRunning: running,
      nextClassAt: hooks.nextClassAt(),
      video: running ? sampleVideo() : null,
      playerBeatAt: running ? lastBeat('player') : null,
      pollBeatAt: hooks.polling() ? lastBeat('poll') : null,
      online: navigator.onLine,
      wasHidden: hiddenSince,
    })
  }, WATCHDOG_TIMING.tickMs)
  return () => {
    clearInterval(timer)
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
    document.removeEventListener('visibilitychange', onVisibility)
    actor.stop()
    delete window.__screenWatchdog
  }
}

/** What a screen machine's class child looks like to the watchdog. */
interface ClassChild {
  send(event: { type: 'clip.ended' }): void
  getSnapshot(): { context: { nextClass: { startsAt: number } | null; clockOffsetMs: number } }
}

/** The watchdog of the class screen's machine: a stalled clip is skipped in its class, a re-read goes to the screen machine. */
export function watchScreen(actor: {
  send(event: { type: 'watchdog.reread' }): void
  getSnapshot(): { context: { classPlaying: boolean }; children: Record<string, unknown>; hasTag(tag: string): boolean }
}): () => void {
  const classChild = () => actor.getSnapshot().children.class as ClassChild | undefined
  return startWatchdog({
    classRunning: () => actor.getSnapshot().context.classPlaying,
    nextClassAt: () => {
      const context = classChild()?.getSnapshot().context
      return context?.nextClass ? context.nextClass.startsAt - context.clockOffsetMs : null
    },
    polling: () => ['class', 'formatSelection', 'unavailable'].some((tag) => actor.getSnapshot().hasTag(tag)),
    skipClip: () => classChild()?.send({ type: 'clip.ended' }),
    reread: () => actor.send({ type: 'watchdog.reread' }),
  })
}
