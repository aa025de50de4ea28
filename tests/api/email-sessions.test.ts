import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_PASSWORD, USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'

// A changed sign-in email ends the user's sessions (docs/SECURITY.md#accounts-and-sessions): an admin who
// moves a taken-over account to a new address must not leave the taker signed in.

let t: TestApp
let superAdminToken: string
beforeAll(async () => {
  t = await buildTestApp()
  superAdminToken = await t.login(USERS.superAdmin)
})
afterAll(async () => {
  await t?.close()
})

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })
const updateUser = (token: string, id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/users/${id}`, headers: bearer(token), payload })

describe('an email change', () => {
  it('by a super-admin, of another user, ends all of that user’s sessions; other edits do not', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: bearer(superAdminToken),
      payload: { firstName: 'Moved', lastName: 'Away', email: 'moved@studio.test', password: FIXTURE_PASSWORD, role: 'admin' },
    })
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().data.id
    const sessions = [await t.login({ email: 'moved@studio.test' }), await t.login({ email: 'moved@studio.test' })]

    expect((await updateUser(superAdminToken, id, { firstName: 'Still' })).statusCode).toBe(200)
    for (const token of sessions) expect((await me(token)).statusCode).toBe(200)

    expect((await updateUser(superAdminToken, id, { email: 'moved-again@studio.test' })).statusCode).toBe(200)
    for (const token of sessions) expect((await me(token)).statusCode).toBe(401)
    expect((await me(superAdminToken)).statusCode).toBe(200)
    // The user signs in again with the new address.
    expect((await me(await t.login({ email: 'moved-again@studio.test' }))).statusCode).toBe(200)
  })

  it('by a super-admin of their own email on the users page keeps the session that made it and ends the others', async () => {
    const other = await t.login(USERS.superAdmin)
    const self = (await me(superAdminToken)).json().data
    const moved = await updateUser(superAdminToken, self.id, { email: 'owner-new@studio.test' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect((await me(superAdminToken)).statusCode).toBe(200)
    expect((await me(other)).statusCode).toBe(401)
    expect((await updateUser(superAdminToken, self.id, { email: USERS.superAdmin.email })).statusCode).toBe(200)
  })
})
