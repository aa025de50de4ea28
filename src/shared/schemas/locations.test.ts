import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES } from '../messages'
import { MeUpdateBody } from './auth'
import { LocationCreateBody, LocationUpdateBody } from './locations'

const valid = { name: 'Studio', locationIdentifier: 'KB-US-0042', urlSlug: 'studio', timeZone: 'Asia/Tokyo', language: 'JA' }

describe('location bodies', () => {
  it('normalises the language and leaves flags to their defaults', () => {
    expect(LocationCreateBody.parse(valid)).toEqual({ ...valid, language: 'ja' })
  })

  it('allows 85 characters in a name and no more', () => {
    expect(LocationCreateBody.safeParse({ ...valid, name: 'x'.repeat(85) }).success).toBe(true)
    const result = LocationCreateBody.safeParse({ ...valid, name: 'x'.repeat(86) })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Too long'])
  })

  it('takes the updatedAt of the edited version on update when given, and checks it is a date-time', () => {
    expect(LocationUpdateBody.safeParse({ name: 'x' }).success).toBe(true)
    expect(LocationUpdateBody.safeParse({ name: 'x', updatedAt: '2026-01-02T03:04:05.678Z' }).success).toBe(true)
    expect(LocationUpdateBody.safeParse({ name: 'x', updatedAt: 'yesterday' }).success).toBe(false)
  })
})

describe('profile body', () => {
  const profile = { firstName: 'Ada', lastName: 'Admin', email: ' Ada@Studio.TEST ' }

  it('accepts a blank password and lower-cases the email', () => {
    expect(MeUpdateBody.parse({ ...profile, password: '' })).toEqual({ firstName: 'Ada', lastName: 'Admin', email: 'ada@studio.test', password: '' })
  })

  it('gives the product’s message for a weak password', () => {
    const result = MeUpdateBody.safeParse({ ...profile, password: 'password' })
    expect(result.error?.issues.map((issue) => issue.message)).toContain(VALIDATION_MESSAGES.passwordTooWeak)
  })
})
