// The start-up target of `npm run bench`: how long `npm start` takes to answer its first request, as a developer
// starts it (it checks that its builds are current) and as deployed (NODE_ENV=production, built, no checks), each
// on a data directory made by an earlier start. The deployed warm start is a figure of record (bench/record.ts); its
// CPU time is printed beside it, as a busy machine stretches the wall time but far less the work done.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureServerBuild } from '../scripts/lib/ensure-server-build.mjs'
import { ensureWebBuild } from '../scripts/lib/ensure-web-build.mjs'
import { ADMIN } from './chain'
import { notes } from './measure'
import { recordFigure, WARM_START_MS } from './record'

/** CPU time (user and system) a process has used so far, in ms (Linux's /proc; clock ticks of 10 ms). */
function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

interface StartUp {
  wallMs: number
  cpuMs: number
}

/** `npm start`'s script to its first answered request, on a data directory made by an earlier start (median of 3). */
async function startUp(nodeEnv: string | undefined): Promise<StartUp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-start-'))
  const port = 20000 + Math.floor(Math.random() * 20000)
  const once = async (): Promise<StartUp> => {
    const started = performance.now()
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, NODE_ENV: nodeEnv, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    })
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const measured = { wallMs: performance.now() - started, cpuMs: cpuMilliseconds(child.pid!) }
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    return measured
  }
  try {
    await once()
    const runs = [await once(), await once(), await once()]
    const middle = <T>(values: T[], of: (value: T) => number) => values.map(of).sort((a, b) => a - b)[1]
    return { wallMs: middle(runs, (run) => run.wallMs), cpuMs: middle(runs, (run) => run.cpuMs) }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function startUpTarget(): Promise<void> {
  const developer = await startUp(undefined)
  notes.push(
    `start-up: \`npm start\`'s script answers ${developer.wallMs.toFixed(0)} ms after it starts (${developer.cpuMs} ms of CPU), on an existing embedded database`,
  )
  ensureWebBuild()
  ensureServerBuild()
  const deployed = await startUp('production')
  notes.push(`start-up as deployed (NODE_ENV=production, built): answers ${deployed.wallMs.toFixed(0)} ms after it starts (${deployed.cpuMs} ms of CPU)`)
  recordFigure({
    figure: `warm start as deployed, until the API answers (${deployed.cpuMs} ms of CPU)`,
    target: `≤ ${WARM_START_MS / 1000} s`,
    measured: `${(deployed.wallMs / 1000).toFixed(2)} s`,
    holds: deployed.wallMs <= WARM_START_MS,
  })
}
