import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { APP_VERSION } from '../../../shared/constants'
import { ClientConfigResponse, HealthResponse } from '../../../shared/schemas/health'
import { NO_TOKEN } from '../../../shared/schemas/common'

export interface HealthRoutesOptions {
  mediaBaseUrl: string
  /** LOGS_CLEAN_WORD is set, so the console offers CLEAN LOGS. */
  logsCleaning?: boolean
  /** OpenID Connect sign-in is on: the console shows its button, with the provider's name when OIDC_NAME gives one. */
  oidc?: { name: string | null } | null
}

/** How long the health check waits for the database before calling it down. */
const DATABASE_PING_MS = 1_000
const RETRY_AFTER_SECONDS = 5

/** Liveness for load balancers (with the database's state) and public client configuration: no secrets. */
const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/api/v1/health',
    {
      schema: {
        operationId: 'getHealth',
        security: NO_TOKEN,
        tags: ['health'],
        summary: 'Liveness, app version and whether the database answers (503 with Retry-After while it does not)',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const database = (await app.pingDatabase(DATABASE_PING_MS)) ? 'up' : 'down'
      const bus = app.fleet.busConnected() ? 'up' : 'down'
      if (database === 'down') reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS))
      return { data: { ok: database === 'up', version: APP_VERSION, database, bus } as const }
    },
  )

  app.get(
    '/api/v1/config',
    {
      schema: {
        operationId: 'getClientConfig',
        security: NO_TOKEN,
        tags: ['health'],
        summary: 'Public settings the console needs, such as the approved media address',
        response: { 200: ClientConfigResponse },
      },
    },
    async () => ({
      data: {
        version: APP_VERSION,
        mediaBaseUrl: options.mediaBaseUrl,
        logsCleaning: options.logsCleaning ?? false,
        oidcSignIn: Boolean(options.oidc),
        oidcName: options.oidc?.name ?? null,
      },
    }),
  )
}

export default healthRoutes
