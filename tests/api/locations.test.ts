import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_STUDIO_NUMBER } from '../../src/server/db/seed'
import { API_MESSAGES } from '../../src/shared/messages'
import { OTHER_STUDIO_NUMBER, USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'

let t: TestApp
const tokens = {} as Record<keyof typeof USERS, string>
beforeAll(async () => {
  t = await buildTestApp()
  for (const key of ['superAdmin', 'admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
})
afterAll(async () => {
  await t?.close()
})

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) })

let studioCounter = 100
const newLocation = (overrides: object = {}) => ({
  name: `Studio ${studioCounter}`,
  locationIdentifier: `KB-US-${String(studioCounter++).padStart(4, '0')}`,
  urlSlug: 'studio',
  timeZone: 'America/Chicago',
  language: 'en-us',
  ...overrides,
})

async function create(overrides: object = {}) {
  const response = await call('POST', '/api/v1/locations', tokens.admin, newLocation(overrides))
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

describe('listLocations', () => {
  it('lists every location for admins, sorted by name, with paging meta', async () => {
    const response = await call('GET', '/api/v1/locations', tokens.admin)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.meta).toMatchObject({ page: 1, pageSize: 15 })
    expect(body.meta.total).toBeGreaterThanOrEqual(2)
    const names = body.data.map((location: { name: string }) => location.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)))
    const demo = body.data.find((location: { locationIdentifier: string }) => location.locationIdentifier === DEMO_STUDIO_NUMBER)
    expect(demo).toMatchObject({ name: 'Demo Studio', automaticMode: true, schedule: [12, 12, 12, 12, 12, 12, 12], classStartedAt: null })
    expect(demo.screens).toHaveLength(9)
    expect(demo.id).toBe(demo._id)
  })

  it('pages 15 at a time', async () => {
    for (let index = 0; index < 16; index++) await create({ name: `Paging ${String(index).padStart(2, '0')}` })
    const first = (await call('GET', '/api/v1/locations?search=paging', tokens.admin)).json()
    expect(first.meta).toEqual({ total: 16, page: 1, pageSize: 15 })
    expect(first.data).toHaveLength(15)
    const second = (await call('GET', '/api/v1/locations?search=PAGING&page=2', tokens.admin)).json()
    expect(second.data.map((location: { name: string }) => location.name)).toEqual(['Paging 15'])
    const small = (await call('GET', '/api/v1/locations?search=paging&pageSize=5&page=4', tokens.admin)).json()
    expect(small.meta).toEqual({ total: 16, page: 4, pageSize: 5 })
    expect(small.data).toHaveLength(1)
  })

  it('searches name and studio number case-insensitively, and filters exactly', async () => {
    const byNumber = (await call('GET', `/api/v1/locations?search=${OTHER_STUDIO_NUMBER.toLowerCase()}`, tokens.admin)).json()
    expect(byNumber.data.map((location: { name: string }) => location.name)).toEqual(['Other Studio'])
    const byName = (await call('GET', '/api/v1/locations?search=demo%20stu', tokens.admin)).json()
    expect(byName.data.map((location: { name: string }) => location.name)).toEqual(['Demo Studio'])
    const filtered = (await call('GET', `/api/v1/locations?name=demo%20studio&locationIdentifier=${DEMO_STUDIO_NUMBER}`, tokens.admin)).json()
    expect(filtered.meta.total).toBe(1)
    const partialName = (await call('GET', '/api/v1/locations?name=demo', tokens.admin)).json()
    expect(partialName.meta.total).toBe(0)
    const wildcard = (await call('GET', '/api/v1/locations?search=%25', tokens.admin)).json()
    expect(wildcard.meta.total).toBe(0)
  })

  it('shows location staff only their own locations', async () => {
    const body = (await call('GET', '/api/v1/locations', tokens.staff)).json()
    expect(body.meta.total).toBe(1)
    expect(body.data[0].locationIdentifier).toBe(DEMO_STUDIO_NUMBER)
    const other = (await call('GET', `/api/v1/locations?locationIdentifier=${OTHER_STUDIO_NUMBER}`, tokens.admin)).json().data[0]
    expect((await call('GET', `/api/v1/locations/${other.id}`, tokens.staff)).statusCode).toBe(404)
    expect((await call('GET', `/api/v1/locations/${body.data[0].id}`, tokens.staff)).statusCode).toBe(200)
  })

  it('lets api-access read everything', async () => {
    const body = (await call('GET', '/api/v1/locations', tokens.api)).json()
    expect(body.meta.total).toBeGreaterThanOrEqual(2)
  })

  it('rejects a bad page with 400', async () => {
    const response = await call('GET', '/api/v1/locations?page=0&pageSize=500', tokens.admin)
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toMatch(/^Page: /)
  })
})

describe('createLocation', () => {
  it('creates with defaults', async () => {
    const location = await create({ language: 'FR-CA', name: '  Trimmed  ' })
    expect(location).toMatchObject({ name: 'Trimmed', language: 'fr-ca', isActive: true, isEnabled: true, mctEnabled: false, automaticMode: true, screens: [] })
    const fetched = await call('GET', `/api/v1/locations/${location.id}`, tokens.api)
    expect(fetched.json().data).toEqual(location)
  })

  it('validates with readable messages', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'x'.repeat(86) }, 'Name is too long.'],
      [{ name: '' }, 'Name is required.'],
      [{ locationIdentifier: 'US-0001' }, API_MESSAGES.studioNumberFormat],
      [{ locationIdentifier: 'KB-US-001' }, API_MESSAGES.studioNumberFormat],
      [{ urlSlug: '' }, 'URL slug is required.'],
      [{ urlSlug: 'Not A Slug' }, API_MESSAGES.urlSlugFormat],
      [{ timeZone: 'Mars/Olympus' }, API_MESSAGES.timeZoneInvalid],
      [{ language: 'de' }, API_MESSAGES.languageInvalid],
      [{ schedule: [12, 12, 12, 12, 12, 12, 4] }, API_MESSAGES.scheduleHour],
    ]
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/v1/locations', tokens.admin, newLocation(overrides))
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(errorOf(response)).toBe(message)
    }
    const missing = await call('POST', '/api/v1/locations', tokens.admin, {})
    expect(missing.statusCode).toBe(400)
    expect(errorOf(missing)).toContain('Name is required.')
  })

  it('accepts a studio number without a country code and any IANA time zone', async () => {
    const location = await create({ locationIdentifier: 'KB-123456', timeZone: 'Europe/Paris' })
    expect(location.timeZone).toBe('Europe/Paris')
  })

  it('refuses a duplicate studio number with 409', async () => {
    const response = await call('POST', '/api/v1/locations', tokens.admin, newLocation({ locationIdentifier: DEMO_STUDIO_NUMBER }))
    expect(response.statusCode).toBe(409)
    expect(errorOf(response)).toBe('A location with this Studio Number already exists.')
    // Every error names itself by a stable code, which clients translate (docs/API-CONVENTIONS.md).
    expect(response.json().code).toBe('STUDIO_NUMBER_TAKEN')
  })

  it('is for admins and super-admins only', async () => {
    expect((await call('POST', '/api/v1/locations', tokens.staff, newLocation())).statusCode).toBe(403)
    expect((await call('POST', '/api/v1/locations', tokens.api, newLocation())).statusCode).toBe(403)
    expect((await call('POST', '/api/v1/locations', undefined, newLocation())).statusCode).toBe(401)
    expect((await call('POST', '/api/v1/locations', 'forged-token', newLocation())).statusCode).toBe(401)
    expect((await call('POST', '/api/v1/locations', tokens.superAdmin, newLocation())).statusCode).toBe(200)
  })
})

describe('updateLocation', () => {
  it('updates and moves updatedAt forward', async () => {
    const location = await create()
    const response = await call('PUT', `/api/v1/locations/${location.id}`, tokens.admin, {
      name: 'Renamed',
      mctEnabled: true,
      schedule: [5, 6, 7, 8, 9, 10, 11],
      locationIdentifier: location.locationIdentifier,
      updatedAt: location.updatedAt,
    })
    expect(response.statusCode, response.body).toBe(200)
    const updated = response.json().data
    expect(updated).toMatchObject({ name: 'Renamed', mctEnabled: true, schedule: [5, 6, 7, 8, 9, 10, 11], urlSlug: location.urlSlug })
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(location.updatedAt))
  })

  it('starts and stops a class, stamping classStartedAt', async () => {
    const location = await create()
    const started = (await call('PUT', `/api/v1/locations/${location.id}`, tokens.admin, { classStart: true, updatedAt: location.updatedAt })).json().data
    expect(started.classStart).toBe(true)
    expect(started.classStartedAt).not.toBeNull()
    const stopped = (await call('PUT', `/api/v1/locations/${location.id}`, tokens.admin, { classStart: false, updatedAt: started.updatedAt })).json().data
    expect(stopped.classStartedAt).toBeNull()
  })

  it('keeps the studio number read-only', async () => {
    const location = await create()
    const response = await call('PUT', `/api/v1/locations/${location.id}`, tokens.admin, { locationIdentifier: 'KB-US-9999', updatedAt: location.updatedAt })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toBe('Studio Number cannot be changed.')
  })

  it('refuses a stale version with 409', async () => {
    const location = await create()
    const first = await call('PUT', `/api/v1/locations/${location.id}`, tokens.admin, { name: 'First', updatedAt: location.updatedAt })
    expect(first.statusCode).toBe(200)
    const second = await call('PUT', `/api/v1/locations/${location.id}`, tokens.superAdmin, { name: 'Second', updatedAt: location.updatedAt })
    expect(second.statusCode).toBe(409)
    expect(errorOf(second)).toBe('This location was changed by someone else. Reload and try again.')
    expect(second.json().code).toBe('STALE_VERSION')
    const blind = await call('PUT', `/api/v1/locations/${location.id}`, tokens.admin, { name: 'Third' })
    expect(blind.statusCode).toBe(200)
    expect(blind.json().data.name).toBe('Third')
  })

  it('answers 404 for an unknown id and 403 for staff', async () => {
    const now = new Date().toISOString()
    const unknown = await call('PUT', '/api/v1/locations/00000000-0000-4000-8000-000000000000', tokens.admin, { updatedAt: now })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: API_MESSAGES.locationNotFound, code: 'LOCATION_NOT_FOUND' })
    expect((await call('PUT', '/api/v1/locations/not-a-uuid', tokens.admin, { updatedAt: now })).statusCode).toBe(400)
    const location = await create()
    expect((await call('PUT', `/api/v1/locations/${location.id}`, tokens.staff, { updatedAt: now })).statusCode).toBe(403)
    expect((await call('PUT', `/api/v1/locations/${location.id}`, tokens.api, { updatedAt: now })).statusCode).toBe(403)
  })
})

describe('deleteLocation', () => {
  it('is refused to admins and staff', async () => {
    const location = await create()
    for (const token of [tokens.admin, tokens.staff, tokens.api]) {
      const response = await call('DELETE', `/api/v1/locations/${location.id}`, token)
      expect(response.statusCode).toBe(403)
      expect(errorOf(response)).toBe(API_MESSAGES.forbidden)
    }
  })

  it('removes the location with its screens and user links for super-admins', async () => {
    const demo = (await call('GET', `/api/v1/locations?locationIdentifier=${DEMO_STUDIO_NUMBER}`, tokens.admin)).json().data[0]
    const response = await call('DELETE', `/api/v1/locations/${demo.id}`, tokens.superAdmin)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.screens).toHaveLength(9)
    expect((await call('GET', `/api/v1/locations/${demo.id}`, tokens.admin)).statusCode).toBe(404)
    expect((await call('GET', '/api/v1/locations', tokens.staff)).json().meta.total).toBe(0)
    const me = (await call('GET', '/api/v1/auth/me', tokens.staff)).json().data
    expect(me.locations).toEqual([])
    expect((await call('DELETE', `/api/v1/locations/${demo.id}`, tokens.superAdmin)).statusCode).toBe(404)
  })
})
