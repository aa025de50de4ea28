/** What the log shows of one entry: itself, the head of a run of sign-ins, or one of that run opened. */
export interface GroupedRow<T> {
  row: T
  /** On the first entry of a run of two or more sign-ins of one user: how many, and whether it is opened. */
  group?: { size: number; expanded: boolean }
  /** An entry of an opened run (after its head). */
  inGroup?: boolean
}

/**
 * Consecutive sign-ins of the same user collapse into one row ("5 sign-ins") that opens to show each;
 * anything else between them ends the run. `expanded` holds the ids of the opened runs' first entries.
 */
export function groupSignIns<T extends { id: string; action: string; userId?: string | null }>(
  rows: readonly T[],
  expanded: ReadonlySet<string>,
): GroupedRow<T>[] {
  const shown: GroupedRow<T>[] = []
  let index = 0
  while (index < rows.length) {
    const head = rows[index]
    let end = index + 1
    if (head.action === 'sign-in' && head.userId) {
      while (end < rows.length && rows[end].action === 'sign-in' && rows[end].userId === head.userId) end += 1
    }
    const size = end - index
    if (size === 1) {
      shown.push({ row: head })
    } else {
      const open = expanded.has(head.id)
      shown.push({ row: head, group: { size, expanded: open } })
      if (open) for (const row of rows.slice(index + 1, end)) shown.push({ row, inGroup: true })
    }
    index = end
  }
  return shown
}
