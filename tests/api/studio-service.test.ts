import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { inspect } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import {
  StudioServiceUnavailable,
  createStudioService,
  studioServiceEnvSchema,
  studioServiceOptionsFromEnv,
  type StudioServiceOptions,
} from '../../src/server/timetable/studioService'
import { emptyTimetable } from '../../src/shared/timetable'

const API_KEY = 'sk_live_do-not-leak-7f3a9c'
const HTML_BODY = '<html><body>Upstream secret stack trace</body></html>'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

interface FakeStudioService {
  url: string
  port: number
  requests: { method?: string; url?: string; headers: IncomingMessage['headers'] }[]
  /** Replace how the service answers from now on. */
  answer(handler: Handler): void
  close(): Promise<void>
}

const servers: FakeStudioService[] = []
const pendingAnswers = new Set<NodeJS.Timeout>()

/** A real HTTP server on 127.0.0.1 standing in for the external studio service. */
async function startStudioService(handler: Handler): Promise<FakeStudioService> {
  let current = handler
  const requests: FakeStudioService['requests'] = []
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method, url: req.url, headers: req.headers })
    current(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  let closed = false
  const fake: FakeStudioService = {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    answer: (next) => {
      current = next
    },
    close: async () => {
      if (closed) return
      closed = true
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  servers.push(fake)
  return fake
}

afterEach(async () => {
  for (const timer of pendingAnswers) clearTimeout(timer)
  pendingAnswers.clear()
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

function json(body: unknown, status = 200): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(typeof body === 'string' ? body : JSON.stringify(body))
  }
}

function slowly(ms: number, then: Handler): Handler {
  return (req, res) => {
    const timer = setTimeout(() => {
      pendingAnswers.delete(timer)
      if (!res.destroyed) then(req, res)
    }, ms)
    pendingAnswers.add(timer)
  }
}

const GOOD_ANSWER = {
  monday_name_time: [
    { class_name: 'Evening Burn', class_time: '6:00 PM' },
    { class_name: 'Sunrise', class_time: '05:30' },
    { class_name: 'Cancelled', class_time: '' },
    { class_name: 'Lunch', class_time: '12:15pm' },
  ],
  tuesday_name_time: JSON.stringify([
    { class_name: 'Late', class_time: '19:00' },
    { class_name: 'Early', class_time: '6am' },
  ]),
  wednesday_name_time: '',
  saturday_name_time: '[]',
}

const GOOD_TIMETABLE = {
  ...emptyTimetable(),
  monday: [
    { class_name: 'Sunrise', class_time: '05:30' },
    { class_name: 'Lunch', class_time: '12:15' },
    { class_name: 'Evening Burn', class_time: '18:00' },
  ],
  tuesday: [
    { class_name: 'Early', class_time: '06:00' },
    { class_name: 'Late', class_time: '19:00' },
  ],
}

const OTHER_ANSWER = { sunday_name_time: [{ class_name: 'Sunday Special', class_time: '10:00' }] }

function makeClock(start = '2026-03-08T12:00:00.000Z') {
  let current = new Date(start)
  return {
    now: () => current,
    advanceSeconds(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000)
    },
  }
}

function serviceFor(fake: { url: string }, overrides: Partial<StudioServiceOptions> = {}) {
  const clock = makeClock()
  const logs: { details: Record<string, unknown>; message: string }[] = []
  const service = createStudioService({
    baseUrl: fake.url,
    apiKey: API_KEY,
    timeoutMs: 300,
    cacheSeconds: 300,
    now: clock.now,
    logger: { warn: (details, message) => logs.push({ details, message }) },
    ...overrides,
  })
  return { service, clock, logs }
}

async function failureOf(promise: Promise<unknown>): Promise<StudioServiceUnavailable> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(StudioServiceUnavailable)
  return error as StudioServiceUnavailable
}

function expectNoSecrets(error: StudioServiceUnavailable, logs: unknown[] = []) {
  for (const text of [error.message, String(error), JSON.stringify(error), inspect(error.cause, { depth: 5 }), JSON.stringify(logs)]) {
    expect(text).not.toContain(API_KEY)
    expect(text).not.toContain('Upstream secret')
  }
}

describe('studio service: a correct answer', () => {
  it('asks with the key header, parses 12- and 24-hour times, drops empty times and sorts', async () => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service, clock } = serviceFor(fake)

    const schedule = await service.getSchedule('KB-US-0001')

    expect(schedule).toEqual({ timetable: GOOD_TIMETABLE, fetchedAt: clock.now(), stale: false, source: 'studio-service' })
    expect(fake.requests).toHaveLength(1)
    const [request] = fake.requests
    expect(request.method).toBe('GET')
    expect(request.url).toBe('/api/schools/KB-US-0001/schedule')
    expect(request.headers['x-api-key']).toBe(API_KEY)
    expect(request.headers.accept).toBe('application/json')
  })

  it('encodes the studio id and keeps a base path', async () => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service } = serviceFor({ url: `${fake.url}/v2/` })
    await service.getSchedule('a/b c?d')
    expect(fake.requests[0].url).toBe('/v2/api/schools/a%2Fb%20c%3Fd/schedule')
  })

  it('sends the key in a header of another name when configured', async () => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service } = serviceFor(fake, { apiKeyHeader: 'x-studio-key' })
    await service.getSchedule('KB-US-0001')
    expect(fake.requests[0].headers['x-studio-key']).toBe(API_KEY)
    expect(fake.requests[0].headers['x-api-key']).toBeUndefined()
  })

  it('refuses an empty studio id without calling upstream', async () => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service } = serviceFor(fake)
    await expect(service.getSchedule('  ')).rejects.toThrow(RangeError)
    expect(fake.requests).toHaveLength(0)
  })

  it('logs dropped entries without the key', async () => {
    const fake = await startStudioService(json({ monday_name_time: [{ class_name: 'A', class_time: '25:00' }] }))
    const { service, logs } = serviceFor(fake)
    const schedule = await service.getSchedule('KB-US-0001')
    expect(schedule.timetable.monday).toEqual([])
    expect(logs).toHaveLength(1)
    expect(JSON.stringify(logs)).toContain('25:00')
    expect(JSON.stringify(logs)).not.toContain(API_KEY)
  })
})

describe('studio service: caching', () => {
  it('serves a second call within the cache time without asking upstream', async () => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service, clock } = serviceFor(fake, { cacheSeconds: 300 })
    const first = await service.getSchedule('KB-US-0001')
    clock.advanceSeconds(299)
    const second = await service.getSchedule('KB-US-0001')
    expect(fake.requests).toHaveLength(1)
    expect(second).toEqual(first)

    clock.advanceSeconds(1)
    fake.answer(json(OTHER_ANSWER))
    const third = await service.getSchedule('KB-US-0001')
    expect(fake.requests).toHaveLength(2)
    expect(third.timetable.sunday).toEqual([{ class_name: 'Sunday Special', class_time: '10:00' }])
    expect(third.fetchedAt).toEqual(clock.now())
    expect(third.stale).toBe(false)
  })

  it('caches each studio on its own', async () => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service } = serviceFor(fake)
    await service.getSchedule('KB-US-0001')
    await service.getSchedule('KB-US-0002')
    await service.getSchedule('KB-US-0001')
    expect(fake.requests.map((r) => r.url)).toEqual(['/api/schools/KB-US-0001/schedule', '/api/schools/KB-US-0002/schedule'])
  })

  it('gives every caller its own copy, so one caller cannot change the cache', async () => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service } = serviceFor(fake)
    const first = await service.getSchedule('KB-US-0001')
    first.timetable.monday.length = 0
    first.fetchedAt.setTime(0)
    const second = await service.getSchedule('KB-US-0001')
    expect(second.timetable).toEqual(GOOD_TIMETABLE)
    expect(second.fetchedAt.getTime()).not.toBe(0)
  })

  it('asks upstream on every call when the cache time is 0', async () => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service } = serviceFor(fake, { cacheSeconds: 0 })
    await service.getSchedule('KB-US-0001')
    await service.getSchedule('KB-US-0001')
    expect(fake.requests).toHaveLength(2)
  })
})

describe('studio service: concurrent calls', () => {
  it('share one upstream request per studio', async () => {
    const fake = await startStudioService(slowly(100, json(GOOD_ANSWER)))
    const { service } = serviceFor(fake)

    const answers = await Promise.all([...Array.from({ length: 10 }, () => service.getSchedule('KB-US-0001')), service.getSchedule('KB-US-0002')])

    expect(fake.requests).toHaveLength(2)
    for (const schedule of answers) expect(schedule.timetable).toEqual(GOOD_TIMETABLE)
  })

  it('share one failing request too, and all get the same error', async () => {
    const fake = await startStudioService(slowly(100, json({ error: 'down' }, 503)))
    const { service } = serviceFor(fake)
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => service.getSchedule('KB-US-0001')))
    expect(fake.requests).toHaveLength(1)
    const reasons = results.map((result) => (result.status === 'rejected' ? (result.reason as unknown) : result.value))
    expect(reasons[0]).toBeInstanceOf(StudioServiceUnavailable)
    expect(new Set(reasons).size).toBe(1)
  })
})

describe('studio service: a slow answer', () => {
  it('gives up at the timeout and throws when there is no earlier timetable', async () => {
    const fake = await startStudioService(slowly(3_000, json(GOOD_ANSWER)))
    const { service, logs } = serviceFor(fake, { timeoutMs: 200 })

    // Only the timer gives the reason 'timeout': the answer would have come, whole and good, after 3 s.
    const error = await failureOf(service.getSchedule('KB-US-0001'))
    expect(error.reason).toBe('timeout')
    expect(error.studioId).toBe('KB-US-0001')
    expectNoSecrets(error, logs)
    expect(logs[0]).toMatchObject({ details: { studioId: 'KB-US-0001', reason: 'timeout', servingStale: false } })
  })

  it('gives up when the body trickles in past the timeout', async () => {
    const fake = await startStudioService((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"monday_name_time": [')
    })
    const { service } = serviceFor(fake, { timeoutMs: 200 })
    expect((await failureOf(service.getSchedule('KB-US-0001'))).reason).toBe('timeout')
  })

  it('falls back to the last good timetable, marked stale', async () => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service, clock } = serviceFor(fake, { timeoutMs: 200 })
    const good = await service.getSchedule('KB-US-0001')

    clock.advanceSeconds(301)
    fake.answer(slowly(3_000, json(OTHER_ANSWER)))
    const fallback = await service.getSchedule('KB-US-0001')

    expect(fake.requests).toHaveLength(2)
    expect(fallback).toEqual({ ...good, stale: true })
  })
})

describe('studio service: a wrong answer', () => {
  const wrongAnswers: [string, Handler, StudioServiceUnavailable['reason'], number | undefined][] = [
    [
      'a 500 with an HTML body',
      (_req, res) => {
        res.writeHead(500, { 'content-type': 'text/html' })
        res.end(HTML_BODY)
      },
      'status',
      500,
    ],
    ['a 404 with a JSON body', json({ error: 'Upstream secret: no such school' }, 404), 'status', 404],
    [
      'an HTML page with status 200',
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' })
        res.end(HTML_BODY)
      },
      'invalid-json',
      200,
    ],
    ['JSON of the wrong shape', json({ error: 'Upstream secret', schools: [] }), 'invalid-shape', 200],
    ['a list instead of days', json([{ class_name: 'A', class_time: '10:00' }]), 'invalid-shape', 200],
    ['a day that is not a list', json({ monday_name_time: 'Upstream secret' }), 'invalid-shape', 200],
    [
      'an empty body',
      (_req, res) => {
        res.writeHead(200)
        res.end()
      },
      'invalid-json',
      200,
    ],
  ]

  it.each(wrongAnswers)('throws on %s, naming neither the key nor the body', async (_label, handler, reason, status) => {
    const fake = await startStudioService(handler)
    const { service, logs } = serviceFor(fake)
    const error = await failureOf(service.getSchedule('KB-US-0001'))
    expect(error.reason).toBe(reason)
    expect(error.status).toBe(status)
    expectNoSecrets(error, logs)
  })

  it.each(wrongAnswers)('falls back to the last good timetable on %s', async (_label, handler) => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service, clock, logs } = serviceFor(fake)
    const good = await service.getSchedule('KB-US-0001')
    clock.advanceSeconds(301)
    fake.answer(handler)
    expect(await service.getSchedule('KB-US-0001')).toEqual({ ...good, stale: true })
    expect(logs.at(-1)).toMatchObject({ details: { servingStale: true } })
    expect(JSON.stringify(logs)).not.toContain(API_KEY)
  })

  it('refuses an answer larger than the limit', async () => {
    const fake = await startStudioService((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ monday_name_time: [{ class_name: 'x'.repeat(5_000), class_time: '10:00' }] }))
    })
    const { service } = serviceFor(fake, { maxResponseBytes: 1_000 })
    expect((await failureOf(service.getSchedule('KB-US-0001'))).reason).toBe('too-large')
  })

  it('refuses a streamed answer that grows past the limit', async () => {
    const fake = await startStudioService((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write(`{"monday_name_time": "${'x'.repeat(600)}`)
      res.end(`${'x'.repeat(600)}"}`)
    })
    const { service } = serviceFor(fake, { maxResponseBytes: 1_000 })
    expect((await failureOf(service.getSchedule('KB-US-0001'))).reason).toBe('too-large')
  })

  it('does not follow a redirect, so the key never reaches another host', async () => {
    const elsewhere = await startStudioService(json(GOOD_ANSWER))
    const fake = await startStudioService((_req, res) => {
      res.writeHead(302, { location: `${elsewhere.url}/api/schools/KB-US-0001/schedule` })
      res.end()
    })
    const { service } = serviceFor(fake)
    const error = await failureOf(service.getSchedule('KB-US-0001'))
    expect(error.reason).toBe('status')
    expect(error.status).toBe(302)
    expect(elsewhere.requests).toHaveLength(0)
  })
})

describe('studio service: no answer at all', () => {
  it('throws when nothing listens on the port', async () => {
    const gone = await startStudioService(json(GOOD_ANSWER))
    await gone.close()
    const { service, logs } = serviceFor(gone)
    const error = await failureOf(service.getSchedule('KB-US-0001'))
    expect(error.reason).toBe('network')
    expectNoSecrets(error, logs)
  })

  it('falls back to the last good timetable when the service goes away', async () => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service, clock } = serviceFor(fake)
    const good = await service.getSchedule('KB-US-0001')
    await fake.close()
    clock.advanceSeconds(301)
    expect(await service.getSchedule('KB-US-0001')).toEqual({ ...good, stale: true })
  })
})

describe('studio service: after a failure', () => {
  it('serves the stale copy without asking again for 30 s, then recovers', async () => {
    const fake = await startStudioService(json(GOOD_ANSWER))
    const { service, clock } = serviceFor(fake)
    await service.getSchedule('KB-US-0001')
    clock.advanceSeconds(301)
    fake.answer(json({ error: 'down' }, 502))
    expect((await service.getSchedule('KB-US-0001')).stale).toBe(true)
    expect(fake.requests).toHaveLength(2)

    clock.advanceSeconds(29)
    expect((await service.getSchedule('KB-US-0001')).stale).toBe(true)
    expect(fake.requests).toHaveLength(2)

    clock.advanceSeconds(1)
    fake.answer(json(OTHER_ANSWER))
    const recovered = await service.getSchedule('KB-US-0001')
    expect(fake.requests).toHaveLength(3)
    expect(recovered.stale).toBe(false)
    expect(recovered.fetchedAt).toEqual(clock.now())
    expect(recovered.timetable.sunday).toHaveLength(1)
  })

  it('asks again at once for a studio that never had a good answer', async () => {
    const fake = await startStudioService(json({ error: 'down' }, 503))
    const { service } = serviceFor(fake)
    await failureOf(service.getSchedule('KB-US-0001'))
    fake.answer(json(GOOD_ANSWER))
    expect((await service.getSchedule('KB-US-0001')).stale).toBe(false)
    expect(fake.requests).toHaveLength(2)
  })
})

describe('studio service: configuration', () => {
  it('reads defaults and treats blank variables as unset', () => {
    expect(studioServiceEnvSchema.parse({ STUDIO_API_URL: '', STUDIO_API_KEY: ' ', STUDIO_API_TIMEOUT_MS: '' })).toEqual({
      STUDIO_API_URL: undefined,
      STUDIO_API_KEY: undefined,
      STUDIO_API_KEY_HEADER: 'x-api-key',
      STUDIO_API_TIMEOUT_MS: 5000,
      STUDIO_API_CACHE_SECONDS: 300,
    })
  })

  it('reads numbers and checks the URL and header name', () => {
    const env = studioServiceEnvSchema.parse({
      STUDIO_API_URL: 'https://studios.example.com',
      STUDIO_API_KEY: API_KEY,
      STUDIO_API_KEY_HEADER: 'x-studio-key',
      STUDIO_API_TIMEOUT_MS: '2500',
      STUDIO_API_CACHE_SECONDS: '0',
    })
    expect(env).toMatchObject({ STUDIO_API_TIMEOUT_MS: 2500, STUDIO_API_CACHE_SECONDS: 0 })
    expect(studioServiceEnvSchema.safeParse({ STUDIO_API_URL: 'ftp://studios.example.com' }).success).toBe(false)
    expect(studioServiceEnvSchema.safeParse({ STUDIO_API_URL: 'not a url' }).success).toBe(false)
    expect(studioServiceEnvSchema.safeParse({ STUDIO_API_KEY_HEADER: 'bad header' }).success).toBe(false)
    expect(studioServiceEnvSchema.safeParse({ STUDIO_API_TIMEOUT_MS: 'soon' }).success).toBe(false)
    expect(studioServiceEnvSchema.safeParse({ STUDIO_API_CACHE_SECONDS: '-1' }).success).toBe(false)
  })

  it('is off without a URL, needs a key with one, and maps the rest', () => {
    expect(studioServiceOptionsFromEnv(studioServiceEnvSchema.parse({}))).toBeNull()
    expect(() => studioServiceOptionsFromEnv(studioServiceEnvSchema.parse({ STUDIO_API_URL: 'https://studios.example.com' }))).toThrow(/STUDIO_API_KEY/)
    expect(studioServiceOptionsFromEnv(studioServiceEnvSchema.parse({ STUDIO_API_URL: 'https://studios.example.com', STUDIO_API_KEY: API_KEY }))).toEqual({
      baseUrl: 'https://studios.example.com',
      apiKey: API_KEY,
      apiKeyHeader: 'x-api-key',
      timeoutMs: 5000,
      cacheSeconds: 300,
    })
  })

  it('refuses a bad base URL or an empty key up front', () => {
    expect(() => createStudioService({ baseUrl: 'nope', apiKey: API_KEY })).toThrow(TypeError)
    expect(() => createStudioService({ baseUrl: 'https://studios.example.com', apiKey: '' })).toThrow(TypeError)
  })
})
