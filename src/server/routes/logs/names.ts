import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { locations, screens, users } from '../../db/schema'
import { isUuid } from '../../../shared/uuid'

/** Every UUID-looking string in a log entry's data, at any depth. */
export function idsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (isUuid(value)) into.add(value.toLowerCase())
  } else if (Array.isArray(value)) {
    for (const item of value) idsIn(item, into)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) idsIn(item, into)
  }
  return into
}

/**
 * The names of the users, locations and screens a page of log entries mentions, id → name: the dialog and
 * the list show "Sam Lee" and "Demo Studio" where the entry holds ids. Records since deleted have no name
 * (their own delete entry still carries it in its data).
 */
export async function namesFor(db: Db, ids: Set<string>): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  if (ids.size === 0) return names
  const list = [...ids]
  const [people, places, devices] = await Promise.all([
    db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, list)),
    db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, list)),
    db.select({ id: screens.id, name: screens.name }).from(screens).where(inArray(screens.id, list)),
  ])
  for (const person of people) names.set(person.id, `${person.firstName} ${person.lastName}`.trim())
  for (const place of places) names.set(place.id, place.name)
  for (const device of devices) names.set(device.id, device.name)
  return names
}
