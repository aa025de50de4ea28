// Through /graphql an argument must never name another route or add a parameter (docs/SECURITY.md#input),
// and the REST call it makes carries the browser's own address and user agent into the audit log.
import type { AddressInfo } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { logs } from '../../src/server/db/schema'
import { API_MESSAGES } from '../../src/shared/messages'
import { FIXTURE_PASSWORD, USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { loopbackCall } from './loopback'
import { templateIds } from './screensHelpers'

interface GraphqlAnswer {
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: Record<string, unknown> }[]
}

let t: TestApp
let port: number
let token: string
let locationId: string
beforeAll(async () => {
  t = await buildTestApp({ graphql: { supergraphPath: 'mesh/supergraph.graphql', production: true } })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as AddressInfo).port
  token = await t.login(USERS.superAdmin)
  locationId = (await templateIds(t)).demoId
})
afterAll(async () => {
  await t?.close()
})

async function graphql(query: string, variables?: object, headers: Record<string, string> = {}) {
  const answer = await loopbackCall(port, '127.0.0.8', 'POST', '/graphql', { query, variables }, token, headers)
  return answer.body as GraphqlAnswer
}

describe('/graphql id arguments', () => {
  const refusedIds = () => [
    `${locationId}/class-runs`,
    `${locationId}%2Fclass-runs`,
    `${locationId}?x=1`,
    `${locationId}%3Fx=1`,
    `${locationId}#x`,
    `${locationId}%23x`,
    `${locationId}\\class-runs`,
    '..',
    '%2e%2E',
  ]

  it('refuses an id with a slash, question mark or hash (raw or percent-encoded) with 400 INVALID_ID, before any REST call', async () => {
    const inject = vi.spyOn(t.app, 'inject')
    try {
      for (const id of refusedIds()) {
        // Written into the document, and passed as a variable.
        const inline = await graphql(`{ getLocation(id: ${JSON.stringify(id)}) { data { id } } }`)
        const asVariable = await graphql('query ($id: String!) { getLocation(id: $id) { data { id } } }', { id })
        for (const answer of [inline, asVariable]) {
          expect(answer.data?.getLocation ?? null, id).toBeNull()
          expect(answer.errors, id).toEqual([
            expect.objectContaining({ message: API_MESSAGES.idFormat, extensions: expect.objectContaining({ status: 400, code: 'INVALID_ID' }) }),
          ])
        }
      }
      expect(inject).not.toHaveBeenCalled()
    } finally {
      inject.mockRestore()
    }
  })

  it('checks the second id of a route too, and answers good ids', async () => {
    const removed = await graphql(`mutation { removeUserLocation(id: "${locationId}", locationId: "${locationId}/x") { data { id } } }`)
    expect(removed.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ status: 400, code: 'INVALID_ID' }) })])
    const location = await graphql('query ($id: String!) { getLocation(id: $id) { data { id } } }', { id: locationId })
    expect(location).toEqual({ data: { getLocation: { data: { id: locationId } } } })
  })
})

describe('the audit log of a /graphql call', () => {
  it('records the browser’s user agent and address for a sign-in through /graphql', async () => {
    const login = 'mutation ($input: LoginBodyInput_Input) { login(input: $input) { data { token } } }'
    const signedIn = await graphql(login, { input: { email: USERS.staff.email, password: FIXTURE_PASSWORD } }, { 'user-agent': 'Browser/7.0 (GraphQL test)' })
    expect(signedIn.errors).toBeUndefined()
    const [entry] = await t.db.select().from(logs).where(eq(logs.model, 'Session')).orderBy(desc(logs.date)).limit(1)
    expect(entry).toMatchObject({
      action: 'sign-in',
      modifiedBy: USERS.staff.email,
      data: { address: '127.0.0.8', userAgent: 'Browser/7.0 (GraphQL test)' },
    })
  })
})
