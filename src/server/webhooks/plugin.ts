import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { WebhookEvent } from '../../shared/schemas/webhooks'
import { repeatEvery } from '../lib/jobs'
import { takeLease } from '../limits/counters'
import { deliverDueWebhooks, emitWebhookEvent, type DeliveryOptions } from './outbox'
import { checkScreenPresence, type PresenceResult } from './screenPresence'

export interface WebhooksPluginOptions {
  allowPrivate?: boolean
  /** Default 2 s. */
  deliverEveryMs?: number
  retryDelaysMs?: readonly number[]
  /** How often one process looks for screens gone or back (screen.disconnected/connected); default 15 s. */
  presenceEveryMs?: number
  /** Whether this process sends on a timer (off without a database, or for a test that sends by hand). */
  sends?: boolean
}

/**
 * Webhooks (docs/WEBHOOKS.md): every process sends what is due every 2 s. `app.webhooks.emit` queues
 * an event outside any transaction (a route that has one calls `emitWebhookEvent(tx, …)` itself).
 */
async function webhooksPlugin(app: FastifyInstance, options: WebhooksPluginOptions) {
  const delivery: DeliveryOptions = { allowPrivate: options.allowPrivate ?? false, retryDelaysMs: options.retryDelaysMs }
  let running = false
  const deliver = async () => {
    if (running) return 0
    running = true
    try {
      let total = 0
      // A backlog drains batch after batch, not one batch per tick.
      for (let sent = -1; sent !== 0;) total += sent = await deliverDueWebhooks(app.db, delivery)
      return total
    } finally {
      running = false
    }
  }
  const timer = setInterval(
    () => void deliver().catch((error: unknown) => app.log.warn({ err: error }, 'webhook delivery failed; it runs again')),
    options.deliverEveryMs ?? 2_000,
  )
  timer.unref()
  if (options.sends === false) clearInterval(timer)
  const presenceEveryMs = options.presenceEveryMs ?? 15_000
  if (options.sends !== false) {
    repeatEvery(app, {
      name: 'screen presence',
      everyMs: presenceEveryMs,
      // One process a round, like the alert check: two at once would only race on the same marks.
      run: async () => (await takeLease(app.db, 'webhooks|presence', Math.max(1_000, presenceEveryMs - 1_000))) && checkScreenPresence(app.db, app.fleet),
    })
  }
  app.decorate('webhooks', {
    allowPrivate: delivery.allowPrivate,
    emit: (event: WebhookEvent, data: Record<string, unknown>) =>
      void emitWebhookEvent(app.db, event, data).catch((error: unknown) => app.log.warn({ err: error, event }, 'webhook event not queued')),
    deliver,
    checkScreens: (now?: Date) => checkScreenPresence(app.db, app.fleet, now),
  })
  app.addHook('onClose', async () => clearInterval(timer))
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: {
      /** Whether receivers on private addresses may be called (WEBHOOK_ALLOW_PRIVATE). */
      allowPrivate: boolean
      /** Queues an event for the endpoints that want it; never throws (a failure is logged). */
      emit(event: WebhookEvent, data: Record<string, unknown>): void
      /** Sends what is due now, without waiting for the timer (tests, operators); how many were delivered. */
      deliver(): Promise<number>
      /** Looks for screens gone or back now (tests, operators): how many of each were announced. */
      checkScreens(now?: Date): Promise<PresenceResult>
    }
  }
}

export default fp(webhooksPlugin, { name: 'webhooks', dependencies: ['db'] })
