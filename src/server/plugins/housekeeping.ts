import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { repeatEvery } from '../lib/jobs'
import { deleteExpiredCounters, takeLease } from '../limits/counters'
import { deleteEndedSessions } from '../lib/sessions'
import { DEFAULT_RETENTION_DAYS, pruneHistory, type PruneOptions, type Pruned, type RetentionDays } from '../lib/retention'

const HOUSEKEEPING_EVERY_MS = 10 * 60_000
/** The lease row (in the shared counters table) that lets one process at a time prune history. */
const RETENTION_LEASE = 'housekeeping|retention'
/** Longer than a round takes; a process that dies holding it frees it when it expires. */
const RETENTION_LEASE_MS = 9 * 60_000

export interface HousekeepingOptions {
  /** Days each history is kept (default DEFAULT_RETENTION_DAYS). */
  retentionDays?: Partial<RetentionDays>
  /** Batches of the pruning (tests make them small). */
  batchSize?: PruneOptions['batchSize']
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a housekeeping round now (tests, operators): null when another process holds the retention lease. */
    housekeeping: { run(now?: Date): Promise<Pruned | null> }
  }
}

/**
 * Now and then, deletes what can no longer be used: ended sessions, expired pairing links and
 * rate-limit counters whose window has passed (any process may; twice does no harm), and history
 * past its retention (docs/OPERATIONS.md#data-that-does-not-grow-forever): one process a round,
 * whichever takes the lease, in batches.
 */
async function housekeepingPlugin(app: FastifyInstance, options: HousekeepingOptions) {
  const days = { ...DEFAULT_RETENTION_DAYS, ...options.retentionDays }
  let running = false
  const run = async (now = new Date()): Promise<Pruned | null> => {
    await Promise.all([deleteExpiredCounters(app.db, now), deleteEndedSessions(app.db, now)])
    if (running || !(await takeLease(app.db, RETENTION_LEASE, RETENTION_LEASE_MS, now))) return null
    running = true
    try {
      const pruned = await pruneHistory(app.db, now, { days, batchSize: options.batchSize })
      if (Object.values(pruned).some((count) => count > 0)) app.log.info({ pruned }, 'housekeeping: pruned history past its retention')
      return pruned
    } finally {
      running = false
    }
  }
  repeatEvery(app, { name: 'housekeeping', everyMs: HOUSEKEEPING_EVERY_MS, run: () => run() })
  app.decorate('housekeeping', { run })
}

export default fp(housekeepingPlugin, { name: 'housekeeping', dependencies: ['db'] })
