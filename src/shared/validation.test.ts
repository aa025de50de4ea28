import { describe, expect, it } from 'vitest'
import { LANGUAGES, RESTRICTED_LANGUAGES, RESTRICTED_TIME_ZONES } from './constants'
import { isLanguage, isScheduleHour, isStrongPassword, isStudioNumber, isTimeZone } from './validation'

describe('isStrongPassword (docs/RULES.md#validation)', () => {
  it.each(['Abcdef1!', 'Sup3r-Secret!', 'aB3#aaaa'])('accepts %s', (password) => expect(isStrongPassword(password)).toBe(true))
  it.each([
    ['too short', 'Ab1!abc'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no listed symbol', 'Abcdefg1_'],
  ])('refuses %s', (_, password) => expect(isStrongPassword(password)).toBe(false))
})

describe('isStudioNumber', () => {
  it.each(['KB-US-0001', 'KB-0001', 'KB-CA-123456'])('accepts %s', (value) => expect(isStudioNumber(value)).toBe(true))
  it.each(['KB-US-001', 'XX-US-0001', 'kb-us-0001', 'KB-USA-0001', 'KB-US-0001 ', 'KB-US-00a1'])('refuses %s', (value) =>
    expect(isStudioNumber(value)).toBe(false),
  )
})

describe('lists of docs/RULES.md#constants', () => {
  it('has 23 languages including the restricted ones', () => {
    expect(LANGUAGES).toHaveLength(23)
    expect(new Set(LANGUAGES).size).toBe(23)
    for (const language of RESTRICTED_LANGUAGES) expect(isLanguage(language)).toBe(true)
    expect(isLanguage('de')).toBe(false)
  })

  it('knows every restricted time zone as an IANA zone', () => {
    for (const zone of RESTRICTED_TIME_ZONES) expect(isTimeZone(zone)).toBe(true)
    expect(isTimeZone('Europe/Paris')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
  })

  it('takes schedule hours 5 to 12 only', () => {
    expect([5, 12].every(isScheduleHour)).toBe(true)
    expect([4, 13, 7.5, '7', null].some(isScheduleHour)).toBe(false)
  })
})
