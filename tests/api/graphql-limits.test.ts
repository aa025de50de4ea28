// What one /graphql request may ask of the server (docs/SECURITY.md#graphql), tried as an attacker
// would: over real sockets, without signing in, with documents built to make the server parse,
// validate or read as much as it can. Each is refused before it costs anything, and the screens'
// poll keeps answering while they arrive.
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GRAPHQL_BODY_LIMIT_BYTES, GRAPHQL_DOCUMENT_MAX_BYTES, GRAPHQL_MAX_DIRECTIVES, GRAPHQL_MAX_TOKENS } from '../../src/server/plugins/graphqlLimits'
import { API_MESSAGES } from '../../src/shared/messages'
import { USERS } from './fixtures'
import { buildTestApp, type TestApp } from './helpers'
import { loopbackCall } from './loopback'
import { pairScreen, templateIds } from './screensHelpers'

const SUPERGRAPH = 'mesh/supergraph.graphql'

interface GraphqlAnswer {
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: Record<string, unknown> }[]
}

let t: TestApp
let port: number
let adminToken: string
beforeAll(async () => {
  t = await buildTestApp({ graphql: { supergraphPath: SUPERGRAPH, production: true } })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as AddressInfo).port
  adminToken = await t.login(USERS.admin)
})
afterAll(async () => {
  await t?.close()
})

/** A /graphql POST from `from`, as a browser sends it. */
const graphql = (from: string, query: string, token?: string) => loopbackCall(port, from, 'POST', '/graphql', { query }, token)
const errorsOf = (answer: { body: unknown }) => (answer.body as GraphqlAnswer).errors ?? []
/** A comment no parse cache has seen. */
const randomComment = () => `#${randomBytes(8).toString('hex')}`

/** The attack of the report: ~950 KB of `__typename @include(if:true)`. */
const HUGE_DOCUMENT = `{ ${'__typename @include(if:true) '.repeat(33_000)} } ${randomComment()}`

describe('/graphql size limits', () => {
  it('refuses a body over the limit with 413 before reading it', async () => {
    expect(Buffer.byteLength(HUGE_DOCUMENT)).toBeGreaterThan(900_000)
    const answer = await graphql('127.0.0.2', HUGE_DOCUMENT)
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ error: API_MESSAGES.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' })
  })

  it('refuses a document over its own limit with 413 before parsing it, whatever the variables weigh', async () => {
    const document = `{ ${'__typename '.repeat(GRAPHQL_DOCUMENT_MAX_BYTES / 10)} }`
    expect(Buffer.byteLength(JSON.stringify({ query: document }))).toBeLessThan(GRAPHQL_BODY_LIMIT_BYTES)
    const answer = await graphql('127.0.0.2', document)
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ error: API_MESSAGES.graphqlDocumentTooLarge, code: 'GRAPHQL_DOCUMENT_TOO_LARGE' })
  })

  it('refuses a document over the token limit in words, and takes one within it', async () => {
    // `{`, the fields and `}`: one token more than the limit (a comment is no token).
    const over = await graphql('127.0.0.2', `{ ${'__typename '.repeat(GRAPHQL_MAX_TOKENS - 1)} } ${randomComment()}`)
    expect(errorsOf(over)).toEqual([{ message: API_MESSAGES.graphqlTooManyTokens, extensions: { status: 400, code: 'GRAPHQL_TOO_MANY_TOKENS' } }])
    const within = await graphql('127.0.0.2', `{ ${'__typename '.repeat(100)} } ${randomComment()}`)
    expect(errorsOf(within)).toEqual([])
  })

  it('refuses more directives than the limit, and takes as many as it allows', async () => {
    const directives = (count: number) => `{ ${'__typename @include(if: true) '.repeat(count)} }`
    const over = await graphql('127.0.0.2', directives(GRAPHQL_MAX_DIRECTIVES + 1))
    expect(errorsOf(over)).toEqual([{ message: API_MESSAGES.graphqlTooManyDirectives, extensions: { status: 400, code: 'GRAPHQL_TOO_MANY_DIRECTIVES' } }])
    const within = await graphql('127.0.0.2', directives(GRAPHQL_MAX_DIRECTIVES))
    expect(errorsOf(within)).toEqual([])
  })
})

describe('/graphql cost', () => {
  const REPORT = (alias: string) => `${alias}: getClassReliability(days: 90) { data { from to } }`

  it('refuses ten aliases of the reliability report before any of them runs', async () => {
    const answer = await graphql('127.0.0.3', `{ ${Array.from({ length: 10 }, (_, index) => REPORT(`r${index}`)).join(' ')} }`, adminToken)
    expect(answer.body).not.toHaveProperty('data.r0')
    expect(errorsOf(answer)).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(API_MESSAGES.graphqlTooCostly),
        extensions: expect.objectContaining({ code: 'GRAPHQL_TOO_COSTLY' }),
      }),
    ])
  })

  it('counts the report through a fragment too, and answers one report as the console asks for it', async () => {
    const twice = await graphql('127.0.0.3', `query { ...Reports } fragment Reports on Query { ${REPORT('a')} ${REPORT('b')} }`, adminToken)
    expect(errorsOf(twice)).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'GRAPHQL_TOO_COSTLY' }) })])
    const once = await graphql('127.0.0.3', `{ ${REPORT('report')} }`, adminToken)
    expect(errorsOf(once)).toEqual([])
    expect(once.body).toHaveProperty('data.report.data.from')
  })
})

describe('/graphql fragments', () => {
  const chain = (levels: number) =>
    `query { ...F0 } ${Array.from({ length: levels }, (_, index) => `fragment F${index} on Query { ...F${index + 1} ...F${index + 1} }`).join(' ')} fragment F${levels} on Query { __typename }`

  it('refuses fragments that each spread the next one twice, thirty deep (a billion fields), before expanding them', async () => {
    const answer = await graphql('127.0.0.4', chain(30))
    expect(errorsOf(answer)).toEqual([{ message: API_MESSAGES.graphqlTooCostly, extensions: expect.objectContaining({ code: 'GRAPHQL_TOO_COSTLY' }) }])
  })

  it('answers a few such levels, reading each fragment once', async () => {
    const answer = await graphql('127.0.0.4', chain(4))
    expect(answer.body).toEqual({ data: { __typename: 'Query' } })
  })
})

describe('/graphql in production', () => {
  it('suggests no field names', async () => {
    const answer = await graphql('127.0.0.4', '{ listLocation { data { id } } }', adminToken)
    const [error] = errorsOf(answer)
    expect(error.message).toContain('listLocation')
    expect(error.message).not.toMatch(/did you mean|listLocations/i)
  })
})

describe('the screens during a GraphQL attack', () => {
  it('answer every poll while 127.0.0.2 keeps sending documents the limits refuse', async () => {
    const ids = await templateIds(t)
    const screenToken = await pairScreen(t, adminToken, ids.demoScreen(1))
    const attack = Array.from({ length: 6 }, (_, index) =>
      graphql('127.0.0.2', index % 2 === 0 ? HUGE_DOCUMENT : `{ ${'__typename @include(if:true) '.repeat(500)} } ${randomComment()}`),
    )
    const polls: number[] = []
    for (let poll = 0; poll < 5; poll++) {
      const answer = await loopbackCall(port, '127.0.0.5', 'POST', '/api/v1/screens/poll', { playing: false, automaticMode: true }, undefined, {
        'screen-auth-token': screenToken,
      })
      polls.push(answer.status)
    }
    const refused = await Promise.all(attack)
    expect(polls).toEqual([200, 200, 200, 200, 200])
    expect(refused.map((answer) => answer.status)).toEqual([413, 200, 413, 200, 413, 200])
    for (const answer of refused.filter((_, index) => index % 2 === 1))
      expect(errorsOf(answer)).toEqual([expect.objectContaining({ message: API_MESSAGES.graphqlTooManyTokens })])
  })
})
