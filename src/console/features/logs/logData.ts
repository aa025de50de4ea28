import { AUDIT_DEVICE_ACTOR } from '../../../shared/schemas/logs'

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

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/

/** A leaf for people: an ISO instant as a date and time in the reader's language, anything else as textOf. */
export function readableText(value: unknown, locale: string): string {
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(value))
  }
  return textOf(value)
}

/** The fields worth showing: `_id` says again what `id` says. */
export function shownEntries(value: unknown): [string, unknown][] {
  const entries = entriesOf(value)
  const id = entries.find(([key]) => key === 'id')?.[1]
  return entries.filter(([key, item]) => !(key === '_id' && item === id))
}

/** The names the API sent with an entry (id → name of a user, location or screen it mentions). */
export function namesOf(entry: { names?: unknown }): Record<string, string> {
  return entry.names && typeof entry.names === 'object' ? (entry.names as Record<string, string>) : {}
}

/**
 * Which record an entry is about, in a word: its name, email, title or studio number as the entry holds it,
 * else the current name of the record its id points at (a user changed by id is titled by the user's name),
 * else its id's start.
 */
export function recordLabel(data: unknown, names: Record<string, string> = {}): string | null {
  if (!data || typeof data !== 'object') return null
  const record = data as Record<string, unknown>
  const person = [record.firstName, record.lastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '')
  const name = [record.name, person.join(' '), record.title, record.locationIdentifier, record.className, record.email].find(
    (value) => typeof value === 'string' && value.trim(),
  )
  if (typeof name === 'string') return name
  // The record itself, else what it belongs to: a timetable's location, a pairing's screen.
  const ids = [record.id, record.location, record.screen].filter((value): value is string => typeof value === 'string')
  const named = ids.find((id) => names[id])
  if (named) return names[named]
  return ids.length > 0 ? ids[0].slice(0, 8) : null
}

/** What the list shows in "Modified by": the person's name over their email, or the device's kind in words. */
export function actorLabel(
  entry: { modifiedBy: string; userId?: string | null; names?: unknown },
  t: (key: string) => string,
): { name: string; detail: string | null } {
  if (entry.modifiedBy === AUDIT_DEVICE_ACTOR) return { name: t('resources.logs.screenDevice'), detail: null }
  const name = entry.userId ? namesOf(entry)[entry.userId] : undefined
  return name ? { name, detail: entry.modifiedBy } : { name: entry.modifiedBy, detail: null }
}

/** A field of an entry's data in the reader's words; list positions as "#1"; a field we have no words for, spaced out. */
export function fieldLabel(key: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (/^\d+$/.test(key)) return `#${Number(key) + 1}`
  const spaced = key.replace(/^_/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2')
  return t(`resources.logs.dataFields.${key}`, { defaultValue: spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase() })
}

const BULK_WORDS: Record<string, string> = {
  hardRefresh: 'hardRefresh',
  refresh: 'refresh',
  automaticOn: 'automaticOn',
  automaticOff: 'automaticOff',
  start: 'classStarted',
  stop: 'classStopped',
  reloadIdle: 'reloadIdle',
}

/**
 * What a location's change did, in the reader's words, where the entry says it: "Class started", "Automatic mode
 * turned off", "Hard refresh (9 screens)", "Settings changed: Name and Time zone". A Start, a Stop and a switch all read "Location changed" otherwise. Null
 * for an entry without such words (its action's word stays).
 */
export function changeWords(
  entry: { model: string; action: string; data: unknown },
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
): string | null {
  if (entry.model !== 'Location' || entry.action !== 'update' || !entry.data || typeof entry.data !== 'object') return null
  const data = entry.data as Record<string, unknown>
  const key = 'resources.logs.changes'
  const words: string[] = []
  const changed = data.changed && typeof data.changed === 'object' ? (data.changed as Record<string, unknown>) : null
  if (changed) {
    if (typeof changed.classStart === 'boolean') words.push(t(`${key}.${changed.classStart ? 'classStarted' : 'classStopped'}`))
    if (typeof changed.automaticMode === 'boolean') words.push(t(`${key}.${changed.automaticMode ? 'automaticOn' : 'automaticOff'}`))
    if (words.length === 0) words.push(t(`${key}.classUnchanged`))
  }
  // A form's edit: which settings it changed, in the reader's words ("Settings changed: Name and Time zone").
  const edited = data.changes && typeof data.changes === 'object' ? Object.keys(data.changes).filter((field) => field !== 'updatedAt') : []
  if (data.region && typeof data.region === 'object') edited.push('region')
  if (edited.length > 0)
    words.push(t(`${key}.fieldsChanged`, { fields: new Intl.ListFormat(locale, { type: 'conjunction' }).format(edited.map((field) => fieldLabel(field, t))) }))
  const action = typeof data.action === 'string' ? data.action : ''
  const screens = typeof data.screens === 'number' ? data.screens : 0
  if (action === 'hard refresh') words.push(t(`${key}.hardRefresh`, { screens }))
  const bulk = action.startsWith('bulk ') ? BULK_WORDS[action.slice(5)] : undefined
  if (bulk) words.push(t(`${key}.acrossStudios`, { what: t(`${key}.${bulk}`, { screens }) }))
  return words.length > 0 ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(words) : null
}
