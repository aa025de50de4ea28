import { describe, expect, it } from 'vitest'
import { connectionSummary, liveClass } from './connection'

const screen = (isConnected: boolean) => ({ status: { isConnected } })

describe('connectionSummary', () => {
  it('is green when every screen is connected, yellow when some are, red when none are', () => {
    expect(connectionSummary([screen(true), screen(true)]).level).toBe('all')
    expect(connectionSummary([screen(true), screen(false)])).toEqual({ level: 'some', connected: 1, total: 2 })
    expect(connectionSummary([screen(false), screen(false)]).level).toBe('none')
  })
  it('has its own level for a location without screens', () => {
    expect(connectionSummary([]).level).toBe('empty')
  })
})

describe('liveClass', () => {
  const on = (position: number | null, playing = true, isConnected = true) => ({ status: { isConnected }, nowPlaying: { playing, position } })
  it('counts connected screens that play, and names the clip most of them show', () => {
    expect(liveClass([on(4), on(4), on(3), on(null, false), on(4, true, false), { status: { isConnected: true }, nowPlaying: null }], 'normal')).toEqual({
      playing: 3,
      connected: 5,
      clip: { kind: 'routine', step: 5, combo: 2 },
    })
  })
  it('says the countdown runs while most screens show it, not a clip number', () => {
    expect(liveClass([on(0), on(0), on(1)], 'normal').clip).toEqual({ kind: 'countdown' })
    expect(liveClass([on(1), on(1), on(0)], 'normal').clip).toEqual({ kind: 'routine', step: 2, combo: null })
  })
  it('names a mashup class’s clips as its screens play them: routines 2 and 3, the mashup timer, then 12 to 14, no combos', () => {
    expect([1, 2, 3, 4, 5, 6].map((position) => liveClass([on(position)], 'mashup').clip)).toEqual([
      { kind: 'routine', step: 2, combo: null },
      { kind: 'routine', step: 3, combo: null },
      { kind: 'mashupTimer' },
      { kind: 'routine', step: 12, combo: null },
      { kind: 'routine', step: 13, combo: null },
      { kind: 'routine', step: 14, combo: null },
    ])
  })
  it('numbers a normal class’s clips by their routine step, with the combo the screen overlays on steps 4 to 11', () => {
    expect([3, 10, 11, 13].map((position) => liveClass([on(position)], 'normal').clip)).toEqual([
      { kind: 'routine', step: 4, combo: 1 },
      { kind: 'routine', step: 11, combo: 8 },
      { kind: 'routine', step: 12, combo: null },
      { kind: 'routine', step: 14, combo: null },
    ])
  })
  it('names no clip past the countdown while the format is not known, nor past the class’s end', () => {
    expect(liveClass([on(0)], null).clip).toEqual({ kind: 'countdown' })
    expect(liveClass([on(4)], null).clip).toBeNull()
    expect(liveClass([on(7)], 'mashup').clip).toBeNull()
  })
  it('names no clip when no screen says', () => {
    expect(liveClass([on(null, false)], 'normal')).toEqual({ playing: 0, connected: 1, clip: null })
  })
})
