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

export interface LiveClass {
  /** Connected screens that say a class plays on them. */
  playing: number
  connected: number
  /**
   * What most playing screens show, when any says: the countdown (position 0, before the first
   * routine), or the clip at its place in the class (1-based: position 1, the first routine, is clip 2
   * as the screens and the class history number it).
   */
  clip: { countdown: true } | { countdown: false; number: number } | null
}

/** What the screens say of the class while it runs: how many play it, and the clip most of them show. */
export function liveClass(
  screens: readonly { status: { isConnected: boolean }; nowPlaying?: { playing: boolean; position?: number | null } | null }[],
): LiveClass {
  const connected = screens.filter((screen) => screen.status.isConnected)
  const playing = connected.filter((screen) => screen.nowPlaying?.playing)
  const votes = new Map<number, number>()
  for (const screen of playing) {
    const position = screen.nowPlaying?.position
    if (typeof position === 'number') votes.set(position, (votes.get(position) ?? 0) + 1)
  }
  const top = [...votes.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]
  const clip = top === undefined ? null : top[0] === 0 ? ({ countdown: true } as const) : ({ countdown: false, number: top[0] + 1 } as const)
  return { playing: playing.length, connected: connected.length, clip }
}
