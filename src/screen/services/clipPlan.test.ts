import { describe, expect, it } from 'vitest'
import type { ClassFormat, ClipUrls, Workout } from '../../../machines/classMachine'
import {
  announcedBytes,
  cacheableResponse,
  classClipUrls,
  CLIP_QUOTA_SHARE,
  clipBudget,
  clipKey,
  completeBody,
  planDownloads,
  planRoom,
  playOrder,
  roomFor,
  UNNEEDED_KEEP_MS,
  wantedRanks,
  workoutClipUrls,
  type HeldClip,
} from './clipPlan'

const BASE = 'http://screen.test/screens'
const CLIPS: ClipUrls = { countdown: '/media/countdown.mp4', shortCountdown: '/media/countdown-short.mp4', mashupTimer: '/media/mashup-timer.mp4' }
const defaultClipFor = (position: number, _format: ClassFormat) => `/media/routine-${String(position + 1).padStart(2, '0')}.mp4`

function video(bytes = 1000, init: ResponseInit = {}): Response {
  return new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': 'video/mp4', 'content-length': String(bytes) }, ...init })
}

describe('clip planner: what the screen wants', () => {
  it('keys clips by absolute URL, so a default clip and the same workout clip share one entry', () => {
    expect(clipKey('/media/routine-02.mp4', BASE)).toBe('http://screen.test/media/routine-02.mp4')
    expect(clipKey('https://cdn.test/a.mp4', BASE)).toBe('https://cdn.test/a.mp4')
  })

  it('orders a class nearest first: from the clip on screen to the end, then the clips already played', () => {
    expect(playOrder(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'd', 'a', 'b'])
    expect(playOrder(['a', undefined, '', 'd'], 0)).toEqual(['a', 'd'])
  })

  it('plans downloads by source priority, without duplicates or clips already stored, in flight or failing', () => {
    const plan = planDownloads(
      [
        ['c', 'd', 'a'],
        ['a', 'b', 'e', 'c'],
      ],
      (key) => key === 'd' || key === 'e',
    )
    expect(plan).toEqual(['c', 'a', 'b'])
  })

  it('a class wants its own clips from the head, then its default clips, then the fixed clips', () => {
    const urls = classClipUrls({
      urls: ['/c.mp4', 'https://cdn.test/r2.mp4', 'https://cdn.test/r3.mp4'],
      headPosition: 1,
      format: 'mashup',
      clips: CLIPS,
      defaultClipFor,
    })
    expect(urls.slice(0, 3)).toEqual(['https://cdn.test/r2.mp4', 'https://cdn.test/r3.mp4', '/c.mp4'])
    expect(urls).toContain('/media/routine-07.mp4') // the default of the mashup's last position
    expect(urls.slice(-3)).toEqual([CLIPS.countdown, CLIPS.shortCountdown, CLIPS.mashupTimer])
  })

  it('a workout wants both formats, both countdowns and the default clips; low-resolution screens want the LR links', () => {
    const workout: Workout = {
      id: 'w',
      name: 'W',
      routines: [
        { step: 2, name: 'Warm-up', videoLink: 'https://cdn.test/2.mp4', lrVideoLink: 'https://cdn.test/2-lr.mp4' },
        { step: 12, name: 'Core', videoLink: 'https://cdn.test/12.mp4' },
      ],
    }
    const urls = workoutClipUrls(workout, CLIPS, defaultClipFor, false)
    expect(urls.slice(0, 2)).toEqual([CLIPS.countdown, 'https://cdn.test/2.mp4'])
    expect(urls).toEqual(expect.arrayContaining(['https://cdn.test/12.mp4', CLIPS.shortCountdown, CLIPS.mashupTimer, '/media/routine-14.mp4']))
    expect(new Set(urls).size).toBe(urls.length)
    const lowResolution = workoutClipUrls(workout, CLIPS, defaultClipFor, true)
    expect(lowResolution).toContain('https://cdn.test/2-lr.mp4')
    expect(lowResolution).not.toContain('https://cdn.test/2.mp4')
    // No workout at all: the fixed and default clips still play.
    expect(workoutClipUrls(null, CLIPS, defaultClipFor, false)).toEqual(expect.arrayContaining([CLIPS.countdown, '/media/routine-03.mp4']))
  })

  it('stores only whole, readable answers', () => {
    expect(cacheableResponse(video())).toBe(true)
    expect(cacheableResponse(new Response('x', { status: 206 }))).toBe(false)
    expect(cacheableResponse(new Response('x', { status: 404 }))).toBe(false)
    expect(cacheableResponse({ ok: false, status: 0, type: 'opaque' } as Response)).toBe(false)
    expect(completeBody(video(1000), 1000)).toBe(true)
    expect(completeBody(video(1000), 600)).toBe(false)
    expect(completeBody(video(1000), 0)).toBe(false)
    expect(completeBody(new Response('x', { headers: { 'content-length': '999', 'content-encoding': 'gzip' } }), 10)).toBe(true)
  })
})

describe('clip planner: what stays when storage is short', () => {
  const NOW = 10 * UNNEEDED_KEEP_MS
  const MB = 1_000_000
  const clip = (key: string, megabytes: number, neededAgo = 0): HeldClip => ({ key, bytes: megabytes * MB, lastNeeded: NOW - neededAgo })
  // The class on screen wants c1 then c2; the workout (today's and the next classes) wants w1, w2, w3 after them.
  const ranks = wantedRanks([
    ['c1', 'c2'],
    ['c2', 'w1', 'w2', 'w3'],
  ])

  it('ranks the wanted clips by how soon they play: the class first, then the workout, each once', () => {
    expect([...ranks]).toEqual([
      ['c1', 0],
      ['c2', 1],
      ['w1', 2],
      ['w2', 3],
      ['w3', 4],
    ])
  })

  it('with room to spare it keeps everything, even clips nobody wants now (a workout may come back)', () => {
    const held = [clip('c1', 10), clip('old', 10, 60_000)]
    expect(planRoom({ held, ranks, incoming: { key: 'c2', bytes: 10 * MB }, budgetBytes: 100 * MB, now: NOW })).toEqual({ evict: [], fits: true })
  })

  it('always lets go of clips nobody has wanted for days, room or not', () => {
    const held = [clip('c1', 10), clip('stale', 10, UNNEEDED_KEEP_MS + 1), clip('recent', 10, UNNEEDED_KEEP_MS - 1)]
    expect(planRoom({ held, ranks, incoming: null, budgetBytes: Number.POSITIVE_INFINITY, now: NOW })).toEqual({ evict: ['stale'], fits: true })
  })

  it('makes room from the clips nobody wants, least recently needed first, and no more than it needs', () => {
    const held = [clip('c1', 10), clip('yesterday', 10, 20 * 60 * 60_000), clip('last-week-ish', 10, 40 * 60 * 60_000), clip('an-hour-ago', 10, 60 * 60_000)]
    const plan = planRoom({ held, ranks, incoming: { key: 'c2', bytes: 15 * MB }, budgetBytes: 40 * MB, now: NOW })
    expect(plan).toEqual({ evict: ['last-week-ish', 'yesterday'], fits: true })
  })

  it('then the wanted clips needed latest, to make room for one needed sooner', () => {
    const held = [clip('c1', 10), clip('w1', 10), clip('w2', 10), clip('w3', 10)]
    // The class's next clip arrives: the workout's far clips go, latest first; the class's own never do.
    expect(planRoom({ held, ranks, incoming: { key: 'c2', bytes: 15 * MB }, budgetBytes: 40 * MB, now: NOW })).toEqual({ evict: ['w3', 'w2'], fits: true })
  })

  it('never evicts a clip needed sooner for one needed later, and deletes nothing wanted for a clip that cannot fit', () => {
    const held = [clip('c1', 10), clip('c2', 10), clip('w1', 10), clip('stale', 1, UNNEEDED_KEEP_MS * 2)]
    expect(planRoom({ held, ranks, incoming: { key: 'w2', bytes: 15 * MB }, budgetBytes: 40 * MB, now: NOW })).toEqual({ evict: ['stale'], fits: false })
    expect(planRoom({ held, ranks, incoming: { key: 'w3', bytes: 10 * MB }, budgetBytes: 40 * MB, now: NOW })).toEqual({ evict: ['stale'], fits: true })
  })

  it('a budget that shrank (the quota, or the store refused) brings the store back within it from the latest-needed end', () => {
    const held = [clip('c1', 10), clip('w1', 10), clip('w3', 10), clip('old', 10, 60_000)]
    expect(planRoom({ held, ranks, incoming: null, budgetBytes: 20 * MB, now: NOW })).toEqual({ evict: ['old', 'w3'], fits: true })
  })

  it('a clip replaced in the store does not count twice', () => {
    const held = [clip('c1', 10)]
    expect(planRoom({ held, ranks, incoming: { key: 'c1', bytes: 12 * MB }, budgetBytes: 12 * MB, now: NOW })).toEqual({ evict: [], fits: true })
  })

  it('tells before a download whether a clip could ever get room: the budget less the clips needed sooner', () => {
    const held = [clip('c1', 10), clip('w1', 10), clip('old', 10)]
    expect(roomFor(held, ranks, 'c2', 30 * MB)).toBe(20 * MB)
    expect(roomFor(held, ranks, 'w2', 30 * MB)).toBe(10 * MB)
    expect(roomFor(held, ranks, 'w2', 20 * MB)).toBe(0)
  })

  it(`gives the clips ${CLIP_QUOTA_SHARE * 100} % of the quota, less what the rest of the origin takes`, () => {
    // 100 MB quota, 30 MB used of which 20 MB are clips: the app and its state take 10 MB.
    expect(clipBudget({ usage: 30 * MB, quota: 100 * MB }, 20 * MB)).toBe(70 * MB)
    expect(clipBudget({ usage: 95 * MB, quota: 100 * MB }, 0)).toBe(0)
    expect(clipBudget(null, 0)).toBe(Number.POSITIVE_INFINITY)
    expect(clipBudget({ usage: 5 }, 0)).toBe(Number.POSITIVE_INFINITY)
  })

  it('reads the announced size of a download, unless it is compressed or missing', () => {
    expect(announcedBytes(video(1234))).toBe(1234)
    expect(announcedBytes(new Response('x', { headers: { 'content-length': '99', 'content-encoding': 'gzip' } }))).toBeNull()
    expect(announcedBytes(new Response(new ReadableStream()))).toBeNull()
  })
})
