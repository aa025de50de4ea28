// Which class-screen app versions the chain's screens run (docs/OPERATIONS.md#which-app-versions-the-screens-run):
// as each screen said with its poll, grouped by version, newest first, with the studios; scoped to
// the caller's locations, and the same through GraphQL.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screens } from '../../src/server/db/schema'
import { APP_VERSION } from '../../src/shared/constants'
import { compareVersionsNewestFirst } from '../../src/server/routes/releases/screenVersions'
import { USERS } from './fixtures'
import { bearer, buildTestApp, type TestApp } from './helpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
beforeAll(async () => {
  t = await buildTestApp({ graphql: { supergraphPath: 'mesh/supergraph.graphql', production: false } })
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})

const URL = '/api/v2/releases/screen-versions'
const device = (appVersion: string) => ({ appVersion, cacheAvailable: true, clipsWanted: 17, clipsCached: 17, position: null })

describe('screen app versions', () => {
  it('groups the screens by the version they said they run, newest first, with their studios, scoped to the caller', async () => {
    const admin = await t.login(USERS.admin)
    // A screen says its version with its poll; the heartbeat batch writes it.
    const token = await pairScreen(t, admin, ids.demoScreen(1))
    const poll = await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: true, device: device(APP_VERSION) })
    expect(poll.statusCode).toBe(200)
    await t.app.fleet.heartbeats.flush()
    // One screen still on an older app, and one at the other studio on a newer build.
    await t.db
      .update(screens)
      .set({ deviceState: device('21.9.1') })
      .where(eq(screens.id, ids.demoScreen(2)))
    const [other] = await t.db
      .insert(screens)
      .values({ name: 'Round 1', round: 1, locationId: ids.otherId, language: 'en-US', timeZone: 'UTC', deviceState: device(`${APP_VERSION}-001`) })
      .returning()
    const demoScreens = (await t.db.select().from(screens).where(eq(screens.locationId, ids.demoId))).length

    const answer = await consoleCall(t, 'GET', URL, admin)
    expect(answer.statusCode).toBe(200)
    const { serverVersion, versions } = answer.json().data
    expect(serverVersion).toBe(APP_VERSION)
    expect(versions.map((entry: { version: string | null; screens: number }) => [entry.version, entry.screens])).toEqual([
      [`${APP_VERSION}-001`, 1],
      [APP_VERSION, 1],
      ['21.9.1', 1],
      [null, demoScreens - 2],
    ])
    expect(versions[0].locations).toEqual([{ id: ids.otherId, name: expect.any(String), locationIdentifier: expect.any(String), screens: 1 }])
    expect(versions[3].locations).toMatchObject([{ id: ids.demoId, screens: demoScreens - 2 }])

    // Location staff see their own studio's screens only.
    const staff = await consoleCall(t, 'GET', URL, await t.login(USERS.staff))
    expect(staff.statusCode).toBe(200)
    const staffVersions = staff.json().data.versions as { version: string | null; locations: { id: string }[] }[]
    expect(staffVersions.map((entry) => entry.version)).toEqual([APP_VERSION, '21.9.1', null])
    expect(staffVersions.flatMap((entry) => entry.locations.map((location) => location.id))).not.toContain(ids.otherId)

    // The same through GraphQL.
    const graphql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: bearer(admin),
      payload: { query: '{ screenAppVersions { data { serverVersion versions { version screens locations { id name locationIdentifier screens } } } } }' },
    })
    expect(graphql.json()).toEqual({ data: { screenAppVersions: { data: { serverVersion, versions } } } })
    await t.db.delete(screens).where(eq(screens.id, other.id))
  })

  it('needs a sign-in', async () => {
    const answer = await t.app.inject({ method: 'GET', url: URL })
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toMatchObject({ code: 'AUTH_REQUIRED' })
    expect((await t.app.inject({ method: 'GET', url: URL, headers: { 'screen-auth-token': 'not-a-user' } })).statusCode).toBe(401)
  })

  it('orders versions by their numbers, a build after its version, unknown shapes and none last', () => {
    const sorted = ['21.9.1', null, 'beta', '21.12.22', '21.12.22-001', '3.0.0'].sort(compareVersionsNewestFirst)
    expect(sorted).toEqual(['21.12.22-001', '21.12.22', '21.9.1', '3.0.0', 'beta', null])
  })
})
