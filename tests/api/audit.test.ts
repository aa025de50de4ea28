import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logs } from '../../src/server/db/schema'
import { REDACTED, redact } from '../../src/server/lib/audit'
import { FIXTURE_PASSWORD, USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const latestLog = async () => (await t.db.select().from(logs).orderBy(desc(logs.date)).limit(1))[0]

describe('audit log', () => {
  it('records create, update and delete of a location with who did it', async () => {
    const token = await t.login(USERS.superAdmin)
    const body = { name: 'Audited', locationIdentifier: 'KB-US-7777', urlSlug: 'audited', timeZone: 'UTC', language: 'en-gb' }
    const created = (await t.app.inject({ method: 'POST', url: '/api/v1/locations', headers: bearer(token), payload: body })).json().data
    const createLog = await latestLog()
    expect(createLog).toMatchObject({ model: 'Location', action: 'create', modifiedBy: USERS.superAdmin.email })
    expect(createLog.userId).toBeTruthy()
    expect(createLog.data).toMatchObject({ id: created.id, name: 'Audited', locationIdentifier: 'KB-US-7777' })

    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/locations/${created.id}`,
      headers: bearer(token),
      payload: { name: 'Audited 2', updatedAt: created.updatedAt },
    })
    const updateLog = await latestLog()
    expect(updateLog).toMatchObject({ action: 'update', data: { id: created.id, changes: { name: 'Audited 2' } } })

    await t.app.inject({ method: 'DELETE', url: `/api/v1/locations/${created.id}`, headers: bearer(token) })
    expect(await latestLog()).toMatchObject({ action: 'delete', data: { id: created.id, name: 'Audited 2' } })
  })

  it('redacts passwords from the logged data', async () => {
    const token = await t.login(USERS.admin)
    const password = 'Logged-Never1!'
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      headers: bearer(token),
      payload: { firstName: 'Adela', lastName: 'Admin', email: USERS.admin.email, password, currentPassword: FIXTURE_PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    const entries = await t.db.select().from(logs).where(eq(logs.model, 'User')).orderBy(desc(logs.date)).limit(2)
    expect(entries.map((entry) => entry.action).sort()).toEqual(['password change', 'update'])
    expect(entries.find((entry) => entry.action === 'update')).toMatchObject({ modifiedBy: USERS.admin.email, data: { firstName: 'Adela' } })
    for (const entry of entries) {
      expect(JSON.stringify(entry.data)).not.toContain(password)
      expect(JSON.stringify(entry.data)).not.toContain(FIXTURE_PASSWORD)
    }
    // A secret-looking field anyone sends is still redacted.
    expect(redact({ password, nested: { authToken: 'abc' } })).toEqual({ password: REDACTED, nested: { authToken: REDACTED } })
  })

  it('records sign-ins, refused sign-ins (with the email tried, the address and the browser) and sign-outs', async () => {
    const sessionLogs = async () => t.db.select().from(logs).where(eq(logs.model, 'Session')).orderBy(desc(logs.date)).limit(1)
    const headers = { 'user-agent': 'AuditTest/1.0' }
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/auth', headers, payload: { email: 'nobody@studio.test', password: 'Wrong-Pass1!' } })
    expect(refused.statusCode).toBe(401)
    expect((await sessionLogs())[0]).toMatchObject({
      action: 'sign-in failed',
      modifiedBy: 'nobody@studio.test',
      userId: null,
      data: { email: 'nobody@studio.test', address: '127.0.0.1', userAgent: 'AuditTest/1.0', reason: 'wrong email or password' },
    })
    expect(JSON.stringify((await sessionLogs())[0].data)).not.toContain('Wrong-Pass1!')

    const signedIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth', headers, payload: { email: USERS.staff.email, password: FIXTURE_PASSWORD } })
    expect(signedIn.statusCode).toBe(200)
    const [entry] = await sessionLogs()
    expect(entry).toMatchObject({
      action: 'sign-in',
      modifiedBy: USERS.staff.email,
      data: { email: USERS.staff.email, address: '127.0.0.1', userAgent: 'AuditTest/1.0', method: 'password' },
    })
    expect(entry.userId).toBeTruthy()

    const out = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth', headers: { ...headers, ...bearer(signedIn.json().data.token) } })
    expect(out.statusCode).toBe(200)
    expect((await sessionLogs())[0]).toMatchObject({ action: 'sign-out', modifiedBy: USERS.staff.email, userId: entry.userId })
  })

  it('writes nothing when the change fails', async () => {
    const token = await t.login(USERS.superAdmin)
    const before = (await t.db.select().from(logs)).length
    const duplicate = { name: 'Dup', locationIdentifier: 'KB-US-0001', urlSlug: 'dup', timeZone: 'UTC', language: 'en-us' }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/locations', headers: bearer(token), payload: duplicate })).statusCode).toBe(409)
    expect((await t.db.select().from(logs)).length).toBe(before)
  })
})
