import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { ensureServerBuild } from '../../scripts/lib/ensure-server-build.mjs'

export interface RunningServer {
  baseURL: string
  adminEmail: string
  adminPassword: string
  ssoSecret: string
  /** The server's process id (the bench reads its memory). */
  pid: number
  /** What the server printed so far (its log lines). */
  output(): string
  stop(): Promise<void>
}

const root = path.resolve(import.meta.dirname, '../..')
/** SECRETS_KEY of the servers tests start (32 bytes in base64); a test that wants the key file passes SECRETS_KEY: ''. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64')

/** A port free on the loopback address now (a test that must name its server's address before it starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** Another release's compiled server to run instead of this checkout's (tests/api/upgrade-side-by-side.test.ts). */
export interface ServerBuild {
  /** Its checkout: the process's working directory. */
  root: string
  /** Its compiled server. */
  bundle: string
}

/** The migrated template dir of this e2e run (globalSetup.ts); none when the bench starts a server outside Vitest. */
function migratedTemplate(): string | undefined {
  try {
    return inject('e2eMigratedDataDir')
  } catch {
    return undefined
  }
}

/**
 * Starts the real server process (npm start's compiled server, built web apps) on a fresh PGlite dir: a copy
 * of the migrated template, unless the test names its own database or runs another release's server.
 */
export async function startServer(
  env: Record<string, string> = {},
  build?: ServerBuild,
  /** Told what the server printed so far, at each new line it prints while it starts and after. */
  onOutput?: (output: string) => void,
): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-e2e-'))
  const template = build || env.DATA_DIR || env.DATABASE_URL ? undefined : migratedTemplate()
  if (template) cpSync(template, dataDir, { recursive: true })
  const adminEmail = 'owner@studio.test'
  const adminPassword = 'Sup3r-Secret!'
  const ssoSecret = randomBytes(32).toString('hex')
  // SERVER_NODE_ARGS: extra Node flags for the server (the bench's --cpu-prof, which NODE_OPTIONS refuses).
  const nodeArgs = (env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  // The server as `npm start` runs it: compiled ahead of time (rebuilt here when its sources changed).
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', build?.bundle ?? ensureServerBuild()], {
    cwd: build?.root ?? root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      SSO_SECRET: ssoSecret,
      DATABASE_URL: '',
      // One key for every server of a run: servers on one PostgreSQL database open each other's sealed secrets,
      // and none leaves a key file beside its data directory (docs/SECURITY.md#secrets-at-rest).
      SECRETS_KEY: TEST_SECRETS_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const baseURL = `http://127.0.0.1:${port}`
  let output = ''
  let stopping = false
  const printed = (chunk: Buffer) => {
    output += chunk.toString()
    onOutput?.(output)
  }
  child.stdout?.on('data', printed)
  child.stderr?.on('data', printed)
  // A server that ends on its own mid-test fails the test that follows with a bare ECONNREFUSED: say why, here.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[server ${baseURL}] exited on its own (code ${code}, signal ${signal}); its last output:\n${output.slice(-4_000)}`)
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      const response = await fetch(`${baseURL}/api/v1/health`)
      if (response.status < 500) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    baseURL,
    adminEmail,
    adminPassword,
    ssoSecret,
    pid: child.pid!,
    output: () => output,
    async stop() {
      stopping = true
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Waits for /readyz's 200, as a load balancer does before it sends a process its traffic: its GraphQL gateway has
 * loaded and run its first operation (docs/OPERATIONS.md#probes). startServer waits only until it answers at all.
 */
export async function untilReady(baseURL: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if ((await fetch(`${baseURL}/readyz`)).status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${baseURL} was not ready within a minute`)
}
