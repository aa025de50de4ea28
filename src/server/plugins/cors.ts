import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface CorsPluginOptions {
  /** Exact origins (`https://portal.example.com`) whose pages may call the API with the user's credentials. */
  allowedOrigins: readonly string[]
}

/** The methods and request headers the API takes from a page of an allowed origin. */
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE'
const ALLOWED_HEADERS = 'authorization, content-type, if-match, screen-auth-token, x-api-key, x-request-id'
/** Headers a page of an allowed origin may read besides the simple ones. */
const EXPOSED_HEADERS = 'etag, retry-after, x-request-id'
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = '600'

/**
 * CORS for every route, REST and /graphql alike (docs/SECURITY.md#cross-origin-calls). The console
 * and the screens are served by this server, so they need none: only an origin of CORS_ORIGINS gets
 * `access-control-allow-origin` (its own, with credentials). A page of any other origin gets no CORS
 * header, so its browser neither sends the call after a preflight nor lets the page read an answer.
 */
async function corsPlugin(app: FastifyInstance, options: CorsPluginOptions) {
  const allowed = new Set(options.allowedOrigins)
  const varyOnOrigin = allowed.size > 0
  // A plain hook with `done`, not an async one: it runs on every request, the screens' poll included,
  // and a request without an Origin header (every screen and console call) leaves at once.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin
    if (varyOnOrigin) reply.header('vary', 'Origin')
    if (origin === undefined) return done()
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined
    if (allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin)
      reply.header('access-control-allow-credentials', 'true')
      if (preflight) {
        reply.header('access-control-allow-methods', ALLOWED_METHODS)
        reply.header('access-control-allow-headers', ALLOWED_HEADERS)
        reply.header('access-control-max-age', PREFLIGHT_MAX_AGE)
      } else {
        reply.header('access-control-expose-headers', EXPOSED_HEADERS)
      }
    }
    // Every preflight is answered here, allowed or not: no route sees it, and a refused one carries no CORS header.
    if (preflight) return reply.status(204).send()
    done()
  })
}

export default fp(corsPlugin, { name: 'cors' })
