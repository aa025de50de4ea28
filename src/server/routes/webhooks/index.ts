import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { API_MESSAGES } from '../../../shared/messages'
import { SUPER_ADMIN_ROLES } from '../../../shared/roles'
import { errorResponses, IdParams, idParam, OkResponse } from '../../../shared/schemas/common'
import {
  WEBHOOK_ENDPOINTS_MAX,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookEndpointBody,
  WebhookEndpointListResponse,
  WebhookEndpointResponse,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecretResponse,
} from '../../../shared/schemas/webhooks'
import { webhookEndpoints } from '../../db/schema'
import { audit } from '../../lib/audit'
import { badRequest, conflict, notFound } from '../../lib/httpErrors'
import { assertFresh, nextUpdatedAt } from '../../lib/versions'
import { signedInUser } from '../../plugins/auth'
import { checkWebhookAddress, WebhookAddressError } from '../../webhooks/address'
import { resendDelivery } from '../../webhooks/outbox'
import { newWebhookSecret } from '../../webhooks/signing'
import {
  deliveryDto,
  endpointTotal,
  endpointWithCounts,
  ENVIRONMENT_ENDPOINT_ID,
  environmentEndpoint,
  findDelivery,
  findEndpoint,
  listEndpoints,
  recentDeliveries,
} from './repository'

export interface WebhookRoutesOptions {
  /** ALERT_WEBHOOK_URL, listed as an endpoint the console shows and cannot edit. */
  environmentUrl?: string
}

const bearer = [{ bearerAuth: [] }]
const tags = ['webhooks']
const DeliveryParams = z.object({ id: idParam(), deliveryId: z.string().regex(/^msg_[A-Za-z0-9_-]{8,64}$/, { error: API_MESSAGES.webhookDeliveryNotFound }) })

/**
 * Webhook endpoints (docs/WEBHOOKS.md), super-admins only: where other systems hear of alerts, class
 * runs, screens and location changes, signed the Standard Webhooks way.
 */
const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, options) => {
  const guard = { onRequest: app.requireRole(...SUPER_ADMIN_ROLES) }

  /** Refuses a URL that leads to a private address (unless allowed), with words for people. */
  async function assertReachable(url: string) {
    try {
      await checkWebhookAddress(new URL(url), app.webhooks.policy)
    } catch (error) {
      if (error instanceof WebhookAddressError)
        throw badRequest(error.reason === 'private' ? API_MESSAGES.webhookUrlPrivate : API_MESSAGES.webhookUrlUnresolved)
      throw error
    }
  }
  async function requireEndpoint(id: string) {
    if (id === ENVIRONMENT_ENDPOINT_ID && options.environmentUrl) throw conflict(API_MESSAGES.webhookFromEnvironment)
    const row = await findEndpoint(app.db, id)
    if (!row) throw notFound(API_MESSAGES.webhookNotFound)
    return row
  }

  app.get(
    '/api/v1/webhooks',
    {
      schema: {
        operationId: 'listWebhooks',
        tags,
        summary: 'Webhook endpoints with their backlog (super-admin); ALERT_WEBHOOK_URL is listed first when set',
        security: bearer,
        response: { 200: WebhookEndpointListResponse, ...errorResponses(401, 403) },
      },
      ...guard,
    },
    async () => {
      const endpoints = await listEndpoints(app.db, app.webhooks.secrets)
      return { data: options.environmentUrl ? [await environmentEndpoint(app.db, options.environmentUrl), ...endpoints] : endpoints }
    },
  )

  app.post(
    '/api/v1/webhooks',
    {
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Adds an endpoint; the answer carries its signing secret, shown this once',
        security: bearer,
        body: WebhookEndpointBody,
        response: { 200: WebhookEndpointWithSecretResponse, ...errorResponses(400, 401, 403, 409) },
      },
      ...guard,
    },
    async (request) => {
      await assertReachable(request.body.url)
      if ((await endpointTotal(app.db)) >= WEBHOOK_ENDPOINTS_MAX) throw conflict(API_MESSAGES.webhookTooMany)
      const secret = newWebhookSecret()
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(webhookEndpoints)
          .values({ ...request.body, secret: app.webhooks.secrets.seal(secret) })
          .returning()
        await audit(tx, 'Webhook', 'create', signedInUser(request), { id: created.id, name: created.name, url: created.url, events: created.events })
        return created
      })
      return { data: { ...(await endpointWithCounts(app.db, row, app.webhooks.secrets)), secret } }
    },
  )

  app.get(
    '/api/v1/webhooks/:id',
    {
      schema: {
        operationId: 'getWebhook',
        tags,
        summary: 'One endpoint (super-admin)',
        security: bearer,
        params: IdParams,
        response: { 200: WebhookEndpointResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...guard,
    },
    async (request) => ({ data: await endpointWithCounts(app.db, await requireEndpoint(request.params.id), app.webhooks.secrets) }),
  )

  app.put(
    '/api/v1/webhooks/:id',
    {
      schema: {
        operationId: 'updateWebhook',
        tags,
        summary: 'Changes an endpoint’s name, URL, events, or turns it on or off',
        security: bearer,
        params: IdParams,
        body: WebhookEndpointUpdate,
        response: { 200: WebhookEndpointResponse, ...errorResponses(400, 401, 403, 404, 409, 412) },
      },
      config: { ifMatch: true },
      ...guard,
    },
    async (request) => {
      const current = await requireEndpoint(request.params.id)
      assertFresh(current.updatedAt, request.body, API_MESSAGES.webhookChanged)
      if (request.body.url !== current.url) await assertReachable(request.body.url)
      const { updatedAt: _version, ...changes } = request.body
      const row = await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(webhookEndpoints)
          .set({ ...changes, updatedAt: nextUpdatedAt(current.updatedAt) })
          .where(eq(webhookEndpoints.id, current.id))
          .returning()
        await audit(tx, 'Webhook', 'update', signedInUser(request), {
          id: current.id,
          name: updated.name,
          url: updated.url,
          events: updated.events,
          enabled: updated.enabled,
        })
        return updated
      })
      return { data: await endpointWithCounts(app.db, row, app.webhooks.secrets) }
    },
  )

  app.post(
    '/api/v1/webhooks/:id/secret',
    {
      schema: {
        operationId: 'rotateWebhookSecret',
        tags,
        summary: 'Replaces an endpoint’s signing secret at once; the answer carries the new one, shown this once',
        security: bearer,
        params: IdParams,
        response: { 200: WebhookEndpointWithSecretResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...guard,
    },
    async (request) => {
      const current = await requireEndpoint(request.params.id)
      const secret = newWebhookSecret()
      const row = await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(webhookEndpoints)
          .set({ secret: app.webhooks.secrets.seal(secret), updatedAt: nextUpdatedAt(current.updatedAt) })
          .where(eq(webhookEndpoints.id, current.id))
          .returning()
        await audit(tx, 'Webhook', 'update', signedInUser(request), { id: current.id, name: current.name, secretReplaced: true })
        return updated
      })
      return { data: { ...(await endpointWithCounts(app.db, row, app.webhooks.secrets)), secret } }
    },
  )

  app.delete(
    '/api/v1/webhooks/:id',
    {
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Removes an endpoint and its deliveries',
        security: bearer,
        params: IdParams,
        response: { 200: OkResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...guard,
    },
    async (request) => {
      const current = await requireEndpoint(request.params.id)
      await app.db.transaction(async (tx) => {
        await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id))
        await audit(tx, 'Webhook', 'delete', signedInUser(request), { id: current.id, name: current.name, url: current.url })
      })
      return { data: { ok: true } }
    },
  )

  app.get(
    '/api/v1/webhooks/:id/deliveries',
    {
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: 'An endpoint’s 50 newest deliveries: event, status, tries, the receiver’s answer and its time',
        security: bearer,
        params: IdParams,
        response: { 200: WebhookDeliveryListResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...guard,
    },
    async (request) => ({ data: await recentDeliveries(app.db, (await requireEndpoint(request.params.id)).id) }),
  )

  app.post(
    '/api/v1/webhooks/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        operationId: 'resendWebhookDelivery',
        tags,
        summary: 'Sends one delivery again, with the same webhook-id, at once and with its retries',
        security: bearer,
        params: DeliveryParams,
        response: { 200: WebhookDeliveryResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...guard,
    },
    async (request) => {
      const endpoint = await requireEndpoint(request.params.id)
      if (!(await findDelivery(app.db, endpoint.id, request.params.deliveryId))) throw notFound(API_MESSAGES.webhookDeliveryNotFound)
      await resendDelivery(app.db, request.params.deliveryId)
      await app.db.transaction((tx) =>
        audit(tx, 'Webhook', 'update', signedInUser(request), { id: endpoint.id, name: endpoint.name, deliveryResent: request.params.deliveryId }),
      )
      const row = await findDelivery(app.db, endpoint.id, request.params.deliveryId)
      return { data: deliveryDto(row!) }
    },
  )
}

export default webhookRoutes
