import { describe, expect, it } from 'vitest'
import { isBehindScreen, sameClip, type DeckPlan } from './deckPlan'

const plan = (classKey: number, head: number): DeckPlan => ({
  classKey,
  head: { position: head, url: `/media/clip-${head}.mp4` },
  next: { position: head + 1, url: `/media/clip-${head + 1}.mp4` },
  startedAt: 1_000_000,
  startOffsetSeconds: 0,
  durations: [10, 20, 30],
})

describe('sameClip', () => {
  it('is the same position and the same original URL', () => {
    expect(sameClip({ position: 2, url: '/media/a.mp4' }, { position: 2, url: '/media/a.mp4' })).toBe(true)
    // A replaced clip keeps its position under another URL: it is another clip to load.
    expect(sameClip({ position: 2, url: '/media/a.mp4' }, { position: 2, url: '/media/default.mp4' })).toBe(false)
    expect(sameClip({ position: 2, url: '/media/a.mp4' }, { position: 3, url: '/media/a.mp4' })).toBe(false)
  })

  it('is never true with nothing on one side', () => {
    expect(sameClip(null, { position: 0, url: '/media/a.mp4' })).toBe(false)
    expect(sameClip({ position: 0, url: '/media/a.mp4' }, null)).toBe(false)
    expect(sameClip(null, null)).toBe(false)
  })
})

describe('isBehindScreen', () => {
  it('drops a plan for an earlier clip of the class on screen (the machine has not seen the swap yet)', () => {
    expect(isBehindScreen(plan(4, 2), { position: 3, url: '/media/clip-3.mp4' }, plan(4, 2))).toBe(true)
  })

  it('takes the clip on screen itself, a later one, and any clip of another class', () => {
    const onScreen = { position: 3, url: '/media/clip-3.mp4' }
    expect(isBehindScreen(plan(4, 3), onScreen, plan(4, 3))).toBe(false)
    expect(isBehindScreen(plan(4, 3), onScreen, plan(4, 5))).toBe(false)
    expect(isBehindScreen(plan(4, 3), onScreen, plan(5, 0))).toBe(false)
  })

  it('takes the first plan, and any plan while nothing is on screen', () => {
    expect(isBehindScreen(null, { position: 3, url: '/media/clip-3.mp4' }, plan(4, 0))).toBe(false)
    expect(isBehindScreen(plan(4, 3), null, plan(4, 0))).toBe(false)
  })
})
