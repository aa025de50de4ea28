import type { FastifyInstance } from 'fastify'

/**
 * Background jobs: the one interface every timer of the server goes through (the alert check, the
 * webhook's deliveries and retries, housekeeping and retention; docs/OPERATIONS.md#background-jobs).
 *
 * - `repeatEvery` runs a job on this process every so often: the timer does not keep the process
 *   alive, a round still running when the next is due is skipped (never two at once here), a failed
 *   round is logged and the next one tries again, and the timer stops when the app closes.
 * - `takeLease` (limits/counters.ts) makes a round one process's in a cluster: whichever process
 *   takes the lease row in the shared counters table runs it, the others skip that round, and a
 *   process that dies holding it frees it when it expires.
 * - Retries of one item (a webhook delivery) are rows with a due time (`next_delivery_at`), taken with
 *   `FOR UPDATE SKIP LOCKED`, so any number of processes share them and none sends one twice.
 *
 * Why not a job library. We would take a well-kept one that serves both engines; none does:
 * pg-boss and graphile-worker are written for a PostgreSQL server reached through `pg` (a pool of
 * connections, and for graphile-worker a connection held open for LISTEN). The embedded database
 * (PGlite) is one connection inside this process, with no pool and no server to listen on; putting
 * it behind a socket (`@electric-sql/pglite-socket`) gives one connection at a time, so a worker's
 * LISTEN or a long job would hold up every request. pg-boss can take a custom SQL executor (its `db`
 * option), which might run its queries on PGlite, but it has not been tried, and it brings its own
 * schema (a migration and a second set of tables to back up and prune).
 *
 * What it would take: on PostgreSQL, pg-boss behind this same interface (`repeatEvery` becomes
 * `boss.schedule` + `boss.work`, `takeLease` becomes its singleton jobs, the webhook rows its retries),
 * with its schema created by a migration of ours and backed up with the rest; on PGlite, these timers
 * kept, since one process owns that database and there is no cluster to share the work with. Until
 * then, the three pieces above are small, tested (tests/api/alerts.test.ts, webhook.test.ts,
 * retention.test.ts) and the same on both engines.
 */
export interface RepeatedJob {
  /** Named in the log line of a failed round. */
  name: string
  everyMs: number
  run(): Promise<unknown>
}

export function repeatEvery(app: FastifyInstance, job: RepeatedJob): void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    job
      .run()
      .catch((error: unknown) => app.log.warn({ err: error, job: job.name }, `${job.name} failed; it runs again later`))
      .finally(() => {
        running = false
      })
  }, job.everyMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

/**
 * Lets the requests waiting on this process in (a poll, a Start press). PGlite answers inside this process, so a job that
 * awaits one query after another never gives the event loop back on its own: a round over a whole chain would hold every
 * request until it ended (10,000 screens announced gone at once held them for 16 s).
 */
export function letRequestsIn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/** How many rows a job writes in one transaction: a batch takes milliseconds, so requests wait no longer than that. */
const JOB_BATCH = 200

/** Runs `work` on `items` a batch at a time, letting waiting requests in between batches. */
export async function inBatches<T>(items: readonly T[], work: (batch: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += JOB_BATCH) {
    if (start > 0) await letRequestsIn()
    await work(items.slice(start, start + JOB_BATCH))
  }
}
