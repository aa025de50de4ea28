import { autoStartInstant, type ClassToday } from '../src/shared/classSchedule'

/**
 * The class clock, in one place: when a class began on this device's clock, how the server's clock
 * relates to it, and where the class is at any instant. The class machine keeps the start and the
 * offset in its context with these functions; the player asks them where to be
 * (docs/RULES.md#class-screen).
 */

/** A better server-clock estimate that moves by at least this much re-anchors a class under way on this device. */
export const OFFSET_REANCHOR_MS = 3

/** Epoch ms (server clock) at which a class's first clip begins: the manual start stamp, else the scheduled class's start. */
export function serverStartOf(classStartedAt: string | null, nextClass: ClassToday | null, alternateCountdown: boolean): number | null {
  const stamped = classStartedAt ? Date.parse(classStartedAt) : Number.NaN
  if (!Number.isNaN(stamped)) return stamped
  return nextClass ? autoStartInstant(nextClass, alternateCountdown) : null
}

/** A class anchored with `anchorOffsetMs` moves on this device's clock when a better offset differs enough; null to leave it. */
export function reanchor(startedAt: number | null, anchorOffsetMs: number, offsetMs: number): { startedAt: number; anchorOffsetMs: number } | null {
  if (startedAt === null || Math.abs(offsetMs - anchorOffsetMs) < OFFSET_REANCHOR_MS) return null
  return { startedAt: startedAt - (offsetMs - anchorOffsetMs), anchorOffsetMs: offsetMs }
}

/**
 * The server-clock instant a class began, as the class clock holds it: its start on this device plus
 * the offset it was anchored with. Re-anchoring moves both and leaves this unchanged; it is the run's
 * anchor every screen of the location reports (docs/CLASS-RUNS.md).
 */
export function serverAnchorOf(startedAt: number, anchorOffsetMs: number): number {
  return Math.round(startedAt + anchorOffsetMs)
}

/** Where a class that began at `startedAt` (epoch ms) is at `now`: the clip index and seconds into it; index = length when over. */
export function positionAt(queueDurations: readonly number[], startedAt: number, now: number): { index: number; offsetSeconds: number } {
  let remaining = (now - startedAt) / 1000
  if (!(remaining > 0)) return { index: 0, offsetSeconds: 0 }
  for (let index = 0; index < queueDurations.length; index++) {
    const duration = Math.max(0, queueDurations[index] || 0)
    if (remaining < duration) return { index, offsetSeconds: remaining }
    remaining -= duration
  }
  return { index: queueDurations.length, offsetSeconds: 0 }
}

/** Drift under this is left alone (about one frame at 25 fps). */
export const DEADBAND_SECONDS = 0.025
/** Drift over this inside one clip is fixed by a seek; under it by a gentle playback-rate nudge. */
export const SEEK_SECONDS = 0.75
/** Behind by this much while the class is already in a later clip: jump there (class.join). */
export const JUMP_SECONDS = 0.5
/**
 * Just after a cut, a clip that started late is sought into step at once: a small skip at the
 * cut is not seen, while a rate nudge (at most 15 % faster) would leave screens apart for seconds.
 */
export const CUT_WINDOW_SECONDS = 1
export const CUT_SEEK_SECONDS = 0.12
export const RATE_LIMITS = { min: 0.85, max: 1.15 } as const

/** Seconds from the class start to the start of clip `position`; NaN when a duration before it is unknown. */
export function clipStartSeconds(durations: readonly (number | undefined)[], position: number): number {
  let total = 0
  for (let index = 0; index < position; index++) {
    const duration = durations[index]
    if (duration === undefined || !Number.isFinite(duration)) return Number.NaN
    total += duration
  }
  return total
}

export type Correction =
  | { kind: 'unknown' }
  | { kind: 'rate'; rate: number; driftSeconds: number }
  | { kind: 'seek'; seekTo: number; driftSeconds: number }
  | { kind: 'jump'; index: number; offsetSeconds: number; driftSeconds: number }
  | { kind: 'over'; driftSeconds: number }

export interface PlayheadInput {
  /** Seconds per clip position of the whole class. */
  durations: readonly (number | undefined)[]
  /** Device epoch ms at which clip 0 began. */
  startedAt: number
  /** Device epoch ms now. */
  now: number
  /** The clip on screen and its currentTime. */
  position: number
  currentTime: number
}

/**
 * How to bring the clip on screen to where the class is by the clock (every screen of a location
 * computes the same, so they agree): leave it, nudge the rate, seek, or jump to a later clip.
 * Positive drift means this screen is ahead.
 */
export function correctionFor(input: PlayheadInput): Correction {
  const start = clipStartSeconds(input.durations, input.position)
  const total = clipStartSeconds(input.durations, input.durations.length)
  if (Number.isNaN(start)) return { kind: 'unknown' }
  const elapsed = (input.now - input.startedAt) / 1000
  const driftSeconds = start + input.currentTime - elapsed
  if (!Number.isNaN(total) && elapsed >= total + JUMP_SECONDS) return { kind: 'over', driftSeconds }
  const durations = input.durations.map((duration) => duration ?? 0)
  const expected = positionAt(durations, input.startedAt, input.now)
  if (expected.index > input.position && -driftSeconds > JUMP_SECONDS && !Number.isNaN(total)) {
    return { kind: 'jump', index: expected.index, offsetSeconds: expected.offsetSeconds, driftSeconds }
  }
  const seekOver = input.currentTime < CUT_WINDOW_SECONDS ? CUT_SEEK_SECONDS : SEEK_SECONDS
  if (expected.index === input.position && Math.abs(driftSeconds) > seekOver) {
    return { kind: 'seek', seekTo: expected.offsetSeconds, driftSeconds }
  }
  if (Math.abs(driftSeconds) <= DEADBAND_SECONDS) return { kind: 'rate', rate: 1, driftSeconds }
  const rate = Math.min(RATE_LIMITS.max, Math.max(RATE_LIMITS.min, 1 - driftSeconds))
  return { kind: 'rate', rate, driftSeconds }
}

/** Device epoch ms at which clip `position` should show its first frame; NaN when unknown. */
export function clipStartInstant(durations: readonly (number | undefined)[], startedAt: number, position: number): number {
  return startedAt + clipStartSeconds(durations, position) * 1000
}

/** The visible gap at a seam: the frame interval across it beyond one frame of the outgoing clip. */
export function seamGapMs(lastFrameAt: number, firstFrameAt: number, frameMs: number): number {
  return Math.max(0, firstFrameAt - lastFrameAt - frameMs)
}
