// Optimistic concurrency as HTTP clients expect it: reads carry an ETag, writes may send If-Match
// (412 when stale), the body's updatedAt still works (409 when stale), and a write with neither
// applies as it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'
import { templateIds } from './screensHelpers'

let t: TestApp
let token: string
let ids: Awaited<ReturnType<typeof templateIds>>
beforeAll(async () => {
  t = await buildTestApp()
  token = await t.login(USERS.superAdmin)
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) })

describe('ETag and If-Match', () => {
  it('on a location: the ETag of a read guards the next write; a stale one is 412 and changes nothing', async () => {
    const url = `/api/v1/locations/${ids.demoId}`
    const read = await call('GET', url)
    const etag = String(read.headers.etag)
    expect(etag).toMatch(/^"\d+"$/)
    expect(etag).toBe(`"${Date.parse(read.json().data.updatedAt)}"`)

    const saved = await call('PUT', url, { name: 'Demo Studio (If-Match)' }, { 'if-match': etag })
    expect(saved.statusCode, saved.body).toBe(200)
    const next = String(saved.headers.etag)
    expect(next).not.toBe(etag)

    const stale = await call('PUT', url, { name: 'Lost update' }, { 'if-match': etag })
    expect(stale.statusCode).toBe(412)
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' })
    expect((await call('GET', url)).json().data.name).toBe('Demo Studio (If-Match)')

    // The body's updatedAt still works, and is a 409 when stale.
    const bodyStale = await call('PUT', url, { name: 'Lost again', updatedAt: read.json().data.updatedAt })
    expect(bodyStale.statusCode).toBe(409)
    expect(bodyStale.json()).toMatchObject({ code: 'STALE_VERSION' })

    // Neither: the write applies, whoever saved in between.
    const blind = await call('PUT', url, { name: 'Demo Studio' })
    expect(blind.statusCode, blind.body).toBe(200)
    expect(blind.json().data.name).toBe('Demo Studio')
    // `*` (any version) applies; a weak ETag never matches (If-Match compares strongly).
    expect((await call('PUT', url, { mctEnabled: false }, { 'if-match': '*' })).statusCode).toBe(200)
    const weak = await call('PUT', url, { mctEnabled: false }, { 'if-match': `W/${String(blind.headers.etag)}` })
    expect(weak.statusCode).toBe(412)
    expect(weak.json()).toMatchObject({ code: 'IF_MATCH_INVALID' })
  })

  it('on a user, a round and a workout alike', async () => {
    const user = (await call('GET', '/api/v1/users?pageSize=100')).json().data.find((row: { email: string }) => row.email === USERS.staff.email)
    const round = (await call('GET', '/api/v1/rounds')).json().data[0]
    const workout = (await call('GET', '/api/v1/workouts?pageSize=1')).json().data[0]
    const cases: [string, object][] = [
      [`/api/v1/users/${user.id}`, { firstName: 'Stafford' }],
      [`/api/v1/rounds/${round.id}`, { name: `${round.name}` }],
      [`/api/v1/workouts/${workout.id}`, { name: `${workout.name}` }],
    ]
    for (const [url, change] of cases) {
      // A write answers the new version's ETag too (rounds have no single read).
      const etag = String((await call('PUT', url, change)).headers.etag)
      expect(etag, url).toMatch(/^"\d+"$/)
      const saved = await call('PUT', url, change, { 'if-match': etag })
      expect(saved.statusCode, `${url} ${saved.body}`).toBe(200)
      expect((await call('PUT', url, change, { 'if-match': etag })).statusCode, url).toBe(412)
      expect((await call('PUT', url, change)).statusCode, url).toBe(200)
    }
  })
})

describe('If-Match is the current ETag or nothing is written', () => {
  it('refuses a future version, garbage, a list, and a stale If-Match behind a future body updatedAt', async () => {
    const url = `/api/v1/locations/${ids.demoId}`
    const before = await call('GET', url)
    const current = String(before.headers.etag)
    const future = new Date(4102444800000).toISOString()
    const attempts: [Record<string, string>, object][] = [
      [{ 'if-match': '"4102444800000"' }, { name: 'From the future' }],
      [{ 'if-match': `"${Date.parse(before.json().data.updatedAt) + 1}"` }, { name: 'One millisecond ahead' }],
      [{ 'if-match': 'garbage' }, { name: 'Garbage' }],
      [{ 'if-match': '"garbage"' }, { name: 'Quoted garbage' }],
      [{ 'if-match': `${current}, "1"` }, { name: 'A list' }],
      [{ 'if-match': '"1"' }, { name: 'Stale with a future body', updatedAt: future }],
      // The current ETag with a body naming another version: two versions, one of them not current.
      [{ 'if-match': current }, { name: 'Current tag, future body', updatedAt: future }],
    ]
    for (const [headers, body] of attempts) {
      const answer = await call('PUT', url, body, headers)
      expect(answer.statusCode, `${JSON.stringify(headers)} ${JSON.stringify(body)}`).toBe(412)
    }
    const after = await call('GET', url)
    expect(after.json().data).toEqual(before.json().data)
    expect((await call('PUT', url, { name: before.json().data.name }, { 'if-match': current })).statusCode).toBe(200)
  })

  it('on PUT /screens/:id and PUT /auth/me, which send an ETag', async () => {
    const screenUrl = `/api/v1/screens/${ids.demoScreen(1)}`
    const screenTag = String((await call('GET', screenUrl)).headers.etag)
    expect(screenTag).toMatch(/^"\d+"$/)
    const renamed = await call('PUT', screenUrl, { name: 'Screen One' }, { 'if-match': screenTag })
    expect(renamed.statusCode, renamed.body).toBe(200)
    for (const tag of [screenTag, '"4102444800000"', 'garbage']) {
      const stale = await call('PUT', screenUrl, { name: 'Lost screen' }, { 'if-match': tag })
      expect(stale.statusCode, tag).toBe(412)
    }
    expect((await call('GET', screenUrl)).json().data.name).toBe('Screen One')

    const me = await call('GET', '/api/v1/auth/me')
    const meTag = String(me.headers.etag)
    const profile = { firstName: 'Owner', lastName: me.json().data.lastName, email: me.json().data.email }
    const saved = await call('PUT', '/api/v1/auth/me', profile, { 'if-match': meTag })
    expect(saved.statusCode, saved.body).toBe(200)
    for (const tag of [meTag, '"4102444800000"', 'garbage']) {
      const stale = await call('PUT', '/api/v1/auth/me', { ...profile, firstName: 'Lost' }, { 'if-match': tag })
      expect(stale.statusCode, tag).toBe(412)
    }
    expect((await call('GET', '/api/v1/auth/me')).json().data.firstName).toBe('Owner')
  })

  it('on a route that does not check it (deleting a user): 412 and nothing happens', async () => {
    const created = await call('POST', '/api/v1/users', {
      firstName: 'If',
      lastName: 'Match',
      email: 'if-match@studio.test',
      role: 'admin',
      password: 'Str0ng-and-long-enough!',
    })
    expect(created.statusCode, created.body).toBe(200)
    const url = `/api/v1/users/${created.json().data.id}`
    const deleted = await call('DELETE', url, undefined, { 'if-match': String(created.headers.etag) })
    expect(deleted.statusCode).toBe(412)
    expect(deleted.json()).toMatchObject({ code: 'IF_MATCH_INVALID' })
    expect((await call('GET', url)).statusCode).toBe(200)
  })
})
