// The fleet bus never drops a message between processes (docs/FLEET.md#one-bus-two-engines): a hard refresh at a
// location with 250 screens names every screen and is larger than a PostgreSQL NOTIFY may be (8000
// bytes), so it travels through the bus_messages table, and reaches every stream on the other process.
// PostgreSQL only: the embedded database belongs to one process.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken, newToken } from '../../src/server/lib/tokens'
import { startServer, type RunningServer } from '../e2e/server'
import { databaseUrl, dropLater, runDatabaseName } from './globalSetup'
import { openStream } from './sse'

const url = process.env.DATABASE_URL
const SCREENS = 250
/** Generous: 250 streams on a loaded 2-core machine; the assertion is that every frame arrives. */
const FRAME_WAIT_MS = 60_000

describe.skipIf(!url)('the fleet bus between two processes', () => {
  const name = runDatabaseName('bus')
  let admin: pg.Client
  let db: pg.Client
  let a: RunningServer
  let b: RunningServer
  let headers: Record<string, string>

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    const env = { DATABASE_URL: databaseUrl(url!, name) }
    a = await startServer(env)
    b = await startServer(env)
    db = new pg.Client({ connectionString: databaseUrl(url!, name) })
    await db.connect()
    const login = await fetch(`${a.baseURL}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: a.adminEmail, password: a.adminPassword }),
    })
    headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await db?.end()
    dropLater(url!, name)
    await admin.end()
  }, 60_000)

  it(`carries a hard refresh at a location with ${SCREENS} screens to every stream on the other process`, async () => {
    const location = (await db.query('select id from locations limit 1')).rows[0].id as string
    const existing = (await db.query('select count(*)::int as n from screens where location_id = $1', [location])).rows[0].n as number
    await db.query(
      `insert into screens (name, round, location_id, language, time_zone)
       select 'Bus screen ' || g, 1 + g % 9, location_id, language, time_zone
       from screens, generate_series(1, $2::int) g
       where id = (select id from screens where location_id = $1 limit 1)`,
      [location, SCREENS - existing],
    )
    const screens = (await db.query('select id from screens where location_id = $1', [location])).rows as { id: string }[]
    expect(screens).toHaveLength(SCREENS)
    const tokens = screens.map(() => newToken())
    await db.query(`insert into sessions (kind, token_hash, screen_id) select 'screen', unnest($1::text[]), unnest($2::uuid[])`, [
      tokens.map(hashToken),
      screens.map((screen) => screen.id),
    ])

    // Every screen streams from B, and has its first frame (the class state).
    const streams = tokens.map((token) => openStream(b.baseURL, token))
    await Promise.all(streams.map((stream) => stream.ready))
    for (const stream of streams) expect(await stream.next(FRAME_WAIT_MS)).toMatchObject({ event: 'class' })

    // Staff hard-refresh the location through A: the message names all 250 screens.
    const refreshed = await fetch(`${a.baseURL}/api/v1/locations/${location}/hard-refresh`, { method: 'POST', headers })
    expect(refreshed.status, await refreshed.text()).toBe(200)
    const frames = await Promise.all(streams.map((stream) => stream.next(FRAME_WAIT_MS)))
    expect(frames.filter((frame) => frame?.event === 'hard-refresh')).toHaveLength(SCREENS)
    expect(frames[0]).toEqual({ event: 'hard-refresh', data: { location } })
    // It went by reference: too large for a NOTIFY.
    const stored = (await db.query('select payload from bus_messages')).rows as { payload: string }[]
    expect(stored.some((row) => Buffer.byteLength(row.payload) > 8_000 && row.payload.includes(screens[0].id))).toBe(true)

    // A listener that missed something resynchronises: a message it cannot read (pruned, or the
    // database hiccuped), or a sender's word that a NOTIFY failed. Each stream gets the class state again.
    const missed = [
      { o: 'test', r: '00000000-0000-4000-8000-000000000000' },
      { o: 'test', s: 1 },
    ]
    for (const envelope of missed) {
      await db.query('select pg_notify($1, $2)', ['studio_fleet', JSON.stringify(envelope)])
      const again = await Promise.all(streams.slice(0, 10).map((stream) => stream.next(FRAME_WAIT_MS)))
      expect(again.map((frame) => frame?.event)).toEqual(Array(10).fill('class'))
    }
    for (const stream of streams) stream.close()
  }, 180_000)
})
