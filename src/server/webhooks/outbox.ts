import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm'
import type { WebhookEvent } from '../../shared/schemas/webhooks'
import type { Db } from '../db/client'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'
import { SecretKeyMissingError, type SecretBox } from '../lib/secretBox'
import type { AddressPolicy } from './address'
import { newMessageId, signedHeaders } from './signing'
import { postWebhook } from './send'

/**
 * The webhook outbox (docs/WEBHOOKS.md): an event writes one delivery per endpoint that wants it, in
 * the transaction of the change it reports when there is one, so an event is never lost nor sent for
 * a change that rolled back. Every process sends what is due, each delivery claimed under a lease;
 * a failure is tried again after a growing wait, and given up after the last.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000] as const
const LEASE_MS = 60_000

export interface DeliveryOptions {
  /** WEBHOOK_ALLOW_PRIVATE and WEBHOOK_ALLOWED_HOSTS: which receivers on loopback or the chain's own network may be called. */
  policy: AddressPolicy
  /** Opens the endpoints' sealed signing secrets. */
  secrets: SecretBox
  retryDelaysMs?: readonly number[]
  /** One attempt's total deadline (default 10 s). */
  deadlineMs?: number
  inFlightPerProcess?: number
  inFlightPerEndpoint?: number
}

/** Queues `event` for every enabled endpoint that asked for it. Returns how many deliveries were queued. */
export async function emitWebhookEvent(db: Db, event: WebhookEvent, data: Record<string, unknown>, now: Date = new Date()): Promise<number> {
  return emitWebhookEvents(db, [{ event, data }], now)
}

/** Queues many events at once (a check that finds a thousand screens gone): one read of the endpoints, one insert. */
export async function emitWebhookEvents(
  db: Db,
  events: readonly { event: WebhookEvent; data: Record<string, unknown> }[],
  now: Date = new Date(),
): Promise<number> {
  if (events.length === 0) return 0
  const kinds = [...new Set(events.map(({ event }) => event))]
  const endpoints = await db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} && array[${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
  if (endpoints.length === 0) return 0
  const rows = events.flatMap(({ event, data }) =>
    endpoints
      .filter((endpoint) => endpoint.events.includes(event))
      .map((endpoint) => ({
        id: newMessageId(),
        endpointId: endpoint.id,
        event,
        payload: { type: event, timestamp: now.toISOString(), data },
        nextAttemptAt: now,
        createdAt: now,
      })),
  )
  if (rows.length > 0) await db.insert(webhookDeliveries).values(rows)
  return rows.length
}

interface AttemptFacts {
  id: string
  status: 'pending' | 'delivered' | 'failed'
  attempts: number
  responseStatus: number | null
  responseMs: number | null
  error: string | null
  deliveredAt: Date | null
  nextAttemptAt: Date | null
}

/** Writes what attempts left in their rows, in one statement. */
async function writeAttempts(db: Db, facts: readonly AttemptFacts[]): Promise<void> {
  const time = (value: Date | null) => value?.toISOString() ?? null
  const rows = sql.join(
    facts.map(
      (row) =>
        sql`(${row.id}::text, ${row.status}::text, ${row.attempts}::int, ${row.responseStatus}::int, ${row.responseMs}::int, ${row.error}::text, ${time(row.deliveredAt)}::timestamptz, ${time(row.nextAttemptAt)}::timestamptz)`,
    ),
    sql`, `,
  )
  await db.execute(sql`update ${webhookDeliveries} set status = v.status, attempts = v.attempts, response_status = v.response_status,
    response_ms = v.response_ms, error = v.error, delivered_at = v.delivered_at, next_attempt_at = v.next_attempt_at
    from (values ${rows}) as v(id, status, attempts, response_status, response_ms, error, delivered_at, next_attempt_at)
    where ${webhookDeliveries.id} = v.id`)
}

/** Attempts one process has open at once, and of them at most this many to one endpoint (docs/WEBHOOKS.md#delivery). */
export const WEBHOOK_IN_FLIGHT_PER_PROCESS = 16
export const WEBHOOK_IN_FLIGHT_PER_ENDPOINT = 4
/**
 * Deliveries a process claims ahead of its open places (a claim is a transaction: one per delivery would cost more
 * than the sends), three rounds' worth. A claimed delivery waits at most three deadlines for its place, well
 * within its lease: no other process takes it meanwhile.
 */
const CLAIMED_PER_OPEN_PLACE = 3
const MAX_TRIED_PER_CALL = 1_000

interface Claimed {
  delivery: typeof webhookDeliveries.$inferSelect
  url: string
  secret: string
  /** Gives back its claim's room once it is sent or given up. */
  done?: () => void
}

/** At most `size` at once; the rest wait their turn, first come first served. */
function places(size: number) {
  let open = 0
  const waiting: (() => void)[] = []
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (open >= size) await new Promise<void>((resolve) => waiting.push(resolve))
      else open += 1
      try {
        return await work()
      } finally {
        const next = waiting.shift()
        if (next) next()
        else open -= 1
      }
    },
    busy: () => open + waiting.length,
  }
}

export interface Dispatcher {
  /**
   * Claims what is due (within the limits), sends it, and claims again, until nothing due is left that this call has
   * not tried; answers how many it delivered. Calls overlap: one made while another waits on a slow receiver
   * claims and sends what is due beside it.
   */
  deliver(): Promise<number>
  /** Attempts this process has open now. */
  inFlight(): number
  /** Cuts the attempts in flight (the server stopping): their rows keep their lease, and any process tries them when it ends. */
  stop(): Promise<void>
}

/**
 * The outbox's sender in one process. Each attempt is on its own with a total deadline, so no receiver holds
 * another's: at most WEBHOOK_IN_FLIGHT_PER_PROCESS open at once, WEBHOOK_IN_FLIGHT_PER_ENDPOINT of them to one
 * endpoint; the rest wait in the table, claimable by any process.
 */
export function createDispatcher(db: Db, options: DeliveryOptions): Dispatcher {
  const delays = options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS
  const perProcess = options.inFlightPerProcess ?? WEBHOOK_IN_FLIGHT_PER_PROCESS
  const perEndpoint = options.inFlightPerEndpoint ?? WEBHOOK_IN_FLIGHT_PER_ENDPOINT
  const processPlaces = places(perProcess)
  const endpointPlaces = new Map<string, ReturnType<typeof places>>()
  /** Claimed and not yet finished, per endpoint. */
  const held = new Map<string, number>()
  let heldTotal = 0
  const sending = new Set<Promise<unknown>>()
  const stopping = new AbortController()
  // One claim at a time in this process: two at once would both count the same room.
  let claiming: Promise<unknown> = Promise.resolve()

  /** Due deliveries that fit this process's room, leased to it; none of `tried`. */
  async function claim(tried: ReadonlySet<string>): Promise<Claimed[]> {
    const taken: Claimed[] = []
    const now = new Date()
    const hold = (endpointId: string, by: number) => {
      const count = (held.get(endpointId) ?? 0) + by
      if (count <= 0) held.delete(endpointId)
      else held.set(endpointId, count)
      heldTotal += by
    }
    try {
      await db.transaction(async (tx) => {
        // Endpoint by endpoint as they fill: a backlog of one endpoint never keeps another's waiting.
        for (;;) {
          const room = perProcess * CLAIMED_PER_OPEN_PLACE - heldTotal
          if (room <= 0) return
          const full = [...held].filter(([, count]) => count >= perEndpoint * CLAIMED_PER_OPEN_PLACE).map(([endpointId]) => endpointId)
          const leftOut = [...tried, ...taken.map((row) => row.delivery.id)]
          const rows = await tx
            .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
            .from(webhookDeliveries)
            .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
            .where(
              and(
                eq(webhookDeliveries.status, 'pending'),
                lte(webhookDeliveries.nextAttemptAt, now),
                // An endpoint turned off keeps its deliveries waiting; turned on again, they go out.
                eq(webhookEndpoints.enabled, true),
                full.length > 0 ? notInArray(webhookDeliveries.endpointId, full) : undefined,
                leftOut.length > 0 ? notInArray(webhookDeliveries.id, leftOut) : undefined,
              ),
            )
            .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.createdAt))
            .limit(room)
            .for('update', { of: webhookDeliveries, skipLocked: true })
          const fitting = rows.filter((row) => {
            if ((held.get(row.delivery.endpointId) ?? 0) >= perEndpoint * CLAIMED_PER_OPEN_PLACE) return false
            hold(row.delivery.endpointId, 1)
            taken.push(row)
            return true
          })
          if (fitting.length > 0) {
            await tx
              .update(webhookDeliveries)
              .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
              .where(
                inArray(
                  webhookDeliveries.id,
                  fitting.map((row) => row.delivery.id),
                ),
              )
          }
          // Every due row came (fewer than asked), or all fitted: nothing more to claim. Otherwise rows of endpoints
          // now full took the room asked for, and the next round leaves those endpoints out.
          if (rows.length < room || fitting.length === rows.length) return
        }
      })
    } catch (error) {
      for (const row of taken) hold(row.delivery.endpointId, -1)
      throw error
    }
    return taken.map((row) => ({ ...row, done: () => hold(row.delivery.endpointId, -1) }))
  }

  /** One attempt and what it leaves in the row; true when delivered. */
  async function attempt({ delivery, url, secret }: Claimed): Promise<boolean> {
    const body = JSON.stringify(delivery.payload)
    const sentAt = new Date()
    let result: Awaited<ReturnType<typeof postWebhook>>
    try {
      const signingSecret = options.secrets.open(secret)
      // A secret an earlier release wrote in clear while this one ran beside it: sealed now, on its first use.
      if (!options.secrets.isCurrent(secret)) await sealAgain(db, options.secrets, delivery.endpointId, secret)
      result = await postWebhook(url, body, signedHeaders(signingSecret, delivery.id, body, sentAt), {
        policy: options.policy,
        deadlineMs: options.deadlineMs,
        signal: stopping.signal,
      })
    } catch (error) {
      // A secret this process cannot open (sealed with a key it was not given): an attempt that failed, saying why.
      if (!(error instanceof SecretKeyMissingError)) throw error
      result = { status: null, ms: 0, error: `the signing secret is ${error.message}` }
    }
    // Stopping: the row keeps its lease, and this process or another tries it again when it runs out.
    if (stopping.signal.aborted) return false
    const attempts = delivery.attempts + 1
    const ok = result.error === null
    await record({
      id: delivery.id,
      status: ok ? 'delivered' : attempts > delays.length ? 'failed' : 'pending',
      attempts,
      responseStatus: result.status,
      responseMs: result.status === null ? null : result.ms,
      error: result.error,
      deliveredAt: ok ? new Date() : null,
      nextAttemptAt: ok || attempts > delays.length ? null : new Date(sentAt.getTime() + delays[attempts - 1]),
    })
    return ok
  }

  // What the attempts leave in their rows, written a batch a statement: the attempts that end while one write runs
  // go in the next, so a backlog drained four at a time costs a fraction of a write per delivery.
  let queued: { facts: AttemptFacts; written: { resolve(): void; reject(error: unknown): void } }[] = []
  let writing: Promise<void> | null = null
  function record(facts: AttemptFacts): Promise<void> {
    return new Promise((resolve, reject) => {
      queued.push({ facts, written: { resolve, reject } })
      writing ??= writeQueued()
    })
  }
  async function writeQueued(): Promise<void> {
    // One turn of the event loop first: the attempts ending together are written together.
    await new Promise((resolve) => setImmediate(resolve))
    while (queued.length > 0) {
      const batch = queued
      queued = []
      try {
        await writeAttempts(
          db,
          batch.map((entry) => entry.facts),
        )
        for (const entry of batch) entry.written.resolve()
      } catch (error) {
        for (const entry of batch) entry.written.reject(error)
      }
    }
    writing = null
  }

  /** Waits for a place of its endpoint, then one of the process, then sends. */
  function send(row: Claimed): Promise<boolean> {
    let mine = endpointPlaces.get(row.delivery.endpointId)
    if (!mine) endpointPlaces.set(row.delivery.endpointId, (mine = places(perEndpoint)))
    const endpoint = mine
    return endpoint
      .run(() => processPlaces.run(() => (stopping.signal.aborted ? Promise.resolve(false) : attempt(row))))
      .finally(() => {
        if (endpoint.busy() === 0) endpointPlaces.delete(row.delivery.endpointId)
      })
  }

  return {
    async deliver() {
      let delivered = 0
      const tried = new Set<string>()
      // A call tries a delivery once (a retry due at once waits for the next call), and so many at most.
      while (!stopping.signal.aborted && tried.size < MAX_TRIED_PER_CALL) {
        const next = claiming.then(() => claim(tried))
        claiming = next.catch(() => {})
        const claimed = await next
        if (claimed.length === 0) break
        const round = Promise.allSettled(
          claimed.map((row) => {
            tried.add(row.delivery.id)
            return send(row).finally(row.done)
          }),
        )
        sending.add(round)
        const results = await round
        sending.delete(round)
        for (const result of results) {
          if (result.status === 'rejected') throw result.reason
          if (result.value) delivered += 1
        }
      }
      return delivered
    },
    inFlight: () => processPlaces.busy(),
    async stop() {
      stopping.abort()
      await Promise.allSettled([...sending])
    },
  }
}

/** Seals one endpoint's secret with the current key, unless someone replaced it meanwhile (never overwritten by the old one). */
async function sealAgain(db: Db, secrets: SecretBox, endpointId: string, stored: string): Promise<boolean> {
  const changed = await db
    .update(webhookEndpoints)
    .set({ secret: secrets.seal(secrets.open(stored)) })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.secret, stored)))
    .returning({ id: webhookEndpoints.id })
  return changed.length > 0
}

/**
 * Seals every signing secret still in clear (an earlier release's), or sealed with a key other than the current
 * one (a rotation): how many, and the ids of the keys it lacked for the others.
 */
export async function sealWebhookSecrets(db: Db, secrets: SecretBox): Promise<{ sealed: number; unopened: string[] }> {
  const rows = await db.select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret }).from(webhookEndpoints)
  let sealed = 0
  const unopened = new Set<string>()
  for (const row of rows) {
    if (secrets.isCurrent(row.secret)) continue
    try {
      if (await sealAgain(db, secrets, row.id, row.secret)) sealed += 1
    } catch (error) {
      if (!(error instanceof SecretKeyMissingError)) throw error
      unopened.add(error.keyId)
    }
  }
  return { sealed, unopened: [...unopened] }
}

/** Sends a delivery again from the start (same id, so a receiver that already has it can tell). */
export async function resendDelivery(db: Db, deliveryId: string, now: Date = new Date()): Promise<boolean> {
  const updated = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, error: null, nextAttemptAt: now })
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning({ id: webhookDeliveries.id })
  return updated.length > 0
}
