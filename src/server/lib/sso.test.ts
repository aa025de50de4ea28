import { describe, expect, it } from 'vitest'
import { issueSsoToken, signSsoToken, verifySsoToken } from './sso'

const secret = 'a-secret-of-at-least-thirty-two-characters'
const now = Date.UTC(2026, 0, 1)

describe('SSO tokens', () => {
  it('round-trips a fresh token', () => {
    const token = issueSsoToken(secret, 'a@b.test', 60, now)
    expect(verifySsoToken(secret, token, now)).toMatchObject({ email: 'a@b.test', exp: now / 1000 + 60 })
  })

  it('refuses expiry, tampering, another secret and overlong lifetimes', () => {
    const token = issueSsoToken(secret, 'a@b.test', 60, now)
    expect(verifySsoToken(secret, token, now + 61_000)).toBeNull()
    expect(verifySsoToken('another-secret-of-thirty-two-characters', token, now)).toBeNull()
    const [, signature] = token.split('.')
    const tampered = `${Buffer.from(JSON.stringify({ email: 'boss@b.test', exp: now / 1000 + 60, nonce: 'abcdefghij' })).toString('base64url')}.${signature}`
    expect(verifySsoToken(secret, tampered, now)).toBeNull()
    expect(verifySsoToken(secret, signSsoToken(secret, { email: 'a@b.test', exp: now / 1000 + 3600, nonce: 'abcdefghij' }), now)).toBeNull()
    expect(verifySsoToken(secret, 'garbage', now)).toBeNull()
  })
})
