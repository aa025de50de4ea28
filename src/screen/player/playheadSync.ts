import { correctionFor } from '../../../machines/classClock'
import type { DeckPlan } from './deckPlan'

/** How often the clip on screen is compared with the class clock (the server checks reported samples against it). */
export { SYNC_INTERVAL_MS } from '../../shared/constants'
/** A seek lands this late (decoding to the new frame): seek this much further. */
const SEEK_LATENCY_SECONDS = 0.05
/** A playback rate this close to the wanted one is left as it is (setting it costs a glitch in some decoders). */
const RATE_TOLERANCE = 0.005
/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame to compare. */
const HAVE_CURRENT_DATA = 2

/** The <video> on screen as the sync reads it. */
export interface Playhead {
  position: number
  /** play() was asked for its clip. */
  started: boolean
  /** Paused on purpose (it left the screen). */
  parked: boolean
  paused: boolean
  ended: boolean
  seeking: boolean
  readyState: number
  currentTime: number
  playbackRate: number
}

/** What one turn of the sync does. */
export interface SyncStep {
  /** The clip on screen stopped without our asking: play it on (the viewer cannot pause). */
  resume: boolean
  /** Tell the class machine the class is over, or in a later clip (each once). */
  report: { kind: 'over' } | { kind: 'jump'; index: number; offsetSeconds: number } | null
  seekTo: number | null
  rate: number | null
  /** The drift measured, in whole ms (positive: this screen is ahead); null when none was. */
  driftMs: number | null
}

const nothing: SyncStep = { resume: false, report: null, seekTo: null, rate: null, driftMs: null }

/**
 * Keeps the clip on screen on the class clock (docs/RULES.md#class-screen): every turn compares its playhead
 * with where the clock says the class is (`correctionFor`, the same on every screen of the location) and
 * answers what to do: nothing, nudge the rate, seek, or report a jump or the end to the class machine. A
 * jump is reported once per class and clip, the end once per class.
 */
export class PlayheadSync {
  private lastJump = ''
  private overFor: number | null = null

  step(plan: DeckPlan | null, head: Playhead | null, now: number): SyncStep {
    if (!plan || !head?.started) return nothing
    const resume = head.paused && !head.ended && !head.parked
    const step = { ...nothing, resume }
    if (plan.startedAt === null || head.seeking || head.readyState < HAVE_CURRENT_DATA || head.ended) return step
    const correction = correctionFor({ durations: plan.durations, startedAt: plan.startedAt, now, position: head.position, currentTime: head.currentTime })
    switch (correction.kind) {
      case 'unknown':
        return step
      case 'over':
        if (this.overFor === plan.classKey) return step
        this.overFor = plan.classKey
        return { ...step, report: { kind: 'over' } }
      case 'jump': {
        const key = `${plan.classKey}:${correction.index}`
        if (this.lastJump === key) return step
        this.lastJump = key
        return { ...step, report: { kind: 'jump', index: correction.index, offsetSeconds: correction.offsetSeconds } }
      }
      case 'seek':
        return { ...step, seekTo: correction.seekTo + SEEK_LATENCY_SECONDS, driftMs: Math.round(correction.driftSeconds * 1000) }
      case 'rate': {
        const rate = Math.abs(head.playbackRate - correction.rate) > RATE_TOLERANCE ? correction.rate : null
        return { ...step, rate, driftMs: Math.round(correction.driftSeconds * 1000) }
      }
    }
  }
}
