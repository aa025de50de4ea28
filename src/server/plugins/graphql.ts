import { readFileSync } from 'node:fs'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { API_MESSAGES, codeOfMessage, ERROR_CODES } from '../../shared/messages'
import type { FieldInfo, RouteTemplates } from './graphqlIds'
import { assertDocumentSize, GRAPHQL_BODY_LIMIT_BYTES, GRAPHQL_MAX_DIRECTIVES, GRAPHQL_MAX_TOKENS } from './graphqlLimits'
import type { createGatewayRuntime } from '@graphql-hive/gateway-runtime'
import { HttpError } from '../lib/httpErrors'
import { findUserSession } from '../lib/sessions'
import { compressedGraphiql, GRAPHIQL_OPENING_QUERY, pageEncodingFor, signedInGraphiql } from './graphiqlPage'
import { addVary } from '../lib/vary'
import { letRequestsIn } from '../lib/jobs'

/** Requests a minute per client address, on top of the limits of the REST routes each operation (and each alias) reaches. */
export const GRAPHQL_REQUESTS_PER_MINUTE = 600

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the GraphQL gateway is: /readyz answers 503 while it loads, and says when it failed. */
    graphqlState: () => GraphqlState
  }
}

/** `idle` until the process listens (or the first request), then `loading`, then `ready` or `failed`. */
export type GraphqlState = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * The gateway's own dependencies, those that take more than a few ms to load, in an order where each one's own imports
 * are mostly loaded already: a start loads them one per turn of the event loop (the largest about 150 ms on a 2-core
 * machine) before the gateway itself, instead of the whole gateway's 550-700 ms in one block.
 */
const GATEWAY_PACKAGES_IN_ORDER = [
  'graphql',
  '@graphql-tools/utils',
  '@whatwg-node/fetch',
  '@whatwg-node/server',
  '@envelop/core',
  'graphql-yoga',
  '@graphql-mesh/utils',
  '@graphql-tools/stitch',
  '@graphql-tools/federation',
  '@theguild/federation-composition',
  '@graphql-mesh/fusion-runtime',
  '@graphql-hive/core',
  '@graphql-hive/yoga',
  '@graphql-mesh/plugin-response-cache',
  '@graphql-yoga/plugin-apollo-usage-report',
]

/** Seconds a GraphQL client is told to wait when the gateway failed to load (its next request tries again). */
const GATEWAY_RETRY_AFTER_SECONDS = 5

export interface GraphqlPluginOptions {
  /** The composed schema written by `npm run mesh`. */
  supergraphPath: string
  /** Production answers introspection only to signed-in users (GraphiQL), and suggests no field names. */
  production: boolean
  /** Requests a minute per client address (default 600). */
  requestsPerMinute?: number
}

/**
 * REST routes that read the browser's cookies (docs/SECURITY.md#openid-connect-sign-in): Mesh passes
 * the /graphql request's Cookie header on to these alone.
 */
const COOKIE_ROUTES: ReadonlySet<string> = new Set(['/api/v1/auth/oidc/session'])

// `__schema` or `__type(...)`, not `__typename`: a document that asks what the schema is.
const ASKS_FOR_SCHEMA = /__schema\b|__type\s*\(/

/** The GraphQL document of a request, wherever it travels (a POST body or a GET's query string). */
function documentOf(request: FastifyRequest): string {
  for (const source of [request.body, request.query]) {
    const query = (source as { query?: unknown } | null | undefined)?.query
    if (typeof query === 'string') return query
  }
  return ''
}

async function graphqlPlugin(app: FastifyInstance, options: GraphqlPluginOptions) {
  const supergraph = readFileSync(options.supergraphPath, 'utf8')
  // Read from the supergraph as the gateway loads (graphqlIds.ts); the gateway is the only caller of inProcessFetch.
  let templates: RouteTemplates = new Map()
  let isSafeRouteUrl: (url: string, templates: RouteTemplates, info: FieldInfo | undefined) => boolean = () => false
  // Requests of a signed-in console user that ask for the schema: GraphiQL's, allowed in production too.
  const signedInIntrospection = new WeakSet<FastifyRequest>()

  // Mesh calls REST through inject(): same routes, same auth and validation, no socket. The call
  // carries the client's address (from the /graphql request's socket, never from a header the client
  // sent), so every per-address limit and every log line sees the real client.
  const inProcessFetch = async (url: string, init?: RequestInit, context?: { req?: FastifyRequest }, info?: FieldInfo) => {
    // Mesh puts arguments into the path as they are: an id of `<id>/class-runs`, `<id>?x=1` or `../users`
    // would reach another route or add a parameter. Refused as REST refuses a bad id, before any call.
    if (!isSafeRouteUrl(url, templates, info)) {
      const body = { error: API_MESSAGES.idFormat, code: ERROR_CODES.invalidId }
      return new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } })
    }
    const target = new URL(url)
    const outer = context?.req
    const headers: Record<string, string | undefined> = {}
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value
    })
    // The browser's user agent, as a REST call would carry it (the audit log records it; none stays none).
    headers['user-agent'] = outer?.headers['user-agent']
    // The one route that reads a cookie gets the browser's: oidcLogin's code works only in the browser it was given to.
    const cookie = outer?.headers.cookie
    if (cookie && COOKIE_ROUTES.has(target.pathname)) headers.cookie = cookie
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers,
      payload: init?.body as string | undefined,
      remoteAddress: outer?.ip,
    })
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: {
        'content-type': String(response.headers['content-type'] ?? 'application/json'),
        // How long to wait after a 429 or 503 reaches GraphQL clients as `extensions.retryAfter`.
        ...(response.headers['retry-after'] !== undefined ? { 'retry-after': String(response.headers['retry-after']) } : {}),
      },
    })
  }

  async function createGateway() {
    // The gateway's packages take a second to load: they load after the server answers (see below), and so do our
    // modules that need graphql's own (errors, ids, the cost rule) and GraphiQL's page: a start does not compile them.
    // Node reads and compiles a module graph without giving the event loop a turn: loaded in one go, the gateway's
    // packages held every request for most of a second after the server listened (the screens' polls and /livez
    // included). Loaded a package at a time, requests are answered in between (docs/OPERATIONS.md#probes).
    for (const name of GATEWAY_PACKAGES_IN_ORDER) {
      await letRequestsIn()
      // Only a warm-up: a package not where it was (another version of the gateway) is loaded by the import below.
      await import(name).catch(() => undefined)
    }
    const load = async <T>(module: () => Promise<T>): Promise<T> => {
      await letRequestsIn()
      return module()
    }
    const { toClientError } = await load(() => import('./graphqlErrors'))
    const ids = await load(() => import('./graphqlIds'))
    const { fieldCostPlugin } = await load(() => import('./graphqlCost'))
    const { renderGraphiQL } = await load(() => import('@graphql-yoga/render-graphiql'))
    const { createGatewayRuntime, useCustomFetch } = await load(() => import('@graphql-hive/gateway-runtime'))
    const { maxDepthPlugin } = await load(() => import('@escape.tech/graphql-armor-max-depth'))
    const { costLimitPlugin } = await load(() => import('@escape.tech/graphql-armor-cost-limit'))
    const { maxAliasesPlugin } = await load(() => import('@escape.tech/graphql-armor-max-aliases'))
    const { maxTokensPlugin } = await load(() => import('@escape.tech/graphql-armor-max-tokens'))
    const { maxDirectivesPlugin } = await load(() => import('@escape.tech/graphql-armor-max-directives'))
    const { blockFieldSuggestionsPlugin } = await load(() => import('@escape.tech/graphql-armor-block-field-suggestions'))
    templates = ids.routeTemplates(supergraph)
    isSafeRouteUrl = ids.isSafeRouteUrl
    // The gateway's logger refuses our `fatal` and `silent` levels in LOG_LEVEL (it logs nothing here anyway).
    if (process.env.LOG_LEVEL === 'fatal' || process.env.LOG_LEVEL === 'silent') process.env.LOG_LEVEL = 'error'
    return createGatewayRuntime({
      supergraph,
      logging: false,
      landingPage: false,
      // A browser's GET (Accept: text/html) gets GraphiQL; every other client gets GraphQL as before.
      graphiql: { title: 'KB Studio Screens GraphQL', defaultQuery: GRAPHIQL_OPENING_QUERY },
      renderGraphiQL,
      // Anonymous callers learn nothing of the schema in production (docs/SECURITY.md#graphql); a signed-in user's GraphiQL does.
      disableIntrospection: options.production
        ? { disableIf: ({ context }) => !signedInIntrospection.has((context as { req?: FastifyRequest }).req as FastifyRequest) }
        : undefined,
      maskedErrors: { maskError: (error) => toClientError(error) },
      // CORS is ours (plugins/cors.ts), the same for REST and /graphql: the gateway's default reflects any origin.
      cors: false,
      plugins: () => [
        useCustomFetch(inProcessFetch as never),
        // The parser stops at the token limit, so a long document costs no more than a short one.
        maxTokensPlugin({ n: GRAPHQL_MAX_TOKENS, exposeLimits: false, errorMessage: API_MESSAGES.graphqlTooManyTokens }),
        maxDirectivesPlugin({ n: GRAPHQL_MAX_DIRECTIVES, exposeLimits: false, errorMessage: API_MESSAGES.graphqlTooManyDirectives }),
        ...(options.production ? [blockFieldSuggestionsPlugin()] : []),
        fieldCostPlugin(),
        // Depth counts fields, not fragment spreads: the console's colocated fragments must not eat the budget.
        maxDepthPlugin({ n: 8, flattenFragments: true, exposeLimits: false }),
        maxAliasesPlugin({ n: 10, exposeLimits: false }),
        // The shape's cost (fields, depth, fragments spread again and again); the root fields' cost is fieldCostPlugin's.
        costLimitPlugin({ maxCost: 5000, exposeLimits: false, errorMessage: API_MESSAGES.graphqlTooCostly }),
      ],
    })
  }
  let gateway: Promise<ReturnType<typeof createGatewayRuntime>> | undefined
  let state: GraphqlState = 'idle'
  // A gateway that failed to load is not kept: the next GraphQL request tries again. Until one succeeds, /graphql
  // answers 503 and /readyz says `failed` (but stays 200: REST and the screens do not need the gateway).
  const loadGateway = () => {
    if (gateway) return gateway
    state = 'loading'
    gateway = createGateway().then(
      async (runtime) => {
        // The gateway builds its schema and executors on its first operation: about a second of this process's
        // time. Done here, while /readyz still says `loading`, the first console after a start or deploy does
        // not wait on it (its first query took 0.7-0.9 s, the next ones 10 ms).
        await runtime.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        })
        state = 'ready'
        return runtime
      },
      (error: unknown) => {
        state = 'failed'
        gateway = undefined
        app.log.error({ err: error }, 'GraphQL gateway failed to load; the next GraphQL request tries again')
        throw new HttpError(503, API_MESSAGES.serverBusy, GATEWAY_RETRY_AFTER_SECONDS, ERROR_CODES.serverBusy)
      },
    )
    return gateway
  }
  // Built once the server listens, so /livez answers at once; a request that comes sooner waits for it. Loading its
  // modules holds the event loop for a few seconds, so /readyz says 503 until it is done (plugins/probes.ts): a load
  // balancer sends the screens of a restart to a process that will not stall on it.
  app.decorate('graphqlState', () => state)
  app.addHook('onListen', async () => {
    // A failure is logged where it happens (above).
    void loadGateway().catch(() => {})
  })

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    assertDocumentSize(request.body, request.query)
    // Only a document that asks for the schema pays for the session look-up (its REST calls check the token anyway).
    if (options.production && ASKS_FOR_SCHEMA.test(documentOf(request))) {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
      if (token && (await findUserSession(app.db, token))) signedInIntrospection.add(request)
    }
    const response = await (await loadGateway()).handleNodeRequestAndResponse(request, reply, { req: request, reply })
    response.headers.forEach((value, key) => {
      reply.header(key, value)
    })
    reply.status(response.status)
    if (response.status === 200 && response.headers.get('content-type')?.startsWith('text/html')) {
      // GraphiQL's page: made to use the console's sign-in, under a policy that lets it load.
      const { page, policy } = signedInGraphiql(await response.text())
      if (!page)
        return reply
          .status(404)
          .type('application/json')
          .send({ error: API_MESSAGES.notFound, code: codeOfMessage(API_MESSAGES.notFound) })
      reply.header('content-security-policy', policy).header('cache-control', 'no-store')
      addVary(reply, 'accept-encoding')
      // Sent as kept compressed (the compressor leaves an answer that has its encoding already).
      const encoding = pageEncodingFor(request.headers['accept-encoding'])
      const compressed = encoding && compressedGraphiql(page, encoding)
      if (!compressed) return reply.send(page)
      reply.removeHeader('content-length')
      return reply.header('content-encoding', encoding).send(await compressed)
    }
    return reply.send(response.body)
  }

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    handler,
    bodyLimit: GRAPHQL_BODY_LIMIT_BYTES,
    config: { rateLimit: { max: options.requestsPerMinute ?? GRAPHQL_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
  })
  app.addHook('onClose', async () => {
    if (gateway) await (await gateway).dispose()
  })
}

export default fp(graphqlPlugin, { name: 'graphql' })
