// The start-up target of `npm run bench`: how long `npm start` takes to answer its first request.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ADMIN } from './chain'
import { notes } from './measure'

/** `npm start`'s script to its first answered request, on a data directory made by an earlier start (median of 3). */
async function startUpMilliseconds(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-start-'))
  const port = 20000 + Math.floor(Math.random() * 20000)
  const once = async () => {
    const started = performance.now()
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
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
    const elapsed = performance.now() - started
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    return elapsed
  }
  try {
    await once()
    const runs = [await once(), await once(), await once()].sort((a, b) => a - b)
    return runs[1]
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function startUpTarget(): Promise<void> {
  notes.push(`start-up: \`npm start\`'s script answers ${(await startUpMilliseconds()).toFixed(0)} ms after it starts, on an existing embedded database`)
}
