// Tests only: a deck plan for a class that began at a fixed instant, with clips of 10, 20 and 30 s
// (they begin 0, 10 and 30 s into the class, which ends at 60 s).
import type { DeckPlan } from './deckPlan'

export const CLASS_STARTED_AT = 1_700_000_000_000

export const testPlan = (overrides: Partial<DeckPlan> = {}): DeckPlan => ({
  classKey: 1,
  head: { position: 1, url: '/media/b.mp4' },
  next: { position: 2, url: '/media/c.mp4' },
  startedAt: CLASS_STARTED_AT,
  startOffsetSeconds: 0,
  durations: [10, 20, 30],
  ...overrides,
})
