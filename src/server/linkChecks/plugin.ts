import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { letRequestsIn, repeatEvery } from '../lib/jobs'
import { takeLease } from '../limits/counters'
import { dueLinks, saveProbe } from './facts'
import { DEFAULT_PROBE_LIMITS, probeLink, type ProbeLimits } from './probe'

export interface LinkChecksOptions {
  /** Links checked at once by this process (default 4). */
  concurrency?: number
  /** One link's check, all its requests (default 10 s). */
  timeoutMs?: number
  /** Bytes read of one link at most (default 2 MiB). */
  maxBytes?: number
  /** How often a process looks for links due a check (default hourly); false: no timer (tests call `daily`). */
  everyMs?: number | false
  /** The coming days whose workouts are checked (default 7). */
  days?: number
  /** A link is checked again after this long (default a day). */
  recheckAfterMs?: number
  /** Links one round checks at most (default 500): the rest wait for the next round. */
  perRound?: number
  /** Check a workout's links when it is saved (default true; the API tests turn it off where no media host listens). */
  onSave?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    linkChecks: {
      /** Checks these links now and stores what was found; resolves once all are stored. */
      check(urls: readonly string[], now?: Date): Promise<void>
      /** Checks in the background after a workout is saved (unless `onSave` is false); the save does not wait for it. */
      checkSoon(urls: readonly string[]): void
      /** A daily round: the coming days' links not checked within a day. Null when another process holds the lease. */
      daily(now?: Date): Promise<number | null>
      /** Resolves when the background checks started so far are done (tests). */
      settled(): Promise<void>
    }
  }
}

const DAILY_LEASE = 'linkChecks|daily'
const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/**
 * The link checks (docs/LINK-CHECKS.md): a workout's links when it is saved, and the coming days' links
 * once a day. Each check is bounded (links at once, a timeout, bytes read) and asks only the approved media
 * address. On several processes the daily round is one process's (the lease of lib/jobs.ts).
 */
async function linkChecksPlugin(app: FastifyInstance, options: LinkChecksOptions & { mediaBaseUrl: string }) {
  const limits: ProbeLimits = {
    ...DEFAULT_PROBE_LIMITS,
    mediaBaseUrl: options.mediaBaseUrl,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
  }
  limits.headBytes = Math.min(limits.headBytes, limits.maxBytes)
  const concurrency = Math.max(1, options.concurrency ?? 4)
  const days = options.days ?? 7
  const recheckAfterMs = options.recheckAfterMs ?? DAY_MS
  const perRound = options.perRound ?? 500
  /** Links being checked on this process now: a second ask for one waits for the same check. */
  const inFlight = new Map<string, Promise<void>>()
  const background = new Set<Promise<void>>()
  let closing = false
  app.addHook('onClose', async () => {
    closing = true
    await Promise.allSettled([...background])
  })

  const checkOne = (url: string, now?: Date): Promise<void> => {
    const running = inFlight.get(url)
    if (running) return running
    const work = (async () => {
      const result = await probeLink(url, limits)
      if (closing) return
      await saveProbe(app.db, url, result, now ?? new Date())
    })().finally(() => inFlight.delete(url))
    inFlight.set(url, work)
    return work
  }

  /** `concurrency` workers take the links one after another. */
  const check = async (urls: readonly string[], now?: Date) => {
    const queue = [...new Set(urls.map((url) => url.trim()).filter(Boolean))]
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined && !closing; url = queue.shift()) {
        await checkOne(url, now).catch((error: unknown) => app.log.warn({ err: error, url }, 'link check failed to store its result'))
        await letRequestsIn()
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker))
  }

  const checkSoon = (urls: readonly string[]) => {
    if (options.onSave === false || urls.length === 0) return
    const work = check(urls).catch((error: unknown) => app.log.warn({ err: error }, 'link checks failed'))
    background.add(work)
    void work.finally(() => background.delete(work))
  }

  const daily = async (now = new Date()) => {
    if (!(await takeLease(app.db, DAILY_LEASE, HOUR_MS - 60_000, now))) return null
    const due = (await dueLinks(app.db, now, days, new Date(now.getTime() - recheckAfterMs))).slice(0, perRound)
    await check(due, now)
    if (due.length > 0) app.log.info({ links: due.length }, 'link checks: checked the coming days’ links')
    return due.length
  }

  if (options.everyMs !== false) repeatEvery(app, { name: 'link checks', everyMs: options.everyMs ?? HOUR_MS, run: () => daily() })
  app.decorate('linkChecks', {
    check,
    checkSoon,
    daily,
    settled: async () => {
      await Promise.allSettled([...background])
    },
  })
}

export default fp(linkChecksPlugin, { name: 'linkChecks', dependencies: ['db'] })
