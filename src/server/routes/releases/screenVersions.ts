import { eq, sql } from 'drizzle-orm'
import type { ScreenAppVersion, ScreenVersions } from '../../../shared/schemas/releases'
import { APP_VERSION } from '../../../shared/constants'
import type { Db } from '../../db/client'
import { locations, screens } from '../../db/schema'
import { inLocationScope, type LocationScope } from '../../lib/locationScope'

/**
 * Newest first: the dotted numbers compare as numbers (21.12.22 > 21.9.1), a build suffix is newer
 * than the plain version (21.12.22-001 > 21.12.22); anything of another shape after, as text; none last.
 */
export function compareVersionsNewestFirst(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  const parts = (version: string) => (/^\d+(\.\d+)*(-\d+)?$/.test(version) ? version.split(/[.-]/).map(Number) : null)
  const [left, right] = [parts(a), parts(b)]
  if (!left || !right) return left ? -1 : right ? 1 : a < b ? -1 : 1
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (right[index] ?? -1) - (left[index] ?? -1)
    if (difference !== 0) return difference
  }
  return 0
}

/**
 * Which class-screen app versions the screens in `scope` run, as each last said with its poll
 * (`device_state.appVersion`, written with the heartbeats): one grouped read of the screens table.
 */
export async function screenVersions(db: Db, scope: LocationScope): Promise<ScreenVersions> {
  const version = sql<string | null>`${screens.deviceState}->>'appVersion'`
  const rows = await db
    .select({
      version,
      id: locations.id,
      name: locations.name,
      locationIdentifier: locations.locationIdentifier,
      screens: sql<number>`count(*)::int`,
    })
    .from(screens)
    .innerJoin(locations, eq(locations.id, screens.locationId))
    .where(inLocationScope(screens.locationId, scope))
    .groupBy(version, locations.id, locations.name, locations.locationIdentifier)

  const byVersion = new Map<string | null, ScreenAppVersion>()
  for (const { version: reported, screens: count, ...location } of rows) {
    let entry = byVersion.get(reported)
    if (!entry) byVersion.set(reported, (entry = { version: reported, screens: 0, locations: [] }))
    entry.screens += count
    entry.locations.push({ ...location, screens: count })
  }
  const versions = [...byVersion.values()].sort((a, b) => compareVersionsNewestFirst(a.version, b.version))
  for (const entry of versions) entry.locations.sort((a, b) => b.screens - a.screens || a.name.localeCompare(b.name))
  return { serverVersion: APP_VERSION, versions }
}
