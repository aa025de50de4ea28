/** What a log entry's data holds at one place of its tree. */
export type LogValueKind = 'text' | 'list' | 'object' | 'missing'

export function kindOf(value: unknown): LogValueKind {
  if (value === null || value === undefined || value === '') return 'missing'
  if (Array.isArray(value)) return value.length ? 'list' : 'missing'
  if (typeof value === 'object') return Object.keys(value).length ? 'object' : 'missing'
  return 'text'
}

/** The value at `path` inside `data`, or undefined. */
export function valueAt(data: unknown, path: readonly string[]): unknown {
  let current: unknown = data
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/** The fields of an object or a list (indexes as keys), in their stored order. */
export function entriesOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((item, index) => [String(index), item])
  if (value && typeof value === 'object') return Object.entries(value as Record<string, unknown>)
  return []
}

/** A leaf as text: ISO dates stay as written, booleans and numbers as JSON. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}
