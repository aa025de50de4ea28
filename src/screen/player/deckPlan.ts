/** A clip's identity in the class: its position and its original URL (durations and tests key on it), never the src played. */
export interface DeckClip {
  position: number
  url: string
}

/** What the class machine wants on screen: the clip now, the one after it, and the class clock they follow. */
export interface DeckPlan {
  /** Identifies the class run (the class machine's count of classes); startedAt may be refined while it plays. */
  classKey: number
  head: DeckClip
  next: DeckClip | null
  /** Device epoch ms of the class start; null plays clip after clip without the clock. */
  startedAt: number | null
  startOffsetSeconds: number
  /** Seconds per position of the whole class (undefined while unknown). */
  durations: readonly (number | undefined)[]
}

export function sameClip(a: DeckClip | null, b: DeckClip | null): boolean {
  return a !== null && b !== null && a.position === b.position && a.url === b.url
}

/**
 * The deck swaps clips on their first frame and the machine catches up with the swap a moment later:
 * a plan whose head is before the clip on screen, in the same class, is one the deck already left.
 */
export function isBehindScreen(current: DeckPlan | null, onScreen: DeckClip | null, plan: DeckPlan): boolean {
  return current !== null && onScreen !== null && plan.classKey === current.classKey && plan.head.position < onScreen.position
}
