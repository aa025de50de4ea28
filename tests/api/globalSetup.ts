import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
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

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
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
