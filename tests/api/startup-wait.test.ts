// A server that starts before its PostgreSQL database answers (a host booting both at once, a database still
// recovering) waits for it and then serves, instead of exiting; one whose database never comes gives up after
// DATABASE_WAIT_SECONDS and says why (docs/OPERATIONS.md#starting-before-the-database). The database is kept
// away with `allow_connections false`, which refuses every new connection, as a database still starting does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../e2e/server'
import { scratchDatabase, type ScratchDatabase } from './globalSetup'

const url = process.env.DATABASE_URL
const WAITING = /Waiting for the database \(.*not currently accepting connections.*\); trying again in [\d.]+ s/

describe.skipIf(!url)('a server started before its database answers', () => {
  let database: ScratchDatabase
  let server: RunningServer | undefined

  beforeAll(async () => {
    database = await scratchDatabase(url!, 'startup_wait')
  }, 60_000)

  afterAll(async () => {
    await database?.allowConnections(true).catch(() => {})
    await server?.stop()
    await database?.release()
  }, 60_000)

  it('gives up after DATABASE_WAIT_SECONDS when the database never answers, and says why', async () => {
    await database.allowConnections(false)
    await expect(startServer({ DATABASE_URL: database.url, DATABASE_WAIT_SECONDS: '2' })).rejects.toThrow(
      /server exited early:[\s\S]*Waiting for the database[\s\S]*The database did not answer within 2 s \(DATABASE_WAIT_SECONDS\): .*not currently accepting connections/,
    )
  }, 90_000)

  it('waits while the database refuses, then migrates, seeds and serves once it answers', async () => {
    await database.allowConnections(false)
    let sawWaiting!: () => void
    const waiting = new Promise<void>((resolve) => (sawWaiting = resolve))
    const starting = startServer({ DATABASE_URL: database.url }, undefined, (output) => {
      if (WAITING.test(output)) sawWaiting()
    })
    // Started and refused at least once: now the database comes up.
    await waiting
    await database.allowConnections(true)
    server = await starting
    expect(server.output()).toMatch(WAITING)
    // Ready once the GraphQL gateway has loaded too (it answers 503 until then, docs/OPERATIONS.md#probes).
    await expect.poll(async () => (await fetch(`${server!.baseURL}/readyz`)).status, { timeout: 60_000, interval: 250 }).toBe(200)
    // Migrated and seeded: the demo studio's super-admin signs in.
    const login = await fetch(`${server.baseURL}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
    })
    expect(login.status).toBe(200)
  }, 120_000)
})
