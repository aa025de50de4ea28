/** Where each clip of a run's timeline sits: a shared scale from the planned start to the last clip's end. */
export interface TimedPlay {
  startedAt: string
  endedAt?: string | null
}

export interface Scale {
  from: number
  to: number
  /** Percent of the track from the left (start) edge. */
  at(iso: string): number
  /** Percent of the track a clip covers (at least a sliver, so a short clip stays visible). */
  width(play: TimedPlay): number
}

/** A clip still on screen or cut without an end is drawn this long. */
const OPEN_CLIP_MS = 4_000
const MIN_WIDTH = 0.4

export function scaleOf(plannedStartAt: string, lanes: readonly { plays: readonly TimedPlay[] }[]): Scale {
  const plays = lanes.flatMap((lane) => lane.plays)
  const endOf = (play: TimedPlay) => (play.endedAt ? Date.parse(play.endedAt) : Date.parse(play.startedAt) + OPEN_CLIP_MS)
  const from = Math.min(Date.parse(plannedStartAt), ...plays.map((play) => Date.parse(play.startedAt)))
  const to = Math.max(from + 1, ...plays.map(endOf))
  const span = to - from
  const at = (iso: string) => ((Date.parse(iso) - from) / span) * 100
  return {
    from,
    to,
    at,
    width: (play) => Math.max(MIN_WIDTH, ((endOf(play) - Date.parse(play.startedAt)) / span) * 100),
  }
}
