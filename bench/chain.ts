// A server on a seeded chain, for the bench: the database written straight (bench/fleetSeed.ts), then
// the real server process started on it (tests/e2e/server.ts), on PGlite or on a throwaway
// PostgreSQL database when DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startServer, type RunningServer } from '../tests/e2e/server'
import { seedFleet } from './fleetSeed'
import { profileDir } from './measure'

export const ADMIN = { email: 'owner@studio.test', password: 'Sup3r-Secret!' }

/** Starts a server on a database seeded with a chain of `screens` linked screens. */
export async function startChain(label: string, screens: number, env: Record<string, string>): Promise<{ server: RunningServer; cleanup: () => void }> {
  // The bench measures throughput from one address: the per-address GraphQL limit would cut it short.
  env = { ...env, GRAPHQL_RATE_LIMIT: '100000000' }
  // BENCH_SERVER_NODE_ARGS: more Node flags for the servers (e.g. --heapsnapshot-signal=SIGUSR2, bench/push.ts).
  const nodeArgs = [
    ...(profileDir ? [`--cpu-prof --cpu-prof-dir=${profileDir} --cpu-prof-name=${label}-${Date.now()}.cpuprofile`] : []),
    ...(process.env.BENCH_SERVER_NODE_ARGS ? [process.env.BENCH_SERVER_NODE_ARGS] : []),
  ]
  const profile: Record<string, string> = nodeArgs.length > 0 ? { SERVER_NODE_ARGS: nodeArgs.join(' ') } : {}
  const seedOptions = { screens, adminEmail: ADMIN.email, adminPassword: ADMIN.password, mediaBaseUrl: 'http://127.0.0.1/media/' }
  if (env.DATABASE_URL) {
    await seedFleet({ ...seedOptions, database: { driver: 'postgres', url: env.DATABASE_URL } })
    return { server: await startServer({ ...env, ...profile }), cleanup: () => {} }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-'))
  await seedFleet({ ...seedOptions, database: { driver: 'pglite', dataDir } })
  return { server: await startServer({ ...env, ...profile, DATA_DIR: dataDir }), cleanup: () => rmSync(dataDir, { recursive: true, force: true }) }
}

/**
 * With DATABASE_URL set (as CI and this machine have): runs `work` on a PostgreSQL database made for
 * it and dropped after it. Without it, does nothing.
 */
export async function onPostgres(suffix: string, work: (url: string) => Promise<void>): Promise<void> {
  if (!process.env.DATABASE_URL) return
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  const name = `bench_${suffix}_${process.pid}_${Date.now()}`
  try {
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = `/${name}`
    await work(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}
