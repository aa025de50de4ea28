import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logs } from '../../src/server/db/schema'
import { DEMO_STUDIO_NUMBER } from '../../src/server/db/seed'
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../src/shared/messages'
import { OTHER_STUDIO_NUMBER, USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'

let t: TestApp
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff' | 'api', string>
let demoId: string
let otherId: string
let superAdminId: string

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) })

beforeAll(async () => {
  t = await buildTestApp()
  for (const key of ['superAdmin', 'admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
  const byNumber = async (number: string) => (await call('GET', `/api/v1/locations?locationIdentifier=${number}`, tokens.admin)).json().data[0].id
  demoId = await byNumber(DEMO_STUDIO_NUMBER)
  otherId = await byNumber(OTHER_STUDIO_NUMBER)
  superAdminId = (await call('GET', '/api/v1/auth/me', tokens.superAdmin)).json().data.id
})
afterAll(async () => {
  await t?.close()
})

const PASSWORD = 'New-User-Pass1!'
let counter = 0
const newUser = (overrides: object = {}) => ({
  firstName: 'Nina',
  lastName: `Newcomer${counter}`,
  email: `user${counter++}@studio.test`,
  password: PASSWORD,
  role: 'location',
  ...overrides,
})

async function create(overrides: object = {}) {
  const response = await call('POST', '/api/v1/users', tokens.superAdmin, newUser(overrides))
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

const latestUserLog = async () => (await t.db.select().from(logs).where(eq(logs.model, 'User')).orderBy(desc(logs.date)).limit(1))[0]

describe('who may manage users', () => {
  it('is super-admins only, for every route', async () => {
    const user = await create()
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/api/v1/users'],
      ['GET', `/api/v1/users/${user.id}`],
      ['POST', '/api/v1/users', newUser()],
      ['PUT', `/api/v1/users/${user.id}`, { firstName: 'X', updatedAt: user.updatedAt }],
      ['DELETE', `/api/v1/users/${user.id}`],
      ['PATCH', `/api/v1/users/${user.id}/locations`, { locationId: demoId }],
      ['DELETE', `/api/v1/users/${user.id}/locations/${demoId}`],
    ]
    for (const [method, url, payload] of routes) {
      for (const token of [tokens.admin, tokens.staff, tokens.api]) {
        const response = await call(method, url, token, payload)
        expect(response.statusCode, `${method} ${url}`).toBe(403)
        expect(errorOf(response)).toBe(API_MESSAGES.forbidden)
      }
      const anonymous = await call(method, url, undefined, payload)
      expect(anonymous.statusCode).toBe(401)
      expect(errorOf(anonymous)).toBe(API_MESSAGES.authRequired)
      const forged = await call(method, url, 'forged-token', payload)
      expect(forged.statusCode).toBe(401)
      expect(errorOf(forged)).toBe(API_MESSAGES.invalidToken)
    }
  })
})

describe('listUsers', () => {
  it('pages 15 at a time, sorted by last name, never showing a password hash', async () => {
    for (let index = 0; index < 16; index++) await create({ firstName: 'Pager', lastName: `Zz${String(15 - index).padStart(2, '0')}` })
    const first = await call('GET', '/api/v1/users?firstName=PAGER', tokens.superAdmin)
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(body.meta).toEqual({ total: 16, page: 1, pageSize: 15 })
    expect(body.data.map((user: { lastName: string }) => user.lastName).slice(0, 3)).toEqual(['Zz00', 'Zz01', 'Zz02'])
    const second = (await call('GET', '/api/v1/users?firstName=pager&page=2', tokens.superAdmin)).json()
    expect(second.data.map((user: { lastName: string }) => user.lastName)).toEqual(['Zz15'])
    expect(first.body).not.toMatch(/password|scrypt/i)
  })

  it('searches email, first and last name case-insensitively, and filters by each', async () => {
    await create({ firstName: 'Quentin', lastName: 'Quokka', email: 'q.quokka@studio.test' })
    const names = async (query: string) =>
      (await call('GET', `/api/v1/users?${query}`, tokens.superAdmin)).json().data.map((user: { lastName: string }) => user.lastName)
    expect(await names('search=QUOKKA')).toEqual(['Quokka'])
    expect(await names('search=quentin%20quo')).toEqual(['Quokka'])
    expect(await names('search=Q.QUOKKA@')).toEqual(['Quokka'])
    expect(await names('email=q.quokka')).toEqual(['Quokka'])
    expect(await names('lastName=uokk&firstName=QUEN')).toEqual(['Quokka'])
    expect(await names('lastName=uokk&firstName=nobody')).toEqual([])
    expect(await names('search=%25')).toEqual([])
  })

  it('lists each user with the ids of its locations', async () => {
    const staff = (await call('GET', `/api/v1/users?email=${USERS.staff.email}`, tokens.superAdmin)).json().data[0]
    expect(staff).toMatchObject({ email: USERS.staff.email, role: 'location', isActive: true, locations: [demoId] })
    expect(staff.id).toBe(staff._id)
  })
})

describe('getUser', () => {
  it('returns the user with its locations spelled out', async () => {
    const staffId = (await call('GET', `/api/v1/users?email=${USERS.staff.email}`, tokens.superAdmin)).json().data[0].id
    const response = await call('GET', `/api/v1/users/${staffId}`, tokens.superAdmin)
    expect(response.statusCode).toBe(200)
    const user = response.json().data
    expect(user.locations).toEqual([demoId])
    expect(user.locationDetails).toEqual([expect.objectContaining({ id: demoId, _id: demoId, name: 'Demo Studio', locationIdentifier: DEMO_STUDIO_NUMBER })])
    expect(response.body).not.toMatch(/passwordHash|scrypt/)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await call('GET', '/api/v1/users/00000000-0000-4000-8000-000000000000', tokens.superAdmin)
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown)).toBe(API_MESSAGES.userNotFound)
    const malformed = await call('GET', '/api/v1/users/not-a-uuid', tokens.superAdmin)
    expect(malformed.statusCode).toBe(400)
    expect(errorOf(malformed)).toBe(API_MESSAGES.idFormat)
  })
})

describe('createUser', () => {
  it('creates a user who can sign in, and audits it without the password', async () => {
    const body = newUser({ email: '  New.Person@Studio.TEST ', role: 'admin', firstName: ' Ada ' })
    const response = await call('POST', '/api/v1/users', tokens.superAdmin, body)
    expect(response.statusCode, response.body).toBe(200)
    const user = response.json().data
    expect(user).toMatchObject({ email: 'new.person@studio.test', firstName: 'Ada', role: 'admin', isActive: true, locations: [], locationDetails: [] })
    expect(response.body).not.toContain(PASSWORD)
    expect(await t.login({ email: 'new.person@studio.test' }, PASSWORD)).toBeTruthy()

    const entry = await latestUserLog()
    expect(entry).toMatchObject({
      action: 'create',
      modifiedBy: USERS.superAdmin.email,
      userId: superAdminId,
      data: { id: user.id, email: 'new.person@studio.test' },
    })
    expect(JSON.stringify(entry.data)).not.toContain(PASSWORD)
    expect(JSON.stringify(entry.data)).not.toMatch(/scrypt/)
  })

  it('validates with the product’s messages', async () => {
    const cases: Array<[object, string]> = [
      [{ firstName: '' }, 'First name is required.'],
      [{ firstName: 'x'.repeat(33) }, 'First name is too long.'],
      [{ lastName: 'x'.repeat(33) }, 'Last name is too long.'],
      [{ lastName: '   ' }, 'Last name is required.'],
      [{ email: 'not-an-email' }, API_MESSAGES.invalidEmail],
      [{ password: 'password' }, VALIDATION_MESSAGES.passwordTooWeak],
      [{ password: 'Short1!' }, VALIDATION_MESSAGES.passwordTooWeak],
      [{ password: '' }, VALIDATION_MESSAGES.passwordTooWeak],
      [{ role: 'owner' }, 'Role: invalid option: expected one of "location"|"admin"|"super-admin"|"api-access".'],
    ]
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/v1/users', tokens.superAdmin, newUser(overrides))
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(errorOf(response)).toBe(message)
    }
    const roles = 'Role: invalid option: expected one of "location"|"admin"|"super-admin"|"api-access".'
    const labels: Record<string, string> = { firstName: 'First name', lastName: 'Last name', email: 'Email', password: 'Password' }
    for (const field of ['firstName', 'lastName', 'email', 'password', 'role']) {
      const body: Record<string, unknown> = newUser()
      delete body[field]
      const response = await call('POST', '/api/v1/users', tokens.superAdmin, body)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response)).toBe(field === 'role' ? roles : `${labels[field]} is required.`)
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { [field]: errorOf(response) } })
    }
    expect(errorOf(await call('POST', '/api/v1/users', tokens.superAdmin, newUser({ firstName: 'x'.repeat(32) })))).toBeUndefined()
  })

  it('refuses a taken email (whatever its case) with 409 and logs nothing', async () => {
    const before = (await t.db.select().from(logs)).length
    const response = await call('POST', '/api/v1/users', tokens.superAdmin, newUser({ email: USERS.admin.email.toUpperCase() }))
    expect(response.statusCode).toBe(409)
    expect(errorOf(response)).toBe(API_MESSAGES.emailTaken)
    expect((await t.db.select().from(logs)).length).toBe(before)
  })
})

describe('updateUser', () => {
  it('updates fields and the location list, moving updatedAt forward', async () => {
    const user = await create()
    const response = await call('PUT', `/api/v1/users/${user.id}`, tokens.superAdmin, {
      firstName: 'Renamed',
      lastName: 'Person',
      email: 'renamed@studio.test',
      role: 'admin',
      locations: [otherId, demoId, demoId],
      updatedAt: user.updatedAt,
    })
    expect(response.statusCode, response.body).toBe(200)
    const updated = response.json().data
    expect(updated).toMatchObject({ firstName: 'Renamed', email: 'renamed@studio.test', role: 'admin', locations: [demoId, otherId] })
    expect(updated.locationDetails.map((location: { name: string }) => location.name)).toEqual(['Demo Studio', 'Other Studio'])
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(user.updatedAt))

    const removed = await call('PUT', `/api/v1/users/${user.id}`, tokens.superAdmin, { locations: [otherId], updatedAt: updated.updatedAt })
    expect(removed.json().data.locations).toEqual([otherId])
    const entry = await latestUserLog()
    expect(entry).toMatchObject({ action: 'update', data: { id: user.id, locationsAdded: [], locationsRemoved: [demoId] } })
  })

  it('refuses a stale version with 409', async () => {
    const user = await create()
    expect((await call('PUT', `/api/v1/users/${user.id}`, tokens.superAdmin, { firstName: 'First', updatedAt: user.updatedAt })).statusCode).toBe(200)
    const stale = await call('PUT', `/api/v1/users/${user.id}`, tokens.superAdmin, { firstName: 'Second', updatedAt: user.updatedAt })
    expect(stale.statusCode).toBe(409)
    expect(errorOf(stale)).toBe(API_MESSAGES.userChanged)
    // Without a version the write applies as it is (tests/api/concurrency.test.ts has If-Match).
    const blind = await call('PUT', `/api/v1/users/${user.id}`, tokens.superAdmin, { firstName: 'Third' })
    expect(blind.statusCode).toBe(200)
    expect(blind.json().data.firstName).toBe('Third')
  })

  it('refuses changing your own role or deactivating yourself, but lets you edit your name', async () => {
    const me = (await call('GET', `/api/v1/users/${superAdminId}`, tokens.superAdmin)).json().data
    const role = await call('PUT', `/api/v1/users/${superAdminId}`, tokens.superAdmin, { role: 'admin', updatedAt: me.updatedAt })
    expect(role.statusCode).toBe(403)
    expect(errorOf(role)).toBe('You cannot change your own role.')
    const deactivate = await call('PUT', `/api/v1/users/${superAdminId}`, tokens.superAdmin, { isActive: false, updatedAt: me.updatedAt })
    expect(deactivate.statusCode).toBe(403)
    expect(errorOf(deactivate)).toBe(API_MESSAGES.ownDeactivation)
    const sameRole = await call('PUT', `/api/v1/users/${superAdminId}`, tokens.superAdmin, { role: 'super-admin', firstName: 'Owner', updatedAt: me.updatedAt })
    expect(sameRole.statusCode, sameRole.body).toBe(200)
    expect(sameRole.json().data).toMatchObject({ role: 'super-admin', firstName: 'Owner' })
  })

  it('signs a deactivated user out at once', async () => {
    const user = await create({ role: 'admin' })
    const token = await t.login(user, PASSWORD)
    expect((await call('GET', '/api/v1/auth/me', token)).statusCode).toBe(200)
    const response = await call('PUT', `/api/v1/users/${user.id}`, tokens.superAdmin, { isActive: false, updatedAt: user.updatedAt })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.isActive).toBe(false)
    const after = await call('GET', '/api/v1/auth/me', token)
    expect(after.statusCode).toBe(401)
    expect(errorOf(after)).toBe(API_MESSAGES.invalidToken)
    // Reactivation does not bring the old token back.
    await call('PUT', `/api/v1/users/${user.id}`, tokens.superAdmin, { isActive: true, updatedAt: response.json().data.updatedAt })
    expect((await call('GET', '/api/v1/auth/me', token)).statusCode).toBe(401)
  })

  it('gives api-access users no locations', async () => {
    const api = await create({ role: 'api-access' })
    const given = await call('PUT', `/api/v1/users/${api.id}`, tokens.superAdmin, { locations: [demoId], updatedAt: api.updatedAt })
    expect(given.statusCode).toBe(400)
    expect(errorOf(given)).toBe('API access users cannot be given locations.')

    const staff = await create({ role: 'location' })
    const withLocation = (await call('PUT', `/api/v1/users/${staff.id}`, tokens.superAdmin, { locations: [demoId], updatedAt: staff.updatedAt })).json().data
    const toApi = await call('PUT', `/api/v1/users/${staff.id}`, tokens.superAdmin, { role: 'api-access', updatedAt: withLocation.updatedAt })
    expect(toApi.statusCode).toBe(400)
    expect(errorOf(toApi)).toBe(API_MESSAGES.apiAccessLocations)
    const toApiWithout = await call('PUT', `/api/v1/users/${staff.id}`, tokens.superAdmin, {
      role: 'api-access',
      locations: [],
      updatedAt: withLocation.updatedAt,
    })
    expect(toApiWithout.statusCode).toBe(200)
    expect(toApiWithout.json().data).toMatchObject({ role: 'api-access', locations: [] })
  })

  it('validates fields, location ids and email uniqueness', async () => {
    const user = await create()
    const cases: Array<[object, number, string]> = [
      [{ firstName: 'x'.repeat(33) }, 400, 'First name is too long.'],
      [{ email: 'nope' }, 400, API_MESSAGES.invalidEmail],
      [{ role: 'root' }, 400, 'Role: invalid option: expected one of "location"|"admin"|"super-admin"|"api-access".'],
      [{ locations: ['00000000-0000-4000-8000-000000000000'] }, 400, API_MESSAGES.unknownLocations],
      [{ email: USERS.staff.email }, 409, API_MESSAGES.emailTaken],
    ]
    for (const [overrides, status, message] of cases) {
      const response = await call('PUT', `/api/v1/users/${user.id}`, tokens.superAdmin, { ...overrides, updatedAt: user.updatedAt })
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status)
      expect(errorOf(response)).toBe(message)
    }
    const unknown = await call('PUT', '/api/v1/users/00000000-0000-4000-8000-000000000000', tokens.superAdmin, { updatedAt: user.updatedAt })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('addUserLocation and removeUserLocation', () => {
  it('adds a location once and removes it again', async () => {
    const user = await create()
    const added = await call('PATCH', `/api/v1/users/${user.id}/locations`, tokens.superAdmin, { locationId: otherId })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json().data.locations).toEqual([otherId])
    expect(Date.parse(added.json().data.updatedAt)).toBeGreaterThan(Date.parse(user.updatedAt))
    const again = await call('PATCH', `/api/v1/users/${user.id}/locations`, tokens.superAdmin, { locationId: otherId })
    expect(again.json().data.locations).toEqual([otherId])
    expect(await latestUserLog()).toMatchObject({ action: 'update', data: { id: user.id, locationsAdded: [otherId] } })

    const removed = await call('DELETE', `/api/v1/users/${user.id}/locations/${otherId}`, tokens.superAdmin)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data).toMatchObject({ locations: [], locationDetails: [] })
    expect(await latestUserLog()).toMatchObject({ action: 'update', data: { id: user.id, locationsRemoved: [otherId] } })
    const twice = await call('DELETE', `/api/v1/users/${user.id}/locations/${otherId}`, tokens.superAdmin)
    expect(twice.statusCode).toBe(404)
    expect(errorOf(twice)).toBe(API_MESSAGES.userLocationMissing)
    expect((await call('DELETE', `/api/v1/users/${user.id}/locations/not-a-uuid`, tokens.superAdmin)).statusCode).toBe(400)
  })

  it('refuses api-access users, unknown locations and unknown users', async () => {
    const api = await create({ role: 'api-access' })
    const refused = await call('PATCH', `/api/v1/users/${api.id}/locations`, tokens.superAdmin, { locationId: demoId })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused)).toBe(API_MESSAGES.apiAccessLocations)
    const user = await create()
    const unknownLocation = await call('PATCH', `/api/v1/users/${user.id}/locations`, tokens.superAdmin, { locationId: '00000000-0000-4000-8000-000000000000' })
    expect(unknownLocation.statusCode).toBe(404)
    expect(errorOf(unknownLocation)).toBe(API_MESSAGES.locationNotFound)
    const badId = await call('PATCH', `/api/v1/users/${user.id}/locations`, tokens.superAdmin, { locationId: 'nope' })
    expect(badId.statusCode).toBe(400)
    const unknownUser = await call('PATCH', '/api/v1/users/00000000-0000-4000-8000-000000000000/locations', tokens.superAdmin, { locationId: demoId })
    expect(unknownUser.statusCode).toBe(404)
    expect(errorOf(unknownUser)).toBe(API_MESSAGES.userNotFound)
  })

  it('lets a new location be created, then assigned from the user page', async () => {
    const user = await create()
    const location = (
      await call('POST', '/api/v1/locations', tokens.superAdmin, {
        name: 'From User Page',
        locationIdentifier: 'KB-US-4242',
        urlSlug: 'from-user',
        timeZone: 'UTC',
        language: 'en-us',
      })
    ).json().data
    const added = await call('PATCH', `/api/v1/users/${user.id}/locations`, tokens.superAdmin, { locationId: location.id })
    expect(added.json().data.locationDetails).toEqual([expect.objectContaining({ id: location.id, name: 'From User Page' })])
  })
})

describe('deleteUser', () => {
  it('deletes another user with their sessions and links, and audits it', async () => {
    const user = await create({ role: 'admin' })
    await call('PATCH', `/api/v1/users/${user.id}/locations`, tokens.superAdmin, { locationId: demoId })
    const token = await t.login(user, PASSWORD)
    const response = await call('DELETE', `/api/v1/users/${user.id}`, tokens.superAdmin)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ id: user.id, locations: [demoId] })
    expect((await call('GET', `/api/v1/users/${user.id}`, tokens.superAdmin)).statusCode).toBe(404)
    expect((await call('GET', '/api/v1/auth/me', token)).statusCode).toBe(401)
    const [entry] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.model, 'User'), eq(logs.action, 'delete')))
      .orderBy(desc(logs.date))
      .limit(1)
    expect(entry.data).toMatchObject({ id: user.id, email: user.email })
    expect((await call('DELETE', `/api/v1/users/${user.id}`, tokens.superAdmin)).statusCode).toBe(404)
  })

  it('refuses deleting yourself', async () => {
    const response = await call('DELETE', `/api/v1/users/${superAdminId}`, tokens.superAdmin)
    expect(response.statusCode).toBe(403)
    expect(errorOf(response)).toBe(API_MESSAGES.ownDeletion)
    expect((await call('GET', '/api/v1/auth/me', tokens.superAdmin)).statusCode).toBe(200)
  })
})
