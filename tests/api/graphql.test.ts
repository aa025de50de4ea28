import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screens } from '../../src/server/db/schema'
import { createSession } from '../../src/server/lib/sessions'
import { SCREEN_TOKEN_HEADER } from '../../src/shared/constants'
import { API_MESSAGES } from '../../src/shared/messages'
import { USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'

const SUPERGRAPH = 'mesh/supergraph.graphql'
// The screen device routes land separately; until then there is no screen-token operation to call.

interface GraphqlError {
  message: string
  path?: string[]
  extensions?: Record<string, unknown>
}
interface GraphqlAnswer {
  data?: Record<string, unknown> | null
  errors?: GraphqlError[]
}

let t: TestApp
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff', string>
beforeAll(async () => {
  t = await buildTestApp({ graphql: { supergraphPath: SUPERGRAPH, production: false } })
  for (const key of ['superAdmin', 'admin', 'staff'] as const) tokens[key] = await t.login(USERS[key])
})
afterAll(async () => {
  await t?.close()
})

async function graphql(query: string, options: { variables?: object; headers?: Record<string, string>; app?: TestApp } = {}): Promise<GraphqlAnswer> {
  const response = await (options.app ?? t).app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: { query, variables: options.variables },
  })
  return response.json()
}

const onlyError = (answer: GraphqlAnswer) => {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1)
  return answer.errors![0]
}

const LOCATIONS = 'query { listLocations(search: "studio") { data { id name locationIdentifier } meta { total page pageSize } } }'

describe('/graphql over the REST routes', () => {
  it('refuses an id that is not a UUID with a 400 in words, in REST and through GraphQL', async () => {
    const rest = await t.app.inject({ method: 'GET', url: '/api/v1/users/..%2Fusers', headers: bearer(tokens.superAdmin) })
    expect(rest.statusCode).toBe(400)
    expect(rest.json()).toEqual({ error: API_MESSAGES.idFormat, code: 'INVALID_ID', fields: { id: API_MESSAGES.idFormat } })
    // A path segment smuggled in as an id reaches no other route.
    const error = onlyError(await graphql('query { getUser(id: "../users") { data { id email } } }', { headers: bearer(tokens.superAdmin) }))
    expect(error).toMatchObject({ message: API_MESSAGES.idFormat, extensions: { status: 400 } })
  })

  it('answers a signed-in query with the REST data', async () => {
    const answer = await graphql(LOCATIONS, { headers: bearer(tokens.admin) })
    expect(answer.errors).toBeUndefined()
    const list = answer.data!.listLocations as { data: Array<{ name: string }>; meta: { total: number; pageSize: number } }
    expect(list.meta).toMatchObject({ page: 1, pageSize: 15 })
    expect(list.data.map((location) => location.name)).toEqual(expect.arrayContaining(['Demo Studio', 'Other Studio']))
    const rest = (await t.app.inject({ method: 'GET', url: '/api/v1/locations?search=studio', headers: bearer(tokens.admin) })).json()
    expect(list.meta.total).toBe(rest.meta.total)
  })

  it('keeps the caller’s scope: location staff see only their own studio', async () => {
    const answer = await graphql(LOCATIONS, { headers: bearer(tokens.staff) })
    expect((answer.data!.listLocations as { data: Array<{ name: string }> }).data.map((location) => location.name)).toEqual(['Demo Studio'])
  })

  it('answers no token with UNAUTHENTICATED and the REST message word for word', async () => {
    const error = onlyError(await graphql(LOCATIONS))
    expect(error.message).toBe(API_MESSAGES.authRequired)
    expect(error.extensions).toEqual({ status: 401, code: 'UNAUTHENTICATED', errorCode: 'AUTH_REQUIRED' })
    expect(error.path).toEqual(['listLocations'])
    const forged = onlyError(await graphql(LOCATIONS, { headers: bearer('forged-token') }))
    expect(forged).toMatchObject({ message: API_MESSAGES.invalidToken, extensions: { code: 'UNAUTHENTICATED' } })
  })

  it('answers a wrong role with FORBIDDEN', async () => {
    const error = onlyError(await graphql('query { listLogs { data { id } } }', { headers: bearer(tokens.admin) }))
    expect(error).toMatchObject({ message: API_MESSAGES.forbidden, extensions: { status: 403, code: 'FORBIDDEN' } })
  })

  it('forwards the screen-auth-token header to the screen routes', async () => {
    const [screen] = await t.db.select().from(screens).where(eq(screens.name, 'Screen 1')).limit(1)
    const screenToken = await createSession(t.db, { kind: 'screen', screenId: screen.id }, null)
    const query = 'query { getScreenAuth { data { id name } } }'
    const answer = await graphql(query, { headers: { [SCREEN_TOKEN_HEADER]: screenToken } })
    expect(answer.errors).toBeUndefined()
    expect(answer.data).toEqual({ getScreenAuth: { data: { id: screen.id, name: 'Screen 1' } } })
    const missing = onlyError(await graphql(query))
    expect(missing).toMatchObject({ message: API_MESSAGES.authRequired, extensions: { code: 'UNAUTHENTICATED' } })
    const wrong = onlyError(await graphql(query, { headers: { [SCREEN_TOKEN_HEADER]: 'not-a-screen-token' } }))
    expect(wrong).toMatchObject({ message: API_MESSAGES.invalidToken, extensions: { code: 'UNAUTHENTICATED' } })
  })

  it('runs mutations with the body as input, including a DELETE with a body', async () => {
    const created = await graphql(
      'mutation ($input: ReleaseCreateBodyInput_Input) { createRelease(input: $input) { data { id _id title type version date } } }',
      {
        variables: { input: { _id: 'gql-release', title: 'Via GraphQL', type: 'Hot_Fix', description: 'd', version: '21.12.22-001', date: '2031-01-02' } },
        headers: bearer(tokens.superAdmin),
      },
    )
    expect(created.errors).toBeUndefined()
    expect(created.data).toEqual({
      createRelease: {
        data: { id: 'gql-release', _id: 'gql-release', title: 'Via GraphQL', type: 'Hot_Fix', version: '21.12.22-001', date: '2031-01-02T00:00:00.000Z' },
      },
    })
    const latest = await graphql('mutation { latestRelease { data { version } } }', { headers: bearer(tokens.staff) })
    expect(latest).toEqual({ data: { latestRelease: { data: { version: '21.12.22-001' } } } })

    // Cleaning is not configured in this app: the DELETE reached REST with its body and was refused there.
    const clean = onlyError(
      await graphql('mutation { cleanLogs(input: { password: "anything" }) { data { deleted } } }', { headers: bearer(tokens.superAdmin) }),
    )
    expect(clean).toMatchObject({ message: API_MESSAGES.logsCleanNotConfigured, extensions: { status: 403, code: 'FORBIDDEN' } })
  })

  it('answers REST validation errors as BAD_USER_INPUT with the REST message', async () => {
    const input = { title: 'Bad', type: 'Release', description: 'd', version: '21.9.1', date: '2031-01-02' }
    const mutation = 'mutation ($input: ReleaseCreateBodyInput_Input) { createRelease(input: $input) { data { id } } }'
    const error = onlyError(await graphql(mutation, { variables: { input }, headers: bearer(tokens.superAdmin) }))
    expect(error).toMatchObject({ message: API_MESSAGES.releaseVersionFormat, extensions: { status: 400, code: 'BAD_USER_INPUT' } })
    const rest = await t.app.inject({ method: 'POST', url: '/api/v2/releases', headers: bearer(tokens.superAdmin), payload: input })
    expect(rest.json().error).toBe(error.message)

    const duplicate = onlyError(
      await graphql(mutation, { variables: { input: { ...input, version: '21.12.22', _id: 'gql-release' } }, headers: bearer(tokens.superAdmin) }),
    )
    expect(duplicate).toMatchObject({
      message: 'Sorry, the release could not be created. A duplicate id has been found.',
      extensions: { status: 409, code: 'CONFLICT' },
    })
  })

  it('lets lengths and ranges through to REST, so GraphQL reads the REST message too', async () => {
    const location = { name: 'x'.repeat(86), locationIdentifier: 'KB-US-4321', urlSlug: 'a', timeZone: 'UTC', language: 'en-us' }
    const tooLong = onlyError(
      await graphql('mutation ($input: LocationCreateBodyInput_Input) { createLocation(input: $input) { data { id } } }', {
        variables: { input: location },
        headers: bearer(tokens.superAdmin),
      }),
    )
    expect(tooLong).toMatchObject({ message: 'Name is too long.', extensions: { status: 400, code: 'BAD_USER_INPUT' } })
    const page = onlyError(
      await graphql('query ($page: Int) { listLocations(page: $page) { meta { total } } }', { variables: { page: 0 }, headers: bearer(tokens.admin) }),
    )
    expect(page.message).toMatch(/^Page: /)
    // Each field at fault travels too, as in REST.
    expect(page.extensions).toEqual({ status: 400, code: 'BAD_USER_INPUT', errorCode: 'INVALID_INPUT', fields: { page: page.message } })
  })

  it('answers a value the GraphQL schema itself refuses (an unknown enum value) as BAD_USER_INPUT naming the field', async () => {
    const input = { title: 't', type: 'Patch', description: 'd', version: '21.12.22', date: '2031-01-02' }
    const error = onlyError(
      await graphql('mutation ($input: ReleaseCreateBodyInput_Input) { createRelease(input: $input) { data { id } } }', {
        variables: { input },
        headers: bearer(tokens.superAdmin),
      }),
    )
    expect(error.extensions).toEqual({ status: 400, code: 'BAD_USER_INPUT' })
    expect(error.message).toMatch(/input\.type/)
  })

  it('leaks no upstream request, headers, body or stack in errors', async () => {
    const answers = [
      await graphql(LOCATIONS),
      await graphql(LOCATIONS, { headers: bearer('secret-looking-token') }),
      await graphql('query { listLogs { data { id } } }', { headers: bearer(tokens.admin) }),
      await graphql('query { getLocation(id: "00000000-0000-4000-8000-000000000000") { data { id } } }', { headers: bearer(tokens.admin) }),
    ]
    for (const answer of answers) {
      const [error] = answer.errors!
      expect(Object.keys(error).sort()).toEqual(expect.arrayContaining(['extensions', 'message']))
      expect(Object.keys(error.extensions!).sort()).toEqual(['code', 'errorCode', 'status'])
      const text = JSON.stringify(answer)
      for (const leak of ['in-process.local', 'http://', 'uthorization', 'Bearer', tokens.admin, 'secret-looking-token', 'stack', 'at ', '/api/v']) {
        expect(text, leak).not.toContain(leak)
      }
    }
    expect(onlyError(answers[3])).toMatchObject({
      message: API_MESSAGES.locationNotFound,
      extensions: { status: 404, code: 'NOT_FOUND', errorCode: 'LOCATION_NOT_FOUND' },
    })
  })

  // The limits are not exposed (exposeLimits: false), so the refusal is a generic validation error.
  const LIMIT_REFUSAL = 'Syntax Error: Query validation error.'

  it('refuses a query deeper than the limit before running it, and takes one within it', async () => {
    const nested = (levels: number) => {
      let selection = 'name'
      for (let level = 0; level < levels; level++) selection = `ofType { ${selection} }`
      return `query { __type(name: "Location") { fields { type { ${selection} } } } }`
    }
    const deep = await graphql(nested(6), { headers: bearer(tokens.admin) })
    expect(deep.data ?? null).toBeNull()
    expect(onlyError(deep).message).toBe(LIMIT_REFUSAL)
    const shallow = await graphql(nested(4), { headers: bearer(tokens.admin) })
    expect(shallow.errors).toBeUndefined()
  })

  it('counts fields, not fragment spreads, towards the depth limit', async () => {
    const nested = (levels: number) => {
      let selection = 'name'
      for (let level = 0; level < levels; level++) selection = `ofType { ${selection} }`
      return selection
    }
    // Five levels of fields split over three fragments: within the limit of 8 once spreads are not counted.
    const query = `query { __type(name: "Location") { ...F1 } }
      fragment F1 on __Type { fields { ...F2 } }
      fragment F2 on __Field { type { ...F3 } }
      fragment F3 on __Type { ${nested(4)} }`
    expect((await graphql(query, { headers: bearer(tokens.admin) })).errors).toBeUndefined()
    const tooDeep = query.replace(nested(4), nested(6))
    expect(onlyError(await graphql(tooDeep, { headers: bearer(tokens.admin) })).message).toBe(LIMIT_REFUSAL)
  })

  it('refuses too many aliases', async () => {
    const aliases = (count: number) => Array.from({ length: count }, (_, index) => `a${index}: listLocations { meta { total } }`).join(' ')
    const tooMany = await graphql(`query { ${aliases(11)} }`, { headers: bearer(tokens.admin) })
    expect(tooMany.data ?? null).toBeNull()
    expect(onlyError(tooMany).message).toBe(LIMIT_REFUSAL)
    expect((await graphql(`query { ${aliases(10)} }`, { headers: bearer(tokens.admin) })).errors).toBeUndefined()
  })
})

describe('/graphql in production', () => {
  let production: TestApp
  beforeAll(async () => {
    production = await buildTestApp({ graphql: { supergraphPath: SUPERGRAPH, production: true } })
  })
  afterAll(async () => {
    await production?.close()
  })

  it('refuses introspection', async () => {
    for (const query of ['query { __schema { types { name } } }', 'query { __type(name: "Location") { name } }']) {
      const answer = await graphql(query, { app: production })
      expect(answer.data ?? null, query).toBeNull()
      expect(answer.errors?.[0].message, query).toMatch(/introspection/i)
    }
  })

  it('still answers ordinary queries', async () => {
    const token = await production.login(USERS.admin)
    const answer = await graphql(LOCATIONS, { app: production, headers: bearer(token) })
    expect(answer.errors).toBeUndefined()
  })
})
