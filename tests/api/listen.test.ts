import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_PASSWORD, USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'

let t: TestApp
let baseUrl: string
beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await t?.close()
})

describe('over a real socket', () => {
  it('signs in, reads locations and signs out', async () => {
    const login = await fetch(`${baseUrl}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: USERS.staff.email, password: FIXTURE_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()).data
    const headers = { authorization: `Bearer ${token}` }

    const list = await fetch(`${baseUrl}/api/v1/locations`, { headers })
    expect(list.status).toBe(200)
    expect(list.headers.get('content-type')).toMatch(/^application\/json/)
    expect((await list.json()).meta.total).toBe(1)

    expect((await fetch(`${baseUrl}/api/v1/auth`, { method: 'DELETE', headers })).status).toBe(200)
    expect((await fetch(`${baseUrl}/api/v1/auth/me`, { headers })).status).toBe(401)
  })

  it('slows guesses at one account after five failures, with a clear code and Retry-After', async () => {
    const attempt = () =>
      fetch(`${baseUrl}/api/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'socket@studio.test', password: 'Wrong-Pass1!' }),
      })
    for (let index = 0; index < 5; index++) expect((await attempt()).status).toBe(401)
    const limited = await attempt()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({ error: 'Too many failed sign-ins for this account. Wait a moment and try again.', code: 'SIGN_IN_DELAYED' })
  })
})
