import { eq } from 'drizzle-orm'
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
      // Names of the records it mentions: this user id belongs to no one here.
      names: {},
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
  it('deletes nothing on a wrong word, and logs each wrong word with who typed it and from where', async () => {
    const before = await logCount()
    expect(before).toBeGreaterThan(0)
    const words = ['sweep-the-floor', `${CLEAN_WORD} `, 'x']
    for (const word of words) {
      const response = await clean(word)
      expect(response.statusCode).toBe(403)
      expect(errorOf(response)).toBe('Incorrect Password')
      expect(errorOf(response)).toBe(VALIDATION_MESSAGES.incorrectPassword)
    }
    expect(await logCount()).toBe(before + words.length)
    const refused = await t.db.select().from(logs).where(eq(logs.action, 'clean refused'))
    expect(refused).toHaveLength(words.length)
    expect(refused[0]).toMatchObject({ model: 'Log', modifiedBy: USERS.superAdmin.email, data: { address: '127.0.0.1' } })
    // The word itself is never written down.
    expect(JSON.stringify(refused)).not.toContain('sweep')
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

  it('deletes every entry with the right word but the log’s own, and leaves a trace of who cleaned which range', async () => {
    await t.db.insert(logs).values([entry(1, { date: new Date('2030-01-02T03:04:05.000Z') }), entry(2, { date: new Date('2030-06-07T08:09:10.000Z') })])
    const all = await t.db.select().from(logs)
    const own = all.filter((row) => row.model === 'Log')
    const others = all.filter((row) => row.model !== 'Log')
    const dates = others.map((row) => row.date.getTime())
    const response = await clean(CLEAN_WORD)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ data: { deleted: others.length } })
    const remaining = await t.db.select().from(logs)
    // The refused words stay, and one line says who cleaned, from where, and which range went.
    expect(remaining).toHaveLength(own.length + 1)
    const trace = remaining.find((row) => row.action === 'delete')!
    expect(trace).toMatchObject({
      model: 'Log',
      modifiedBy: USERS.superAdmin.email,
      data: {
        deleted: others.length,
        from: new Date(Math.min(...dates)).toISOString(),
        to: new Date(Math.max(...dates)).toISOString(),
        cleaning: 1,
        address: '127.0.0.1',
      },
    })
    expect(trace.userId).toBeTruthy()

    // A second clean keeps the first one's trace: the trail of cleanings cannot be cleaned away.
    await t.db.insert(logs).values(entry(3))
    expect((await clean(CLEAN_WORD)).json()).toEqual({ data: { deleted: 1 } })
    const traces = (await t.db.select().from(logs).where(eq(logs.action, 'delete'))).map((row) => (row.data as { cleaning: number }).cleaning)
    expect(traces.sort()).toEqual([1, 2])
    const listed = (await list()).json()
    expect(listed.meta.total).toBe(own.length + 2)
    expect(listed.data[0]).toMatchObject({ model: 'Log', action: 'delete' })
  })

  it('pauses after 5 wrong words per user, and per address, even for the right word (429), and logs each', async () => {
    const fresh = await buildTestApp({ logsCleanWord: CLEAN_WORD })
    try {
      const owner = await fresh.login(USERS.superAdmin)
      const wipe = (word: string, token: string, remoteAddress: string) =>
        fresh.app.inject({ method: 'DELETE', url: '/api/v2/logs', headers: bearer(token), payload: { password: word }, remoteAddress })
      const before = (await fresh.db.select().from(logs)).length
      for (let guess = 1; guess <= 5; guess++) expect((await wipe(`guess-${guess}`, owner, '127.0.0.2')).statusCode).toBe(403)
      // The sixth try waits, from any address, and even the right word is not looked at.
      for (const [word, address] of [
        ['guess-6', '127.0.0.2'],
        [CLEAN_WORD, '127.0.0.3'],
      ]) {
        const paused = await wipe(word, owner, address)
        expect(paused.statusCode).toBe(429)
        expect(paused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
        expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0)
      }
      const after = await fresh.db.select().from(logs)
      expect(after.filter((row) => row.action === 'clean refused')).toHaveLength(5)
      expect(after.length).toBe(before + 5)

      // Another super-admin at the same address (127.0.0.2) is paused too: that address is past its 5.
      // At another address the word works.
      const created = await fresh.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: bearer(owner),
        payload: { firstName: 'Second', lastName: 'Owner', email: 'second-owner@studio.test', password: 'Str0ng-and-long-enough!', role: 'super-admin' },
      })
      expect(created.statusCode, created.body).toBe(200)
      const second = await fresh.login({ email: 'second-owner@studio.test' }, 'Str0ng-and-long-enough!')
      expect((await wipe('guess', second, '127.0.0.2')).statusCode).toBe(429)
      expect((await wipe(CLEAN_WORD, second, '127.0.0.4')).statusCode).toBe(200)
    } finally {
      await fresh.close()
    }
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
