import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logs } from '../../src/server/db/schema'
import { API_MESSAGES, VALIDATION_MESSAGES } from '../../src/shared/messages'
import { USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'

const CLEAN_WORD = 'Sweep-The-Floor'

let t: TestApp
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff' | 'api', string>
beforeAll(async () => {
  t = await buildTestApp({ logsCleanWord: CLEAN_WORD })
  for (const key of ['superAdmin', 'admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
})
afterAll(async () => {
  await t?.close()
})

const list = (query = '', token = tokens.superAdmin) => t.app.inject({ method: 'GET', url: `/api/v2/logs${query}`, headers: bearer(token) })
const clean = (password: unknown, token = tokens.superAdmin, app = t.app) =>
  app.inject({ method: 'DELETE', url: '/api/v2/logs', headers: bearer(token), payload: { password } })
const logCount = async () => (await t.db.select().from(logs)).length

const SUPER_ADMIN_ID = '00000000-0000-4000-8000-000000000001'
const entry = (index: number, overrides: Partial<typeof logs.$inferInsert> = {}) => ({
  date: new Date(Date.UTC(2031, 0, 1, 0, index)),
  model: index % 2 ? 'Location' : 'Workout',
  action: index % 3 ? 'update' : 'create',
  modifiedBy: index % 5 ? 'editor@studio.test' : 'boss@studio.test',
  userId: SUPER_ADMIN_ID,
  data: { index, nested: { screens: ['a', 'b'] } },
  ...overrides,
})

describe('listLogs', () => {
  beforeAll(async () => {
    await t.db.delete(logs)
    await t.db.insert(logs).values(Array.from({ length: 20 }, (_, index) => entry(index)))
  })

  it('pages 15 at a time, newest first, with the data as JSON', async () => {
    const first = (await list()).json()
    expect(first.meta).toEqual({ total: 20, page: 1, pageSize: 15 })
    expect(first.data).toHaveLength(15)
    expect(first.data[0]).toEqual({
      id: expect.any(String),
      _id: first.data[0].id,
      date: '2031-01-01T00:19:00.000Z',
      model: 'Location',
      action: 'update',
      modifiedBy: 'editor@studio.test',
      userId: SUPER_ADMIN_ID,
      data: { index: 19, nested: { screens: ['a', 'b'] } },
    })
    const dates = first.data.map((log: { date: string }) => log.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const second = (await list('?page=2')).json()
    expect(second.data.map((log: { data: { index: number } }) => log.data.index)).toEqual([4, 3, 2, 1, 0])
  })

  it('searches model, action and modifiedBy case-insensitively', async () => {
    expect((await list('?search=BOSS')).json().meta.total).toBe(4)
    expect((await list('?search=locat')).json().meta.total).toBe(10)
    expect((await list('?search=creat')).json().meta.total).toBe(7)
    expect((await list('?search=%25')).json().meta.total).toBe(0)
  })

  it('filters by exact model and action', async () => {
    const body = (await list('?model=workout&action=CREATE')).json()
    expect(body.data.map((log: { data: { index: number } }) => log.data.index)).toEqual([18, 12, 6, 0])
    expect((await list('?model=Work')).json().meta.total).toBe(0)
  })

  it('keeps entries whose user has gone (null userId)', async () => {
    await t.db.insert(logs).values(entry(30, { userId: null, model: 'Orphan' }))
    expect((await list('?model=orphan')).json().data[0].userId).toBeNull()
  })

  it('rejects a bad page with 400', async () => {
    const response = await list('?page=0')
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toMatch(/^Page: /)
  })

  it('is for super-admins only', async () => {
    for (const token of [tokens.admin, tokens.staff, tokens.api]) {
      const response = await list('', token)
      expect(response.statusCode).toBe(403)
      expect(errorOf(response)).toBe(API_MESSAGES.forbidden)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/logs' })).statusCode).toBe(401)
  })
})

describe('cleanLogs', () => {
  it('deletes nothing on a wrong word', async () => {
    const before = await logCount()
    expect(before).toBeGreaterThan(0)
    for (const word of ['sweep-the-floor', `${CLEAN_WORD} `, 'x']) {
      const response = await clean(word)
      expect(response.statusCode).toBe(403)
      expect(errorOf(response)).toBe('Incorrect Password')
      expect(errorOf(response)).toBe(VALIDATION_MESSAGES.incorrectPassword)
    }
    expect(await logCount()).toBe(before)
  })

  it('requires the word', async () => {
    for (const payload of [{}, { password: '' }, { password: 42 }]) {
      const response = await t.app.inject({ method: 'DELETE', url: '/api/v2/logs', headers: bearer(tokens.superAdmin), payload })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(errorOf(response)).toMatch(/^Password[ :]/)
    }
  })

  it('is refused to everyone but super-admins, even with the right word', async () => {
    const before = await logCount()
    for (const token of [tokens.admin, tokens.staff, tokens.api]) {
      const response = await clean(CLEAN_WORD, token)
      expect(response.statusCode).toBe(403)
      expect(errorOf(response)).toBe(API_MESSAGES.forbidden)
    }
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/v2/logs', payload: { password: CLEAN_WORD } })
    expect(anonymous.statusCode).toBe(401)
    expect(await logCount()).toBe(before)
  })

  it('deletes every entry with the right word and records who cleaned', async () => {
    const before = await logCount()
    const response = await clean(CLEAN_WORD)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ data: { deleted: before } })
    const remaining = await t.db.select().from(logs)
    expect(remaining).toHaveLength(1)
    expect(remaining[0]).toMatchObject({ model: 'Log', action: 'delete', modifiedBy: USERS.superAdmin.email, data: { deleted: before } })
    expect(remaining[0].userId).toBeTruthy()
    const listed = (await list()).json()
    expect(listed.meta.total).toBe(1)
    expect(listed.data[0]).toMatchObject({ model: 'Log', action: 'delete' })
  })

  it('is disabled with 403 when no word is configured', async () => {
    const unconfigured = await buildTestApp()
    try {
      const token = await unconfigured.login(USERS.superAdmin)
      const before = (await unconfigured.db.select().from(logs)).length
      const response = await clean(CLEAN_WORD, token, unconfigured.app)
      expect(response.statusCode).toBe(403)
      expect(errorOf(response)).toBe('Log cleaning is not configured.')
      expect((await unconfigured.db.select().from(logs)).length).toBe(before)
    } finally {
      await unconfigured.close()
    }
  })
})

describe('log cleaning in the console', () => {
  it('is offered when LOGS_CLEAN_WORD is set', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(config.json().data.logsCleaning).toBe(true)
  })
})
