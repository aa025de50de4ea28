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
    expect(liveClass([on(4), on(4), on(3), on(null, false), on(4, true, false), { status: { isConnected: true }, nowPlaying: null }])).toEqual({
      playing: 3,
      connected: 5,
      clip: { countdown: false, number: 5 },
    })
  })
  it('says the countdown runs while most screens show it, not a clip number', () => {
    expect(liveClass([on(0), on(0), on(1)]).clip).toEqual({ countdown: true })
    expect(liveClass([on(1), on(1), on(0)]).clip).toEqual({ countdown: false, number: 2 })
  })
  it('names no clip when no screen says', () => {
    expect(liveClass([on(null, false)])).toEqual({ playing: 0, connected: 1, clip: null })
  })
})
