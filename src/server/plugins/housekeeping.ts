import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { deleteExpiredCounters } from '../limits/counters'
import { deleteEndedSessions } from '../lib/sessions'

const HOUSEKEEPING_EVERY_MS = 10 * 60_000

/**
 * Now and then, deletes what can no longer be used: ended sessions, expired pairing links and
 * rate-limit counters whose window has passed. Any process may do it; doing it twice does no harm.
 */
async function housekeepingPlugin(app: FastifyInstance) {
  const timer = setInterval(() => {
    const now = new Date()
    Promise.all([deleteExpiredCounters(app.db, now), deleteEndedSessions(app.db, now)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'housekeeping failed; it runs again later'),
    )
  }, HOUSEKEEPING_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

export default fp(housekeepingPlugin, { name: 'housekeeping', dependencies: ['db'] })
