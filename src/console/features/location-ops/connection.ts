/** The three levels of the screen connection summary (docs/RULES.md#records, docs/RULES.md#connection-and-forms); `empty` when a location has no screens. */
export type ConnectionLevel = 'all' | 'some' | 'none' | 'empty'

export interface ConnectionCounts {
  level: ConnectionLevel
  connected: number
  total: number
}

/** All connected is green, some disconnected is yellow, all disconnected is red. */
export function connectionSummary(screens: readonly { status: { isConnected: boolean } }[]): ConnectionCounts {
  const total = screens.length
  const connected = screens.filter((screen) => screen.status.isConnected).length
  const level: ConnectionLevel = total === 0 ? 'empty' : connected === total ? 'all' : connected === 0 ? 'none' : 'some'
  return { level, connected, total }
}
