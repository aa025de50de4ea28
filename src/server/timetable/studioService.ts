import { z } from 'zod'
import { parseStudioSchedule, type WeeklyTimetable } from '../../shared/timetable'

/** Header the API key travels in unless STUDIO_API_KEY_HEADER says otherwise. */
export const DEFAULT_STUDIO_API_KEY_HEADER = 'x-api-key'
export const DEFAULT_STUDIO_API_TIMEOUT_MS = 5_000
export const DEFAULT_STUDIO_API_CACHE_SECONDS = 300
/** After a failed refresh, the last good timetable is served without asking upstream again for this long. */
export const DEFAULT_RETRY_AFTER_FAILURE_SECONDS = 30
/** A schedule is a few kilobytes; anything near this is not one. */
export const DEFAULT_MAX_RESPONSE_BYTES = 1_000_000

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** The studio-service variables, to spread into the server's env schema (`z.object({ ...rest, ...studioServiceEnvShape })`). */
export const studioServiceEnvShape = {
  STUDIO_API_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  STUDIO_API_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  STUDIO_API_KEY_HEADER: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be an HTTP header name')
      .default(DEFAULT_STUDIO_API_KEY_HEADER),
  ),
  STUDIO_API_TIMEOUT_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(100).max(60_000).default(DEFAULT_STUDIO_API_TIMEOUT_MS)),
  STUDIO_API_CACHE_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(86_400).default(DEFAULT_STUDIO_API_CACHE_SECONDS)),
}

/** The studio-service variables on their own. */
export const studioServiceEnvSchema = z.object(studioServiceEnvShape)
export type StudioServiceEnv = z.infer<typeof studioServiceEnvSchema>

export interface StudioServiceLogger {
  warn(details: Record<string, unknown>, message: string): void
}

export interface StudioServiceOptions {
  /** Base URL of the studio service, e.g. https://studios.example.com (a path prefix is kept). */
  baseUrl: string
  apiKey: string
  apiKeyHeader?: string
  timeoutMs?: number
  cacheSeconds?: number
  retryAfterFailureSeconds?: number
  maxResponseBytes?: number
  fetch?: typeof globalThis.fetch
  now?: () => Date
  /** Gets failures and dropped entries; never the API key or an upstream body. */
  logger?: StudioServiceLogger
}

/** A location's timetable as the studio service last gave it. */
export interface StudioSchedule {
  timetable: WeeklyTimetable
  /** When the timetable was fetched from upstream. */
  fetchedAt: Date
  /** True when upstream just failed and this is the last good timetable. */
  stale: boolean
  source: 'studio-service'
}

export interface StudioService {
  /** The timetable of a studio: cached, shared between concurrent callers, stale rather than nothing. */
  getSchedule(studioId: string): Promise<StudioSchedule>
}

export type StudioServiceFailure = 'timeout' | 'network' | 'status' | 'too-large' | 'invalid-json' | 'invalid-shape'

const failureText: Record<StudioServiceFailure, string> = {
  timeout: 'no answer in time',
  network: 'could not connect',
  status: 'answered with an error status',
  'too-large': 'answer too large',
  'invalid-json': 'answer is not JSON',
  'invalid-shape': 'answer is not a studio schedule',
}

/** The studio service failed and no earlier timetable of the studio can stand in. */
export class StudioServiceUnavailable extends Error {
  override readonly name = 'StudioServiceUnavailable'

  constructor(
    readonly studioId: string,
    readonly reason: StudioServiceFailure,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    // Only our own words: the upstream body and the API key must not reach logs or clients.
    super(`Studio service unavailable for studio "${studioId}": ${failureText[reason]}${status ? ` (HTTP ${status})` : ''}.`, options)
  }
}

/** Service options from the environment; null when STUDIO_API_URL is unset (the timetable then lives in our database). */
export function studioServiceOptionsFromEnv(env: StudioServiceEnv): StudioServiceOptions | null {
  if (!env.STUDIO_API_URL) return null
  if (!env.STUDIO_API_KEY) throw new Error('STUDIO_API_KEY is required when STUDIO_API_URL is set.')
  return {
    baseUrl: env.STUDIO_API_URL,
    apiKey: env.STUDIO_API_KEY,
    apiKeyHeader: env.STUDIO_API_KEY_HEADER,
    timeoutMs: env.STUDIO_API_TIMEOUT_MS,
    cacheSeconds: env.STUDIO_API_CACHE_SECONDS,
  }
}

interface GoodCopy {
  timetable: WeeklyTimetable
  fetchedAt: Date
  /** Epoch ms before which a failed studio is not asked again. */
  retryAfter: number
}

/** An adapter for the external studio service's GET /api/schools/{id}/schedule. */
export function createStudioService(options: StudioServiceOptions): StudioService {
  const {
    apiKey,
    apiKeyHeader = DEFAULT_STUDIO_API_KEY_HEADER,
    timeoutMs = DEFAULT_STUDIO_API_TIMEOUT_MS,
    cacheSeconds = DEFAULT_STUDIO_API_CACHE_SECONDS,
    retryAfterFailureSeconds = DEFAULT_RETRY_AFTER_FAILURE_SECONDS,
    maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
    fetch: fetchImpl = globalThis.fetch,
    now = () => new Date(),
    logger,
  } = options
  const baseUrl = new URL(options.baseUrl).href.replace(/\/+$/, '')
  if (!apiKey) throw new TypeError('The studio service needs an API key.')

  const goodCopies = new Map<string, GoodCopy>()
  const inFlight = new Map<string, Promise<{ copy: GoodCopy; stale: boolean }>>()

  async function getSchedule(studioId: string): Promise<StudioSchedule> {
    if (typeof studioId !== 'string' || studioId.trim() === '') throw new RangeError('A studio id is required.')
    const copy = goodCopies.get(studioId)
    const nowMs = now().getTime()
    if (copy && nowMs - copy.fetchedAt.getTime() < cacheSeconds * 1000) return answer(copy, false)
    if (copy && nowMs < copy.retryAfter) return answer(copy, true)

    let pending = inFlight.get(studioId)
    if (!pending) {
      pending = refresh(studioId).finally(() => inFlight.delete(studioId))
      inFlight.set(studioId, pending)
    }
    const { copy: latest, stale } = await pending
    return answer(latest, stale)
  }

  async function refresh(studioId: string): Promise<{ copy: GoodCopy; stale: boolean }> {
    try {
      const copy: GoodCopy = { timetable: await fetchTimetable(studioId), fetchedAt: now(), retryAfter: 0 }
      goodCopies.set(studioId, copy)
      return { copy, stale: false }
    } catch (error) {
      const failure = error instanceof StudioServiceUnavailable ? error : asFailure(studioId, error)
      const copy = goodCopies.get(studioId)
      logger?.warn({ studioId, reason: failure.reason, status: failure.status, servingStale: Boolean(copy) }, 'Studio service request failed')
      if (!copy) throw failure
      copy.retryAfter = now().getTime() + retryAfterFailureSeconds * 1000
      return { copy, stale: true }
    }
  }

  async function fetchTimetable(studioId: string): Promise<WeeklyTimetable> {
    const response = await fetchImpl(`${baseUrl}/api/schools/${encodeURIComponent(studioId)}/schedule`, {
      method: 'GET',
      headers: { accept: 'application/json', [apiKeyHeader]: apiKey },
      signal: AbortSignal.timeout(timeoutMs),
      // fetch re-sends custom headers on a redirect, even to another host: never follow one with the key.
      redirect: 'manual',
    })
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined)
      throw new StudioServiceUnavailable(studioId, 'status', response.status)
    }
    const text = await readText(studioId, response, maxResponseBytes)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new StudioServiceUnavailable(studioId, 'invalid-json', response.status)
    }
    const parsed = parseStudioSchedule(json)
    if (!parsed.ok) throw new StudioServiceUnavailable(studioId, 'invalid-shape', response.status)
    if (parsed.problems.length > 0) logger?.warn({ studioId, problems: parsed.problems.slice(0, 20) }, 'Studio schedule entries dropped')
    return parsed.timetable
  }

  return { getSchedule }
}

function answer(copy: GoodCopy, stale: boolean): StudioSchedule {
  // Every caller gets its own copy: one caller's edit must not change the cache.
  return { timetable: structuredClone(copy.timetable), fetchedAt: new Date(copy.fetchedAt), stale, source: 'studio-service' }
}

function asFailure(studioId: string, error: unknown): StudioServiceUnavailable {
  const name = error instanceof Error ? error.name : ''
  if (name === 'TimeoutError' || name === 'AbortError') return new StudioServiceUnavailable(studioId, 'timeout')
  return new StudioServiceUnavailable(studioId, 'network', undefined, { cause: error })
}

async function readText(studioId: string, response: Response, limit: number): Promise<string> {
  if (Number(response.headers.get('content-length')) > limit) {
    await response.body?.cancel().catch(() => undefined)
    throw new StudioServiceUnavailable(studioId, 'too-large', response.status)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new StudioServiceUnavailable(studioId, 'too-large', response.status)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
