import { describe, expect, it } from 'vitest'
import { keyMayCall, keyPrefix, looksLikeApiKey, newApiKey, parseApiKey, secretMatches } from './apiKeys'

describe('API keys', () => {
  it('makes kbs_<public id>_<secret> keys that parse back and match only their own hash', () => {
    const one = newApiKey()
    const other = newApiKey()
    expect(one.key.startsWith(`${keyPrefix(one.publicId)}_`)).toBe(true)
    expect(one.key).not.toBe(other.key)
    const parts = parseApiKey(one.key)!
    expect(parts.publicId).toBe(one.publicId)
    expect(one.secretHash).not.toContain(parts.secret)
    expect(secretMatches(parts.secret, one.secretHash)).toBe(true)
    expect(secretMatches(parts.secret, other.secretHash)).toBe(false)
    expect(secretMatches(parts.secret, 'not-hex')).toBe(false)
    expect(looksLikeApiKey(one.key)).toBe(true)
    expect(parseApiKey(`${one.key}x`)).toBeNull()
    expect(parseApiKey('kbs_short_secret')).toBeNull()
  })

  it('opens only its scopes’ routes, and never the console’s own routes nor the keys', () => {
    expect(keyMayCall([], 'GET', '/api/v1/locations')).toBe(true)
    expect(keyMayCall([], 'GET', '/api/v1/auth/me')).toBe(false)
    expect(keyMayCall([], 'GET', '/api/v1/api-keys')).toBe(false)
    expect(keyMayCall([], 'GET', '/api/v1/console/events')).toBe(false)
    expect(keyMayCall([], 'PUT', '/api/v1/alerts/seen')).toBe(false)
    expect(keyMayCall(['locations:read'], 'GET', '/api/v1/locations/:id/timetable')).toBe(true)
    expect(keyMayCall(['locations:read'], 'PUT', '/api/v1/locations/:id/timetable')).toBe(false)
    expect(keyMayCall(['locations:read'], 'GET', '/api/v1/locations/:id/class-runs')).toBe(false)
    expect(keyMayCall(['classRuns:read'], 'GET', '/api/v1/locations/:id/class-runs')).toBe(true)
    expect(keyMayCall(['plays:read'], 'GET', '/api/v1/plays')).toBe(true)
    expect(keyMayCall(['classes:control'], 'PUT', '/api/v1/locations/:id/class')).toBe(true)
    expect(keyMayCall(['classes:control'], 'GET', '/api/v1/locations')).toBe(false)
  })
})
