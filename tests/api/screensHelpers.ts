import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { locations, screens } from '../../src/server/db/schema'
import { DEMO_STUDIO_NUMBER } from '../../src/server/db/seed'
import { OTHER_STUDIO_NUMBER } from './fixtures'
import { bearer, type TestApp } from './helpers'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Console call with a bearer token (or none). */
export function consoleCall(t: TestApp, method: Method, url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) })
}

/** Device call with a screen token (or none). */
export function screenCall(t: TestApp, method: Method, url: string, screenToken?: string, payload?: object) {
  return t.app.inject({ method, url, headers: screenToken ? { 'screen-auth-token': screenToken } : {}, ...(payload ? { payload } : {}) })
}

/** Ids of the two template locations and the demo studio's screens by round. */
export async function templateIds(t: TestApp) {
  const [demo] = await t.db.select().from(locations).where(eq(locations.locationIdentifier, DEMO_STUDIO_NUMBER))
  const [other] = await t.db.select().from(locations).where(eq(locations.locationIdentifier, OTHER_STUDIO_NUMBER))
  const demoScreens = await t.db.select().from(screens).where(eq(screens.locationId, demo.id))
  return { demoId: demo.id, otherId: other.id, demoScreen: (round: number) => demoScreens.find((screen) => screen.round === round)!.id }
}

let codeCounter = 0
/** A well-formed code to propose (the server answers its own) or to guess with. */
export function newCode(): string {
  return `T${String(codeCounter++).padStart(3, '0')}${String.fromCharCode(65 + (process.pid % 26))}Z`.slice(0, 6)
}

/** Asks for a pairing code as a screen does: the code the server chose, and the link id to poll. */
export async function registerLink(t: TestApp): Promise<{ code: string; linkId: string }> {
  const registered = await screenCall(t, 'POST', '/api/v1/screenlinks', undefined, { authCode: newCode() })
  expect(registered.statusCode, registered.body).toBe(200)
  const { authCode, id } = registered.json().data
  return { code: authCode, linkId: id }
}

/** The whole pairing flow: register a code, link it as `consoleToken`, collect the token once. */
export async function pairScreen(t: TestApp, consoleToken: string, screenId: string): Promise<string> {
  const { code, linkId } = await registerLink(t)
  const linked = await consoleCall(t, 'PUT', `/api/v1/screens/link/${screenId}`, consoleToken, { authCode: code })
  expect(linked.statusCode, linked.body).toBe(200)
  const collected = await screenCall(t, 'GET', `/api/v1/screenlinks/${linkId}`)
  expect(collected.statusCode, collected.body).toBe(200)
  return collected.json().data.token
}
