import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { WebhookEvent } from '../../shared/schemas/webhooks'
import { repeatEvery } from '../lib/jobs'
import { takeLease } from '../limits/counters'
import { processSecretBox, type SecretBox } from '../lib/secretBox'
import { PUBLIC_ONLY, type AddressPolicy } from './address'
import { createDispatcher, emitWebhookEvent, sealWebhookSecrets } from './outbox'
import { checkScreenPresence, type PresenceResult } from './screenPresence'

export interface WebhooksPluginOptions {
  /** WEBHOOK_ALLOW_PRIVATE: every address may be called. */
  allowPrivate?: boolean
  /** WEBHOOK_ALLOWED_HOSTS: the hosts that may be on private addresses when the rest may not. */
  allowedHosts?: readonly string[]
  /** Seals the signing secrets at rest (SECRETS_KEY); default a random key of this process (tests). */
  secrets?: SecretBox
  /** One attempt's total deadline; default 10 s. */
  deadlineMs?: number
  inFlightPerProcess?: number
  inFlightPerEndpoint?: number
  /** Default 2 s. */
  deliverEveryMs?: number
  retryDelaysMs?: readonly number[]
  /** How often one process looks for screens gone or back (screen.disconnected/connected); default 15 s. */
  presenceEveryMs?: number
  /** False for an app without a database (nothing to seal). */
  database?: boolean
  /** Whether this process sends on a timer (off without a database, or for a test that sends by hand). */
  sends?: boolean
}

/**
 * Webhooks (docs/WEBHOOKS.md): every process sends what is due every 2 s. `app.webhooks.emit` queues
 * an event outside any transaction (a route that has one calls `emitWebhookEvent(tx, …)` itself).
 */
async function webhooksPlugin(app: FastifyInstance, options: WebhooksPluginOptions) {
  const policy: AddressPolicy = { allowPrivate: options.allowPrivate ?? false, allowedHosts: options.allowedHosts ?? PUBLIC_ONLY.allowedHosts }
  const secrets = options.secrets ?? processSecretBox()
  // An app without a database (the OpenAPI document) sends nothing, and must not touch `app.db`.
  const dispatcher =
    options.database === false
      ? null
      : createDispatcher(app.db, {
          policy,
          secrets,
          retryDelaysMs: options.retryDelaysMs,
          deadlineMs: options.deadlineMs,
          inFlightPerProcess: options.inFlightPerProcess,
          inFlightPerEndpoint: options.inFlightPerEndpoint,
        })
  // Each tick claims what is due beside what is still in flight: a slow receiver holds only its own places.
  const deliver = async () => (dispatcher ? dispatcher.deliver() : 0)
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
  if (options.database !== false) {
    // Secrets written in clear by an earlier release, or sealed with a key since rotated: sealed with the current key.
    app.addHook('onReady', async () => {
      const { sealed, unopened } = await sealWebhookSecrets(app.db, secrets)
      if (sealed > 0) app.log.info({ sealed }, 'webhook signing secrets sealed with the current SECRETS_KEY')
      if (unopened.length > 0)
        app.log.error({ keys: unopened }, 'webhook signing secrets sealed with a key this process lacks: give SECRETS_KEY that key too (docs/SECURITY.md)')
    })
  }
  app.decorate('webhooks', {
    policy,
    secrets,
    emit: (event: WebhookEvent, data: Record<string, unknown>) =>
      void emitWebhookEvent(app.db, event, data).catch((error: unknown) => app.log.warn({ err: error, event }, 'webhook event not queued')),
    deliver,
    checkScreens: (now?: Date) => checkScreenPresence(app.db, app.fleet, now),
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await dispatcher?.stop()
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: {
      /** Which receivers on private addresses may be called (WEBHOOK_ALLOW_PRIVATE, WEBHOOK_ALLOWED_HOSTS). */
      policy: AddressPolicy
      /** Seals and opens the endpoints' signing secrets (SECRETS_KEY). */
      secrets: SecretBox
      /** Queues an event for the endpoints that want it; never throws (a failure is logged). */
      emit(event: WebhookEvent, data: Record<string, unknown>): void
      /** Sends what is due now beside what is in flight, without waiting for the timer (tests, operators); how many it delivered. */
      deliver(): Promise<number>
      /** Looks for screens gone or back now (tests, operators): how many of each were announced. */
      checkScreens(now?: Date): Promise<PresenceResult>
    }
  }
}

export default fp(webhooksPlugin, { name: 'webhooks', dependencies: ['db'] })
