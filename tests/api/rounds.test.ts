import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logs } from '../../src/server/db/schema'
import { API_MESSAGES } from '../../src/shared/messages'
import { USERS } from './fixtures'
import { bearer, buildTestApp, errorOf, type TestApp } from './helpers'

let t: TestApp
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff' | 'api', string>

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) })

beforeAll(async () => {
  t = await buildTestApp()
  for (const key of ['superAdmin', 'admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
})
afterAll(async () => {
  await t?.close()
})

interface RoundDto {
  id: string
  name: string
  roundNumber: number
  imageUrl: string | null
  updatedAt: string
}

const rounds = async (): Promise<RoundDto[]> => (await call('GET', '/api/v1/rounds', tokens.staff)).json().data
const roundNumbered = async (roundNumber: number) => (await rounds()).find((round) => round.roundNumber === roundNumber)!

/** The seed has rounds 1-9; free a number by deleting its round. */
async function freeNumber(roundNumber: number) {
  const round = await roundNumbered(roundNumber)
  if (round) expect((await call('DELETE', `/api/v1/rounds/${round.id}`, tokens.superAdmin)).statusCode).toBe(200)
}

const latestRoundLog = async () => (await t.db.select().from(logs).where(eq(logs.model, 'Round')).orderBy(desc(logs.date)).limit(1))[0]

describe('listRounds', () => {
  it('lists the rounds sorted by number for every signed-in role', async () => {
    for (const token of Object.values(tokens)) {
      const response = await call('GET', '/api/v1/rounds', token)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.data.map((round: RoundDto) => round.roundNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
      expect(body.meta).toEqual({ total: 9, page: 1, pageSize: 15 })
      expect(body.data[0]).toMatchObject({ name: 'Round 1', imageUrl: null })
      expect(body.data[0].id).toBe(body.data[0]._id)
    }
    expect((await call('GET', '/api/v1/rounds?search=round%207', tokens.api)).json().data.map((round: RoundDto) => round.roundNumber)).toEqual([7])
  })

  it('needs a valid sign-in', async () => {
    expect((await call('GET', '/api/v1/rounds')).statusCode).toBe(401)
    expect((await call('GET', '/api/v1/rounds', 'forged-token')).statusCode).toBe(401)
  })
})

describe('createRound', () => {
  it('adds a round for a free number, with an optional image, and audits it', async () => {
    await freeNumber(9)
    const response = await call('POST', '/api/v1/rounds', tokens.admin, { name: ' Finisher ', roundNumber: 9, imageUrl: '/media/round-9.png' })
    expect(response.statusCode, response.body).toBe(200)
    const round = response.json().data
    expect(round).toMatchObject({ name: 'Finisher', roundNumber: 9, imageUrl: '/media/round-9.png' })
    expect(await latestRoundLog()).toMatchObject({ action: 'create', modifiedBy: USERS.admin.email, data: { id: round.id, roundNumber: 9 } })
  })

  it('refuses a taken number with 409', async () => {
    const response = await call('POST', '/api/v1/rounds', tokens.superAdmin, { name: 'Again', roundNumber: 1 })
    expect(response.statusCode).toBe(409)
    expect(errorOf(response)).toBe(API_MESSAGES.roundNumberTaken)
  })

  it('validates with readable messages', async () => {
    const cases: Array<[object, string]> = [
      [{ roundNumber: 0 }, API_MESSAGES.roundNumberRange],
      [{ roundNumber: 10 }, API_MESSAGES.roundNumberRange],
      [{ roundNumber: 2.5 }, API_MESSAGES.roundNumberRange],
      [{ roundNumber: undefined }, 'Round number is required.'],
      [{ name: '' }, 'Name is required.'],
      [{ name: 'x'.repeat(86) }, 'Name is too long.'],
      [{ imageUrl: 'ftp://images.test/a.png' }, API_MESSAGES.imageUrlInvalid],
      [{ imageUrl: '//evil.test/a.png' }, API_MESSAGES.imageUrlInvalid],
      [{ imageUrl: 'javascript:alert(1)' }, API_MESSAGES.imageUrlInvalid],
      [{ imageUrl: 'images/a.png' }, API_MESSAGES.imageUrlInvalid],
    ]
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/api/v1/rounds', tokens.admin, { name: 'Valid', roundNumber: 5, ...overrides })
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(errorOf(response)).toBe(message)
    }
  })

  it('is for admins and super-admins only', async () => {
    for (const token of [tokens.staff, tokens.api]) {
      const response = await call('POST', '/api/v1/rounds', token, { name: 'No', roundNumber: 8 })
      expect(response.statusCode).toBe(403)
      expect(errorOf(response)).toBe(API_MESSAGES.forbidden)
    }
    expect((await call('POST', '/api/v1/rounds', undefined, { name: 'No', roundNumber: 8 })).statusCode).toBe(401)
    expect((await call('POST', '/api/v1/rounds', 'forged-token', { name: 'No', roundNumber: 8 })).statusCode).toBe(401)
  })
})

describe('updateRound', () => {
  it('renames, sets and clears the image, moving updatedAt forward', async () => {
    const round = await roundNumbered(2)
    const renamed = await call('PUT', `/api/v1/rounds/${round.id}`, tokens.admin, {
      name: 'Power',
      imageUrl: 'https://images.test/power.png',
      updatedAt: round.updatedAt,
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const updated = renamed.json().data
    expect(updated).toMatchObject({ name: 'Power', roundNumber: 2, imageUrl: 'https://images.test/power.png' })
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(round.updatedAt))
    expect(await latestRoundLog()).toMatchObject({ action: 'update', data: { id: round.id, changes: { name: 'Power' } } })
    const cleared = (await call('PUT', `/api/v1/rounds/${round.id}`, tokens.superAdmin, { imageUrl: '', updatedAt: updated.updatedAt })).json().data
    expect(cleared).toMatchObject({ name: 'Power', imageUrl: null })
  })

  it('refuses a stale version, a taken number, an unknown id and non-admins', async () => {
    const round = await roundNumbered(3)
    expect((await call('PUT', `/api/v1/rounds/${round.id}`, tokens.admin, { name: 'One', updatedAt: round.updatedAt })).statusCode).toBe(200)
    const stale = await call('PUT', `/api/v1/rounds/${round.id}`, tokens.admin, { name: 'Two', updatedAt: round.updatedAt })
    expect(stale.statusCode).toBe(409)
    expect(errorOf(stale)).toBe(API_MESSAGES.roundChanged)

    const fresh = await roundNumbered(3)
    const taken = await call('PUT', `/api/v1/rounds/${fresh.id}`, tokens.admin, { roundNumber: 4, updatedAt: fresh.updatedAt })
    expect(taken.statusCode).toBe(409)
    expect(errorOf(taken)).toBe(API_MESSAGES.roundNumberTaken)

    const unknown = await call('PUT', '/api/v1/rounds/00000000-0000-4000-8000-000000000000', tokens.admin, { updatedAt: fresh.updatedAt })
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown)).toBe(API_MESSAGES.roundNotFound)
    for (const token of [tokens.staff, tokens.api]) {
      expect((await call('PUT', `/api/v1/rounds/${fresh.id}`, token, { name: 'No', updatedAt: fresh.updatedAt })).statusCode).toBe(403)
    }
    expect((await call('PUT', `/api/v1/rounds/${fresh.id}`, undefined, { updatedAt: fresh.updatedAt })).statusCode).toBe(401)
  })
})

describe('deleteRound', () => {
  it('is for super-admins only, and audited', async () => {
    const round = await roundNumbered(6)
    for (const token of [tokens.admin, tokens.staff, tokens.api]) {
      const response = await call('DELETE', `/api/v1/rounds/${round.id}`, token)
      expect(response.statusCode).toBe(403)
    }
    expect((await call('DELETE', `/api/v1/rounds/${round.id}`)).statusCode).toBe(401)
    const response = await call('DELETE', `/api/v1/rounds/${round.id}`, tokens.superAdmin)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ id: round.id, roundNumber: 6 })
    expect(await latestRoundLog()).toMatchObject({ action: 'delete', data: { id: round.id, roundNumber: 6 } })
    expect((await rounds()).map((each) => each.roundNumber)).not.toContain(6)
    expect((await call('DELETE', `/api/v1/rounds/${round.id}`, tokens.superAdmin)).statusCode).toBe(404)
  })
})
