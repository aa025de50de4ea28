import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { audit, requestOrigin } from '../lib/audit'
import { OutsideScopeError } from '../lib/httpErrors'
import { isLocationListScope, isRegionScope, scopeOf } from '../lib/locationScope'
import { hitCounter } from '../limits/counters'

/** One audit entry per caller in this window, across processes; the metric counts every refusal. */
export const SCOPE_REFUSAL_AUDIT_WINDOW_MS = 10 * 60_000

/**
 * Attempts outside a caller's scope (docs/SECURITY.md#regions-and-scope): the caller gets the 404 a
 * row that does not exist gets, and head office gets a trace. Every refusal is counted
 * (`studio_scope_refusals_total`); the first of each caller in a window of
 * SCOPE_REFUSAL_AUDIT_WINDOW_MS is audited (`outside scope`, with what was reached for, the route
 * and the address), so a script that walks ids writes a line every ten minutes, not one a request;
 * the metric has the count.
 */
async function scopeRefusalsPlugin(app: FastifyInstance) {
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof OutsideScopeError) || !request.user) return
    const user = request.user
    const scope = scopeOf(user)
    const kind = user.apiKey ? 'apiKey' : isRegionScope(scope) ? 'region' : isLocationListScope(scope) ? 'locations' : 'staff'
    app.activity.scopeRefused(error.target, kind)
    try {
      const hit = await hitCounter(app.db, `scope-refused|${user.id}`, SCOPE_REFUSAL_AUDIT_WINDOW_MS)
      if (hit.count !== 1) return
      await audit(app.db, error.target, 'outside scope', user, {
        id: error.targetId,
        route: `${request.method} ${request.routeOptions.url ?? request.url}`,
        scope: kind,
        ...requestOrigin(request),
        auditedOncePer: `${SCOPE_REFUSAL_AUDIT_WINDOW_MS / 60_000} minutes`,
      })
    } catch (failure) {
      // The database is away: the 404 still goes out, and the metric has counted it.
      request.log.warn({ err: failure }, 'scope refusal not audited')
    }
  })
}

export default fp(scopeRefusalsPlugin, { name: 'scope-refusals', dependencies: ['db', 'activity'] })
