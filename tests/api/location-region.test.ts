import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locations, logs } from '../../src/server/db/schema'
import { API_MESSAGES, MESSAGE_CODES } from '../../src/shared/messages'
import { USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'
import { makeRegionWorld, type RegionWorld } from './regionsHelpers'

// The region field of a location (docs/RULES.md#regions): chain-wide admins set it; a regional admin adds into their own.
let t: TestApp
let world: RegionWorld
let chainAdmin: string
beforeAll(async () => {
  t = await buildTestApp()
  world = await makeRegionWorld(t)
  chainAdmin = await t.login(USERS.admin)
})
afterAll(async () => {
  await t?.close()
})

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) => t.app.inject({ method, url, headers: bearer(token), payload })
const newLocation = (suffix: string, regionId?: string | null) => ({
  name: `Region ${suffix}`,
  locationIdentifier: `KB-RG-${suffix}`,
  urlSlug: `region-${suffix}`,
  timeZone: 'Europe/London',
  language: 'en-us',
  ...(regionId !== undefined ? { regionId } : {}),
})
async function version(id: string): Promise<{ updatedAt: string; regionId: string | null }> {
  const [row] = await t.db.select().from(locations).where(eq(locations.id, id))
  return { updatedAt: row.updatedAt.toISOString(), regionId: row.regionId }
}
const setRegion = async (id: string, token: string, regionId: string | null) =>
  send('PUT', `/api/v1/locations/${id}`, token, { regionId, updatedAt: (await version(id)).updatedAt })
const failure = (response: Awaited<ReturnType<typeof send>>) => [response.statusCode, errorOf(response), response.json().code]

describe('a chain-wide admin', () => {
  it('creates a location in a region or in none', async () => {
    const inSouth = await send('POST', '/api/v1/locations', chainAdmin, newLocation('0001', world.south.region))
    expect(inSouth.statusCode, inSouth.body).toBe(200)
    expect(inSouth.json().data.regionId).toBe(world.south.region)
    const inNone = await send('POST', '/api/v1/locations', chainAdmin, newLocation('0002', null))
    expect([inNone.statusCode, inNone.json().data.regionId]).toEqual([200, null])
  })

  it('sets, changes and clears the region, audited with before and after, and the regions list follows', async () => {
    const id = world.south.location
    const expected: { from: string | null; to: string | null }[] = []
    for (const [token, regionId] of [
      [chainAdmin, world.north.region],
      [world.superAdmin, null],
      [chainAdmin, world.south.region],
    ] as const) {
      expected.push({ from: (await version(id)).regionId, to: regionId })
      const response = await setRegion(id, token, regionId)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().data.regionId).toBe(regionId)
    }
    const lines = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.model, 'Location'), eq(logs.action, 'update')))
    const moves = lines.map((line) => line.data as { id: string; region?: unknown }).filter((data) => data.id === id && data.region)
    expect(moves.map((data) => data.region)).toHaveLength(expected.length)
    expect(moves.map((data) => data.region)).toEqual(expect.arrayContaining(expected))
    const south = await t.app.inject({ method: 'GET', url: `/api/v1/regions/${world.south.region}`, headers: bearer(chainAdmin) })
    expect(south.json().data.locations.map((row: { id: string }) => row.id)).toContain(id)
  })

  it('gets 400 with words for an unknown or malformed region, and nothing changes', async () => {
    const before = await version(world.south.location)
    expect(failure(await setRegion(world.south.location, chainAdmin, UNKNOWN))).toEqual([400, API_MESSAGES.regionUnknown, MESSAGE_CODES.regionUnknown])
    expect(failure(await send('POST', '/api/v1/locations', chainAdmin, newLocation('0003', UNKNOWN)))).toEqual([
      400,
      API_MESSAGES.regionUnknown,
      MESSAGE_CODES.regionUnknown,
    ])
    const malformed = await setRegion(world.south.location, chainAdmin, 'north')
    expect(malformed.statusCode).toBe(400)
    expect(await version(world.south.location)).toEqual(before)
  })
})

describe('a regional admin', () => {
  it('adds a location only into their own region', async () => {
    const own = await send('POST', '/api/v1/locations', world.northAdmin, newLocation('0004', world.north.region))
    expect([own.statusCode, own.json().data.regionId]).toEqual([200, world.north.region])
    for (const regionId of [world.south.region, null, UNKNOWN]) {
      const refused = await send('POST', '/api/v1/locations', world.northAdmin, newLocation('0005', regionId))
      expect(failure(refused)).toEqual([403, API_MESSAGES.regionOutsideScope, MESSAGE_CODES.regionOutsideScope])
    }
    const [none] = await t.db.select().from(locations).where(eq(locations.locationIdentifier, 'KB-RG-0005'))
    expect(none).toBeUndefined()
  })

  it('may not move or clear the region of their location, but may send it unchanged', async () => {
    const id = world.north.location
    for (const regionId of [world.south.region, null]) {
      const refused = await setRegion(id, world.northAdmin, regionId)
      expect(failure(refused)).toEqual([403, API_MESSAGES.regionChangeChainWide, MESSAGE_CODES.regionChangeChainWide])
    }
    expect((await version(id)).regionId).toBe(world.north.region)
    const same = await send('PUT', `/api/v1/locations/${id}`, world.northAdmin, {
      name: 'North renamed',
      regionId: world.north.region,
      updatedAt: (await version(id)).updatedAt,
    })
    expect([same.statusCode, same.json().data.regionId]).toEqual([200, world.north.region])
  })
})
