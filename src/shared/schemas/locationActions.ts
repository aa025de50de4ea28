import { z } from 'zod'
import { API_MESSAGES } from '../messages'
import { Closure, ClosureCreateBody, ClosureToday } from './calendar'
import { dataEnvelope, idField, uuid } from './common'

/**
 * One action applied to many locations at once (docs/RULES.md#actions-across-many-locations).
 * `reloadIdle` is the reload after a deploy: only screens not in a class and not within 30 minutes of one.
 * `close` adds the same closure (`closure`: its days and reason) to each location.
 */
export const LOCATION_ACTIONS = ['hardRefresh', 'refresh', 'automaticOn', 'automaticOff', 'start', 'stop', 'reloadIdle', 'close'] as const
export type LocationAction = (typeof LOCATION_ACTIONS)[number]

/** The most locations one call may name (a whole region is read on the server, without this limit). */
export const LOCATION_ACTIONS_MAX = 1000

export const LocationActionBody = z
  .object({
    action: z.enum(LOCATION_ACTIONS),
    locations: z.array(idField()).max(LOCATION_ACTIONS_MAX).optional().describe('The locations to act on'),
    region: idField().optional().describe('Or every location of this region'),
    closure: ClosureCreateBody.optional().describe('For close: the days and the reason of the closure each location gets'),
  })
  .refine((body) => (body.action === 'close') === (body.closure !== undefined), { error: API_MESSAGES.locationActionClosure, path: ['closure'] })
  .meta({ id: 'LocationActionBody' })
export type LocationActionBody = z.infer<typeof LocationActionBody>

export const LOCATION_ACTION_OUTCOMES = ['done', 'unchanged', 'alreadyClosed'] as const

/** What the action did at one location: the screens it asked to reload, of them the connected ones, and the screens it left alone. */
export const LocationActionResult = z
  .object({
    location: uuid(),
    name: z.string(),
    outcome: z
      .enum(LOCATION_ACTION_OUTCOMES)
      .describe(
        'unchanged: the location was already so (a Stop with no class, automatic mode already set); alreadyClosed (close): the location has a closure on some of those days, so none was added there',
      ),
    screens: z.number().int().describe('Screens of the location'),
    flagged: z.array(uuid()).describe('Screens asked to reload (refresh actions); the console follows their flags'),
    connected: z.number().int().describe('Of the screens asked to reload, those connected now: progress counts only these'),
    skipped: z.number().int().describe('Screens left alone by reloadIdle: in a class or within 30 minutes of one'),
    closure: Closure.nullable().optional().describe('close: the closure added; null when the location was already closed on some of those days'),
    closedBy: Closure.nullable().optional().describe('close, alreadyClosed: the closure the location already has on some of those days'),
    today: ClosureToday.optional().describe('close: what the closure does today (a class that plays now plays to its end)'),
  })
  .meta({ id: 'LocationActionResult' })
export type LocationActionResult = z.infer<typeof LocationActionResult>

export const LocationActionOutcome = z
  .object({
    action: z.enum(LOCATION_ACTIONS),
    results: z.array(LocationActionResult).describe('One per location, sorted by name'),
  })
  .meta({ id: 'LocationActionOutcome' })
export const LocationActionResponse = dataEnvelope(LocationActionOutcome, 'LocationActionResponse')
