import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logs, releases } from '../../src/server/db/schema'
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../src/shared/messages'
import { RELEASE_VERSION_PATTERN } from '../../src/shared/schemas/releases'
import { USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'

let t: TestApp
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff' | 'api', string>
beforeAll(async () => {
  t = await buildTestApp()
  for (const key of ['superAdmin', 'admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
})
afterAll(async () => {
  await t?.close()
})

type Method = 'GET' | 'POST'
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) })

const newRelease = (overrides: object = {}) => ({
  title: 'Spring update',
  type: 'Release',
  description: 'Faster screens',
  version: '21.12.22',
  date: '2031-01-01',
  ...overrides,
})

async function create(overrides: object = {}) {
  const response = await call('POST', '/api/v2/releases', tokens.superAdmin, newRelease(overrides))
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

const versionsOf = (body: { data: Array<{ version: string }> }) => body.data.map((release) => release.version)

describe('the release version rule', () => {
  it('takes 00.00.00 and 00.00.00-000 with 2 or more digits per part', () => {
    for (const version of ['21.12.22', '00.00.00', '21.12.22-001', '100.02.03', '21.12.22-10'])
      expect(RELEASE_VERSION_PATTERN.test(version), version).toBe(true)
    for (const version of ['21.9.1', '21.12', '21.12.22.1', '21.12.22-', '21.12.22-1', 'v21.12.22', '21.12.22-abc', '', ' 21.12.22']) {
      expect(RELEASE_VERSION_PATTERN.test(version), version).toBe(false)
    }
  })
})

describe('latestRelease and releaseSummary before any release', () => {
  it('answers null and an empty summary', async () => {
    expect((await call('POST', '/api/v2/releases/latest', tokens.staff)).json()).toEqual({ data: null })
    expect((await call('GET', '/api/v2/releases/summary', tokens.staff)).json()).toEqual({ data: [] })
  })
})

describe('createRelease', () => {
  it('creates a release with both ids, the date at midnight UTC, and an audit row', async () => {
    const release = await create({ title: '  Trimmed  ' })
    expect(release).toMatchObject({ title: 'Trimmed', type: 'Release', description: 'Faster screens', version: '21.12.22', date: '2031-01-01T00:00:00.000Z' })
    expect(release.id).toBe(release._id)
    // A full ISO date-time is taken by its date as written.
    const timed = await create({ title: 'Timed', version: '21.12.23', date: '2031-03-08T00:00:00+09:00' })
    expect(timed.date).toBe('2031-03-08T00:00:00.000Z')
    const [entry] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.model, 'Release'), eq(logs.action, 'create')))
    expect(entry).toMatchObject({ modifiedBy: USERS.superAdmin.email, data: { id: release.id, title: 'Trimmed', version: '21.12.22' } })
    expect(entry.userId).toBeTruthy()
  })

  it('keeps a client-chosen id given as id or _id', async () => {
    expect((await create({ _id: '61c3b0d8a1b2c3d4e5f60718' })).id).toBe('61c3b0d8a1b2c3d4e5f60718')
    expect((await create({ id: 'release-2031-a' }))._id).toBe('release-2031-a')
    expect((await create({ id: 'same-id', _id: 'same-id' })).id).toBe('same-id')
  })

  it('refuses a duplicate id with 409 and the product’s message, logging nothing', async () => {
    await create({ _id: 'dup-release' })
    const before = (await t.db.select().from(logs)).length
    for (const body of [{ _id: 'dup-release' }, { id: 'dup-release' }]) {
      const response = await call('POST', '/api/v2/releases', tokens.superAdmin, newRelease(body))
      expect(response.statusCode).toBe(409)
      expect(errorOf(response)).toBe('Sorry, the release could not be created. A duplicate id has been found.')
      expect(errorOf(response)).toBe(VALIDATION_MESSAGES.duplicateRelease)
    }
    expect((await t.db.select().from(logs)).length).toBe(before)
  })

  it('validates with readable messages', async () => {
    const cases: Array<[object, string]> = [
      [{ title: '' }, 'Title is required.'],
      [{ title: 'x'.repeat(201) }, 'Title is too long.'],
      [{ description: '   ' }, 'Description is required.'],
      [{ type: 'Patch' }, API_MESSAGES.releaseTypeInvalid],
      [{ type: 'release' }, API_MESSAGES.releaseTypeInvalid],
      [{ version: '21.9.1' }, API_MESSAGES.releaseVersionFormat],
      [{ version: '21.12.22-1' }, API_MESSAGES.releaseVersionFormat],
      [{ version: 'latest' }, API_MESSAGES.releaseVersionFormat],
      [{ date: '01/01/2031' }, API_MESSAGES.releaseDateInvalid],
      [{ date: '2031-02-30' }, API_MESSAGES.releaseDateInvalid],
      [{ id: 'has space' }, API_MESSAGES.releaseIdFormat],
      [{ id: 'a', _id: 'b' }, API_MESSAGES.releaseIdMismatch],
    ]
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/v2/releases', tokens.superAdmin, newRelease(overrides))
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(errorOf(response), JSON.stringify(overrides)).toBe(message)
    }
    const missing = await call('POST', '/api/v2/releases', tokens.superAdmin, {})
    expect(missing.statusCode).toBe(400)
    expect(errorOf(missing)).toContain('Title is required.')
    expect(errorOf(missing)).toContain('Version is required.')
  })

  it('accepts a Hot-Fix with a build number', async () => {
    expect(await create({ type: 'Hot-Fix', version: '21.12.22-001' })).toMatchObject({ type: 'Hot-Fix', version: '21.12.22-001' })
  })
})

describe('ordering, latest and summary', () => {
  it('sorts by version numbers, then build, then newest creation', async () => {
    await t.db.delete(releases)
    // 21.9.1 predates the two-digit rule: stored directly, it must still sort by its numbers.
    await t.db.insert(releases).values({ title: 'Legacy', type: 'Release', description: 'Old', version: '21.9.1', date: new Date('2021-09-01T00:00:00Z') })
    await create({ version: '21.12.22', title: 'First of 21.12.22' })
    await create({ version: '21.09.30' })
    await create({ version: '21.12.22-002', type: 'Hot-Fix' })
    await create({ version: '21.12.22-010', type: 'Hot-Fix' })
    await create({ version: '100.01.01' })
    await create({ version: '21.12.22', title: 'Second of 21.12.22' })
    const list = (await call('GET', '/api/v2/releases', tokens.superAdmin)).json()
    expect(versionsOf(list)).toEqual(['100.01.01', '21.12.22-010', '21.12.22-002', '21.12.22', '21.12.22', '21.09.30', '21.9.1'])
    expect(list.data[3].title).toBe('Second of 21.12.22')
    expect(list.meta).toEqual({ total: 7, page: 1, pageSize: 15 })

    const latest = (await call('POST', '/api/v2/releases/latest', tokens.api)).json()
    expect(latest.data).toMatchObject({ version: '100.01.01' })

    const summary = (await call('GET', '/api/v2/releases/summary', tokens.staff)).json()
    expect(versionsOf(summary)).toEqual(['100.01.01', '21.12.22-010', '21.12.22-002', '21.12.22'])
    expect(summary.data[3].title).toBe('Second of 21.12.22')
  })

  it('pages 15 at a time and searches title, description, version and type', async () => {
    await t.db.delete(releases)
    for (let index = 0; index < 16; index++) await create({ version: `30.01.${String(index).padStart(2, '0')}`, title: `Paging ${index}` })
    await create({ version: '31.01.01', title: 'Gloves', description: 'Mashup timer fixed', type: 'Hot-Fix' })
    const first = (await call('GET', '/api/v2/releases?search=paging', tokens.superAdmin)).json()
    expect(first.meta).toEqual({ total: 16, page: 1, pageSize: 15 })
    expect(first.data[0].version).toBe('30.01.15')
    const second = (await call('GET', '/api/v2/releases?search=PAGING&page=2', tokens.superAdmin)).json()
    expect(versionsOf(second)).toEqual(['30.01.00'])
    for (const search of ['gloves', 'MASHUP', '31.01', 'hot-fix']) {
      expect(versionsOf((await call('GET', `/api/v2/releases?search=${encodeURIComponent(search)}`, tokens.superAdmin)).json()), search).toEqual(['31.01.01'])
    }
    expect((await call('GET', '/api/v2/releases?search=%25', tokens.superAdmin)).json().meta.total).toBe(0)
  })
})

describe('release roles', () => {
  it('lets only super-admins list and create', async () => {
    for (const token of [tokens.admin, tokens.staff, tokens.api]) {
      expect((await call('GET', '/api/v2/releases', token)).statusCode).toBe(403)
      const created = await call('POST', '/api/v2/releases', token, newRelease())
      expect(created.statusCode).toBe(403)
      expect(errorOf(created)).toBe(API_MESSAGES.forbidden)
    }
    expect((await call('GET', '/api/v2/releases')).statusCode).toBe(401)
    expect((await call('POST', '/api/v2/releases', undefined, newRelease())).statusCode).toBe(401)
  })

  it('lets every signed-in user read the latest release and the summary', async () => {
    for (const token of Object.values(tokens)) {
      expect((await call('POST', '/api/v2/releases/latest', token)).statusCode).toBe(200)
      expect((await call('GET', '/api/v2/releases/summary', token)).statusCode).toBe(200)
    }
    expect((await call('POST', '/api/v2/releases/latest')).statusCode).toBe(401)
    expect((await call('GET', '/api/v2/releases/summary')).statusCode).toBe(401)
  })
})
