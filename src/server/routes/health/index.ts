import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { APP_VERSION } from '../../../shared/constants'
import { ClientConfigResponse, HealthResponse } from '../../../shared/schemas/health'

export interface HealthRoutesOptions {
  mediaBaseUrl: string
}

/** Liveness and public client configuration: cheap, no database call, no secrets. */
const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/api/v1/health',
    {
      schema: { operationId: 'getHealth', tags: ['health'], summary: 'Liveness and app version', response: { 200: HealthResponse } },
    },
    async () => ({ data: { ok: true, version: APP_VERSION } }),
  )

  app.get(
    '/api/v1/config',
    {
      schema: {
        operationId: 'getClientConfig',
        tags: ['health'],
        summary: 'Public settings the console needs, such as the approved media address',
        response: { 200: ClientConfigResponse },
      },
    },
    async () => ({ data: { version: APP_VERSION, mediaBaseUrl: options.mediaBaseUrl } }),
  )
}

export default healthRoutes
