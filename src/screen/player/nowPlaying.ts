/**
 * The clip on screen, for the poll to tell the console (its live class card). The player sets it;
 * the poll reads it. Not part of the player's chunk: the poll runs before the player loads.
 */
let position: number | null = null

export function setNowPlaying(next: number | null): void {
  position = next
}

export function nowPlayingPosition(): number | null {
  return position
}
