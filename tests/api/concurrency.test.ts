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

const call = (method: 'GET' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
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
    // A weak ETag and `*` are understood too.
    expect((await call('PUT', url, { mctEnabled: false }, { 'if-match': `W/${String(blind.headers.etag)}` })).statusCode).toBe(200)
    expect((await call('PUT', url, { mctEnabled: false }, { 'if-match': '*' })).statusCode).toBe(200)
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
