import { describe, expect, it } from 'vitest'
import { REDACTED, redact } from './audit'

describe('redact', () => {
  it('hides secrets at any depth and keeps the rest', () => {
    const when = new Date('2026-01-01T00:00:00Z')
    expect(redact({ name: 'x', password: 'p', passwordHash: 'h', nested: [{ token: 't', authCode: 'ABC123', ok: 1 }], when })).toEqual({
      name: 'x',
      password: REDACTED,
      passwordHash: REDACTED,
      nested: [{ token: REDACTED, authCode: REDACTED, ok: 1 }],
      when: '2026-01-01T00:00:00.000Z',
    })
  })
})
