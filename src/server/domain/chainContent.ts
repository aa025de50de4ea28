import { and, asc, eq } from 'drizzle-orm'
import { SCREEN_CONNECTED_WINDOW_MS } from '../../shared/constants'
import type { ContentReadiness, ScreenContent } from '../../shared/schemas/classRuns'
import type { Db } from '../db/client'
import { locations, regions } from '../db/schema'
import { inLocationScope, type LocationScope } from '../lib/locationScope'
import { screenContent } from './contentReadiness'
import { contentSummary, type ReadinessSources } from './readiness'
import { pairedScreens } from './screens'

/**
 * Content ahead across the chain (docs/CLASS-RUNS.md#content-ahead): per region and per location in service the
 * caller sees, how many paired screens hold today's workout, their next change's and the whole week's. Three
 * queries whatever the chain's size; each screen's plan comes from the fleet's memory (one per location and round).
 */
export async function chainContent(
  db: Db,
  sources: Pick<ReadinessSources, 'screenPlan' | 'deviceState' | 'lastSeen'>,
  scope: LocationScope,
  now: Date,
): Promise<ContentReadiness> {
  const rows = await db
    .select({ location: locations, regionName: regions.name })
    .from(locations)
    .leftJoin(regions, eq(regions.id, locations.regionId))
    .where(and(eq(locations.isActive, true), eq(locations.isEnabled, true), inLocationScope(locations.id, scope)))
    .orderBy(asc(locations.name))
  const ids = rows.map((row) => row.location.id)
  const paired = await pairedScreens(db, ids)
  const byLocation = new Map<string, ScreenContent[]>()
  const locationById = new Map(rows.map((row) => [row.location.id, row.location]))
  for (const screen of paired) {
    const location = locationById.get(screen.locationId)!
    const seen = sources.lastSeen(screen)
    const connected = seen !== null && now.getTime() - seen.getTime() <= SCREEN_CONNECTED_WINDOW_MS
    const content = screenContent(await sources.screenPlan(screen.round, location, now), sources.deviceState(screen.id, screen.deviceState), connected)
    byLocation.set(screen.locationId, [...(byLocation.get(screen.locationId) ?? []), content])
  }
  const groups = new Map<string | null, { name: string | null; contents: ScreenContent[]; locations: ContentReadiness['regions'][number]['locations'] }>()
  for (const { location, regionName } of rows) {
    const contents = byLocation.get(location.id) ?? []
    const group = groups.get(location.regionId) ?? { name: regionName, contents: [], locations: [] }
    group.contents.push(...contents)
    group.locations.push({ location: location.id, name: location.name, timeZone: location.timeZone, content: contentSummary(contents) })
    groups.set(location.regionId, group)
  }
  const missing = (entry: { content: { nextChange: { ready: number; total: number } } }) => entry.content.nextChange.total - entry.content.nextChange.ready
  const regionList = [...groups].map(([region, group]) => ({
    region,
    name: group.name,
    content: contentSummary(group.contents),
    locations: group.locations.sort((a, b) => missing(b) - missing(a)),
  }))
  regionList.sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name)))
  return {
    checkedAt: now.toISOString(),
    content: contentSummary([...groups.values()].flatMap((entry) => entry.contents)),
    regions: regionList,
  }
}
