import { clipSlot, comboNumber, type ClassFormat } from '../../../../shared/classFormat'

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

/**
 * The clip a screen shows, as the screen itself shows it (docs/RULES.md#class-playback): the countdown, the
 * mashup timer, or a routine by its step in the workout (a mashup class plays 2, 3, the timer, then 12 to 14),
 * with the 'COMBO # n' the screen overlays on a combo of a normal class.
 */
export type LiveClip = { kind: 'countdown' } | { kind: 'mashupTimer' } | { kind: 'routine'; step: number; combo: number | null }

/** The clip at a 0-based position of a class of `format`; null past the class's end. */
export function liveClip(format: ClassFormat, position: number): LiveClip | null {
  const slot = clipSlot(format, position)
  if (!slot) return null
  if (slot.kind === 'countdown') return { kind: 'countdown' }
  if (slot.kind === 'mashupTimer' || slot.step === null) return { kind: 'mashupTimer' }
  return { kind: 'routine', step: slot.step, combo: comboNumber(format, position) }
}

export interface LiveClass {
  /** Connected screens that say a class plays on them. */
  playing: number
  connected: number
  /**
   * What most playing screens show, when any says: the countdown (position 0, the same in both formats),
   * else the clip of the class's format at that place; null when no screen says, or when the format is
   * not known yet and the clip after the countdown would depend on it.
   */
  clip: LiveClip | null
}

/**
 * What the screens say of the class while it runs: how many play it, and the clip most of them show.
 * `format` is the class's (its run's, or 'normal' where a location offers no other); null (or left out): not known.
 */
export function liveClass(
  screens: readonly { status: { isConnected: boolean }; nowPlaying?: { playing: boolean; position?: number | null } | null }[],
  format: ClassFormat | null = null,
): LiveClass {
  const connected = screens.filter((screen) => screen.status.isConnected)
  const playing = connected.filter((screen) => screen.nowPlaying?.playing)
  const votes = new Map<number, number>()
  for (const screen of playing) {
    const position = screen.nowPlaying?.position
    if (typeof position === 'number') votes.set(position, (votes.get(position) ?? 0) + 1)
  }
  const top = [...votes.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]
  const clip = top === undefined ? null : top[0] === 0 ? ({ kind: 'countdown' } as const) : format ? liveClip(format, top[0]) : null
  return { playing: playing.length, connected: connected.length, clip }
}
