// The README's first class, played twice: on a fresh embedded database, then again after `npm run demo:reset`
// (scripts/demo-reset.mjs). The class screen's tab stays open across the reset, as a person's would: it holds a token
// the new database does not know, and must turn back to Authorization with a new code by itself.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './browser'
import { call, demoOf, shownPairingCode } from './screenSupport'
import { freePort, startServer, type RunningServer } from './server'

const root = path.resolve(import.meta.dirname, '../..')
let browser: Browser
let dataDir: string

beforeAll(async () => {
  browser = await launchBrowser()
  dataDir = mkdtempSync(path.join(tmpdir(), 'studio-demo-reset-'))
})

afterAll(async () => {
  await browser?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const demoReset = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/demo-reset.mjs'], { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', ...env } })

/** Steps 3 to 5 of the README: link Screen 1 with the code the screen shows, then Start; the screen plays the class. */
async function firstClass(server: RunningServer, page: import('playwright-core').Page): Promise<string> {
  const demo = await demoOf(server)
  await page.getByRole('heading', { name: 'Authorization' }).waitFor({ timeout: 60_000 })
  const code = await shownPairingCode(page)
  await call(demo.api, 'PUT', `/api/v1/screens/link/${demo.screenIds[0]}`, { authCode: code })
  await expect.poll(() => page.evaluate(() => localStorage.getItem('screen_auth_token')), { timeout: 30_000, interval: 250 }).toBeTruthy()
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: true })
  await page.getByTestId('class-view').waitFor({ timeout: 30_000 })
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false })
  return code
}

describe('npm run demo:reset', () => {
  it('starts the demo over: the first class plays again, and the open class screen asks for a new code', async () => {
    const port = String(await freePort())
    const env = { DATA_DIR: dataDir, PORT: port }
    // What a first start makes of an empty folder (the database's files, migrated), copied from this run's template
    // rather than made again: making it takes a minute on a busy two-core machine, and the seed still runs at start.
    const firstStart = () => cpSync(inject('e2eMigratedDataDir'), dataDir, { recursive: true })
    firstStart()
    let server = await startServer(env)
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 720 } })
    const page = await context.newPage()
    try {
      await page.goto('/screens')
      const firstCode = await firstClass(server, page)

      // While the server runs, the reset refuses and removes nothing.
      const refused = demoReset(env)
      expect(refused.status).toBe(1)
      expect(refused.stderr).toContain('stop it first')
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)

      await server.stop()
      const reset = demoReset(env)
      expect(reset.stderr).toBe('')
      expect(reset.status).toBe(0)
      expect(existsSync(dataDir)).toBe(false)

      // The next start seeds the demo studio again, on the same address the class screen's tab has open.
      firstStart()
      server = await startServer(env)
      const secondCode = await firstClass(server, page)
      expect(secondCode).not.toBe(firstCode)
    } finally {
      await context.close()
      await server.stop()
    }
  }, 300_000)

  it('refuses a folder that is not an embedded database, and PostgreSQL', () => {
    const notOurs = mkdtempSync(path.join(tmpdir(), 'studio-not-a-database-'))
    try {
      const refused = demoReset({ DATA_DIR: notOurs, PORT: '1' })
      expect(refused.status).toBe(1)
      expect(refused.stderr).toContain('is not an embedded database')
      expect(existsSync(notOurs)).toBe(true)
      const postgres = demoReset({ DATA_DIR: notOurs, DATABASE_URL: 'postgres://app@db/studios' })
      expect(postgres.status).toBe(1)
      expect(postgres.stderr).toContain('drop and create it yourself')
    } finally {
      rmSync(notOurs, { recursive: true, force: true })
    }
  })
})
