import { readFileSync } from 'node:fs'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { type AppOptions, buildApp } from '../../src/server/app'
import { type Database, type Db, openDatabase } from '../../src/server/db/client'
import { FIXTURE_PASSWORD, type FixtureUser, MEDIA_BASE_URL, SSO_SECRET } from './fixtures'
import { databaseUrl, dropLater, runDatabaseName } from './globalSetup'

export interface TestApp {
  app: FastifyInstance
  db: Db
  /** Signs in and returns the token. */
  login(user: FixtureUser | { email: string }, password?: string): Promise<string>
  /** Closes the app and the database, and drops the suite's database on PostgreSQL. */
  close(): Promise<void>
}

async function openSuiteDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const template = inject('apiTemplate')
  if (template.driver === 'pglite') {
    const loadDataDir = new Blob([readFileSync(template.tarball)])
    const database = await openDatabase({ driver: 'pglite', loadDataDir })
    return { database, dispose: () => database.close() }
  }
  const suiteDatabase = runDatabaseName('suite')
  const admin = new pg.Client({ connectionString: template.url })
  await admin.connect()
  await admin.query(`create database "${suiteDatabase}" template "${template.templateDatabase}"`)
  await admin.end()
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl(template.url, suiteDatabase), maxConnections: 4 })
  return {
    database,
    dispose: async () => {
      await database.close()
      dropLater(template.url, suiteDatabase)
    },
  }
}

/**
 * The real app on a fresh copy of the seeded template database, ready for `app.inject()`.
 * `wrap` may observe the database the app is given (e.g. count its queries).
 */
export async function buildTestApp(overrides: Partial<AppOptions> = {}, wrap: (database: Database) => Database = (database) => database): Promise<TestApp> {
  const { database, dispose } = await openSuiteDatabase()
  // No link checks on their own: the fixtures' media address has no host (tests/api/link-checks.test.ts runs one).
  const linkChecks = { everyMs: false as const, onSave: false }
  const app = await buildApp({ database: wrap(database), mediaBaseUrl: MEDIA_BASE_URL, ssoSecret: SSO_SECRET, linkChecks, ...overrides })
  await app.ready()
  return {
    app,
    db: database.db,
    async login(user, password = FIXTURE_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: user.email, password } })
      if (response.statusCode !== 200) throw new Error(`login as ${user.email} failed: ${response.body}`)
      return response.json().data.token
    },
    async close() {
      await app.close()
      await dispose()
    },
  }
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` }
}

/** The `error` text of an error answer. */
export function errorOf(response: LightMyRequestResponse): string {
  return response.json().error
}

/**
 * Runs `work` and counts the event loop's turns meanwhile. The embedded database answers within this process, so a job
 * that awaits one query after another gets none, and every request waits until it ends (lib/jobs.ts, letRequestsIn).
 */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let running = true
  let turns = 0
  const turn = () => {
    turns += 1
    if (running) setImmediate(turn)
  }
  setImmediate(turn)
  try {
    return { result: await work(), turns }
  } finally {
    running = false
  }
}
