/**
 * The last turn of each of the screen's loops, for the watchdog (machines/watchdogMachine.ts): the
 * player's sync loop (every 200 ms while a class plays) and the poll loop (every 30 s). Kept outside
 * the player's chunk, like nowPlaying.ts.
 */
export type LoopName = 'player' | 'poll'

const beats = new Map<LoopName, number>()

export function beat(loop: LoopName, at = Date.now()): void {
  beats.set(loop, at)
}

/** The loop ended on purpose (the player left the screen): its silence is not a stall. */
export function endBeats(loop: LoopName): void {
  beats.delete(loop)
}

export function lastBeat(loop: LoopName): number | null {
  return beats.get(loop) ?? null
}
