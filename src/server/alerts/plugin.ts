import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { repeatEvery } from '../lib/jobs'
import { takeLease } from '../limits/counters'
import { evaluateAlerts, resolveScreenAlerts } from './evaluate'
import { deliverDueAlerts } from './webhook'

export interface AlertsPluginOptions {
  /** ALERT_WEBHOOK_URL: alerts are POSTed here as JSON; unset sends nothing. */
  webhookUrl?: string
  /** Default 30 s. */
  checkEveryMs?: number
  /** Default 5 s. */
  deliverEveryMs?: number
  /** CONTENT_READY_LEAD_HOURS: how long before a day's first class a screen must hold its workout (default 12). */
  contentLeadHours?: number
  /** Waits between webhook tries (default DEFAULT_RETRY_DELAYS_MS). */
  retryDelaysMs?: readonly number[]
}

/** The lease row (in the shared counters table) that lets one process at a time check. */
const EVALUATION_LEASE = 'alerts|evaluation'

/**
 * Alerts (docs/ALERTS.md): every 30 s one process checks (whichever takes the lease; the others skip
 * that round), and every process sends what the webhook is owed every 5 s.
 */
async function alertsPlugin(app: FastifyInstance, options: AlertsPluginOptions) {
  const checkEveryMs = options.checkEveryMs ?? 30_000
  const webhook = options.webhookUrl ? { url: options.webhookUrl, retryDelaysMs: options.retryDelaysMs } : null
  /** One check; the consoles of the locations whose alerts changed hear it at once. */
  const check = async () => {
    const result = await evaluateAlerts(app.db, app.fleet, new Date(), webhook !== null, {
      contentLeadHours: options.contentLeadHours,
      syncThresholdMs: app.syncThresholdMs,
    })
    if (result.locations.length > 0) app.consoleHub.alertsChanged(result.locations)
  }
  // Each on the jobs' one interface (lib/jobs.ts): a round still running when the next is due is skipped.
  repeatEvery(app, {
    name: 'alert check',
    everyMs: checkEveryMs,
    async run() {
      // One process checks per round: two at once could resolve an alert the other had just raised.
      if (!(await takeLease(app.db, EVALUATION_LEASE, Math.max(1_000, checkEveryMs - 1_000)))) return
      await check()
    },
  })
  if (webhook) repeatEvery(app, { name: 'alert delivery', everyMs: options.deliverEveryMs ?? 5_000, run: () => deliverDueAlerts(app.db, webhook, new Date()) })
  app.decorate('alerts', {
    evaluate: check,
    deliver: async () => void (webhook ? await deliverDueAlerts(app.db, webhook, new Date()) : 0),
    async screenGone(screenId) {
      const touched = await resolveScreenAlerts(app.db, screenId, new Date(), webhook !== null)
      if (touched.length > 0) app.consoleHub.alertsChanged(touched)
    },
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs an alert check or a webhook round now, without waiting for the timers (tests, operators). */
    alerts: {
      evaluate(): Promise<void>
      deliver(): Promise<void>
      /** After a screen was deleted, unpaired or paired to another device (once committed): its alerts resolve now. */
      screenGone(screenId: string): Promise<void>
    }
  }
}

/** After a screen was deleted, unpaired or paired to another device: its open alerts resolve now (none when alerts are off). */
export async function resolveAlertsOfScreen(app: FastifyInstance, screenId: string): Promise<void> {
  if (app.hasDecorator('alerts')) await app.alerts.screenGone(screenId)
}

export default fp(alertsPlugin, { name: 'alerts', dependencies: ['db', 'fleet'] })
