import { networkSources, type ClipSources, type ResolvedClip } from '../services/clipCache'
import { recordDrift, recordSeam } from '../services/metrics'
import { clipStartInstant, clipStartSeconds, correctionFor, seamGapMs } from '../../../machines/classClock'

/** A clip's identity in the class: its position and its original URL (durations and tests key on it), never the src played. */
export interface DeckClip {
  position: number
  url: string
}

export interface DeckPlan {
  /** Identifies the class run (the class machine's count of classes); startedAt may be refined while it plays. */
  classKey: number
  head: DeckClip
  next: DeckClip | null
  /** Device epoch ms of the class start; null plays clip after clip without the clock. */
  startedAt: number | null
  startOffsetSeconds: number
  /** Seconds per position of the whole class (undefined while unknown). */
  durations: readonly (number | undefined)[]
}

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
}

interface Slot {
  el: HTMLVideoElement
  clip: DeckClip | null
  /** The src assigned for `clip` (a blob: URL of the cached copy or the network URL); null while it resolves. */
  resolved: ResolvedClip | null
  /** Srcs of clips that left the slot, still on the element until the next src is assigned; released then. */
  retiring: ResolvedClip[]
  /** Bumped by each load: a src resolved for an earlier clip is dropped. */
  loadId: number
  /** When it starts, seek to where the class is by the clock (a join, or a fallback mid-clip). */
  seekOnStart: boolean
  /** play() was asked for this clip. */
  started: boolean
  /** The machine already moved on: swapping in must not report clip.ended. */
  silent: boolean
  startRequestedAt: number
  /** For a seam start: when the timer meant play() to be called (performance.now() clock), so timer lateness is learnt too. */
  intendedStartAt: number | null
  lastFrameAt: number
  /** Smoothed interval between presented frames while playing (the seam is judged against it). */
  frameIntervalMs: number
  frameHandle: number | null
  /** We paused it on purpose (it left the screen); any other pause is undone. */
  parked: boolean
  /** performance.now() when the clip on screen began waiting for data; null while it plays. */
  stallStartedAt: number | null
}

const FRAME_MS = 40
/**
 * Start the next clip this much before its instant. Landing exactly on it leaves a visible gap half the time
 * (timer and decoder jitter); landing early only trims the outgoing clip's last frame under the swap, and the
 * rate nudge absorbs the lead within a second.
 */
export const SEAM_LEAD_MS = 40
const SYNC_INTERVAL_MS = 200
const SEEK_LATENCY_SECONDS = 0.05

const supportsFrameCallback = typeof HTMLVideoElement !== 'undefined' && 'requestVideoFrameCallback' in HTMLVideoElement.prototype

/**
 * Two <video> elements: the clip on screen and the next one, preloaded underneath. The next clip
 * starts at its instant on the class clock and is swapped in on its first presented frame, so the
 * seam shows no black and every screen of the location changes clip together.
 */
export class VideoDeck {
  private readonly slots: [Slot, Slot]
  private active = 0
  private plan: DeckPlan | null = null
  private startTimer: ReturnType<typeof setTimeout> | undefined
  private readonly syncTimer: ReturnType<typeof setInterval>
  /** play() ahead of the instant by this much; learnt from each seam. */
  /** play() → first frame of a preloaded clip; Chromium wakes a suspended idle player in about 250 ms. Learnt from each start. */
  private startupLatencyMs = 250
  private latencyLearnt = false
  private audioBlocked = false
  private showing = false
  private lastJump = ''
  private overSent = false
  private destroyed = false
  private readonly cleanups: (() => void)[] = []

  constructor(
    first: HTMLVideoElement,
    second: HTMLVideoElement,
    private readonly callbacks: DeckCallbacks,
    private readonly sources: ClipSources = networkSources,
  ) {
    const slot = (el: HTMLVideoElement): Slot => ({
      el,
      clip: null,
      resolved: null,
      retiring: [],
      loadId: 0,
      seekOnStart: false,
      started: false,
      silent: false,
      startRequestedAt: 0,
      intendedStartAt: null,
      lastFrameAt: 0,
      frameIntervalMs: 40,
      frameHandle: null,
      parked: false,
      stallStartedAt: null,
    })
    this.slots = [slot(first), slot(second)]
    for (const current of this.slots) this.wire(current)
    this.layer()
    this.syncTimer = setInterval(() => this.sync(), SYNC_INTERVAL_MS)
    const unblock = () => {
      this.audioBlocked = false
      this.activeSlot.el.muted = false
    }
    window.addEventListener('pointerdown', unblock)
    this.cleanups.push(() => window.removeEventListener('pointerdown', unblock))
  }

  private get activeSlot(): Slot {
    return this.slots[this.active]
  }

  private get standbySlot(): Slot {
    return this.slots[1 - this.active]
  }

  /** Where the on-screen clip is, for tests and diagnostics. */
  snapshot() {
    const slot = this.activeSlot
    const position = slot.clip?.position ?? -1
    const start = this.plan ? clipStartSeconds(this.plan.durations, Math.max(0, position)) : Number.NaN
    return {
      position,
      url: slot.clip?.url ?? null,
      /** The clip on screen plays from the clip cache (a blob: URL), not from the network. */
      fromCache: slot.resolved?.fromCache ?? false,
      currentTime: slot.el.currentTime,
      paused: slot.el.paused,
      /** Played to its end (paused by the browser) while the next clip's first frame is on its way. */
      ended: slot.el.ended,
      muted: slot.el.muted,
      timelineSeconds: start + slot.el.currentTime,
      startedAt: this.plan?.startedAt ?? null,
      now: Date.now(),
    }
  }

  setPlan(plan: DeckPlan): void {
    const current = this.activeSlot.clip
    // The machine catches up with a swap a moment later: never go back within one class.
    if (this.plan && current && plan.classKey === this.plan.classKey && plan.head.position < current.position) return
    if (plan.classKey !== this.plan?.classKey) this.overSent = false
    this.plan = plan
    this.apply()
  }

  private apply(): void {
    const plan = this.plan
    if (!plan || this.destroyed) return
    const active = this.activeSlot
    const standby = this.standbySlot
    if (!sameClip(active.clip, plan.head)) {
      if (!sameClip(standby.clip, plan.head)) this.load(standby, plan.head)
      if (!standby.started) {
        standby.seekOnStart = true
        standby.silent = true
        this.start(standby)
      }
      return
    }
    if (plan.next && !sameClip(standby.clip, plan.next)) this.load(standby, plan.next)
    this.scheduleNextStart()
  }

  private expectedOffset(position: number): number | null {
    const plan = this.plan
    if (!plan || plan.startedAt === null) return null
    const start = clipStartSeconds(plan.durations, position)
    if (Number.isNaN(start)) return null
    const offset = (Date.now() + this.startupLatencyMs - plan.startedAt) / 1000 - start
    const duration = plan.durations[position]
    if (offset <= 0.1 || (duration !== undefined && offset >= duration)) return 0
    return offset
  }

  private scheduleNextStart(): void {
    clearTimeout(this.startTimer)
    const plan = this.plan
    const standby = this.standbySlot
    if (!plan?.next || plan.startedAt === null || !sameClip(standby.clip, plan.next) || standby.started) return
    const at = clipStartInstant(plan.durations, plan.startedAt, plan.next.position)
    if (Number.isNaN(at)) return // no clock: the 'ended' event starts it
    const delay = Math.max(0, at - this.startupLatencyMs - SEAM_LEAD_MS - Date.now())
    standby.intendedStartAt = performance.now() + delay
    this.startTimer = setTimeout(() => this.startStandbyForSeam(), delay)
  }

  private startStandbyForSeam(): void {
    const standby = this.standbySlot
    if (this.destroyed || !standby.clip || standby.started || !sameClip(standby.clip, this.plan?.next ?? null)) return
    standby.silent = false
    this.start(standby)
  }

  private load(slot: Slot, clip: DeckClip): void {
    slot.clip = clip
    slot.started = false
    slot.intendedStartAt = null
    slot.silent = false
    slot.seekOnStart = false
    slot.parked = true
    slot.el.muted = true
    slot.el.playbackRate = 1
    slot.el.preload = 'auto'
    const loadId = ++slot.loadId
    // The previous clip keeps the element (parked, underneath) until the new src is known: the lookup takes a few ms.
    if (slot.resolved) slot.retiring.push(slot.resolved)
    slot.resolved = null
    void this.sources.resolve(clip.url).then((resolved) => {
      if (this.destroyed || slot.loadId !== loadId) resolved.release()
      else this.assign(slot, resolved)
    })
  }

  private assign(slot: Slot, resolved: ResolvedClip): void {
    slot.resolved = resolved
    slot.el.src = resolved.src
    slot.el.load()
    // The element no longer reads the srcs of the clips that left it: their object URLs can go.
    for (const old of slot.retiring.splice(0)) old.release()
    if (slot.started) this.begin(slot)
  }

  private start(slot: Slot): void {
    slot.started = true
    slot.parked = false
    // Unmuted when audio is allowed (the device runs with --autoplay-policy=no-user-gesture-required).
    slot.el.muted = this.audioBlocked
    if (!supportsFrameCallback) slot.el.addEventListener('playing', () => this.onFirstFrame(slot, performance.now()), { once: true })
    // A src still resolving starts once it is assigned.
    if (slot.resolved) this.begin(slot)
  }

  private begin(slot: Slot): void {
    if (slot.seekOnStart && slot.clip) {
      slot.seekOnStart = false
      const offset = this.expectedOffset(slot.clip.position) ?? (slot.clip.position === this.plan?.head.position ? this.plan.startOffsetSeconds : 0)
      if (offset > 0) slot.el.currentTime = offset
    }
    slot.startRequestedAt = slot.intendedStartAt ?? performance.now()
    slot.intendedStartAt = null
    this.play(slot)
  }

  /** The cached copy would not play: drop it and play the clip from the network where the class is. */
  private fallBackToNetwork(slot: Slot): boolean {
    const resolved = slot.resolved
    if (!slot.clip || !resolved?.fromCache) return false
    this.sources.forget?.(slot.clip.url)
    slot.seekOnStart = true
    slot.retiring.push(resolved)
    this.assign(slot, { src: slot.clip.url, fromCache: false, release: () => undefined })
    return true
  }

  private play(slot: Slot): void {
    // Never play the previous clip's src while this clip's is still resolving.
    if (!slot.resolved) return
    slot.el.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError' && !slot.el.muted) {
        // No autoplay with sound here: play muted (always allowed) and unmute on the first touch.
        this.audioBlocked = true
        slot.el.muted = true
        slot.el.play().catch(() => undefined)
      }
    })
  }

  private wire(slot: Slot): void {
    const el = slot.el
    const watchFrames = () => {
      if (!supportsFrameCallback || this.destroyed) return
      if (slot.frameHandle !== null) el.cancelVideoFrameCallback(slot.frameHandle)
      slot.frameHandle = el.requestVideoFrameCallback((now) => {
        slot.frameHandle = null
        if (slot.started && slot !== this.activeSlot) this.onFirstFrame(slot, now)
        else if (slot === this.activeSlot && !this.showing && slot.started) this.onFirstFrame(slot, now)
        const interval = now - slot.lastFrameAt
        if (slot.started && slot === this.activeSlot && interval > 0 && interval < 200) slot.frameIntervalMs = 0.9 * slot.frameIntervalMs + 0.1 * interval
        slot.lastFrameAt = now
        watchFrames()
      })
    }
    watchFrames()
    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, listener: () => void) => {
      el.addEventListener(type, listener)
      this.cleanups.push(() => el.removeEventListener(type, listener))
    }
    on('loadstart', watchFrames)
    on('loadedmetadata', () => {
      if (slot.clip && slot.resolved) this.callbacks.onDuration?.(slot.clip.url, el.duration)
    })
    on('play', () => {
      // docs/RULES.md#class-playback: unmutes on play.
      if (slot === this.activeSlot && !this.audioBlocked) el.muted = false
    })
    on('waiting', () => {
      if (slot === this.activeSlot && slot.started && !el.ended) slot.stallStartedAt ??= performance.now()
    })
    on('playing', () => {
      if (slot.stallStartedAt === null) return
      const ms = performance.now() - slot.stallStartedAt
      slot.stallStartedAt = null
      if (slot === this.activeSlot && slot.clip) this.callbacks.onStall?.(slot.clip.position, ms)
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
      // An error while the src resolves belongs to the previous clip's src.
      if (!slot.resolved || this.fallBackToNetwork(slot)) return
      if (slot === this.activeSlot && slot.clip) this.callbacks.onClipFailed(slot.clip.position)
      else if (slot.clip && slot.started && slot.silent) this.callbacks.onClipFailed(slot.clip.position)
    })
  }

  private onFirstFrame(slot: Slot, frameAt: number): void {
    if (slot === this.activeSlot) {
      if (!this.showing) {
        this.showing = true
        this.callbacks.onShowing()
        if (slot.clip) this.callbacks.onClipShown?.(slot.clip, { fromCache: slot.resolved?.fromCache ?? false, gapMs: null })
      }
      return
    }
    if (!slot.started) return
    const old = this.activeSlot
    const wasShowing = this.showing && old.clip !== null
    this.active = 1 - this.active
    this.layer()
    slot.el.muted = this.audioBlocked
    old.parked = true
    old.el.muted = true
    old.el.pause()
    old.started = false
    const latency = frameAt - slot.startRequestedAt
    if (latency > 0 && latency < 1_000) this.startupLatencyMs = Math.round(this.latencyLearnt ? 0.5 * this.startupLatencyMs + 0.5 * latency : latency)
    this.latencyLearnt = true
    if (!this.showing) {
      this.showing = true
      this.callbacks.onShowing()
    }
    const ended = old.clip
    old.stallStartedAt = null
    const gapMs = wasShowing ? seamGapMs(old.lastFrameAt, frameAt, Math.max(FRAME_MS, old.frameIntervalMs)) : null
    if (slot.clip) this.callbacks.onClipShown?.(slot.clip, { fromCache: slot.resolved?.fromCache ?? false, gapMs })
    if (wasShowing && ended && !slot.silent) {
      const interval = frameAt - old.lastFrameAt
      recordSeam({
        from: ended.position,
        to: slot.clip?.position ?? -1,
        gapMs: Math.round(gapMs ?? 0),
        frameIntervalMs: Math.round(interval),
        steadyFrameMs: Math.round(old.frameIntervalMs),
        startupMs: Math.round(latency),
      })
    }
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
    const plan = this.plan
    const slot = this.activeSlot
    if (!plan || !slot.clip || !slot.started || this.destroyed) return
    if (slot.el.paused && !slot.el.ended && !slot.parked) this.play(slot)
    if (plan.startedAt === null || slot.el.seeking || slot.el.readyState < 2 || slot.el.ended) return
    const correction = correctionFor({
      durations: plan.durations,
      startedAt: plan.startedAt,
      now: Date.now(),
      position: slot.clip.position,
      currentTime: slot.el.currentTime,
    })
    switch (correction.kind) {
      case 'unknown':
        return
      case 'over':
        if (!this.overSent) {
          this.overSent = true
          this.callbacks.onOver()
        }
        return
      case 'jump': {
        const key = `${plan.classKey}:${correction.index}`
        if (this.lastJump !== key) {
          this.lastJump = key
          this.callbacks.onJump(correction.index, correction.offsetSeconds)
        }
        return
      }
      case 'seek':
        slot.el.currentTime = correction.seekTo + SEEK_LATENCY_SECONDS
        break
      case 'rate':
        if (Math.abs(slot.el.playbackRate - correction.rate) > 0.005) slot.el.playbackRate = correction.rate
        break
    }
    recordDrift(slot.clip.position, Math.round(correction.driftSeconds * 1000))
  }

  destroy(): void {
    this.destroyed = true
    clearTimeout(this.startTimer)
    clearInterval(this.syncTimer)
    for (const cleanup of this.cleanups) cleanup()
    for (const slot of this.slots) {
      slot.parked = true
      if (slot.frameHandle !== null) slot.el.cancelVideoFrameCallback(slot.frameHandle)
      slot.el.pause()
      slot.el.removeAttribute('src')
      slot.el.load()
      for (const old of [...slot.retiring.splice(0), slot.resolved]) old?.release()
      slot.resolved = null
    }
  }
}

function sameClip(a: DeckClip | null, b: DeckClip | null): boolean {
  return a !== null && b !== null && a.position === b.position && a.url === b.url
}
