import { createHmac, randomBytes } from 'node:crypto'

/**
 * Standard Webhooks signing (docs/WEBHOOKS.md#verifying-a-delivery): a secret `whsec_<base64>`, and
 * for each delivery `webhook-id`, `webhook-timestamp` (seconds) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`), so receivers verify with existing libraries.
 */
const SECRET_PREFIX = 'whsec_'

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`
}

/** The characters of a secret shown after it was made: enough to tell two apart, not to sign. */
export const secretHint = (secret: string) => `${secret.slice(0, SECRET_PREFIX.length + 4)}…`

export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`
}

export function signatureOf(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64')
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`
}

/** The three headers of one delivery attempt (the timestamp is the attempt's, as the convention asks). */
export function signedHeaders(secret: string, messageId: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000)
  return { 'webhook-id': messageId, 'webhook-timestamp': String(timestamp), 'webhook-signature': signatureOf(secret, messageId, timestamp, body) }
}
