import { describe, expect, it } from 'vitest'
import type { KeptScreen } from '../../../machines/screenData'
import { KEPT_VERSION, keptWrite, usableKept, type KeptRecord } from './keptScreen'

const screen = { screen: { id: 'scr-1', name: 'Round 1', round: 1 }, location: null, workout: null }
const server = { classStart: true, automaticMode: false, alternateCountdown: false, classStartedAt: '2026-06-15T13:59:00.000Z' }
const finishedStarts: number[] = []
const context = { token: 'tok', screen, server, clockOffsetMs: 1_500, finishedStarts }
const state: KeptScreen = { screen, server, clockOffsetMs: 1_500, finishedStarts }

describe('usableKept', () => {
  it("answers the kept state of this token's screen", () => {
    const record = { version: KEPT_VERSION, token: 'tok', keptAt: 1, state, language: 'fr' }
    expect(usableKept(record, 'tok')).toEqual(record)
  })

  it("ignores another screen's copy, an older shape, a broken record, and any copy without a token", () => {
    expect(usableKept({ version: KEPT_VERSION, token: 'other', keptAt: 1, state }, 'tok')).toBeNull()
    expect(usableKept({ version: KEPT_VERSION - 1, token: 'tok', keptAt: 1, state }, 'tok')).toBeNull()
    expect(usableKept({ version: KEPT_VERSION, token: 'tok', keptAt: 1, state: { ...state, clockOffsetMs: 'soon' } }, 'tok')).toBeNull()
    expect(usableKept({ version: KEPT_VERSION, token: 'tok', keptAt: 1, state: { ...state, screen: null } }, 'tok')).toBeNull()
    expect(usableKept('screen', 'tok')).toBeNull()
    expect(usableKept(undefined, 'tok')).toBeNull()
    expect(usableKept({ version: KEPT_VERSION, token: 'tok', keptAt: 1, state }, null)).toBeNull()
  })
})

describe('keptWrite', () => {
  it('writes a record for a loaded screen, then only when what is kept changes', () => {
    const first = keptWrite(context, null, 1_000, 'fr')
    expect(first).toEqual({ version: KEPT_VERSION, token: 'tok', keptAt: 1_000, state, language: 'fr' })
    const kept = first as KeptRecord
    expect(keptWrite(context, kept, 2_000, 'fr')).toBeNull()
    expect(keptWrite(context, kept, 2_000, 'ar')).toMatchObject({ language: 'ar' })
    expect(keptWrite({ ...context, server: { ...server, classStart: false } }, kept, 3_000)).toMatchObject({
      keptAt: 3_000,
      state: { server: { classStart: false } },
    })
    expect(keptWrite({ ...context, clockOffsetMs: 20 }, kept, 3_000)).toMatchObject({ state: { clockOffsetMs: 20 } })
  })

  it('keeps nothing before the screen is loaded, and forgets the copy once the token is gone (unpaired)', () => {
    expect(keptWrite({ ...context, screen: null }, null, 1)).toBeNull()
    expect(keptWrite({ ...context, token: null }, null, 1)).toBeNull()
    expect(keptWrite({ ...context, token: null, screen: null }, { version: KEPT_VERSION, token: 'tok', keptAt: 0, state }, 1)).toBe('forget')
  })
})
