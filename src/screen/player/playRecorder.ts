import { serverAnchorOf } from '../../../machines/classClock'
import type { ClassContext } from '../../../machines/classMachine'
import { PLAY_GAP_THRESHOLD_MS } from '../../shared/constants'
import type { PlayReport } from '../../shared/schemas/classRuns'
import { DriftTally, type DriftCorrection } from './driftStats'

type RunContext = Pick<ClassContext, 'autoStartedClass' | 'startedAt' | 'anchorOffsetMs' | 'clockOffsetMs' | 'format'>

/**
 * Which run the class playing belongs to: the instant every screen of the location aligned its class
 * clock to (docs/CLASS-RUNS.md), read from the class clock (the server's start stamp for a class staff
 * started, the planned first-clip instant of the timetable's class for an automatic one).
 */
export function runOf(context: RunContext): PlayReport['run'] {
  const anchor = new Date(
    context.startedAt === null ? Date.now() + context.clockOffsetMs : serverAnchorOf(context.startedAt, context.anchorOffsetMs),
  ).toISOString()
  if (context.autoStartedClass !== null)
    return { kind: 'automatic', anchor, scheduledAt: new Date(context.autoStartedClass).toISOString(), format: context.format }
  return { kind: 'manual', anchor, scheduledAt: null, format: context.format }
}

/** What the class machine knows of a clip of the class. */
export interface RecordedClip {
  position: number
  kind: PlayReport['clipKind']
  step: number | null
  name: string
  replaced: boolean
  replaceReason?: PlayReport['replaceReason']
}

export interface PlayRecorderOptions {
  run: PlayReport['run']
  workoutId: string | null
  /** The clip at a position of this class, as the class machine has it now (a replaced clip says so). */
  clipAt(position: number): RecordedClip | undefined
  /** Server clock minus this device's, in ms; null until measured. */
  clockOffsetMs(): number | null
  /** How far that offset may be off, in ms; null until measured (proof of sync). */
  clockErrorMs?(): number | null
  /** This device's epoch ms. */
  now(): number
  newId(): string
  report(play: PlayReport): void
}

interface Showing {
  position: number
  /** Device epoch ms of its first frame. */
  startedAt: number
  source: PlayReport['source']
  gapBeforeMs: number | null
  stalls: number
  stallMs: number
  drift: DriftTally
  /** The first clip this recorder saw (the class's start, or where a reloaded screen rejoined): catching up until in place. */
  catchingUp: boolean
}

/** A screen that has just joined a class is catching up until its drift is under this, or for this long at most. */
export const CATCH_UP_UNTIL_MS = 100
export const CATCH_UP_FOR_MS = 2_000

/**
 * Proof of play on the screen (docs/CLASS-RUNS.md): follows the clips of one class as they show and
 * leave, and hands each finished clip over as one report on the server's clock.
 */
export class PlayRecorder {
  private showing: Showing | null = null
  private first = true

  constructor(private readonly options: PlayRecorderOptions) {}

  /** A clip's first frame is on screen; the one before it has left. */
  shown(position: number, details: { fromCache: boolean; gapMs: number | null }): void {
    if (this.showing?.position === position) return
    const now = this.options.now()
    this.finishShowing(now)
    this.showing = {
      position,
      startedAt: now,
      source: details.fromCache ? 'cache' : 'network',
      gapBeforeMs: details.gapMs !== null && details.gapMs >= PLAY_GAP_THRESHOLD_MS ? Math.round(details.gapMs) : null,
      stalls: 0,
      stallMs: 0,
      drift: new DriftTally(),
      catchingUp: this.first,
    }
    this.first = false
  }

  /** The playhead sync compared the clip on screen with the class clock: `driftMs` off, and what it did about it. */
  drifted(position: number, driftMs: number, correction: DriftCorrection): void {
    const showing = this.showing
    if (showing?.position !== position) return
    if (showing.catchingUp && (Math.abs(driftMs) < CATCH_UP_UNTIL_MS || this.options.now() - showing.startedAt > CATCH_UP_FOR_MS)) showing.catchingUp = false
    showing.drift.sample(driftMs, correction, showing.catchingUp)
  }

  /** The clip on screen froze for `ms` before it played on. */
  stalled(position: number, ms: number): void {
    if (!this.showing || this.showing.position !== position || ms < PLAY_GAP_THRESHOLD_MS) return
    this.showing.stalls += 1
    this.showing.stallMs += Math.round(ms)
  }

  /** The class is over, or cut short by a Stop: the clip on screen leaves now. */
  finish(): void {
    this.finishShowing(this.options.now())
  }

  private finishShowing(endedAt: number): void {
    const showing = this.showing
    this.showing = null
    if (!showing) return
    const clip = this.options.clipAt(showing.position)
    if (!clip) return
    const offset = this.options.clockOffsetMs() ?? 0
    const serverTime = (deviceMs: number) => new Date(Math.round(deviceMs + offset)).toISOString()
    this.options.report({
      id: this.options.newId(),
      run: this.options.run,
      position: showing.position,
      clipKind: clip.kind,
      step: clip.step,
      clipName: clip.name.slice(0, 85),
      workoutId: this.options.workoutId,
      startedAt: serverTime(showing.startedAt),
      endedAt: serverTime(endedAt),
      source: showing.source,
      replaced: clip.replaced,
      replaceReason: clip.replaced ? (clip.replaceReason ?? null) : null,
      stalls: showing.stalls,
      stallMs: showing.stallMs,
      gapBeforeMs: showing.gapBeforeMs,
      clockOffsetMs: this.options.clockOffsetMs() === null ? null : Math.round(offset),
      sync: showing.drift.summary(this.options.clockErrorMs?.() ?? null),
    })
  }
}

/** A report id: 16 random letters and digits, made once per report and kept across retries. */
export function newReportId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 16)
}
