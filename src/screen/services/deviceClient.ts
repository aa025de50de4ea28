import type { PollBody, PollResult } from '../../shared/schemas/class'
import type { PlaysBody } from '../../shared/schemas/classRuns'
import type { ScreenPlan } from '../../shared/schemas/screenPlan'
import type { ScreenshotUploadBody } from '../../shared/schemas/screenshots'
import type { HeartbeatBody, ScreenAuth } from '../../shared/schemas/screens'
import type { Workout } from '../../shared/schemas/workouts'
import { SCREEN_TOKEN_HEADER } from '../../shared/constants'
import { ScreenApiError, screenFetch, type RequestOptions } from './http'

/**
 * The screen's hot path over the REST device contract (docs/SCREEN-DEVICE.md): the poll, the
 * heartbeat and the auth read. Each is one route the server answers from memory; through GraphQL
 * the same poll cost a GraphQL execution and an in-process REST call (docs/FLEET.md).
 */
async function deviceCall<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body: unknown, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers[SCREEN_TOKEN_HEADER] = options.token
  const response = await screenFetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, options)
  let answer: { data?: T; error?: string }
  try {
    answer = (await response.json()) as { data?: T; error?: string }
  } catch {
    throw new ScreenApiError(`Request failed with status code ${response.status}`, response.status)
  }
  if (!response.ok || answer.data === undefined) throw new ScreenApiError(answer.error ?? `Request failed with status code ${response.status}`, response.status)
  return answer.data
}

export interface HeartbeatResult {
  screen: ScreenAuth
  workout: Workout | null
  lrVideo: boolean
}

export const deviceClient = {
  /** GET /api/v1/screens/auth: the screen with its location. */
  screenAuth: (options: RequestOptions) => deviceCall<ScreenAuth>('GET', '/api/v1/screens/auth', undefined, options),
  /** PATCH /api/v1/screens/auth: a heartbeat that may clear honoured refresh requests; answers the current workout. */
  heartbeat: (body: HeartbeatBody, options: RequestOptions) => deviceCall<HeartbeatResult>('PATCH', '/api/v1/screens/auth', body, options),
  /** POST /api/v1/screens/poll: the class state, flags and today's classes. */
  poll: (body: PollBody, options: RequestOptions) => deviceCall<PollResult>('POST', '/api/v1/screens/poll', body, options),
  /** GET /api/v1/screens/plan: the round's workouts over the next days and the coming days' classes (docs/SCREEN-DEVICE.md#content-ahead). */
  plan: (options: RequestOptions) => deviceCall<ScreenPlan>('GET', '/api/v1/screens/plan', undefined, options),
  /** POST /api/v1/screens/plays: proof of play, the clips this screen played (docs/CLASS-RUNS.md). */
  reportPlays: (body: PlaysBody, options: RequestOptions) =>
    deviceCall<{ accepted: number; duplicates: number }>('POST', '/api/v1/screens/plays', body, options),
  /** POST /api/v1/screens/screenshot: the picture staff asked for (docs/SCREEN-DEVICE.md#remote-screenshot). */
  uploadScreenshot: (body: ScreenshotUploadBody, options: RequestOptions) => deviceCall<{ id: string }>('POST', '/api/v1/screens/screenshot', body, options),
}
