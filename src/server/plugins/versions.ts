import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { etagOf, ifMatchInvalid, markIfMatch, versionFromIfMatch } from '../lib/versions'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Optimistic concurrency by HTTP's own headers (docs/API-CONVENTIONS.md): an answer carrying one
 * record (`{ data: { updatedAt } }`) has an ETag; a write with `If-Match: <that ETag>` is checked
 * against the record, which must still be exactly that version (412 otherwise). A route takes
 * If-Match by `config: { ifMatch: true }` and checks the body's version with `assertFresh`; an
 * If-Match anywhere else, malformed, or naming another version than the body's `updatedAt` is a
 * 412 at once, before the route runs. A body's own `updatedAt` still works (409 when stale), and a
 * write with neither applies as it is.
 */
async function versionsPlugin(app: FastifyInstance) {
  // Plain hooks with `done`, not async ones: they run on every request, and almost none carries If-Match.
  app.addHook('preHandler', (request, _reply, done) => {
    const header = request.headers['if-match']
    if (header === undefined || READS.has(request.method)) return done()
    const version = versionFromIfMatch(header)
    if (version === undefined) return done()
    const body = request.body
    if (version === null || request.routeOptions.config.ifMatch !== true || !body || typeof body !== 'object' || Array.isArray(body)) {
      return done(ifMatchInvalid())
    }
    const edited = body as { updatedAt?: unknown }
    // Two versions named at once: at most one of them is the current one.
    if (edited.updatedAt !== undefined && (typeof edited.updatedAt !== 'string' || Date.parse(edited.updatedAt) !== Date.parse(version))) {
      return done(ifMatchInvalid())
    }
    edited.updatedAt = version
    markIfMatch(body)
    done()
  })
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    const data = (payload as { data?: unknown } | null)?.data
    if (data && typeof data === 'object' && !Array.isArray(data) && typeof (data as { updatedAt?: unknown }).updatedAt === 'string') {
      reply.header('etag', etagOf((data as { updatedAt: string }).updatedAt))
    }
    done(null, payload)
  })
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks If-Match (`assertFresh` on its body); elsewhere an If-Match is refused. */
    ifMatch?: boolean
  }
}

export default fp(versionsPlugin, { name: 'versions' })
