// The console's push stream read as the console reads it (fetch streaming, bearer token), and the
// calls the console-stream tests share (tests/api/console-events.test.ts, tests/api/multiprocess.test.ts).
import { expect } from 'vitest'

export interface ConsoleFrame {
  event: string
  data: Record<string, unknown>
}

/** Opens /api/v1/console/events; `next(match)` waits for the next frame that matches (null when the stream ended). */
export async function openConsoleStream(baseURL: string, token: string) {
  const controller = new AbortController()
  const response = await fetch(`${baseURL}/api/v1/console/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  expect(response.status, await peekError(response)).toBe(200)
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const frames: ConsoleFrame[] = []
  const read = async (): Promise<ConsoleFrame | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const lines = block.split('\n').filter((line) => !line.startsWith(':'))
        if (lines.length === 0) continue
        const event = lines.find((line) => line.startsWith('event: '))!.slice(7)
        const data = JSON.parse(lines.find((line) => line.startsWith('data: '))!.slice(6)) as Record<string, unknown>
        frames.push({ event, data })
        return { event, data }
      }
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }))
      if (done) return null
      buffer += value
    }
  }
  return {
    /** Every frame read so far. */
    frames,
    /** The next frame for which `match` holds (others are skipped, and kept in `frames`). */
    async next(match: (frame: ConsoleFrame) => boolean = () => true): Promise<ConsoleFrame | null> {
      for (;;) {
        const frame = await read()
        if (frame === null || match(frame)) return frame
      }
    },
    close: () => controller.abort(),
  }
}

async function peekError(response: Response): Promise<string> {
  return response.status === 200 ? '' : await response.clone().text()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read as the other API tests read `response.json()`
export async function api(baseURL: string, method: string, path: string, token: string | null, body?: object): Promise<{ status: number; json: any }> {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null }
}

export async function signIn(baseURL: string, email: string, password: string): Promise<string> {
  const answer = await api(baseURL, 'POST', '/api/v1/auth', null, { email, password })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return answer.json.data.token as string
}

/** A location user linked to `locationId` only, made by a super-admin; answers their token. */
export async function studioUser(baseURL: string, superToken: string, email: string, locationId: string, password = 'Studio-Pass1!'): Promise<string> {
  const created = await api(baseURL, 'POST', '/api/v1/users', superToken, { firstName: 'Sam', lastName: 'Studio', email, password, role: 'location' })
  expect(created.status, JSON.stringify(created.json)).toBe(200)
  const user = created.json.data
  const linked = await api(baseURL, 'PUT', `/api/v1/users/${user.id}`, superToken, { locations: [locationId], updatedAt: user.updatedAt })
  expect(linked.status, JSON.stringify(linked.json)).toBe(200)
  return signIn(baseURL, email, password)
}

/** A region of `locationIds` and an admin scoped to it, made by a super-admin; answers the region's id and the admin's token. */
export async function regionalAdmin(baseURL: string, superToken: string, email: string, locationIds: string[], password = 'Region-Pass1!') {
  const region = await api(baseURL, 'POST', '/api/v1/regions', superToken, { name: `Region of ${email}`, locations: locationIds })
  expect(region.status, JSON.stringify(region.json)).toBe(200)
  const created = await api(baseURL, 'POST', '/api/v1/users', superToken, { firstName: 'Rhea', lastName: 'Regional', email, password, role: 'admin' })
  expect(created.status, JSON.stringify(created.json)).toBe(200)
  const scoped = await api(baseURL, 'PUT', `/api/v1/users/${created.json.data.id}/regions`, superToken, { regions: [region.json.data.id] })
  expect(scoped.status, JSON.stringify(scoped.json)).toBe(200)
  return { regionId: region.json.data.id as string, userId: created.json.data.id as string, token: await signIn(baseURL, email, password) }
}
