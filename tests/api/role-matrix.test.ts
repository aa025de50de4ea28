import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locations, oidcHandoffs, screens, users } from '../../src/server/db/schema'
import { recordManualStart } from '../../src/server/domain/classRuns'
import { oidcSettingsFromEnv } from '../../src/server/lib/oidcConfig'
import { createSession } from '../../src/server/lib/sessions'
import { issueSsoToken } from '../../src/server/lib/sso'
import { hashToken } from '../../src/server/lib/tokens'
import { SCREEN_TOKEN_HEADER } from '../../src/shared/constants'
import { API_MESSAGES } from '../../src/shared/messages'
import { OTHER_STUDIO_NUMBER, FIXTURE_PASSWORD, SSO_SECRET, USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'
import { makeRegionWorld } from './regionsHelpers'

/**
 * Every REST route × every kind of caller. The rules (docs/RULES.md#roles): location staff reach
 * only their own locations and those locations' screens; admins manage locations, rounds and
 * workouts; super-admins also users, logs, releases and every delete; api-access only reads;
 * a screen token reaches only the screen device routes. A new route fails the first test until
 * it has a row here, so nobody ships a route whose roles were never decided.
 */

const USER_CALLERS = ['location', 'admin', 'super-admin', 'api-access'] as const
const CALLERS = [...USER_CALLERS, 'screen', 'public'] as const
type Caller = (typeof CALLERS)[number]

const SIGNED_IN = USER_CALLERS
const ADMINS = ['admin', 'super-admin'] as const
const SUPER_ADMIN = ['super-admin'] as const
const STAFF_AND_ADMINS = ['location', 'admin', 'super-admin'] as const
const ANYONE = CALLERS
const SCREEN = ['screen'] as const

const CLEAN_WORD = 'matrix-clean-word'
/** The value of the cookie of the browser the matrix's OpenID Connect codes were handed to. */
const MATRIX_BROWSER = 'matrix-browser'
const NO_SUCH_ID = '00000000-0000-4000-8000-00000000beef'

interface CallContext {
  caller: Caller
  /** The caller's own email (a fixture user's for public and screen callers). */
  email: string
  /** A number unique to this request, for bodies that must not collide. */
  serial: number
}

interface Rule {
  allowed: readonly Caller[]
  /** A valid body: validation runs before the role check, so a denied caller must still send one. */
  body?: (context: CallContext) => object
  /** The query string, without '?'. */
  query?: (context: CallContext) => string
  /** Path parameters; each one not given is an id that matches nothing. */
  params?: Record<string, string>
  /** The call ends the caller's session: make it with a session of its own. */
  endsSession?: boolean
  /** An endless response (server-sent events): allowed callers are checked over a real socket. */
  stream?: boolean
  /** The browser's Cookie header the route reads. */
  cookie?: string
}

const NOW = () => new Date().toISOString()
const matrixClassStart = new Date()
/** Next year: closures and one-off classes are for the next two years. */
const LATER = `${new Date().getUTCFullYear() + 1}-01-01`
// Dated samples fall within the calendar's reach (730 days ahead): the serial counts every request the matrix makes, so it wraps.
/** 'YYYY-MM-DD' `days` after `date`: a date no other request of the matrix took. */
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const EXPECTED: Record<string, Rule> = {
  'GET /api/v1/health': { allowed: ANYONE },
  // Version and the approved media address: nothing secret, read before sign-in.
  'GET /api/v1/config': { allowed: ANYONE },

  // Auth
  'POST /api/v1/auth': { allowed: ANYONE, body: ({ email }) => ({ email, password: FIXTURE_PASSWORD }) },
  'POST /api/v1/auth/sso': { allowed: ANYONE, body: ({ email }) => ({ token: issueSsoToken(SSO_SECRET, email) }) },
  // The one-time code an OpenID Connect sign-in handed the browser (each caller's own, made in beforeAll).
  // It opens the session only in the browser the sign-in came back to: that browser's cookie goes with it.
  'POST /api/v1/auth/oidc/session': { allowed: ANYONE, body: ({ caller }) => ({ code: `matrix-oidc-${caller}` }), cookie: `oidc_handoff=${MATRIX_BROWSER}` },
  'GET /api/v1/auth/me': { allowed: SIGNED_IN },
  'PUT /api/v1/auth/me': { allowed: ADMINS, body: ({ email }) => ({ firstName: 'Matrix', lastName: 'Tester', email }) },
  // One's own company account (OpenID Connect), on the profile: admins, as the profile.
  'GET /api/v1/auth/me/company-accounts': { allowed: ADMINS },
  'POST /api/v1/auth/me/company-accounts': { allowed: ADMINS, body: () => ({ currentPassword: FIXTURE_PASSWORD }) },
  'DELETE /api/v1/auth/me/company-accounts/{accountId}': { allowed: ADMINS },
  // Signing out deletes only the caller's own session.
  'DELETE /api/v1/auth': { allowed: SIGNED_IN, endsSession: true },

  // Locations
  'GET /api/v1/locations': { allowed: SIGNED_IN },
  'GET /api/v1/locations/{id}': { allowed: SIGNED_IN },
  'POST /api/v1/locations': {
    allowed: ADMINS,
    body: ({ serial }) => ({ name: `Matrix ${serial}`, locationIdentifier: `KB-MX-${9000 + serial}`, urlSlug: 'matrix', timeZone: 'UTC', language: 'en-us' }),
  },
  'PUT /api/v1/locations/{id}': { allowed: ADMINS, body: () => ({ name: 'Matrix', updatedAt: NOW() }) },
  'DELETE /api/v1/locations/{id}': { allowed: SUPER_ADMIN },
  'PUT /api/v1/locations/{id}/screens': { allowed: ADMINS, body: () => ({ screenId: NO_SUCH_ID }) },
  // One action on many locations: whoever operates screens, each within their own scope.
  'POST /api/v1/locations/actions': { allowed: STAFF_AND_ADMINS, body: () => ({ action: 'refresh', locations: [] }) },

  // Regions: admins read those they may see; the super-admin manages them and grants scopes.
  'GET /api/v1/regions': { allowed: ADMINS },
  'GET /api/v1/regions/{id}': { allowed: ADMINS },
  'POST /api/v1/regions': { allowed: SUPER_ADMIN, body: ({ serial }) => ({ name: `Matrix region ${serial}` }) },
  'PUT /api/v1/regions/{id}': { allowed: SUPER_ADMIN, body: () => ({ name: 'Matrix region', updatedAt: NOW() }) },
  'DELETE /api/v1/regions/{id}': { allowed: SUPER_ADMIN },
  'PUT /api/v1/users/{id}/regions': { allowed: SUPER_ADMIN, body: () => ({ regions: [] }) },
  // Another user's company accounts: the super-admin sees, removes, and allows one link.
  'GET /api/v1/users/{id}/company-accounts': { allowed: SUPER_ADMIN },
  'PUT /api/v1/users/{id}/company-accounts/allowance': { allowed: SUPER_ADMIN, body: () => ({ allowed: false }) },
  'DELETE /api/v1/users/{id}/company-accounts/{accountId}': { allowed: SUPER_ADMIN },

  // Class control and timetable of a location: its staff run classes; api-access only reads.
  'PUT /api/v1/locations/{id}/class': { allowed: STAFF_AND_ADMINS, body: () => ({ classStart: false }) },
  'POST /api/v1/locations/{id}/hard-refresh': { allowed: STAFF_AND_ADMINS },
  'GET /api/v1/locations/{id}/timetable': { allowed: SIGNED_IN },
  // Calendar (docs/RULES.md#calendar): staff keep their studio's closures and one-off classes; head office the holidays.
  'GET /api/v1/locations/{id}/calendar': { allowed: SIGNED_IN },
  'POST /api/v1/locations/{id}/closures': { allowed: STAFF_AND_ADMINS, body: () => ({ startsOn: LATER, endsOn: LATER, reason: 'Matrix' }) },
  'DELETE /api/v1/locations/{id}/closures/{closureId}': { allowed: STAFF_AND_ADMINS },
  'POST /api/v1/locations/{id}/exceptions': {
    allowed: STAFF_AND_ADMINS,
    body: ({ serial }) => ({ date: dayAfter(LATER, serial % 600), kind: 'extra', classTime: '10:00', className: 'Matrix special' }),
  },
  'DELETE /api/v1/locations/{id}/exceptions/{exceptionId}': { allowed: STAFF_AND_ADMINS },
  'GET /api/v1/holidays': { allowed: SIGNED_IN },
  // A chain-wide holiday is the super-admin's; a region's, its admins' too (tests/api/region-holidays.test.ts).
  'POST /api/v1/holidays': { allowed: SUPER_ADMIN, body: ({ serial }) => ({ date: dayAfter(LATER, serial % 600), name: 'Matrix day' }) },
  'DELETE /api/v1/holidays/{id}': { allowed: ADMINS },
  'PUT /api/v1/locations/{id}/timetable': {
    allowed: STAFF_AND_ADMINS,
    body: () => ({ timetable: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] } }),
  },

  // Screens in the console: staff may refresh, pair and unpair their own studio's screens.
  'GET /api/v1/screens': { allowed: SIGNED_IN },
  'GET /api/v1/screens/{id}': { allowed: SIGNED_IN },
  'POST /api/v1/screens': { allowed: ADMINS, body: () => ({ name: 'Matrix screen', round: 1, location: NO_SUCH_ID }) },
  'PUT /api/v1/screens/{id}': { allowed: STAFF_AND_ADMINS, body: () => ({ refreshFlag: true }) },
  'DELETE /api/v1/screens/{id}': { allowed: SUPER_ADMIN },
  'POST /api/v1/screens/{id}/disconnect': { allowed: STAFF_AND_ADMINS },
  'PUT /api/v1/screens/{id}/link': { allowed: STAFF_AND_ADMINS, body: () => ({ authCode: 'ZZZZZZ' }) },
  // Remote screenshots: staff of the screen's location and admins ask and look; the screen sends its picture.
  'POST /api/v1/screens/{id}/screenshots': { allowed: STAFF_AND_ADMINS },
  'GET /api/v1/screens/{id}/screenshots': { allowed: STAFF_AND_ADMINS },
  'POST /api/v1/screens/screenshot': { allowed: SCREEN, body: () => ({ image: '/9j/4AAQSkZJRg==', width: 2, height: 2, takenAt: NOW() }) },

  // Pairing: the device has no token yet, so registering its code and polling its link are public.
  'POST /api/v1/screenlinks': { allowed: ANYONE, body: ({ serial }) => ({ authCode: `MX${String(serial).padStart(4, '0')}` }) },
  'GET /api/v1/screenlinks/{id}': { allowed: ANYONE },
  'PUT /api/v1/screenlinks/{id}': { allowed: ADMINS, body: () => ({ screen: NO_SUCH_ID }) },
  'DELETE /api/v1/screenlinks/{id}': { allowed: SUPER_ADMIN },

  // The screen device's own routes.
  'GET /api/v1/screens/auth': { allowed: SCREEN },
  'PATCH /api/v1/screens/auth': { allowed: SCREEN, body: () => ({ refreshFlag: false }) },
  'POST /api/v1/screens/poll': { allowed: SCREEN, body: () => ({ playing: false, automaticMode: true }) },
  'GET /api/v1/screens/plan': { allowed: SCREEN },
  'GET /api/v1/screens/events': { allowed: SCREEN, stream: true },
  'GET /api/v1/console/events': { allowed: SIGNED_IN, stream: true },
  // The round's current workout: the device reads it, and so does the console's preview.
  'GET /api/v1/screens/round/{id}': { allowed: [...SIGNED_IN, 'screen'], params: { id: '1' }, query: () => `location=${NO_SUCH_ID}` },

  // Proof of play: screens report what they played; whoever may see the location reads its runs.
  'POST /api/v1/screens/plays': {
    allowed: SCREEN,
    body: ({ serial }) => ({
      plays: [
        {
          id: `matrix-play-${serial}`,
          run: { kind: 'manual', anchor: matrixClassStart.toISOString(), format: 'normal' },
          position: 0,
          clipKind: 'countdown',
          step: 1,
          startedAt: NOW(),
          endedAt: NOW(),
          source: 'cache',
          replaced: false,
          stalls: 0,
          stallMs: 0,
        },
      ],
    }),
  },
  'GET /api/v1/locations/{id}/class-runs': { allowed: SIGNED_IN },
  'GET /api/v1/class-runs/{id}': { allowed: SIGNED_IN },
  'GET /api/v1/class-reliability': { allowed: SIGNED_IN },
  'GET /api/v1/plays': { allowed: SIGNED_IN, query: () => 'from=2026-01-01&to=2026-01-31' },
  'GET /api/v1/locations/{id}/readiness': { allowed: SIGNED_IN },
  'GET /api/v1/content-readiness': { allowed: SIGNED_IN },
  'GET /api/v1/alerts': { allowed: SIGNED_IN },
  'GET /api/v1/alerts/{id}': { allowed: SIGNED_IN },
  'PUT /api/v1/alerts/seen': { allowed: SIGNED_IN },

  // Messages to the screens (docs/MESSAGES.md): staff and admins send and clear within their scope (the
  // audience rules are tests/api/messages.test.ts); api-access reads.
  'POST /api/v1/messages': {
    allowed: STAFF_AND_ADMINS,
    body: () => ({ text: 'Matrix notice', level: 'notice', endsAt: new Date(Date.now() + 3_600_000).toISOString(), locations: [NO_SUCH_ID] }),
  },
  'GET /api/v1/messages': { allowed: SIGNED_IN },
  'GET /api/v1/messages/on-screen': { allowed: SIGNED_IN },
  'GET /api/v1/messages/{id}': { allowed: SIGNED_IN },
  'POST /api/v1/messages/{id}/clear': { allowed: STAFF_AND_ADMINS },

  // API keys (docs/SECURITY.md#api-keys)
  'GET /api/v1/api-keys': { allowed: SUPER_ADMIN },
  'POST /api/v1/api-keys': { allowed: SUPER_ADMIN, body: ({ serial }) => ({ name: `Matrix key ${serial}`, role: 'api-access' }) },
  'POST /api/v1/api-keys/{id}/revoke': { allowed: SUPER_ADMIN },
  'GET /api/v1/webhooks': { allowed: SUPER_ADMIN },
  // A public address (never called: the endpoint is off, so nothing is queued for it).
  'POST /api/v1/webhooks': { allowed: SUPER_ADMIN, body: () => ({ name: 'Hook', url: 'http://8.8.8.8/x', events: ['alert.raised'], enabled: false }) },
  'GET /api/v1/webhooks/{id}': { allowed: SUPER_ADMIN },
  'PUT /api/v1/webhooks/{id}': { allowed: SUPER_ADMIN, body: () => ({ name: 'Hook', url: 'http://8.8.8.8/x', events: ['alert.raised'], enabled: false }) },
  'DELETE /api/v1/webhooks/{id}': { allowed: SUPER_ADMIN },
  'POST /api/v1/webhooks/{id}/secret': { allowed: SUPER_ADMIN },
  'GET /api/v1/webhooks/{id}/deliveries': { allowed: SUPER_ADMIN },
  'POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/resend': { allowed: SUPER_ADMIN, params: { deliveryId: 'msg_nosuchdelivery' } },

  // Users: super-admins only.
  'GET /api/v1/users': { allowed: SUPER_ADMIN },
  'GET /api/v1/users/{id}': { allowed: SUPER_ADMIN },
  'POST /api/v1/users': {
    allowed: SUPER_ADMIN,
    body: ({ serial }) => ({ firstName: 'Matrix', lastName: 'User', email: `matrix-${serial}@studio.test`, password: 'Matrix-Pass1!', role: 'location' }),
  },
  'PUT /api/v1/users/{id}': { allowed: SUPER_ADMIN, body: () => ({ firstName: 'Matrix', updatedAt: NOW() }) },
  'DELETE /api/v1/users/{id}': { allowed: SUPER_ADMIN },
  'PUT /api/v1/users/{id}/password': { allowed: SUPER_ADMIN, body: () => ({ password: 'Matrix-Pass1!' }) },
  'PATCH /api/v1/users/{id}/locations': { allowed: SUPER_ADMIN, body: () => ({ locationId: NO_SUCH_ID }) },
  'DELETE /api/v1/users/{id}/locations/{locationId}': { allowed: SUPER_ADMIN },

  // Rounds and workouts: everyone signed in reads; admins manage; deletes are super-admin.
  'GET /api/v1/rounds': { allowed: SIGNED_IN },
  'POST /api/v1/rounds': { allowed: ADMINS, body: () => ({ name: 'Matrix round', roundNumber: 1 }) },
  'PUT /api/v1/rounds/{id}': { allowed: ADMINS, body: () => ({ name: 'Matrix round', updatedAt: NOW() }) },
  'DELETE /api/v1/rounds/{id}': { allowed: SUPER_ADMIN },
  'GET /api/v1/workouts': { allowed: SIGNED_IN },
  'GET /api/v1/workouts/{id}': { allowed: SIGNED_IN },
  'POST /api/v1/workouts': { allowed: ADMINS, body: () => ({ name: 'Matrix workout', round: 1, startDate: LATER, endDate: LATER }) },
  'PUT /api/v1/workouts/{id}': { allowed: ADMINS, body: () => ({ name: 'Matrix workout', updatedAt: NOW() }) },
  'DELETE /api/v1/workouts/{id}': { allowed: SUPER_ADMIN },
  'GET /api/v1/workouts/{id}/link-checks': { allowed: SIGNED_IN },
  'POST /api/v1/workouts/{id}/link-checks': { allowed: ADMINS },
  'GET /api/v1/link-checks': { allowed: SIGNED_IN },
  'GET /api/v1/clip-facts': { allowed: SIGNED_IN, query: () => 'url=http%3A%2F%2Fmedia.test%2Fmedia%2Fnone.mp4' },
  // The media library (tests/api/media.test.ts tries its tus uploads with each role).
  'GET /api/v1/media/status': { allowed: ADMINS },
  'GET /api/v1/media': { allowed: ADMINS },
  'GET /api/v1/media/{id}': { allowed: ADMINS },
  'PUT /api/v1/media/{id}': { allowed: ADMINS, body: () => ({ name: 'Matrix clip' }) },
  'DELETE /api/v1/media/{id}': { allowed: SUPER_ADMIN },

  // Releases: super-admins publish; every signed-in user reads the newest (footer version, summary).
  'GET /api/v2/releases': { allowed: SUPER_ADMIN },
  'POST /api/v2/releases': {
    allowed: SUPER_ADMIN,
    body: () => ({ title: 'Matrix', type: 'Release', description: 'Matrix release', version: '21.12.22', date: LATER }),
  },
  'GET /api/v2/releases/summary': { allowed: SIGNED_IN },
  'POST /api/v2/releases/latest': { allowed: SIGNED_IN },
  // Which app versions the screens run: every signed-in user, location staff for their own studios.
  'GET /api/v2/releases/screen-versions': { allowed: SIGNED_IN },

  // Logs: super-admins only.
  'GET /api/v2/logs': { allowed: SUPER_ADMIN },
  'DELETE /api/v2/logs': { allowed: SUPER_ADMIN, body: () => ({ password: CLEAN_WORD }) },
}

/** The answer a caller the rule does not allow must get. */
function deniedStatus(rule: Rule, caller: Caller): 401 | 403 {
  const forUsers = rule.allowed.some((allowed) => (USER_CALLERS as readonly Caller[]).includes(allowed))
  // No token, a screen token where a console token is needed, or the reverse: not signed in for this route.
  if (caller === 'public' || caller === 'screen' || !forUsers) return 401
  return 403
}

const EMAIL_OF: Record<Caller, string> = {
  location: USERS.staff.email,
  admin: USERS.admin.email,
  'super-admin': USERS.superAdmin.email,
  'api-access': USERS.api.email,
  screen: USERS.staff.email,
  public: USERS.api.email,
}
const FIXTURE_OF = { location: USERS.staff, admin: USERS.admin, 'super-admin': USERS.superAdmin, 'api-access': USERS.api } as const

let t: TestApp
let screenId: string
const tokens = {} as Record<Exclude<Caller, 'public'>, string>

async function tokenFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'public') return undefined
  if (caller === 'screen') return createSession(t.db, { kind: 'screen', screenId }, null)
  return t.login(FIXTURE_OF[caller])
}

function headersFor(caller: Caller, token: string | undefined): Record<string, string> {
  if (!token) return {}
  return caller === 'screen' ? { [SCREEN_TOKEN_HEADER]: token } : bearer(token)
}

beforeAll(async () => {
  // OpenID Connect on, with a provider that is never asked (no route of the matrix goes to it).
  const oidc = oidcSettingsFromEnv({ OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'matrix', OIDC_CLIENT_SECRET: 'matrix' }, 'http://127.0.0.1:3999')
  t = await buildTestApp({ logsCleanWord: CLEAN_WORD, oidc })
  const [screen] = await t.db.select({ id: screens.id, locationId: screens.locationId }).from(screens).limit(1)
  screenId = screen.id
  // A class staff started at the screen's location: a screen may report only a class the server knows began.
  await recordManualStart(t.db, screen.locationId, matrixClassStart, { firstName: 'Matrix', lastName: 'Tester' })
  for (const caller of CALLERS) if (caller !== 'public') tokens[caller] = (await tokenFor(caller))!
  for (const caller of CALLERS) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL_OF[caller]))
    await t.db.insert(oidcHandoffs).values({
      codeHash: hashToken(`matrix-oidc-${caller}`),
      browserHash: hashToken(MATRIX_BROWSER),
      userId: user.id,
      idToken: 'matrix',
      expiresAt: new Date(Date.now() + 3_600_000),
    })
  }
})
afterAll(async () => {
  await t?.close()
})

/** Every route the app serves under /api, as 'METHOD /path/{param}', read from the app's own OpenAPI document. */
function servedRoutes(): string[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  return Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
}

let serial = 0
function request(key: string, rule: Rule, caller: Caller, params: Record<string, string> = {}) {
  const [method, pathTemplate] = key.split(' ')
  const context: CallContext = { caller, email: EMAIL_OF[caller], serial: ++serial }
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? rule.params?.[name] ?? NO_SUCH_ID)
  const query = rule.query?.(context)
  return { method, url: query ? `${path}?${query}` : path, payload: rule.body?.(context) }
}

/** The status of an endless response, read from its headers over a real socket, then hung up. */
let listening: Promise<string> | undefined
async function streamStatus(url: string, headers: Record<string, string>): Promise<number> {
  // Listened once: a stream route allowed to several callers asks for the address again.
  const address = await (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }))
  const abort = new AbortController()
  try {
    const response = await fetch(`${address}${url}`, { headers: { ...headers, accept: 'text/event-stream' }, signal: abort.signal })
    return response.status
  } finally {
    abort.abort()
  }
}

describe('the role matrix', () => {
  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const served = servedRoutes().sort()
    expect(served.length).toBeGreaterThan(0)
    expect(
      served.filter((key) => !(key in EXPECTED)),
      'routes without a row in EXPECTED',
    ).toEqual([])
    expect(
      Object.keys(EXPECTED).filter((key) => !served.includes(key)),
      'rows for routes the app does not serve',
    ).toEqual([])
  })

  for (const [key, rule] of Object.entries(EXPECTED)) {
    it(`${key}: ${rule.allowed.join(', ')}`, async () => {
      const outcomes: string[] = []
      for (const caller of CALLERS) {
        const allowed = rule.allowed.includes(caller)
        const token = allowed && rule.endsSession ? await tokenFor(caller) : caller === 'public' ? undefined : tokens[caller]
        const { method, url, payload } = request(key, rule, caller)
        const headers = { ...headersFor(caller, token), ...(rule.cookie ? { cookie: rule.cookie } : {}) }
        const status =
          allowed && rule.stream
            ? await streamStatus(url, headers)
            : (await t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) })).statusCode
        const expected = allowed ? 'allowed' : String(deniedStatus(rule, caller))
        // A 400 would mean the sample never got past validation to the role check, so it does not count as allowed.
        const actual = allowed ? ([400, 401, 403].includes(status) ? String(status) : 'allowed') : String(status)
        if (actual !== expected) outcomes.push(`${caller}: expected ${expected}, got ${status}`)
      }
      expect(outcomes).toEqual([])
    })
  }
})

describe('location staff stay inside their own studio', () => {
  it('reach the location routes of their own studio but not of another', async () => {
    const [own] = await t.db.select({ id: locations.id }).from(locations).where(eq(locations.name, 'Demo Studio'))
    const [other] = await t.db.select({ id: locations.id }).from(locations).where(eq(locations.locationIdentifier, OTHER_STUDIO_NUMBER))
    const staffLocationRoutes = Object.entries(EXPECTED).filter(([key, rule]) => key.includes(' /api/v1/locations/{id}') && rule.allowed.includes('location'))
    expect(staffLocationRoutes.length).toBeGreaterThan(0)
    const outcomes: string[] = []
    for (const [key, rule] of staffLocationRoutes) {
      for (const [studio, id] of [
        ['own', own.id],
        ['other', other.id],
      ] as const) {
        const { method, url, payload } = request(key, rule, 'location', { id })
        const answer = await t.app.inject({ method: method as 'GET', url, headers: bearer(tokens.location), ...(payload ? { payload } : {}) })
        const { statusCode } = answer
        // A 404 for what lies under the studio (a closure with no such id) still reached the studio.
        const reached = statusCode < 400 || (statusCode === 404 && answer.json().code !== 'LOCATION_NOT_FOUND')
        if (reached !== (studio === 'own')) outcomes.push(`${key} on the ${studio} studio: ${statusCode}`)
      }
    }
    expect(outcomes).toEqual([])
  })

  it('reach the screens of their own studio but not of another', async () => {
    const [other] = await t.db.select({ id: locations.id }).from(locations).where(eq(locations.locationIdentifier, OTHER_STUDIO_NUMBER))
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/screens',
      headers: bearer(tokens.admin),
      payload: { name: 'Other screen', round: 2, location: other.id },
    })
    expect(created.statusCode, created.body).toBe(200)
    const otherScreen: string = created.json().data.id
    const [own] = await t.db
      .select({ id: screens.id })
      .from(screens)
      .innerJoin(locations, eq(locations.id, screens.locationId))
      .where(eq(locations.name, 'Demo Studio'))
      .limit(1)
    const outcomes: string[] = []
    for (const key of ['GET /api/v1/screens/{id}', 'PUT /api/v1/screens/{id}', 'POST /api/v1/screens/{id}/disconnect']) {
      for (const [studio, id] of [
        ['own', own.id],
        ['other', otherScreen],
      ] as const) {
        const { method, url, payload } = request(key, EXPECTED[key], 'location', { id })
        const { statusCode } = await t.app.inject({ method: method as 'GET', url, headers: bearer(tokens.location), ...(payload ? { payload } : {}) })
        if (statusCode < 400 !== (studio === 'own')) outcomes.push(`${key} on the ${studio} studio: ${statusCode}`)
      }
    }
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/screens?pageSize=100', headers: bearer(tokens.location) })).json().data as Array<{
      id: string
    }>
    expect(listed.map((screen) => screen.id)).not.toContain(otherScreen)
    expect(outcomes).toEqual([])
  })
})

describe('a regional admin stays inside their regions (BOLA over the app’s own OpenAPI)', () => {
  const OUT_OF_REACH: string[] = [
    API_MESSAGES.locationNotFound,
    API_MESSAGES.screenNotFound,
    API_MESSAGES.classRunNotFound,
    API_MESSAGES.alertNotFound,
    API_MESSAGES.regionNotFound,
  ]
  /** Which of the world's ids a path's {id} names, by the resource it is under. */
  const SUBJECT: [RegExp, 'location' | 'screen' | 'run' | 'alert' | 'region'][] = [
    [/^\/api\/v1\/locations\/\{id\}/, 'location'],
    [/^\/api\/v1\/screens\/(link\/)?\{id\}/, 'screen'],
    [/^\/api\/v1\/class-runs\/\{id\}/, 'run'],
    [/^\/api\/v1\/alerts\/\{id\}/, 'alert'],
    [/^\/api\/v1\/regions\/\{id\}/, 'region'],
  ]

  it('reaches every id route of their own region and gets 404 for the other region’s, and lists only their own', async () => {
    const world = await makeRegionWorld(t)
    const outcomes: string[] = []
    let checked = 0
    for (const [key, rule] of Object.entries(EXPECTED)) {
      const path = key.split(' ')[1]
      const subject = SUBJECT.find(([pattern]) => pattern.test(path))?.[1]
      if (!subject || !rule.allowed.includes('admin') || rule.stream) continue
      checked++
      for (const side of ['north', 'south'] as const) {
        const sample = request(key, rule, 'admin', { id: world[side][subject] })
        const { method, url } = sample
        // Moving a screen names the screen too: the side's own.
        const payload = key === 'PUT /api/v1/locations/{id}/screens' ? { screenId: world[side].screen } : sample.payload
        const response = await t.app.inject({ method: method as 'GET', url, headers: bearer(world.northAdmin), ...(payload ? { payload } : {}) })
        const outOfReach = response.statusCode === 404 && OUT_OF_REACH.includes(response.json().error)
        if (outOfReach !== (side === 'south')) outcomes.push(`${key} in ${side}: ${response.statusCode} ${response.body.slice(0, 120)}`)
      }
    }
    expect(checked).toBeGreaterThan(10)
    // Every list a regional admin may read leaves the other region out.
    const south = [world.south.location, world.south.screen, world.south.run, world.south.alert, world.south.region]
    for (const [key, rule] of Object.entries(EXPECTED)) {
      if (!key.startsWith('GET ') || key.includes('{') || !rule.allowed.includes('admin') || rule.stream) continue
      const { url } = request(key, rule, 'admin')
      const response = await t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}pageSize=100`, headers: bearer(world.northAdmin) })
      if (response.statusCode >= 400) continue
      if (south.some((id) => response.body.includes(id))) outcomes.push(`${key} lists the other region`)
    }
    expect(outcomes).toEqual([])
  })
})
