// A rolling upgrade tried for real (docs/OPERATIONS.md#the-previous-release): the previous release,
// built from git, runs on a PostgreSQL database; this checkout's server starts beside it and migrates
// that database while it runs; then screens pair, poll, stream and are started through either
// release, and each one's Start reaches a screen served by the other. PostgreSQL only (the embedded
// database belongs to one process). tests/api/upgrade-schema.test.ts checks the schemas on both engines.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../e2e/server'
import { databaseUrl, dropLater, runDatabaseName } from './globalSetup'
import { checkOut, dependenciesDiffer, gitHistoryMissing, previousReleases, root, type Release } from './previousRelease'
import { openStream, SCREEN_TOKEN, until } from './sse'

const url = process.env.DATABASE_URL

/** The oldest previous release that runs on this checkout's node_modules (the most demanding), or why none does. */
function runnableRelease(): { release: Release; checkout: ReturnType<typeof checkOut> } | string {
  const missing = gitHistoryMissing()
  if (missing) return missing
  const reasons: string[] = []
  for (const release of previousReleases().reverse()) {
    const checkout = checkOut(release)
    const differ = dependenciesDiffer(checkout.dir)
    if (!differ) return { release, checkout }
    reasons.push(`${release.commit.slice(0, 10)} needs ${differ}`)
    checkout.remove()
  }
  return `no previous release runs on this checkout's node_modules: ${reasons.join('; ')}`
}

/** Error lines (pino level 50 and up) a server logged. */
const errorsIn = (server: RunningServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => /"level":(5\d|60)/.test(line))

describe.skipIf(!url)('the previous release and this one on one PostgreSQL database', () => {
  const name = runDatabaseName('upgrade_side')
  const found = url ? runnableRelease() : 'no PostgreSQL'
  let admin: pg.Client
  let db: pg.Client
  let previous: RunningServer
  let next: RunningServer
  let headers: Record<string, string>
  let locationId: string

  beforeAll(async () => {
    if (typeof found === 'string') return
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    const env = { DATABASE_URL: databaseUrl(url!, name), HEARTBEAT_FLUSH_MS: '500' }
    // The previous release as its own `npm start` builds it, on the database it migrates and seeds.
    const script = "import('./scripts/lib/ensure-server-build.mjs').then((build) => console.log(build.ensureServerBuild()))"
    const bundle = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: found.checkout.dir, encoding: 'utf8' }).trim()
    previous = await startServer(env, { root: found.checkout.dir, bundle: path.resolve(found.checkout.dir, bundle) })
    // This release starts beside it and applies its own migrations while the previous one serves.
    next = await startServer(env)
    db = new pg.Client({ connectionString: databaseUrl(url!, name) })
    await db.connect()
    const login = await fetch(`${previous.baseURL}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: previous.adminEmail, password: previous.adminPassword }),
    })
    headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`, 'content-type': 'application/json' }
    locationId = (await db.query<{ id: string }>('select id from locations limit 1')).rows[0].id
  }, 180_000)

  afterAll(async () => {
    await Promise.all([previous?.stop(), next?.stop()])
    await db?.end()
    dropLater(url!, name)
    await admin?.end()
    if (typeof found !== 'string') found.checkout.remove()
  }, 60_000)

  it('finds a previous release to run', () => {
    // Skipped with its reason rather than failed: a release whose dependencies changed needs its own npm ci.
    if (typeof found === 'string') console.warn(`upgrade side by side skipped: ${found}`)
    expect(found).toBeTruthy()
  })

  it.skipIf(typeof found === 'string')(
    'pairs, polls, streams and starts through either release, each Start reaching a screen on the other',
    async () => {
      console.log(`previous release: ${typeof found === 'string' ? '' : `${found.release.commit} (${found.release.why})`}`)
      // Every migration of this checkout ran, the previous release's included.
      const journal = JSON.parse(readFileSync(path.join(root, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }
      expect((await db.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n).toBe(journal.entries.length)
      const screens = (await db.query<{ id: string }>('select id from screens where location_id = $1 order by round limit 2', [locationId])).rows
      const runs = async () => (await db.query<{ n: number }>('select count(*)::int as n from class_runs where location_id = $1', [locationId])).rows[0].n
      const classAt = (server: RunningServer, classStart: boolean) =>
        fetch(`${server.baseURL}/api/v1/locations/${locationId}/class`, { method: 'PUT', headers, body: JSON.stringify({ automaticMode: false, classStart }) })

      // Each screen registers at one release, is linked through the other, and streams from the first.
      for (const [index, [home, other]] of [
        [previous, next],
        [next, previous],
      ].entries()) {
        const link = (await (
          await fetch(`${home.baseURL}/api/v1/screenlinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
        ).json()) as { data: { id: string; authCode: string } }
        const linked = await fetch(`${other.baseURL}/api/v1/screens/link/${screens[index].id}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ authCode: link.data.authCode }),
        })
        expect(linked.status).toBe(200)
        const token = ((await (await fetch(`${home.baseURL}/api/v1/screenlinks/${link.data.id}`)).json()) as { data: { token: string } }).data.token
        const device = { [SCREEN_TOKEN]: token, 'content-type': 'application/json' }
        const stream = openStream(home.baseURL, token)
        try {
          await stream.ready
          expect(await stream.next(15_000)).toMatchObject({ event: 'class', data: { classStart: false } })
          const before = await runs()
          // Start through the other release: the push crosses releases on the bus, and a run is recorded.
          expect((await classAt(other, true)).status).toBe(200)
          expect(await stream.next(15_000)).toMatchObject({ event: 'class', data: { classStart: true } })
          expect(await runs()).toBe(before + 1)
          // The screen's poll and heartbeat at each release; the heartbeat is written and read back through the other.
          for (const server of [home, other]) {
            const polled = Date.now()
            const poll = await fetch(`${server.baseURL}/api/v1/screens/poll`, {
              method: 'POST',
              headers: device,
              body: JSON.stringify({ playing: true, automaticMode: false }),
            })
            expect(poll.status).toBe(200)
            expect(((await poll.json()) as { data: { classStart: boolean } }).data.classStart).toBe(true)
            const reader = server === home ? other : home
            await until(async () => {
              const screen = (await (await fetch(`${reader.baseURL}/api/v1/screens/${screens[index].id}`, { headers })).json()) as {
                data: { status: { statusUpdatedAt: string | null } }
              }
              const seen = screen.data.status.statusUpdatedAt
              return seen && Date.parse(seen) >= polled - 1_000 ? true : undefined
            }, 15_000)
          }
          expect((await classAt(home, false)).status).toBe(200)
          expect(await stream.next(15_000)).toMatchObject({ event: 'class', data: { classStart: false } })
        } finally {
          stream.close()
        }
      }
      // Neither release logged an error: nothing it wrote in the background failed on the other's schema.
      expect(errorsIn(previous), 'errors the previous release logged').toEqual([])
      expect(errorsIn(next), 'errors this release logged').toEqual([])
    },
    120_000,
  )
})
