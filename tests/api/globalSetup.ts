import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import type { TestProject } from 'vitest/node'
import { dumpPglite, openDatabase } from '../../src/server/db/client'
import { prepareTemplate } from './template'

export type TemplateInfo = { driver: 'pglite'; tarball: string } | { driver: 'postgres'; url: string; templateDatabase: string }

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplate: TemplateInfo
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

async function adminQuery<Row extends object = object>(url: string, statement: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<Row>(statement, values)).rows
  } finally {
    await client.end()
  }
}

/**
 * A name for a database of this run on PostgreSQL (a suite's copy of the template, or one a test creates for its
 * servers). It starts with the template's name, so the run's end finds and drops every one still there.
 */
export function runDatabaseName(label: string): string {
  const template = inject('apiTemplate')
  const run = template.driver === 'postgres' ? template.templateDatabase : 'api'
  return `${run}_${label}_${randomBytes(4).toString('hex')}`
}

/**
 * Drops a database without holding up the suite that used it. PostgreSQL (15 here) makes every DROP DATABASE wait
 * for a checkpoint, which on a loaded machine's disk takes seconds: in a file's afterAll that is a hook timing out.
 * Drops go one after another, behind the tests; whatever a worker did not get to, the run's end drops.
 */
let dropping: Promise<void> = Promise.resolve()
export function dropLater(url: string, database: string): void {
  dropping = dropping
    .then(() => adminQuery(url, `drop database if exists "${database}" with (force)`))
    .then(
      () => {},
      () => {},
    )
}

/** A database of this run for one file's real server processes, and the admin connection that made it. */
export interface ScratchDatabase {
  name: string
  /** Its URL, for a server's DATABASE_URL. */
  url: string
  admin: pg.Client
  /** false refuses every new connection (the database away, or still starting); the ones open stay. */
  allowConnections(allowed: boolean): Promise<void>
  /** Lets connections in again, ends the admin connection and drops the database behind the tests. */
  release(): Promise<void>
}

export async function scratchDatabase(url: string, label: string): Promise<ScratchDatabase> {
  const name = runDatabaseName(label)
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  const allowConnections = async (allowed: boolean) => {
    await admin.query(`alter database "${name}" allow_connections ${allowed}`)
  }
  return {
    name,
    url: databaseUrl(url, name),
    admin,
    allowConnections,
    async release() {
      await allowConnections(true).catch(() => {})
      dropLater(url, name)
      await admin.end()
    },
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL
  if (url) {
    // Suites never touch the database DATABASE_URL names: each copies this template into its own database.
    const templateDatabase = `api_tpl_${process.pid}_${randomBytes(3).toString('hex')}`
    await adminQuery(url, `create database "${templateDatabase}"`)
    const database = await openDatabase({ driver: 'postgres', url: databaseUrl(url, templateDatabase), maxConnections: 2 })
    try {
      await prepareTemplate(database)
    } finally {
      await database.close()
    }
    project.provide('apiTemplate', { driver: 'postgres', url, templateDatabase })
    return async () => {
      // The copies left (a worker ended before its drops ran), together: concurrent drops share their checkpoints.
      const left = await adminQuery<{ datname: string }>(url, 'select datname from pg_database where starts_with(datname, $1)', [`${templateDatabase}_`])
      await Promise.all(left.map(({ datname }) => adminQuery(url, `drop database if exists "${datname}" with (force)`)))
      await adminQuery(url, `drop database if exists "${templateDatabase}" with (force)`)
    }
  }

  const directory = mkdtempSync(path.join(tmpdir(), 'api-template-'))
  const tarball = path.join(directory, 'template.tgz')
  const database = await openDatabase({ driver: 'pglite' })
  try {
    await prepareTemplate(database)
    const dump = await dumpPglite(database)
    writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await database.close()
  }
  project.provide('apiTemplate', { driver: 'pglite', tarball })
  return () => rmSync(directory, { recursive: true, force: true })
}
