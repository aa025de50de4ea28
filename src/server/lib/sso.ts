import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export interface SsoPayload {
  email: string
  /** Expiry, seconds since the epoch. */
  exp: number
  nonce: string
}

/** Tokens may not live longer than this, whatever `exp` they claim. */
export const SSO_MAX_LIFETIME_SECONDS = 10 * 60

function sign(secret: string, encodedPayload: string): Buffer {
  return createHmac('sha256', secret).update(encodedPayload).digest()
}

/** `base64url(JSON payload).base64url(HMAC-SHA256(secret, first part))`. */
export function signSsoToken(secret: string, payload: SsoPayload): string {
  const encodedPayload = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${encodedPayload}.${sign(secret, encodedPayload).toString('base64url')}`
}

/** A token for `email` valid for `lifetimeSeconds`, with a fresh nonce. */
export function issueSsoToken(secret: string, email: string, lifetimeSeconds = 120, now = Date.now()): string {
  return signSsoToken(secret, { email, exp: Math.floor(now / 1000) + lifetimeSeconds, nonce: randomBytes(16).toString('base64url') })
}

/** The payload when the signature is right and the token is current; otherwise null. Replay is checked by the caller. */
export function verifySsoToken(secret: string, token: string, now = Date.now()): SsoPayload | null {
  const [encodedPayload, encodedSignature, extra] = token.split('.')
  if (!encodedPayload || !encodedSignature || extra !== undefined) return null
  const expected = sign(secret, encodedPayload)
  const given = Buffer.from(encodedSignature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const { email, exp, nonce } = (payload ?? {}) as Partial<SsoPayload>
  if (typeof email !== 'string' || typeof exp !== 'number' || typeof nonce !== 'string' || nonce.length < 8) return null
  const nowSeconds = now / 1000
  if (exp <= nowSeconds || exp > nowSeconds + SSO_MAX_LIFETIME_SECONDS) return null
  return { email, exp, nonce }
}
