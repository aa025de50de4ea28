import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/server/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty PGlite dir with the migrations applied, for every e2e server to start from a copy of (server.ts). */
    e2eMigratedDataDir: string
  }
}

/**
 * Made once per run, as the API tests' template is (tests/api/globalSetup.ts): creating a database and
 * migrating it is most of a fresh server's start (about 2.5 of 4 s). The seed is not in it, because the
 * demo's clip addresses name the server's port: each server still migrates (nothing to do) and seeds.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-e2e-migrated-'))
  const database = await openDatabase({ driver: 'pglite', dataDir })
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
  project.provide('e2eMigratedDataDir', dataDir)
  return () => rmSync(dataDir, { recursive: true, force: true })
}
