import { describe, expect, it } from 'vitest'
import type { ClassFormat, ClipUrls, Workout } from '../../../machines/classMachine'
import {
  cacheableResponse,
  ClipCache,
  classClipUrls,
  clipKey,
  completeBody,
  evictionSet,
  planDownloads,
  playOrder,
  workoutClipUrls,
  type ClipFetch,
  type ClipStore,
} from './clipCache'

const BASE = 'http://screen.test/screens'
const CLIPS: ClipUrls = { countdown: '/media/countdown.mp4', shortCountdown: '/media/countdown-short.mp4', mashupTimer: '/media/mashup-timer.mp4' }
const defaultClipFor = (position: number, _format: ClassFormat) => `/media/routine-${String(position + 1).padStart(2, '0')}.mp4`
const abs = (path: string) => `http://screen.test${path}`

class MemoryStore implements ClipStore {
  readonly entries = new Map<string, Blob>()
  puts: string[] = []
  async keys() {
    return [...this.entries.keys()]
  }
  async match(key: string) {
    const blob = this.entries.get(key)
    return blob ? new Response(blob) : undefined
  }
  async put(key: string, response: Response) {
    this.puts.push(key)
    this.entries.set(key, await response.blob())
  }
  async delete(key: string) {
    return this.entries.delete(key)
  }
}

function video(bytes = 1000, init: ResponseInit = {}): Response {
  return new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': 'video/mp4', 'content-length': String(bytes) }, ...init })
}

function setup(options: { store?: ClipStore | null; fetch?: ClipFetch; concurrency?: number } = {}) {
  const store = options.store === undefined ? new MemoryStore() : options.store
  const fetched: string[] = []
  let inFlight = 0
  let maxInFlight = 0
  const fetchImpl: ClipFetch =
    options.fetch ??
    (async (url) => {
      fetched.push(url)
      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      await new Promise((resolve) => setTimeout(resolve, 1))
      inFlight--
      return video()
    })
  const revoked: string[] = []
  let objectUrls = 0
  const cache = new ClipCache({
    openStore: async () => store,
    fetch: fetchImpl,
    base: () => BASE,
    createObjectURL: () => `blob:screen/${++objectUrls}`,
    revokeObjectURL: (url) => revoked.push(url),
    concurrency: options.concurrency,
  })
  return { cache, store, fetched, revoked, maxInFlight: () => maxInFlight }
}

describe('clip cache: planning', () => {
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

  it('evicts only what no source wants', () => {
    expect(evictionSet(['a', 'old-1', 'b', 'old-2'], new Set(['a', 'b', 'c']))).toEqual(['old-1', 'old-2'])
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

describe('clip cache: downloads and playback sources', () => {
  it('downloads the class first, nearest clip first, at most two at a time, then the rest of the workout', async () => {
    const { cache, fetched, maxInFlight } = setup()
    cache.want('workout', ['/media/countdown.mp4', '/media/a.mp4', '/media/b.mp4', '/media/c.mp4'])
    cache.want('class', ['/media/c.mp4', '/media/b.mp4'])
    await cache.settled()
    expect(fetched).toEqual([abs('/media/c.mp4'), abs('/media/b.mp4'), abs('/media/countdown.mp4'), abs('/media/a.mp4')])
    expect(maxInFlight()).toBeLessThanOrEqual(2)
    expect(cache.status()).toMatchObject({ available: true, wanted: 4, cached: 4, downloading: 0, failed: 0 })
  })

  it('plays a cached clip from a blob: URL and revokes it once; an uncached clip from the network', async () => {
    const { cache, revoked } = setup()
    cache.want('class', ['/media/a.mp4'])
    await cache.settled()
    const cached = await cache.resolve('/media/a.mp4')
    expect(cached).toMatchObject({ src: 'blob:screen/1', fromCache: true })
    cached.release()
    cached.release()
    expect(revoked).toEqual(['blob:screen/1'])
    expect(await cache.resolve('/media/other.mp4')).toMatchObject({ src: '/media/other.mp4', fromCache: false })
  })

  it('never stores a partial download, a failed answer or an opaque one, and retries them later', async () => {
    const answers: Record<string, () => Response> = {
      [abs('/media/partial.mp4')]: () => new Response(new Uint8Array(400), { status: 200, headers: { 'content-length': '1000' } }),
      [abs('/media/range.mp4')]: () => new Response(new Uint8Array(10), { status: 206 }),
      [abs('/media/gone.mp4')]: () => new Response('no', { status: 404 }),
    }
    let now = 0
    const store = new MemoryStore()
    const cache = new ClipCache({
      openStore: async () => store,
      fetch: async (url) => {
        if (url === 'https://cdn.test/no-cors.mp4') throw new TypeError('Failed to fetch') // what a CORS refusal looks like
        return answers[url]()
      },
      base: () => BASE,
      createObjectURL: () => 'blob:x',
      revokeObjectURL: () => undefined,
      now: () => now,
      retryMs: 30_000,
      setTimer: () => 0,
    })
    cache.want('class', ['/media/partial.mp4', '/media/range.mp4', '/media/gone.mp4', 'https://cdn.test/no-cors.mp4'])
    await cache.settled()
    expect(store.puts).toEqual([])
    expect(cache.status()).toMatchObject({ cached: 0, failed: 4 })
    expect(await cache.resolve('https://cdn.test/no-cors.mp4')).toMatchObject({ src: 'https://cdn.test/no-cors.mp4', fromCache: false })
    // Within the retry delay nothing is fetched again; after it, the partial clip downloads whole.
    answers[abs('/media/partial.mp4')] = () => video(1000)
    now = 31_000
    cache.want('workout', ['/media/partial.mp4'])
    await cache.settled()
    expect(store.puts).toEqual([abs('/media/partial.mp4')])
  })

  it('evicts entries of no current workout or class, and keeps what one of them still wants', async () => {
    const store = new MemoryStore()
    for (const path of ['/media/old-workout.mp4', '/media/countdown.mp4', '/media/playing.mp4']) store.entries.set(abs(path), new Blob(['v']))
    const { cache, fetched } = setup({ store })
    cache.want('class', ['/media/playing.mp4'])
    cache.want('workout', ['/media/countdown.mp4', '/media/new.mp4'])
    await cache.settled()
    expect([...store.entries.keys()].sort()).toEqual([abs('/media/countdown.mp4'), abs('/media/new.mp4'), abs('/media/playing.mp4')])
    expect(fetched).toEqual([abs('/media/new.mp4')])
  })

  it('without Cache Storage (insecure context, quota, private mode) every clip plays from the network, silently', async () => {
    const { cache, fetched } = setup({ store: null })
    cache.want('class', ['/media/a.mp4'])
    await cache.settled()
    expect(fetched).toEqual([])
    expect(await cache.resolve('/media/a.mp4')).toEqual(expect.objectContaining({ src: '/media/a.mp4', fromCache: false }))
    expect(cache.status().available).toBe(false)

    const broken = new ClipCache({
      openStore: () => Promise.reject(new DOMException('denied', 'SecurityError')),
      fetch: () => Promise.reject(new Error('unused')),
      base: () => BASE,
      createObjectURL: () => 'blob:x',
      revokeObjectURL: () => undefined,
    })
    broken.want('workout', ['/media/a.mp4'])
    expect(await broken.resolve('/media/a.mp4')).toMatchObject({ fromCache: false })
  })

  it('stops downloading when the quota is full, and forgets a cached copy that would not play', async () => {
    const store = new MemoryStore()
    store.put = async () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    const { cache, fetched } = setup({ store, concurrency: 1 })
    cache.want('class', ['/media/a.mp4', '/media/b.mp4', '/media/c.mp4'])
    await cache.settled()
    expect(fetched).toEqual([abs('/media/a.mp4')])
    // The class moving on to its next clip reorders the same clips: no new download for the store to refuse.
    cache.want('class', ['/media/b.mp4', '/media/c.mp4', '/media/a.mp4'])
    await cache.settled()
    expect(fetched).toEqual([abs('/media/a.mp4')])

    const ok = setup()
    ok.cache.want('class', ['/media/a.mp4'])
    await ok.cache.settled()
    ok.cache.forget('/media/a.mp4')
    await ok.cache.settled()
    expect(await ok.cache.resolve('/media/a.mp4')).toMatchObject({ fromCache: false })
  })
})
