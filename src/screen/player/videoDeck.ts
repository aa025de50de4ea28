import { beat, endBeats } from '../services/beats'
import { networkSources, type ClipSources } from '../services/clipCache'
import { recordDrift, recordSeam } from '../services/metrics'
import { AudioPolicy } from './audioPolicy'
import { isBehindScreen, sameClip, type DeckClip, type DeckPlan } from './deckPlan'
import { DeckSlot } from './deckSlot'
import { seamRecord } from './playMetrics'
import { PlayheadSync, SYNC_INTERVAL_MS } from './playheadSync'
import { seamStartDelay, startSeekSeconds } from './seamScheduler'
import { clipErrorOutcome } from './sourceChoice'
import { StartLatency } from './startLatency'

export type { DeckClip, DeckPlan } from './deckPlan'

export interface DeckCallbacks {
  /** The clip on screen finished and the next one is already showing (or it was the last). */
  onClipEnded(position: number): void
  onClipFailed(position: number): void
  /** The clock says the class is in a later clip. */
  onJump(index: number, offsetSeconds: number): void
  /** The clock says the class is over. */
  onOver(): void
  /** The first frame of the class is on screen. */
  onShowing(): void
  /** A clip's <video> learnt its duration (keyed by the clip's original URL, whatever src played). */
  onDuration?(url: string, seconds: number): void
  /** A clip's first frame is on screen: from the clip cache or the network, after this much black (null for the first clip). */
  onClipShown?(clip: DeckClip, details: { fromCache: boolean; gapMs: number | null }): void
  /** The clip on screen froze (waiting for data) for this long before it played on. */
  onStall?(position: number, ms: number): void
  /** The sync compared the clip on screen with the class clock: this far off (ms, positive ahead), and what it did. */
  onDrift?(position: number, driftMs: number, correction: 'seek' | 'rate' | null): void
}

/**
 * Two <video> elements: the clip on screen and the next one, preloaded underneath. The next clip
 * starts at its instant on the class clock and is swapped in on its first presented frame, so the
 * seam shows no black and every screen of the location changes clip together. The decisions are in
 * the units beside it; this class wires them to the elements.
 */
export class VideoDeck {
  private readonly slots: [DeckSlot, DeckSlot]
  private active = 0
  private plan: DeckPlan | null = null
  private startTimer: ReturnType<typeof setTimeout> | undefined
  private readonly syncTimer: ReturnType<typeof setInterval>
  private readonly latency = new StartLatency()
  private readonly audio = new AudioPolicy()
  private readonly clockSync = new PlayheadSync()
  private showing = false
  private destroyed = false
  private readonly cleanups: (() => void)[] = []

  constructor(
    first: HTMLVideoElement,
    second: HTMLVideoElement,
    private readonly callbacks: DeckCallbacks,
    sources: ClipSources = networkSources,
  ) {
    // A src looked up for a clip already asked to play starts it.
    const slot = (el: HTMLVideoElement) => new DeckSlot(el, sources, (assigned) => void (assigned.started && this.begin(assigned)))
    this.slots = [slot(first), slot(second)]
    for (const current of this.slots) this.wire(current)
    this.layer()
    this.syncTimer = setInterval(() => this.sync(), SYNC_INTERVAL_MS)
    const unblock = () => {
      this.audio.touched()
      this.activeSlot.el.muted = this.audio.mutedWhen('playing')
    }
    window.addEventListener('pointerdown', unblock)
    this.cleanups.push(() => window.removeEventListener('pointerdown', unblock))
  }

  private get activeSlot(): DeckSlot {
    return this.slots[this.active]
  }

  private get standbySlot(): DeckSlot {
    return this.slots[1 - this.active]
  }

  /** Where the on-screen clip is, for tests and diagnostics. */
  snapshot() {
    return this.activeSlot.describe(this.plan, Date.now())
  }

  setPlan(plan: DeckPlan): void {
    if (isBehindScreen(this.plan, this.activeSlot.clip, plan)) return
    this.plan = plan
    this.apply()
  }

  private apply(): void {
    const plan = this.plan
    if (!plan || this.destroyed) return
    const active = this.activeSlot
    const standby = this.standbySlot
    if (!sameClip(active.clip, plan.head)) {
      // The head is not on screen (a join or a jump): start it underneath where the clock says, and swap it in.
      if (!sameClip(standby.clip, plan.head)) standby.load(plan.head, this.audio.mutedWhen('parked'))
      if (!standby.started) {
        standby.seekOnStart = true
        standby.silent = true
        this.start(standby)
      }
      return
    }
    if (plan.next && !sameClip(standby.clip, plan.next)) standby.load(plan.next, this.audio.mutedWhen('parked'))
    this.scheduleNextStart()
  }

  private scheduleNextStart(): void {
    clearTimeout(this.startTimer)
    const plan = this.plan
    const standby = this.standbySlot
    if (!plan?.next || !sameClip(standby.clip, plan.next) || standby.started) return
    const delay = seamStartDelay(plan, plan.next.position, this.latency.ms, Date.now())
    if (delay === null) return // no clock: the 'ended' event starts it
    standby.intendedStartAt = performance.now() + delay
    this.startTimer = setTimeout(() => this.startStandbyForSeam(), delay)
  }

  private startStandbyForSeam(): void {
    const standby = this.standbySlot
    if (this.destroyed || !standby.clip || standby.started || !sameClip(standby.clip, this.plan?.next ?? null)) return
    standby.silent = false
    this.start(standby)
  }

  private start(slot: DeckSlot): void {
    slot.markStarted(this.audio.mutedWhen('playing'))
    if (!slot.framesWatched) slot.el.addEventListener('playing', () => this.onFirstFrame(slot, performance.now()), { once: true })
    // A src still resolving starts once it is assigned.
    if (slot.source.resolved) this.begin(slot)
  }

  private begin(slot: DeckSlot): void {
    if (slot.seekOnStart && slot.clip) {
      slot.seekOnStart = false
      const offset = startSeekSeconds(this.plan, slot.clip.position, this.latency.ms, Date.now())
      if (offset > 0) slot.el.currentTime = offset
    }
    slot.startRequestedAt = slot.intendedStartAt ?? performance.now()
    slot.startLateMs = slot.intendedStartAt === null ? 0 : Math.max(0, performance.now() - slot.intendedStartAt)
    slot.intendedStartAt = null
    this.play(slot)
  }

  private play(slot: DeckSlot): void {
    // Never play the previous clip's src while this clip's is still resolving.
    if (!slot.source.resolved) return
    slot.el.play().catch((error: unknown) => {
      if (!this.audio.refused(error, slot.el.muted)) return
      slot.el.muted = true
      slot.el.play().catch(() => undefined)
    })
  }

  private wire(slot: DeckSlot): void {
    const el = slot.el
    const watchFrames = () =>
      slot.watchFrames((now) => {
        if (slot.started && (slot !== this.activeSlot || !this.showing)) this.onFirstFrame(slot, now)
        slot.frames.presented(now, slot.started && slot === this.activeSlot)
      })
    watchFrames()
    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, listener: () => void) => {
      el.addEventListener(type, listener)
      this.cleanups.push(() => el.removeEventListener(type, listener))
    }
    on('loadstart', watchFrames)
    on('loadedmetadata', () => {
      if (slot.clip && slot.source.resolved) this.callbacks.onDuration?.(slot.clip.url, el.duration)
    })
    on('play', () => {
      // docs/RULES.md#class-playback: unmutes on play.
      if (this.audio.unmutesOnPlay(slot === this.activeSlot)) el.muted = false
    })
    on('waiting', () => {
      if (slot === this.activeSlot && slot.started && !el.ended) slot.stall.waiting(performance.now())
    })
    on('playing', () => {
      const ms = slot.stall.playing(performance.now())
      if (ms !== null && slot === this.activeSlot && slot.clip) this.callbacks.onStall?.(slot.clip.position, ms)
    })
    on('pause', () => {
      // The viewer cannot pause: anything but our own parking or the clip's end plays on.
      if (!slot.parked && !el.ended && slot.started && !this.destroyed) this.play(slot)
    })
    on('ended', () => {
      if (slot !== this.activeSlot || !slot.clip) return
      const standby = this.standbySlot
      if (this.plan?.next && sameClip(standby.clip, this.plan.next)) {
        if (!standby.started) this.startStandbyForSeam()
      } else {
        this.callbacks.onClipEnded(slot.clip.position)
      }
    })
    on('error', () => {
      const onScreen = slot === this.activeSlot
      const outcome = clipErrorOutcome({ hasClip: slot.clip !== null, resolved: slot.source.resolved, onScreen, started: slot.started, silent: slot.silent })
      if (outcome === 'fallBack' && slot.clip) {
        // The cached copy would not play: play the clip from the network where the class is.
        slot.seekOnStart = true
        slot.source.fallBackToNetwork(slot.clip.url)
      } else if (outcome === 'fail' && slot.clip) this.callbacks.onClipFailed(slot.clip.position)
    })
  }

  private onFirstFrame(slot: DeckSlot, frameAt: number): void {
    if (slot === this.activeSlot) {
      if (!this.showing) {
        this.showing = true
        this.callbacks.onShowing()
        if (slot.clip) this.callbacks.onClipShown?.(slot.clip, { fromCache: slot.source.resolved?.fromCache ?? false, gapMs: null })
      }
      return
    }
    if (!slot.started) return
    // Swap: the clip underneath shows its first frame; the one on screen is parked under it.
    const old = this.activeSlot
    const wasShowing = this.showing && old.clip !== null
    this.active = 1 - this.active
    this.layer()
    slot.el.muted = this.audio.mutedWhen('playing')
    old.park(this.audio.mutedWhen('parked'))
    const plannedStartupMs = this.latency.ms
    const startupMs = this.latency.learn(slot.startRequestedAt, frameAt)
    if (!this.showing) {
      this.showing = true
      this.callbacks.onShowing()
    }
    const ended = old.clip
    const gapMs = wasShowing ? old.frames.gapBefore(frameAt) : null
    if (slot.clip) this.callbacks.onClipShown?.(slot.clip, { fromCache: slot.source.resolved?.fromCache ?? false, gapMs })
    if (wasShowing && ended && !slot.silent)
      recordSeam(seamRecord(ended.position, slot.clip?.position ?? -1, old.frames, frameAt, { startupMs, plannedStartupMs, startLateMs: slot.startLateMs }))
    if (!slot.silent && ended) this.callbacks.onClipEnded(ended.position)
    else this.apply()
  }

  private layer(): void {
    this.slots.forEach((slot, index) => {
      slot.el.style.zIndex = index === this.active ? '2' : '1'
      slot.el.dataset.active = String(index === this.active)
    })
  }

  private sync(): void {
    if (this.destroyed) return
    beat('player')
    const slot = this.activeSlot
    const el = slot.el
    const step = this.clockSync.step(this.plan, slot.playhead(), Date.now())
    if (step.resume) this.play(slot)
    // The clip underneath was asked to start and is still paused: the browser dropped that play(). Ask again,
    // as for the clip on screen, or the class would wait on a first frame that never comes (the watchdog's
    // skip to the next clip counts on it).
    const standby = this.standbySlot
    if (standby.started && !standby.parked && standby.el.paused && !standby.el.ended) this.play(standby)
    if (step.report?.kind === 'over') this.callbacks.onOver()
    if (step.report?.kind === 'jump') this.callbacks.onJump(step.report.index, step.report.offsetSeconds)
    if (step.seekTo !== null) el.currentTime = step.seekTo
    if (step.rate !== null) el.playbackRate = step.rate
    if (step.driftMs !== null && slot.clip) {
      recordDrift(slot.clip.position, step.driftMs)
      this.callbacks.onDrift?.(slot.clip.position, step.driftMs, step.seekTo !== null ? 'seek' : step.rate !== null ? 'rate' : null)
    }
  }

  destroy(): void {
    this.destroyed = true
    endBeats('player')
    clearTimeout(this.startTimer)
    clearInterval(this.syncTimer)
    for (const cleanup of this.cleanups) cleanup()
    for (const slot of this.slots) slot.close()
  }
}
