import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { etagOf, versionFromIfMatch } from '../lib/versions'

/**
 * Optimistic concurrency by HTTP's own headers (docs/API-CONVENTIONS.md): an answer carrying one
 * record (`{ data: { updatedAt } }`) has an ETag; a write with `If-Match: <that ETag>` is checked
 * against the record as if its body said that `updatedAt`, and a stale one is a 412. A body's
 * own `updatedAt` still works (409 when stale), and a write with neither applies as it is.
 */
async function versionsPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'PUT' && request.method !== 'PATCH') return
    const version = versionFromIfMatch(request.headers['if-match'])
    const body = request.body
    if (version && body && typeof body === 'object' && !Array.isArray(body) && !('updatedAt' in body)) {
      ;(body as Record<string, unknown>).updatedAt = version
    }
  })
  app.addHook('preSerialization', async (request, reply, payload) => {
    const data = (payload as { data?: unknown } | null)?.data
    if (data && typeof data === 'object' && !Array.isArray(data) && typeof (data as { updatedAt?: unknown }).updatedAt === 'string') {
      reply.header('etag', etagOf((data as { updatedAt: string }).updatedAt))
    }
    return payload
  })
}

export default fp(versionsPlugin, { name: 'versions' })
