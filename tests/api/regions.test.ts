import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locations, logs } from '../../src/server/db/schema'
import { API_MESSAGES } from '../../src/shared/messages'
import { USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'
import { makeRegionWorld, NORTH_ADMIN, type RegionWorld } from './regionsHelpers'

// Regions (docs/RULES.md#regions): an admin scoped to a region sees and changes only its locations.
const METRICS_TOKEN = 'metrics-token-for-the-regions-test'
let t: TestApp
let world: RegionWorld
let chainAdmin: string
beforeAll(async () => {
  t = await buildTestApp({ graphql: { supergraphPath: 'mesh/supergraph.graphql', production: false }, metrics: { token: METRICS_TOKEN } })
  world = await makeRegionWorld(t)
  chainAdmin = await t.login(USERS.admin)
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
async function graphql(query: string, token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    payload: { query },
  })
  return response.json<{ data?: Record<string, { data: unknown }> | null; errors?: { message: string; extensions?: { status?: number } }[] }>()
}
const idsOf = (response: { json(): { data: { id?: string; location?: string }[] } }) => response.json().data.map((row) => row.id ?? row.location)

describe('a regional admin', () => {
  it('gets 404 for the other region’s location, screen, class run and alert through REST', async () => {
    for (const [url, message] of [
      [`/api/v1/locations/${world.south.location}`, API_MESSAGES.locationNotFound],
      [`/api/v1/screens/${world.south.screen}`, API_MESSAGES.screenNotFound],
      [`/api/v1/class-runs/${world.south.run}`, API_MESSAGES.classRunNotFound],
      [`/api/v1/alerts/${world.south.alert}`, API_MESSAGES.alertNotFound],
      [`/api/v1/locations/${world.south.location}/readiness`, API_MESSAGES.locationNotFound],
      [`/api/v1/regions/${world.south.region}`, API_MESSAGES.regionNotFound],
    ]) {
      const response = await get(url, world.northAdmin)
      expect([url, response.statusCode, errorOf(response)]).toEqual([url, 404, message])
    }
    // The same calls reach the own region, and the other region for a chain-wide admin.
    for (const url of [
      `/api/v1/locations/${world.north.location}`,
      `/api/v1/screens/${world.north.screen}`,
      `/api/v1/class-runs/${world.north.run}`,
      `/api/v1/alerts/${world.north.alert}`,
    ]) {
      expect((await get(url, world.northAdmin)).statusCode, url).toBe(200)
      expect(
        (
          await get(
            url.replace(/[^/]+$/, (id) => (id === world.north.location ? world.south.location : id)),
            chainAdmin,
          )
        ).statusCode,
      ).toBe(200)
    }
    expect((await get(`/api/v1/alerts/${world.south.alert}`, chainAdmin)).statusCode).toBe(200)
  })

  it('gets 404 for the other region’s location, screen, class run and alert through GraphQL', async () => {
    for (const [field, id] of [
      ['getLocation', world.south.location],
      ['getScreen', world.south.screen],
      ['getClassRun', world.south.run],
      ['getAlert', world.south.alert],
      ['getRegion', world.south.region],
    ]) {
      const answer = await graphql(`query { ${field}(id: "${id}") { data { __typename } } }`, world.northAdmin)
      expect(answer.errors?.[0]?.extensions?.status, `${field}: ${JSON.stringify(answer)}`).toBe(404)
    }
    const own = await graphql(`query { getLocation(id: "${world.north.location}") { data { id name } } }`, world.northAdmin)
    expect(own.errors).toBeUndefined()
    // The file's first GraphQL call builds the gateway: 8 s on a quiet machine, past 20 s on a loaded one.
  }, 60_000)

  it('sees only their region in every list: locations, screens, alerts, reliability, regions', async () => {
    expect(idsOf(await get('/api/v1/locations?pageSize=100', world.northAdmin))).toEqual([world.north.location])
    const screens = (await get('/api/v1/screens?pageSize=100', world.northAdmin)).json().data as { location: string }[]
    expect(screens.length).toBeGreaterThan(0)
    expect(new Set(screens.map((screen) => screen.location))).toEqual(new Set([world.north.location]))
    const alerts = (await get('/api/v1/alerts?pageSize=100', world.northAdmin)).json().data as { location: string }[]
    expect(new Set(alerts.map((alert) => alert.location))).toEqual(new Set([world.north.location]))
    const reliability = (await get('/api/v1/class-reliability?days=7', world.northAdmin)).json().data as { locations: { location: string }[] }
    expect(reliability.locations.map((row) => row.location)).toEqual([world.north.location])
    expect(idsOf(await get('/api/v1/regions', world.northAdmin))).toEqual([world.north.region])
    // Through GraphQL too.
    const listed = await graphql('query { listLocations(pageSize: 100) { data { id } } }', world.northAdmin)
    expect(listed.data?.listLocations.data).toEqual([{ id: world.north.location }])
    // A chain-wide admin keeps the whole chain.
    const all = idsOf(await get('/api/v1/locations?pageSize=100', chainAdmin))
    expect(all).toEqual(expect.arrayContaining([world.north.location, world.south.location]))
    expect(idsOf(await get('/api/v1/regions', chainAdmin))).toEqual([world.north.region, world.south.region])
  })

  it('changes only their region: the other region’s location and screen answer 404, and nothing changes', async () => {
    const [south] = await t.db.select().from(locations).where(eq(locations.id, world.south.location))
    const attempts = [
      send('PUT', `/api/v1/locations/${world.south.location}`, world.northAdmin, { name: 'Taken over', updatedAt: south.updatedAt.toISOString() }),
      send('PUT', `/api/v1/locations/${world.south.location}/class`, world.northAdmin, { classStart: true }),
      send('POST', `/api/v1/locations/${world.south.location}/hard-refresh`, world.northAdmin),
      send('PUT', `/api/v1/screens/${world.south.screen}`, world.northAdmin, { refreshFlag: true }),
      send('POST', '/api/v1/screens', world.northAdmin, { name: 'Sneaky', round: 3, location: world.south.location }),
      send('PUT', `/api/v1/locations/${world.north.location}/screens`, world.northAdmin, { screenId: world.south.screen }),
      send('POST', '/api/v1/locations/actions', world.northAdmin, { action: 'start', locations: [world.north.location, world.south.location] }),
      send('POST', '/api/v1/locations/actions', world.northAdmin, { action: 'start', region: world.south.region }),
    ]
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404)
    const [after] = await t.db.select().from(locations).where(eq(locations.id, world.south.location))
    expect({ name: after.name, classStart: after.classStart }).toEqual({ name: south.name, classStart: false })
    const [north] = await t.db.select().from(locations).where(eq(locations.id, world.north.location))
    expect(north.classStart).toBe(false)
  })

  it('adds a location into their region, and the super-admin alone manages regions and scopes', async () => {
    const created = await send('POST', '/api/v1/locations', world.northAdmin, {
      name: 'North Two',
      locationIdentifier: 'KB-NO-0002',
      urlSlug: 'north-two',
      timeZone: 'Europe/London',
      language: 'en-us',
    })
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().data.regionId).toBe(world.north.region)
    const elsewhere = await send('POST', '/api/v1/locations', world.northAdmin, {
      name: 'South Two',
      locationIdentifier: 'KB-SO-0002',
      urlSlug: 'south-two',
      timeZone: 'Europe/London',
      language: 'en-us',
      regionId: world.south.region,
    })
    expect([elsewhere.statusCode, errorOf(elsewhere)]).toEqual([403, API_MESSAGES.regionOutsideScope])
    expect((await send('POST', '/api/v1/regions', world.northAdmin, { name: 'Mine' })).statusCode).toBe(403)
    expect((await send('PUT', `/api/v1/users/${world.north.region}/regions`, chainAdmin, { regions: [] })).statusCode).toBe(403)
  })

  it('keeps a scope to admins, audits it, and a changed scope applies at once', async () => {
    const staff = (await get(`/api/v1/users?email=${USERS.staff.email}`, world.superAdmin)).json().data[0]
    const refused = await send('PUT', `/api/v1/users/${staff.id}/regions`, world.superAdmin, { regions: [world.north.region] })
    expect([refused.statusCode, errorOf(refused)]).toEqual([400, API_MESSAGES.regionScopeAdminsOnly])
    const me = (await get('/api/v1/auth/me', world.northAdmin)).json().data
    expect(me.regions).toEqual([world.north.region])
    const widened = await send('PUT', `/api/v1/users/${me.id}/regions`, world.superAdmin, { regions: [world.north.region, world.south.region] })
    expect(widened.json().data.regions.sort()).toEqual([world.north.region, world.south.region].sort())
    expect((await get(`/api/v1/locations/${world.south.location}`, world.northAdmin)).statusCode).toBe(200)
    const audited = await t.db.select().from(logs).where(eq(logs.model, 'User'))
    expect(audited.some((row) => (row.data as { regionsAdded?: string[] }).regionsAdded?.includes(world.south.region))).toBe(true)
    await send('PUT', `/api/v1/users/${me.id}/regions`, world.superAdmin, { regions: [world.north.region] })
    expect((await get(`/api/v1/locations/${world.south.location}`, world.northAdmin)).statusCode).toBe(404)
  })

  it('regions: a name is unique, a location is in one region at most, a deleted region leaves its locations', async () => {
    const taken = await send('POST', '/api/v1/regions', world.superAdmin, { name: 'north' })
    expect([taken.statusCode, errorOf(taken)]).toEqual([409, API_MESSAGES.regionNameTaken])
    const east = (await send('POST', '/api/v1/regions', world.superAdmin, { name: 'East', locations: [world.south.location] })).json().data
    expect(east.locations.map((row: { id: string }) => row.id)).toEqual([world.south.location])
    const south = (await get(`/api/v1/regions/${world.south.region}`, world.superAdmin)).json().data
    expect(south.locations).toEqual([])
    const stale = await send('PUT', `/api/v1/regions/${east.id}`, world.superAdmin, { name: 'East 2', updatedAt: '2020-01-01T00:00:00.000Z' })
    expect(stale.statusCode).toBe(409)
    const unknown = await send('PUT', `/api/v1/regions/${east.id}`, world.superAdmin, {
      locations: ['00000000-0000-4000-8000-000000000000'],
      updatedAt: east.updatedAt,
    })
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, API_MESSAGES.locationNotFound])
    expect((await send('DELETE', `/api/v1/regions/${east.id}`, world.superAdmin)).statusCode).toBe(200)
    const [location] = await t.db.select().from(locations).where(eq(locations.id, world.south.location))
    expect(location.regionId).toBeNull()
    await send('PUT', `/api/v1/regions/${world.south.region}`, world.superAdmin, { locations: [world.south.location], updatedAt: south.updatedAt })
  })

  it('deleting a region never widens its admins’ scope: refused while they are scoped to it, named; emptying a scope takes words', async () => {
    const north = (await get(`/api/v1/regions/${world.north.region}`, world.superAdmin)).json().data
    const northIds: string[] = north.locations.map((row: { id: string }) => row.id).sort()
    const mine = async () => idsOf(await get('/api/v1/locations?pageSize=100', world.northAdmin)).sort()
    expect(await mine()).toEqual(northIds)
    const refused = await send('DELETE', `/api/v1/regions/${world.north.region}`, world.superAdmin)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('REGION_HAS_ADMINS')
    expect(errorOf(refused)).toContain(`North Admin (${NORTH_ADMIN.email})`)
    expect((await get(`/api/v1/regions/${world.north.region}`, world.superAdmin)).statusCode).toBe(200)
    // The admin still sees their one studio, and the other region's class is still out of reach.
    expect(await mine()).toEqual(northIds)
    const elsewhere = await send('PUT', `/api/v1/locations/${world.south.location}/class`, world.northAdmin, { automaticMode: false })
    expect(elsewhere.statusCode).toBe(404)

    // Editing the admin's regions to none takes the words that it means the whole chain.
    const me = (await get('/api/v1/auth/me', world.northAdmin)).json().data
    const emptied = await send('PUT', `/api/v1/users/${me.id}/regions`, world.superAdmin, { regions: [] })
    expect([emptied.statusCode, emptied.json().code]).toEqual([400, 'REGION_SCOPE_WHOLE_CHAIN'])
    const both = await send('PUT', `/api/v1/users/${me.id}/regions`, world.superAdmin, { regions: [world.north.region], wholeChain: true })
    expect([both.statusCode, both.json().code]).toEqual([400, 'REGION_SCOPE_CONTRADICTION'])
    expect(await mine()).toEqual(northIds)

    // A region whose last studio moved away leaves its admin with nothing, never the chain.
    const south = (await get(`/api/v1/regions/${world.south.region}`, world.superAdmin)).json().data
    const moved = await send('PUT', `/api/v1/regions/${world.south.region}`, world.superAdmin, {
      locations: [...south.locations.map((row: { id: string }) => row.id), ...northIds],
      updatedAt: south.updatedAt,
    })
    expect(moved.statusCode).toBe(200)
    const empty = await get('/api/v1/locations', world.northAdmin)
    expect([empty.statusCode, idsOf(empty)]).toEqual([200, []])
    expect((await get(`/api/v1/locations/${world.north.location}`, world.northAdmin)).statusCode).toBe(404)
    expect((await send('PUT', `/api/v1/locations/${world.south.location}/class`, world.northAdmin, { automaticMode: false })).statusCode).toBe(404)
    const gone = await graphql('{ listLocations { data { id } } }', world.northAdmin)
    expect(gone.data?.listLocations.data).toEqual([])
    const back = await send('PUT', `/api/v1/regions/${world.north.region}`, world.superAdmin, { locations: northIds, updatedAt: north.updatedAt })
    expect(back.statusCode).toBe(200)
    expect(await mine()).toEqual(northIds)
  })

  it('a region with no one scoped to it is deleted; the whole chain is given only when asked for, and audited', async () => {
    const west = (await send('POST', '/api/v1/regions', world.superAdmin, { name: 'West' })).json().data
    const me = (await get('/api/v1/auth/me', world.northAdmin)).json().data
    await send('PUT', `/api/v1/users/${me.id}/regions`, world.superAdmin, { regions: [world.north.region, west.id] })
    const refused = await send('DELETE', `/api/v1/regions/${west.id}`, world.superAdmin)
    expect(refused.statusCode).toBe(409)
    await send('PUT', `/api/v1/users/${me.id}/regions`, world.superAdmin, { regions: [world.north.region] })
    expect((await send('DELETE', `/api/v1/regions/${west.id}`, world.superAdmin)).statusCode).toBe(200)

    const wide = await send('PUT', `/api/v1/users/${me.id}/regions`, world.superAdmin, { regions: [], wholeChain: true })
    expect([wide.statusCode, wide.json().data.regions]).toEqual([200, []])
    expect(idsOf(await get('/api/v1/locations?pageSize=100', world.northAdmin))).toContain(world.south.location)
    const audited = await t.db.select().from(logs).where(eq(logs.model, 'User'))
    expect(audited.some((row) => (row.data as { wholeChain?: boolean; id?: string }).wholeChain === true && (row.data as { id?: string }).id === me.id)).toBe(
      true,
    )
    await send('PUT', `/api/v1/users/${me.id}/regions`, world.superAdmin, { regions: [world.north.region] })
    expect(idsOf(await get('/api/v1/locations?pageSize=100', world.northAdmin))).not.toContain(world.south.location)
  })

  it('attempts outside the region are 404s as before, counted in a metric and audited once per window', async () => {
    const metric = async (target: string) => {
      const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })).body
      const line = text.split('\n').find((row) => row.startsWith(`studio_scope_refusals_total{target="${target}",scope="region"} `))
      return line ? Number(line.split(' ')[1]) : 0
    }
    const locationsBefore = await metric('Location')
    const screensBefore = await metric('Screen')
    expect((await get(`/api/v1/locations/${world.south.location}`, world.northAdmin)).statusCode).toBe(404)
    expect((await send('PUT', `/api/v1/locations/${world.south.location}/class`, world.northAdmin, { classStart: false })).statusCode).toBe(404)
    const viaGraphql = await graphql(`{ getLocation(id: "${world.south.location}") { data { id } } }`, world.northAdmin)
    expect(viaGraphql.errors?.[0].extensions?.status).toBe(404)
    expect((await get(`/api/v1/screens/${world.south.screen}`, world.northAdmin)).statusCode).toBe(404)
    // A location that does not exist is no attempt on anyone's studio: not counted.
    expect((await get('/api/v1/locations/00000000-0000-4000-8000-000000000000', world.northAdmin)).statusCode).toBe(404)
    expect(await metric('Location')).toBe(locationsBefore + 3)
    expect(await metric('Screen')).toBe(screensBefore + 1)

    // One out-of-reach studio among several is named, and nothing is done.
    const acted = await send('POST', '/api/v1/locations/actions', world.northAdmin, {
      action: 'refresh',
      locations: [world.north.location, world.south.location],
    })
    expect([acted.statusCode, acted.json().code]).toEqual([404, 'LOCATION_NOT_FOUND'])
    expect(errorOf(acted)).toBe(`This location was not found, or is not yours to act on: ${world.south.location}. Nothing was done.`)
    expect(await metric('Location')).toBe(locationsBefore + 4)

    // However many tries, one audit line per admin in the window (this file's earlier tries included).
    const me = (await get('/api/v1/auth/me', world.northAdmin)).json().data
    const entries = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'outside scope'), eq(logs.userId, me.id)))
    expect(entries).toHaveLength(1)
    expect(entries[0].modifiedBy).toBe(NORTH_ADMIN.email)
    expect(entries[0].data).toMatchObject({ scope: 'region', auditedOncePer: '10 minutes' })
  })
})
