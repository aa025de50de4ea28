import { describe, expect, it } from 'vitest'
import { ClipCache, type ClipFetch, type ClipStore } from './clipCache'
import type { NeedLog } from './clipStores'
import { CLIP_QUOTA_SHARE } from './clipPlan'

const BASE = 'http://screen.test/screens'
const abs = (path: string) => `http://screen.test${path}`

class MemoryStore implements ClipStore {
  readonly clips = new Map<string, Blob>()
  puts: string[] = []
  async entries() {
    return [...this.clips].map(([key, blob]) => ({ key, bytes: blob.size }))
  }
  async match(key: string) {
    const blob = this.clips.get(key)
    return blob ? new Response(blob) : undefined
  }
  async put(key: string, response: Response) {
    this.puts.push(key)
    this.clips.set(key, await response.blob())
  }
  async delete(key: string) {
    return this.clips.delete(key)
  }
}

function video(bytes = 1000, init: ResponseInit = {}): Response {
  return new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': 'video/mp4', 'content-length': String(bytes) }, ...init })
}

class MemoryNeedLog implements NeedLog {
  needed: Record<string, number> = {}
  read() {
    return { ...this.needed }
  }
  write(needed: Record<string, number>) {
    this.needed = { ...needed }
  }
}

type SetupOptions = { store?: ClipStore | null; fetch?: ClipFetch; concurrency?: number; quota?: number; needLog?: NeedLog; now?: () => number }

function setup(options: SetupOptions = {}) {
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
    // The origin's usage is the clips' alone here: the budget is the quota's clip share.
    estimate: options.quota === undefined ? undefined : async () => ({ usage: 0, quota: options.quota }),
    needLog: options.needLog,
    now: options.now,
  })
  return { cache, store, fetched, revoked, maxInFlight: () => maxInFlight }
}

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

  it('evicts clips no workout or class wants and none needed for days (one kept before the need log counts as never needed)', async () => {
    const store = new MemoryStore()
    for (const path of ['/media/old-workout.mp4', '/media/countdown.mp4', '/media/playing.mp4']) store.clips.set(abs(path), new Blob(['v']))
    const { cache, fetched } = setup({ store })
    cache.want('class', ['/media/playing.mp4'])
    cache.want('workout', ['/media/countdown.mp4', '/media/new.mp4'])
    await cache.settled()
    expect([...store.clips.keys()].sort()).toEqual([abs('/media/countdown.mp4'), abs('/media/new.mp4'), abs('/media/playing.mp4')])
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

  it('keeps a replaced workout while there is room, then makes room from the least recently needed clips first', async () => {
    let now = 1_000_000
    const needLog = new MemoryNeedLog()
    const store = new MemoryStore()
    // 1000-byte clips, a quota whose clip share holds four of them.
    const first = setup({ store, needLog, quota: 4000 / CLIP_QUOTA_SHARE, now: () => now })
    first.cache.want('workout', ['/media/monday-1.mp4', '/media/monday-2.mp4'])
    await first.cache.settled()
    now += 60_000
    first.cache.want('workout', ['/media/monday-2.mp4', '/media/tuesday-1.mp4'])
    await first.cache.settled()
    // Room to spare: monday-1, wanted no more, stays.
    expect([...store.clips.keys()].map((key) => key.slice(-13))).toEqual(['/monday-1.mp4', '/monday-2.mp4', 'tuesday-1.mp4'])
    expect(first.cache.status()).toMatchObject({ wanted: 2, cached: 2, bytes: 3000, budgetBytes: 4000 })

    // A reload: the next cache reads what the store holds and when each clip was last wanted.
    now += 60_000
    const second = setup({ store, needLog, quota: 4000 / CLIP_QUOTA_SHARE, now: () => now })
    second.cache.want('workout', ['/media/tuesday-1.mp4', '/media/tuesday-2.mp4', '/media/tuesday-3.mp4'])
    await second.cache.settled()
    // Two new clips, room for four in all: monday-1, wanted longest ago, makes way; monday-2 stays while it fits.
    expect([...store.clips.keys()].map((key) => key.slice(-13)).sort()).toEqual(['/monday-2.mp4', 'tuesday-1.mp4', 'tuesday-2.mp4', 'tuesday-3.mp4'])
    expect(
      Object.keys(needLog.needed)
        .map((key) => key.slice(-13))
        .sort(),
    ).toEqual(['/monday-2.mp4', 'tuesday-1.mp4', 'tuesday-2.mp4', 'tuesday-3.mp4'])
    expect(second.cache.status()).toMatchObject({ wanted: 3, cached: 3, bytes: 4000, noRoom: 0 })
  })

  it("short of room the class on screen wins: the workout's latest clips make way, and clips that cannot fit are not even fetched", async () => {
    const store = new MemoryStore()
    const { cache, fetched } = setup({ store, quota: 3000 / CLIP_QUOTA_SHARE, concurrency: 1 })
    cache.want('workout', ['/media/w1.mp4', '/media/w2.mp4', '/media/w3.mp4', '/media/w4.mp4'])
    await cache.settled()
    expect(fetched).toEqual([abs('/media/w1.mp4'), abs('/media/w2.mp4'), abs('/media/w3.mp4')])
    expect(cache.status()).toMatchObject({ wanted: 4, cached: 3, noRoom: 1 })
    // A class starts with a clip of its own: the workout's last stored clip (w3) makes room for it.
    cache.want('class', ['/media/class-1.mp4', '/media/w1.mp4'])
    await cache.settled()
    expect([...store.clips.keys()].sort()).toEqual([abs('/media/class-1.mp4'), abs('/media/w1.mp4'), abs('/media/w2.mp4')])
    expect(fetched.slice(3)).toEqual([abs('/media/class-1.mp4')])
  })

  it('a store that refuses (quota) for all the budget said teaches the cache its real room, and the class keeps the room it has', async () => {
    const store = new MemoryStore()
    const put = store.put.bind(store)
    // The store really holds two clips, whatever the estimate says.
    store.put = async (key, response) => {
      if (store.clips.size >= 2) throw new DOMException('full', 'QuotaExceededError')
      await put(key, response)
    }
    const { cache } = setup({ store, quota: 1e9, concurrency: 1 })
    cache.want('workout', ['/media/w1.mp4', '/media/w2.mp4'])
    await cache.settled()
    cache.want('class', ['/media/class-1.mp4'])
    await cache.settled()
    expect([...store.clips.keys()].sort()).toEqual([abs('/media/class-1.mp4'), abs('/media/w1.mp4')])
  })
})

describe('clip cache: fetching ahead, resumed and verified (docs/SCREEN-DEVICE.md#content-ahead)', () => {
  const bytes = (length: number) => Uint8Array.from({ length }, (_, index) => index % 251)
  /** A body that sends `sent` bytes of `body`, then fails as a cut connection does. */
  const cutBody = (body: Uint8Array, sent: number) => {
    let pulls = 0
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(body.slice(0, sent))
        else controller.error(new TypeError('network error'))
      },
    })
  }

  it('holds the coming workouts until the gate lets them, then fetches them one at a time after today’s', async () => {
    const { cache, fetched, maxInFlight } = setup()
    cache.want('next', ['/media/next-1.mp4', '/media/next-2.mp4'])
    cache.want('later', ['/media/later-1.mp4'])
    cache.want('workout', ['/media/today.mp4'])
    await cache.settled()
    expect(fetched).toEqual([abs('/media/today.mp4')])
    cache.setAheadAllowed(true)
    await cache.settled()
    expect(fetched).toEqual([abs('/media/today.mp4'), abs('/media/next-1.mp4'), abs('/media/next-2.mp4'), abs('/media/later-1.mp4')])
    expect(maxInFlight()).toBe(1)
  })

  it('resumes a cut download with a Range request from its last byte and stores the clip byte for byte', async () => {
    const body = bytes(5000)
    const requests: (string | null)[] = []
    let now = 0
    const store = new MemoryStore()
    const { cache } = setup({
      store,
      now: () => now,
      fetch: async (_, init) => {
        const range = (init.headers as Record<string, string> | undefined)?.range ?? null
        requests.push(range)
        if (!range) return new Response(cutBody(body, 2000), { status: 200, headers: { 'content-type': 'video/mp4', 'content-length': '5000' } })
        const from = Number(/bytes=(\d+)-/.exec(range)![1])
        return new Response(body.slice(from), {
          status: 206,
          headers: { 'content-type': 'video/mp4', 'content-length': String(5000 - from), 'content-range': `bytes ${from}-4999/5000` },
        })
      },
    })
    cache.want('workout', ['/media/long.mp4'])
    await cache.settled()
    expect(store.clips.size).toBe(0)
    now += 30_000
    cache.want('workout', ['/media/long.mp4', '/media/other.mp4'])
    await cache.settled()
    expect(requests.slice(0, 2)).toEqual([null, 'bytes=2000-'])
    const stored = new Uint8Array(await store.clips.get(abs('/media/long.mp4'))!.arrayBuffer())
    expect(stored).toEqual(body)
  })

  it('refuses a copy whose hash or length is not the plan’s, and fetches it again after growing waits', async () => {
    let now = 0
    let answers = 0
    const store = new MemoryStore()
    const fetched: string[] = []
    const { cache } = setup({
      store,
      now: () => now,
      // The first two answers are another file of the same length; the third is the clip.
      fetch: async (url) => {
        fetched.push(url)
        answers++
        return new Response(answers <= 2 ? bytes(1000).reverse() : bytes(1000), { status: 200, headers: { 'content-length': '1000' } })
      },
    })
    const hashOf = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())].slice(0, 4).join('.')
    ;(cache as unknown as { deps: { sha256: (blob: Blob) => Promise<string> } }).deps.sha256 = hashOf
    cache.know([{ url: '/media/checked.mp4', bytes: 1000, sha256: await hashOf(new Blob([bytes(1000)])) }])
    cache.want('workout', ['/media/checked.mp4'])
    await cache.settled()
    expect(store.clips.size).toBe(0)
    expect(cache.status().failed).toBe(1)
    // 30 s after the first failure it is tried again; after the second, only after a minute.
    now = 30_000
    cache.want('workout', ['/media/checked.mp4', '/media/x.mp4'])
    await cache.settled()
    expect(fetched.filter((url) => url.endsWith('checked.mp4'))).toHaveLength(2)
    now = 60_000
    cache.want('workout', ['/media/checked.mp4'])
    await cache.settled()
    expect(fetched.filter((url) => url.endsWith('checked.mp4'))).toHaveLength(2)
    now = 90_000
    cache.want('workout', ['/media/checked.mp4', '/media/y.mp4'])
    await cache.settled()
    expect(fetched.filter((url) => url.endsWith('checked.mp4'))).toHaveLength(3)
    expect(new Uint8Array(await store.clips.get(abs('/media/checked.mp4'))!.arrayBuffer())).toEqual(bytes(1000))
  })
})

describe('clip cache: what it holds of each planned workout (the device report’s ahead)', () => {
  it('counts clips and bytes held and still needed per workout, the failing ones, and when it expects to be done', async () => {
    let now = Date.parse('2031-05-05T20:00:00Z')
    const { cache } = setup({
      now: () => now,
      fetch: async (url) => (url.endsWith('bad.mp4') ? new Response('gone', { status: 404 }) : video(1000)),
    })
    cache.know([
      { url: '/media/a.mp4', bytes: 1000, sha256: null },
      { url: '/media/b.mp4', bytes: 1000, sha256: null },
      { url: '/media/c.mp4', bytes: 4000, sha256: null },
    ])
    cache.plan([
      { workout: 'today', updatedAt: '2031-05-01T00:00:00.000Z', urls: ['/media/a.mp4', '/media/b.mp4'] },
      { workout: 'monday', updatedAt: '2031-05-02T00:00:00.000Z', urls: ['/media/b.mp4', '/media/c.mp4', '/media/bad.mp4'] },
    ])
    cache.want('workout', ['/media/a.mp4', '/media/b.mp4', '/media/bad.mp4'])
    await cache.settled()
    const [today, monday] = cache.ahead()
    expect(today).toEqual({
      workout: 'today',
      updatedAt: '2031-05-01T00:00:00.000Z',
      clips: 2,
      held: 2,
      bytesHeld: 2000,
      bytesNeeded: 0,
      failing: 0,
      noRoom: 0,
      expectedAt: null,
    })
    // c.mp4 is not wanted yet (the gate is shut); bad.mp4's length is unknown and its download failed.
    expect(monday).toMatchObject({ clips: 3, held: 1, bytesHeld: 1000, bytesNeeded: null, failing: 1, noRoom: 0 })
    // No pace known yet (no cap, no download long enough to measure): no promise of an end.
    expect(monday.expectedAt).toBeNull()
    // At a 8 kbit/s share of the cap, 4000 known bytes and one of about 1000 take 5 s: told in 5-minute steps.
    cache.setRate(8_000)
    expect(cache.ahead()[1].expectedAt).toBe('2031-05-05T20:05:00.000Z')
    now += 60_000
    expect(cache.ahead()[0].expectedAt).toBeNull()
  })
})
