import { clipStartSeconds } from '../../../machines/classClock'
import type { ClipSources } from '../services/clipCache'
import type { DeckClip, DeckPlan } from './deckPlan'
import type { Playhead } from './playheadSync'
import { FrameCadence, StallTimer } from './playMetrics'
import { SlotSource } from './sourceChoice'

/**
 * One of the deck's two <video> elements and what the deck knows of it: the clip in it, where its src
 * comes from, whether it was asked to play, its frames and stalls.
 */
export class DeckSlot {
  clip: DeckClip | null = null
  /** The src played for `clip`: the cached copy or the network (sourceChoice.ts). */
  readonly source: SlotSource
  /** When it starts, seek to where the class is by the clock (a join, or a fallback mid-clip). */
  seekOnStart = false
  /** play() was asked for this clip. */
  started = false
  /** The machine already moved on: swapping in must not report clip.ended. */
  silent = false
  startRequestedAt = 0
  /** For a seam start: when the timer meant play() to be called (performance.now() clock), so timer lateness is learnt too. */
  intendedStartAt: number | null = null
  /** How late play() was called for a timed start (a busy main thread); 0 for any other start. For the seam figures. */
  startLateMs = 0
  /** We paused it on purpose (it left the screen, or waits underneath); any other pause is undone. */
  parked = false
  readonly frames = new FrameCadence()
  readonly stall = new StallTimer()
  /** The browser tells each presented frame (requestVideoFrameCallback); else the 'playing' event stands for the first. */
  readonly framesWatched: boolean
  private frameHandle: number | null = null
  private closed = false

  /** `onAssigned` runs once a looked-up src is on the element. */
  constructor(
    readonly el: HTMLVideoElement,
    sources: ClipSources,
    onAssigned: (slot: DeckSlot) => void,
  ) {
    this.framesWatched = 'requestVideoFrameCallback' in el
    this.source = new SlotSource(sources, (resolved) => {
      el.src = resolved.src
      el.load()
      onAssigned(this)
    })
  }

  /** Put a clip in, parked underneath at normal speed, and look up its src. */
  load(clip: DeckClip, muted: boolean): void {
    this.clip = clip
    this.started = false
    this.intendedStartAt = null
    this.silent = false
    this.seekOnStart = false
    this.parked = true
    this.el.muted = muted
    this.el.playbackRate = 1
    this.el.preload = 'auto'
    this.source.load(clip.url)
  }

  /** play() is about to be asked for its clip. */
  markStarted(muted: boolean): void {
    this.started = true
    this.parked = false
    this.el.muted = muted
  }

  /** It left the screen: paused on purpose, and a stall under way is no longer its to report. */
  park(muted: boolean): void {
    this.parked = true
    this.el.muted = muted
    this.el.pause()
    this.started = false
    this.stall.reset()
  }

  /** Calls `onFrame` with each presented frame's time until closed (again after a new src: the browser drops the callback). */
  watchFrames(onFrame: (now: number) => void): void {
    if (!this.framesWatched || this.closed) return
    if (this.frameHandle !== null) this.el.cancelVideoFrameCallback(this.frameHandle)
    this.frameHandle = this.el.requestVideoFrameCallback((now) => {
      this.frameHandle = null
      onFrame(now)
      this.watchFrames(onFrame)
    })
  }

  /** Its clip's playhead as the sync reads it; null without a clip. */
  playhead(): Playhead | null {
    if (!this.clip) return null
    const { paused, ended, seeking, readyState, currentTime, playbackRate } = this.el
    return { position: this.clip.position, started: this.started, parked: this.parked, paused, ended, seeking, readyState, currentTime, playbackRate }
  }

  /** Where its clip is in the class (for tests and diagnostics). */
  describe(plan: DeckPlan | null, now: number) {
    const position = this.clip?.position ?? -1
    const start = plan ? clipStartSeconds(plan.durations, Math.max(0, position)) : Number.NaN
    return {
      position,
      url: this.clip?.url ?? null,
      /** The clip plays from the clip cache (a blob: URL), not from the network. */
      fromCache: this.source.resolved?.fromCache ?? false,
      currentTime: this.el.currentTime,
      paused: this.el.paused,
      /** Played to its end (paused by the browser) while the next clip's first frame is on its way. */
      ended: this.el.ended,
      muted: this.el.muted,
      timelineSeconds: start + this.el.currentTime,
      startedAt: plan?.startedAt ?? null,
      now,
    }
  }

  /** Empties the element and releases its srcs. */
  close(): void {
    this.closed = true
    this.parked = true
    if (this.frameHandle !== null) this.el.cancelVideoFrameCallback(this.frameHandle)
    this.el.pause()
    this.el.removeAttribute('src')
    this.el.load()
    this.source.close()
  }
}
