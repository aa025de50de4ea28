import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SCREEN_CONTROL_ROLES } from '../../../shared/roles'
import { ClassControlBody, ClassStateResponse } from '../../../shared/schemas/class'
import { errorResponses, IdParams } from '../../../shared/schemas/common'
import { recordManualStart, recordStop } from '../../domain/classRuns'
import { applyClassControl, classStateOf } from '../../domain/classState'
import { requireLocationRow } from '../../domain/locations'
import { audit } from '../../lib/audit'
import { scopeOf } from '../../lib/locationScope'
import { signedInUser } from '../../plugins/auth'

const bearer = [{ bearerAuth: [] }]
const tags = ['class control']

/** /api/v1/locations/:id/class: Start/Stop and automatic mode for every screen of the location. */
const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/v1/locations/:id/class',
    {
      schema: {
        operationId: 'setClassControl',
        tags,
        summary: 'Start/Stop the class and set automatic mode for every screen of the location',
        security: bearer,
        params: IdParams,
        body: ClassControlBody,
        response: { 200: ClassStateResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole(...SCREEN_CONTROL_ROLES),
    },
    async (request) => {
      const actor = signedInUser(request)
      let started = false
      const state = await app.db.transaction(async (tx) => {
        const location = await requireLocationRow(tx, request.params.id, scopeOf(actor), true)
        const now = new Date()
        const row = await applyClassControl(tx, location, request.body, now)
        // Proof of play (docs/CLASS-RUNS.md): a Start opens a run, a Stop closes the one running.
        if (row.classStart && row.classStartedAt && !location.classStart) started = await recordManualStart(tx, row.id, row.classStartedAt, actor)
        if (!row.classStart && location.classStart && location.classStartedAt)
          await recordStop(tx, row.id, location.classStartedAt, now, actor, app.syncThresholdMs)
        const next = classStateOf(row)
        // What the press changed, for the audit log's words ("Class started", "Automatic mode turned off").
        const changed = {
          ...(row.classStart !== location.classStart ? { classStart: row.classStart } : {}),
          ...(row.automaticMode !== location.automaticMode ? { automaticMode: row.automaticMode } : {}),
        }
        await audit(tx, 'Location', 'update', actor, { id: row.id, class: next, changed })
        return next
      })
      if (started) app.activity.runStarted('manual')
      app.fleet.push(state.location, { event: 'class', data: state })
      return { data: state }
    },
  )
}

export default classRoutes
