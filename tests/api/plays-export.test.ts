import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classRunPlays, classRuns, locations, regions, workouts } from '../../src/server/db/schema'
import { EXPORTS_PER_MINUTE } from '../../src/server/routes/plays'
import { API_MESSAGES } from '../../src/shared/messages'
import { PLAY_EXPORT_COLUMNS, type PlayExportRow } from '../../src/shared/schemas/playsExport'
import { USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'
import { templateIds } from './screensHelpers'

// The proof-of-play export (docs/CLASS-RUNS.md#exporting-plays): filters by the studios' own days,
// scope, a cursor that walks every play once, CSV that agrees with JSON and keeps formulas as text.
let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
let workoutId: string
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff' | 'api', string>

const FORMULA_NAME = '=HYPERLINK("http://evil.test","x")'

/** A run at `anchor` with one play per entry of `offsetsMinutes` (minutes after the anchor) on one screen. */
async function seedRun(locationId: string, anchor: string, offsetsMinutes: number[], screen: { id: string; name: string }, clipName = 'COMBO #1') {
  const [run] = await t.db
    .insert(classRuns)
    .values({ locationId, kind: 'manual', anchorAt: new Date(anchor), startedAt: new Date(anchor), format: 'normal' })
    .returning({ id: classRuns.id })
  await t.db.insert(classRunPlays).values(
    offsetsMinutes.map((minutes, position) => ({
      runId: run.id,
      screenId: screen.id,
      screenName: screen.name,
      round: 1,
      reportId: `export-${run.id.slice(0, 8)}-${screen.id.slice(0, 8)}-${position}`,
      position,
      clipKind: position === 0 ? ('countdown' as const) : ('routine' as const),
      step: position + 1,
      clipName: position === 0 ? 'WELCOME' : clipName,
      workoutId,
      startedAt: new Date(Date.parse(anchor) + minutes * 60_000),
      endedAt: new Date(Date.parse(anchor) + (minutes + 1) * 60_000),
      source: 'cache' as const,
    })),
  )
}

const get = (query: string, token = tokens.admin, accept = 'application/json') =>
  t.app.inject({ method: 'GET', url: `/api/v1/plays?${query}`, headers: { ...bearer(token), accept } })

/** Every row of the export, page by page through the cursor. */
async function walk(query: string, limit: number, token = tokens.admin): Promise<PlayExportRow[]> {
  const rows: PlayExportRow[] = []
  let cursor: string | null = null
  for (let pages = 0; pages < 100; pages++) {
    const response = await get(`${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, token)
    expect(response.statusCode, response.body).toBe(200)
    const page = response.json()
    expect(page.data.length).toBeLessThanOrEqual(limit)
    rows.push(...page.data)
    cursor = page.meta.nextCursor
    if (!cursor) return rows
  }
  throw new Error('the cursor never ended')
}

/** The cells of a CSV whose every cell is quoted (as the export writes it). */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replaceAll('""', '"')))
}

beforeAll(async () => {
  t = await buildTestApp({ graphql: { supergraphPath: 'mesh/supergraph.graphql', production: false } })
  for (const key of ['superAdmin', 'admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
  ids = await templateIds(t)
  const [workout] = await t.db.select({ id: workouts.id }).from(workouts).limit(1)
  workoutId = workout.id
  // Tokyo is UTC+9 and Los Angeles UTC-8 in March: the same UTC hour falls on different local days.
  await t.db.update(locations).set({ timeZone: 'Asia/Tokyo' }).where(eq(locations.id, ids.demoId))
  await t.db.update(locations).set({ timeZone: 'America/Los_Angeles' }).where(eq(locations.id, ids.otherId))
  const demoScreen = { id: ids.demoScreen(1), name: 'Round 1' }
  const otherScreen = { id: '6f1d9a2e-3b4c-4d5e-8f70-000000000001', name: FORMULA_NAME }
  // Tokyo, 1 March 23:30 local: three clips on 1 March, the last at 00:40 on 2 March.
  await seedRun(ids.demoId, '2026-03-01T14:30:00.000Z', [0, 10, 70], demoScreen)
  // Los Angeles, 1 March 23:00 local (2 March in UTC): all on 1 March, local.
  await seedRun(ids.otherId, '2026-03-02T07:00:00.000Z', [0, 5, 10, 15, 20, 25, 30], otherScreen, 'Combo #5')
  // Tokyo, 3 March: outside a 1 March export.
  await seedRun(ids.demoId, '2026-03-03T01:00:00.000Z', [0, 5], demoScreen)
})
afterAll(async () => {
  await t?.close()
})

describe('plays export', () => {
  it('keeps the plays of each studio’s own calendar days, oldest first, with their class and location', async () => {
    const rows = await walk('from=2026-03-01&to=2026-03-01', 1000)
    expect(rows.map((row) => [row.locationId, row.playedAt])).toEqual([
      [ids.demoId, '2026-03-01T14:30:00.000Z'],
      [ids.demoId, '2026-03-01T14:40:00.000Z'],
      ...[0, 5, 10, 15, 20, 25, 30].map((minutes) => [ids.otherId, new Date(Date.parse('2026-03-02T07:00:00.000Z') + minutes * 60_000).toISOString()]),
    ])
    expect(rows[0]).toMatchObject({ runKind: 'manual', classAt: '2026-03-01T14:30:00.000Z', position: 1, clipKind: 'countdown', routine: 'WELCOME', workoutId })
    expect(rows[1]).toMatchObject({ position: 2, step: 2, routine: 'COMBO #1', screenName: 'Round 1', source: 'cache', replaced: false })
    expect((await walk('from=2026-03-02&to=2026-03-03', 1000)).map((row) => row.playedAt)).toEqual([
      '2026-03-01T15:40:00.000Z',
      '2026-03-03T01:00:00.000Z',
      '2026-03-03T01:05:00.000Z',
    ])
  })

  it('walks every play exactly once through the cursor, whatever the page size', async () => {
    const all = await walk('from=2026-02-01&to=2026-03-31', 1000)
    expect(all).toHaveLength(12)
    for (const limit of [1, 2, 5]) expect(await walk('from=2026-02-01&to=2026-03-31', limit)).toEqual(all)
  })

  it('filters by location, screen, workout and routine name (any case, no patterns)', async () => {
    const range = 'from=2026-02-01&to=2026-03-31'
    expect(await walk(`${range}&locationIds=${ids.otherId}`, 100)).toHaveLength(7)
    expect(await walk(`${range}&locationIds=${ids.otherId},${ids.demoId}`, 100)).toHaveLength(12)
    expect(await walk(`${range}&screenId=${ids.demoScreen(1)}`, 100)).toHaveLength(5)
    // A region: the BI tool's "one region" export.
    const [region] = await t.db.insert(regions).values({ name: 'West Coast' }).returning({ id: regions.id })
    await t.db.update(locations).set({ regionId: region.id }).where(eq(locations.id, ids.otherId))
    expect(new Set((await walk(`${range}&regionId=${region.id}`, 100)).map((row) => row.locationId))).toEqual(new Set([ids.otherId]))
    await t.db.update(locations).set({ regionId: null }).where(eq(locations.id, ids.otherId))
    expect(await walk(`${range}&workoutId=${workoutId}`, 100)).toHaveLength(12)
    expect((await walk(`${range}&routine=${encodeURIComponent('combo #5')}`, 100)).map((row) => row.routine)).toEqual(Array(6).fill('Combo #5'))
    expect(await walk(`${range}&routine=${encodeURIComponent('COMBO %')}`, 100)).toHaveLength(0)
  })

  it('shows location staff only their own locations, even when they name another', async () => {
    const range = 'from=2026-02-01&to=2026-03-31'
    const mine = await walk(range, 100, tokens.staff)
    expect(new Set(mine.map((row) => row.locationId))).toEqual(new Set([ids.demoId]))
    expect(await walk(`${range}&locationIds=${ids.otherId}`, 100, tokens.staff)).toEqual([])
    expect(await walk(range, 100, tokens.api)).toHaveLength(12)
  })

  it('answers CSV that agrees with JSON, streamed with a header row, formulas kept as text', async () => {
    const range = 'from=2026-02-01&to=2026-03-31'
    const response = await get(range, tokens.admin, 'text/csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="plays-2026-02-01-to-2026-03-31.csv"')
    const [header, ...lines] = parseCsv(response.body)
    expect(header).toEqual(PLAY_EXPORT_COLUMNS)
    const json = await walk(range, 1000)
    expect(lines).toHaveLength(json.length)
    const asText = (value: string | number | boolean | null) => (value === null ? '' : String(value))
    lines.forEach((line, index) => {
      const expected = PLAY_EXPORT_COLUMNS.map((column) => asText(json[index][column]))
      expect(line).toEqual(expected.map((cell) => (cell === FORMULA_NAME ? `'${FORMULA_NAME}` : cell)))
    })
    expect(lines.filter((line) => line.includes(`'${FORMULA_NAME}`))).toHaveLength(7)
    // A CSV from a cursor goes on from there.
    const firstPage = (await get(`${range}&limit=10`)).json()
    const rest = parseCsv((await get(`${range}&cursor=${encodeURIComponent(firstPage.meta.nextCursor)}`, tokens.admin, 'text/csv')).body)
    expect(rest.slice(1).map((line) => line[0])).toEqual(json.slice(10).map((row) => row.id))
  })

  it('says in the OpenAPI document that it answers CSV too, so a generated client knows', async () => {
    const document = t.app.swagger() as unknown as { paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }> }
    const answer = document.paths['/api/v1/plays'].get.responses['200']
    expect(Object.keys(answer.content ?? {}).sort()).toEqual(['application/json', 'text/csv'])
  })

  it('refuses bad filters with words and a code', async () => {
    const cases: [string, string][] = [
      ['to=2026-03-01', 'from'],
      ['from=2026-3-1&to=2026-03-01', 'from'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['from=2025-01-01&to=2026-03-01', 'to'],
      ['from=2026-03-01&to=2026-03-01&locationIds=nope', 'locationIds'],
      ['from=2026-03-01&to=2026-03-01&limit=5000', 'limit'],
    ]
    for (const [query, field] of cases) {
      const response = await get(query)
      expect(response.statusCode, query).toBe(400)
      // A malformed id has its own code everywhere in the API.
      expect(response.json().code, query).toBe(field === 'locationIds' ? 'INVALID_ID' : 'INVALID_INPUT')
      expect(Object.keys(response.json().fields ?? {}), query).toContain(field)
    }
    expect((await get('from=2026-03-02&to=2026-03-01')).json().fields.to).toBe(API_MESSAGES.exportRangeReversed)
    const badCursor = await get('from=2026-03-01&to=2026-03-01&cursor=abc')
    expect(badCursor.statusCode).toBe(400)
    expect(errorOf(badCursor)).toBe(API_MESSAGES.exportCursorInvalid)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/plays?from=2026-03-01&to=2026-03-01' })).statusCode).toBe(401)
  })

  it('pages through GraphQL with the same filters and cursor', async () => {
    const query = `query ($cursor: String) { getPlays(from: "2026-02-01", to: "2026-03-31", locationIds: "${ids.otherId}", limit: 4, cursor: $cursor) {
      data { id locationId screenName routine position } meta { nextCursor limit } } }`
    const call = async (cursor: string | null) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', ...bearer(tokens.admin) },
          payload: { query, variables: { cursor } },
        })
      ).json()
    const first = await call(null)
    expect(first.errors).toBeUndefined()
    expect(first.data.getPlays.data).toHaveLength(4)
    const second = await call(first.data.getPlays.meta.nextCursor)
    expect(second.data.getPlays.data).toHaveLength(3)
    expect(second.data.getPlays.meta.nextCursor).toBeNull()
    const rest = await walk(`from=2026-02-01&to=2026-03-31&locationIds=${ids.otherId}`, 100)
    expect([...first.data.getPlays.data, ...second.data.getPlays.data].map((row: { id: string }) => row.id)).toEqual(rest.map((row) => row.id))
  })

  it('limits how often one user begins an export, not the pages of one', async () => {
    const token = tokens.superAdmin
    const firstPage = (await get('from=2026-02-01&to=2026-03-31&limit=1', token)).json()
    for (let index = 1; index < EXPORTS_PER_MINUTE; index++) expect((await get('from=2026-02-01&to=2026-03-31', token)).statusCode).toBe(200)
    const refused = await get('from=2026-02-01&to=2026-03-31', token)
    expect(refused.statusCode).toBe(429)
    expect(errorOf(refused)).toBe(API_MESSAGES.exportTooOften)
    expect(refused.headers['retry-after']).toBeDefined()
    // Going on with an export already begun is not a new one.
    expect((await get(`from=2026-02-01&to=2026-03-31&limit=1&cursor=${encodeURIComponent(firstPage.meta.nextCursor)}`, token)).statusCode).toBe(200)
  })
})
