/** True when the row changed after the version the client edited (optimistic concurrency). */
export function isStale(current: Date, editedUpdatedAt: string): boolean {
  return current.getTime() > Date.parse(editedUpdatedAt)
}

/** The next `updatedAt`: now, but strictly newer than the edited version even within the same millisecond. */
export function nextUpdatedAt(current: Date, now: Date = new Date()): Date {
  return new Date(Math.max(now.getTime(), current.getTime() + 1))
}
