import { describe, expect, it } from 'vitest'
import type { ClipSources, ResolvedClip } from '../services/clipCache'
import type { DeckPlan } from './deckPlan'
import { DeckSlot } from './deckSlot'

/** The part of a <video> a slot touches, recording what was done to it. */
class FakeVideo {
  src = ''
  muted = false
  playbackRate = 1.1
  preload = 'none'
  paused = true
  ended = false
  seeking = false
  readyState = 4
  currentTime = 0
  calls: string[] = []
  frameCallbacks = new Map<number, (now: number) => void>()
  private handles = 0
  load() {
    this.calls.push('load')
  }
  pause() {
    this.paused = true
    this.calls.push('pause')
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = ''
    this.calls.push(`remove ${name}`)
  }
  requestVideoFrameCallback(callback: (now: number) => void) {
    this.frameCallbacks.set(++this.handles, callback)
    return this.handles
  }
  cancelVideoFrameCallback(handle: number) {
    this.frameCallbacks.delete(handle)
  }
  /** The browser presents a frame: every pending callback runs once. */
  present(now: number) {
    const pending = [...this.frameCallbacks.values()]
    this.frameCallbacks.clear()
    for (const callback of pending) callback(now)
  }
}

const released: string[] = []
const sources: ClipSources = {
  resolve: async (url) => ({ src: `blob:${url}`, fromCache: true, release: () => released.push(`blob:${url}`) }) satisfies ResolvedClip,
}

function slotOn(video: object = new FakeVideo()) {
  const assigned: DeckSlot[] = []
  const slot = new DeckSlot(video as unknown as HTMLVideoElement, sources, (it) => assigned.push(it))
  return { slot, video: video as FakeVideo, assigned }
}

const plan: DeckPlan = {
  classKey: 1,
  head: { position: 2, url: '/media/c.mp4' },
  next: null,
  startedAt: 1_700_000_000_000,
  startOffsetSeconds: 0,
  durations: [45, 30, 60],
}

describe('DeckSlot', () => {
  it('loads a clip parked underneath at normal speed, and puts its src on the element once looked up', async () => {
    const { slot, video, assigned } = slotOn()
    slot.started = true
    slot.silent = true
    slot.seekOnStart = true
    slot.intendedStartAt = 99
    slot.load({ position: 2, url: '/media/c.mp4' }, true)
    expect(slot).toMatchObject({ clip: { position: 2 }, started: false, silent: false, seekOnStart: false, intendedStartAt: null, parked: true })
    expect(video).toMatchObject({ muted: true, playbackRate: 1, preload: 'auto', src: '' })
    await Promise.resolve()
    await Promise.resolve()
    expect(video.src).toBe('blob:/media/c.mp4')
    expect(video.calls).toEqual(['load'])
    expect(assigned).toEqual([slot])
  })

  it('is started unparked, and parked paused with its stall forgotten', () => {
    const { slot, video } = slotOn()
    slot.markStarted(false)
    expect(slot).toMatchObject({ started: true, parked: false })
    expect(video.muted).toBe(false)
    slot.stall.waiting(1_000)
    slot.park(true)
    expect(slot).toMatchObject({ started: false, parked: true })
    expect(video.muted).toBe(true)
    expect(video.calls).toEqual(['pause'])
    expect(slot.stall.playing(2_000)).toBeNull()
  })

  it('hands every presented frame over until closed, with one callback pending at a time', () => {
    const { slot, video } = slotOn()
    const frames: number[] = []
    slot.watchFrames((now) => frames.push(now))
    // A new src (loadstart) watches again: the earlier callback is cancelled, not doubled.
    slot.watchFrames((now) => frames.push(now))
    expect(video.frameCallbacks.size).toBe(1)
    video.present(16.7)
    video.present(33.4)
    expect(frames).toEqual([16.7, 33.4])
    slot.close()
    expect(video.frameCallbacks.size).toBe(0)
    video.present(50)
    expect(frames).toEqual([16.7, 33.4])
    // A late loadstart on an emptied element asks for no more frames.
    slot.watchFrames((now) => frames.push(now))
    expect(video.frameCallbacks.size).toBe(0)
  })

  it('does not watch frames where the browser has no frame callback', () => {
    const { slot } = slotOn({ src: '', muted: false, load: () => undefined })
    expect(slot.framesWatched).toBe(false)
    expect(() => slot.watchFrames(() => undefined)).not.toThrow()
    expect(slotOn().slot.framesWatched).toBe(true)
  })

  it('reads its playhead for the sync, none without a clip', () => {
    const { slot, video } = slotOn()
    expect(slot.playhead()).toBeNull()
    slot.load({ position: 2, url: '/media/c.mp4' }, true)
    slot.markStarted(false)
    Object.assign(video, { paused: false, currentTime: 12.5, readyState: 3, playbackRate: 0.95 })
    expect(slot.playhead()).toEqual({
      position: 2,
      started: true,
      parked: false,
      paused: false,
      ended: false,
      seeking: false,
      readyState: 3,
      currentTime: 12.5,
      playbackRate: 0.95,
    })
  })

  it('says where its clip is on the class timeline', async () => {
    const { slot, video } = slotOn()
    slot.load({ position: 2, url: '/media/c.mp4' }, true)
    await Promise.resolve()
    await Promise.resolve()
    video.currentTime = 7.25
    const now = plan.startedAt! + 82_250
    expect(slot.describe(plan, now)).toMatchObject({
      position: 2,
      url: '/media/c.mp4',
      fromCache: true,
      timelineSeconds: 82.25,
      startedAt: plan.startedAt,
      now,
    })
    expect(slot.describe(null, now).timelineSeconds).toBeNaN()
    expect(slotOn().slot.describe(plan, now)).toMatchObject({ position: -1, url: null, fromCache: false, timelineSeconds: 0 })
  })

  it('on close empties the element and releases its src', async () => {
    const { slot, video } = slotOn()
    slot.load({ position: 0, url: '/media/a.mp4' }, true)
    await Promise.resolve()
    await Promise.resolve()
    released.length = 0
    video.calls = []
    slot.close()
    expect(video.src).toBe('')
    expect(video.calls).toEqual(['pause', 'remove src', 'load'])
    expect(released).toEqual(['blob:/media/a.mp4'])
    expect(slot.parked).toBe(true)
  })
})
