// WORKERS=2 on PostgreSQL behind one port, two screens playing a class in step, one worker killed
// mid-class: the screens carry on, reconnect to the other worker, and still obey Stop
// (docs/FLEET.md). Needs a PostgreSQL server: `npm test` passes it as E2E_DATABASE_URL.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { call, demoOf, median, pair, skewBetween, sleep, snapshot, type Demo } from './screenSupport'
import { databaseUrl } from '../api/globalSetup'

const url = process.env.E2E_DATABASE_URL

/** The worker processes of the cluster's primary (its other children, such as a compiler service, are not). */
function workersOf(primary: number): number[] {
  try {
    const children = execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
    return children.filter((pid) => readFileSync(`/proc/${pid}/environ`, 'utf8').includes('STUDIO_WORKER=1'))
  } catch {
    return []
  }
}

describe.skipIf(!url)('two server processes behind one port', () => {
  const name = `e2e_fleet_${process.pid}_${randomBytes(3).toString('hex')}`
  let admin: pg.Client
  let server: RunningServer
  let browser: Browser
  let demo: Demo
  const screens: { context: BrowserContext; page: Page }[] = []

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    server = await startServer({ DATABASE_URL: databaseUrl(url!, name), WORKERS: '2' })
    browser = await launchBrowser()
    demo = await demoOf(server)
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await admin?.query(`drop database if exists "${name}" with (force)`)
    await admin?.end()
  })

  it('keeps a class playing in step when a worker dies, and the screens still obey Stop', async () => {
    await expect.poll(() => workersOf(server.pid).length, { timeout: 20_000 }).toBe(2)
    for (const round of [0, 1]) {
      const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })
      const page = await context.newPage()
      page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
      screens.push({ context, page })
      await pair(page, demo, demo.screenIds[round])
      await page.locator('[data-idle]').waitFor({ timeout: 15_000 })
    }
    const [one, two] = screens.map((screen) => screen.page)
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: true })
    await Promise.all([one.getByTestId('class-view').waitFor({ timeout: 10_000 }), two.getByTestId('class-view').waitFor({ timeout: 10_000 })])
    await expect.poll(async () => (await snapshot(one))?.timelineSeconds ?? 0, { timeout: 15_000, interval: 200 }).toBeGreaterThan(2)

    // One of the two workers dies mid-class.
    const [victim] = workersOf(server.pid)
    process.kill(victim, 'SIGKILL')
    const killedAt = Date.now()
    const before = await Promise.all([snapshot(one), snapshot(two)])
    await sleep(6_000)
    const after = await Promise.all([snapshot(one), snapshot(two)])
    for (const [index, shot] of after.entries()) {
      expect(shot?.paused).toBe(false)
      // The class clock moved on by about the time slept: nothing stalled.
      expect(shot!.timelineSeconds - before[index]!.timelineSeconds).toBeGreaterThan(4)
    }
    const skews: number[] = []
    for (let sample = 0; sample < 5; sample += 1) {
      const skew = await skewBetween(one, two)
      if (!Number.isNaN(skew)) skews.push(skew)
      await sleep(200)
    }
    console.log(`[fleet] after a worker was killed: skew between the screens median ${median(skews).toFixed(0)} ms, max ${Math.max(...skews).toFixed(0)} ms`)
    expect(median(skews)).toBeLessThan(250)
    // The primary starts another worker.
    await expect.poll(() => workersOf(server.pid).filter((pid) => pid !== victim).length, { timeout: 20_000 }).toBe(2)

    // Stop reaches both screens, whichever worker they now stream from (the 30 s poll is the fallback).
    const stoppedAt = Date.now()
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false })
    await Promise.all([
      one.getByTestId('class-view').waitFor({ state: 'detached', timeout: 35_000 }),
      two.getByTestId('class-view').waitFor({ state: 'detached', timeout: 35_000 }),
    ])
    console.log(
      `[fleet] Stop reached both screens ${Date.now() - stoppedAt} ms after it was pressed (${Math.round((stoppedAt - killedAt) / 1000)} s after the kill)`,
    )
  }, 150_000)
})
