import { z } from 'zod'
import { NAME_MAX } from '../constants'
import { API_MESSAGES } from '../messages'
import { dataEnvelope, dateTime, editedVersion, requiredText, uuid } from './common'

/**
 * What a webhook endpoint can ask to hear (docs/WEBHOOKS.md). Each delivery's body is
 * `{ type, timestamp, data }`, the shape the Standard Webhooks convention suggests.
 */
export const WEBHOOK_EVENTS = [
  'alert.raised',
  'alert.resolved',
  'classRun.started',
  'classRun.finished',
  'screen.connected',
  'screen.disconnected',
  'location.changed',
  'message.emergency',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const
/** Endpoints a chain may configure. */
export const WEBHOOK_ENDPOINTS_MAX = 50
export const WEBHOOK_URL_MAX = 2000

const webhookUrl = () =>
  z
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX)
    .refine(
      (value) => {
        try {
          const url = new URL(value)
          return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
        } catch {
          return false
        }
      },
      { error: API_MESSAGES.webhookUrlInvalid },
    )

export const WebhookEndpointBody = z
  .object({
    name: requiredText(NAME_MAX),
    url: webhookUrl(),
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .min(1, { error: API_MESSAGES.webhookEventsRequired })
      .transform((events) => [...new Set(events)]),
    enabled: z.boolean().default(true),
  })
  .meta({ id: 'WebhookEndpointBody' })
export type WebhookEndpointBody = z.infer<typeof WebhookEndpointBody>

export const WebhookEndpointUpdate = WebhookEndpointBody.extend({ updatedAt: editedVersion() }).meta({ id: 'WebhookEndpointUpdate' })

export const WebhookEndpoint = z
  .object({
    id: uuid(),
    name: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    enabled: z.boolean(),
    /** True for ALERT_WEBHOOK_URL: configured by the environment, shown, not edited here. */
    fromEnvironment: z.boolean(),
    /** The secret's first characters, so two copies can be told apart; the whole secret is shown once. */
    secretHint: z.string().nullable(),
    pending: z.number().int().describe('Deliveries waiting to be sent or retried'),
    failed: z.number().int().describe('Deliveries given up after the last retry'),
    lastDeliveryAt: dateTime().nullable(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'WebhookEndpoint' })
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>

export const WebhookEndpointResponse = dataEnvelope(WebhookEndpoint, 'WebhookEndpointResponse')
export const WebhookEndpointListResponse = z.object({ data: z.array(WebhookEndpoint) }).meta({ id: 'WebhookEndpointListResponse' })
/** An endpoint just made, or its secret just replaced: the only answer that carries the whole secret. */
export const WebhookEndpointWithSecretResponse = z
  .object({ data: WebhookEndpoint.extend({ secret: z.string().describe('whsec_…: shown this once; store it in the receiver') }) })
  .meta({ id: 'WebhookEndpointWithSecretResponse' })

export const WebhookDelivery = z
  .object({
    id: z.string().describe('The webhook-id header: the same on every retry, so a receiver can drop a repeat'),
    event: z.enum(WEBHOOK_EVENTS),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable(),
    responseMs: z.number().int().nullable(),
    error: z.string().nullable(),
    createdAt: dateTime(),
    deliveredAt: dateTime().nullable(),
    nextAttemptAt: dateTime().nullable(),
  })
  .meta({ id: 'WebhookDelivery' })
export type WebhookDelivery = z.infer<typeof WebhookDelivery>

export const WebhookDeliveryListResponse = z.object({ data: z.array(WebhookDelivery) }).meta({ id: 'WebhookDeliveryListResponse' })
export const WebhookDeliveryResponse = dataEnvelope(WebhookDelivery, 'WebhookDeliveryResponse')
