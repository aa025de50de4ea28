import { describe, expect, it } from 'vitest'
import { connectionSummary } from './connection'

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
