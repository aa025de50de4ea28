import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { call, daytimeStudio, demoOf, type Demo } from './screenSupport'
import { startServer, type RunningServer } from './server'
import { expectNoSidewaysScroll, saveScreenshot } from './support'
import { oneClassTimetable } from '../api/wallClock'

// What the console says and how it lays it out: times that name their clock (the studio's, on location detail), the
// Alerts table inside a laptop's window, and the Start/Stop notice (small, and gone once the badge says it).
// Screen 3, with a long name, is paired but never heard from, with a class 10 minutes away: it raises an alert whose
// sentence is long.

let server: RunningServer
let browser: Browser
let demo: Demo
let studioZone: string
const longName = 'Front screen by the big window, left of the reception desk and the gloves rack'

beforeAll(async () => {
  server = await startServer({ ALERT_CHECK_SECONDS: '5' })
  browser = await launchBrowser()
  demo = await demoOf(server)
  studioZone = await daytimeStudio(demo)
  const timetable = oneClassTimetable(Date.now() + 10 * 60_000, studioZone)
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/timetable`, { timetable })
  await call(demo.api, 'PUT', `/api/v1/screens/${demo.screenIds[2]}`, { name: longName })
  const link = await call<{ id: string; authCode: string }>(demo.api, 'POST', '/api/v1/screenlinks', {})
  await call(demo.api, 'PUT', `/api/v1/screens/link/${demo.screenIds[2]}`, { authCode: link.authCode })
  await call(demo.api, 'GET', `/api/v1/screenlinks/${link.id}`)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A signed-in console page; `timezoneId` is the reader's own clock. */
async function open(width: number, height: number, timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height }, timezoneId })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  await page.addInitScript((token) => localStorage.setItem('token', token), demo.api.token)
  return page
}

/** The zone's short name as the console's English shows it ("GMT+9", "PST"). */
const zoneName = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')!.value

/** Another zone than the studio's, at another offset: the reader's clock differs from the studio's. */
function readerZoneOtherThan(zone: string): string {
  return ['UTC', 'Asia/Kolkata', 'America/Los_Angeles'].find((candidate) => zoneName(candidate) !== zoneName(zone))!
}

describe('times on location detail', () => {
  it('name the studio’s clock for its screens’ Created At and its class history alike', async () => {
    // A class that ran: started and stopped by hand.
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: true })
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { classStart: false, automaticMode: true })
    const readerZone = readerZoneOtherThan(studioZone)
    const studio = zoneName(studioZone)
    const page = await open(1440, 900, readerZone)
    await page.goto(`/admin/locations/${demo.locationId}`)

    const screens = page.getByRole('table', { name: 'Screens' })
    const created = screens.getByRole('row').filter({ hasText: 'Screen 1' }).locator('time')
    await created.waitFor()
    const screen = await call<{ createdAt: string }>(demo.api, 'GET', `/api/v1/screens/${demo.screenIds[0]}`)
    const studioClock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: studioZone, timeZoneName: 'short' }).format(
      new Date(screen.createdAt),
    )
    // The day and the time on the studio's clock, the time naming it.
    await expect.poll(() => created.locator('small').textContent()).toBe(studioClock)
    expect(studioClock).toContain(studio)

    const history = page.getByRole('table', { name: 'Class history' })
    await history.scrollIntoViewIfNeeded()
    const when = history.getByRole('rowheader').first().getByRole('link')
    await when.waitFor()
    expect(await when.textContent()).toContain(studio)
    expect(await when.textContent()).not.toContain(zoneName(readerZone))
    await saveScreenshot(page, 'clocks-location-detail-1440')

    const phone = await open(390, 844, readerZone)
    await phone.goto(`/admin/locations/${demo.locationId}`)
    await phone.getByRole('table', { name: 'Class history' }).getByRole('rowheader').first().getByRole('link').waitFor()
    await expectNoSidewaysScroll(phone, 'location detail at 390 px')
    await saveScreenshot(phone, 'clocks-location-detail-390')
    await Promise.all([page.context().close(), phone.context().close()])
  })
})

describe('the Alerts page', () => {
  it('fits its table in a 1440 x 900 window, every column in sight, and on a 390 px phone', async () => {
    const page = await open(1440, 900)
    await page.goto('/admin/alerts')
    const table = page.getByRole('table', { name: 'Alerts' })
    // The alert checker runs every 5 s here: the screen that never called raises its alert within a few checks.
    await expect.poll(() => table.getByRole('rowheader').filter({ hasText: longName }).count(), { timeout: 40_000 }).toBeGreaterThan(0)
    await expectNoSidewaysScroll(page, 'alerts at 1440 px')
    // The table's own frame does not scroll sideways either: Raised, State and Webhook are in the card.
    const frame = await table.evaluate((element) => {
      const scroller = element.parentElement!
      return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth }
    })
    expect(frame.scrollWidth, 'the table is wider than its card').toBeLessThanOrEqual(frame.clientWidth)
    for (const name of ['Raised', 'State', 'Webhook']) {
      const box = (await table.getByRole('columnheader', { name }).boundingBox())!
      expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(1440)
    }
    // The sentence wraps between words: each line of it ends at a space or at its end.
    const brokenWords = await table
      .getByRole('rowheader')
      .filter({ hasText: longName })
      .first()
      .evaluate((cell) => {
        const text = cell.querySelector('span')!.firstChild as Text
        const words: string[] = []
        const range = document.createRange()
        for (const match of text.data.matchAll(/\S+/g)) {
          range.setStart(text, match.index)
          range.setEnd(text, match.index + match[0].length)
          // A word drawn on two lines has two boxes.
          if (range.getClientRects().length > 1) words.push(match[0])
        }
        return words
      })
    expect(brokenWords).toEqual([])
    await saveScreenshot(page, 'alerts-1440')

    const phone = await open(390, 844)
    await phone.goto('/admin/alerts')
    await phone.getByRole('table', { name: 'Alerts' }).getByRole('rowheader').filter({ hasText: longName }).first().waitFor()
    await expectNoSidewaysScroll(phone, 'alerts at 390 px')
    await saveScreenshot(phone, 'alerts-390')
    await Promise.all([page.context().close(), phone.context().close()])
  })
})

describe('the Start and Stop notice', () => {
  it('is a line or two under the buttons while the press is on its way, and gone once the badge says it', async () => {
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false, classStart: false })
    const page = await open(1440, 900)
    // The press's answer is held until the notice is measured: what the notice shows while it travels.
    let held: Route | null = null
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null
      if (body?.operationName === 'SetClassControl') held = route
      else await route.continue()
    })
    const release = async () => {
      await expect.poll(() => held !== null).toBe(true)
      const route = held!
      held = null
      await route.continue()
    }

    await page.goto('/admin/dashboard')
    const controls = page.getByTestId('class-controls')
    const badge = controls.getByRole('status').first()
    const start = controls.getByRole('button', { name: 'Start' })
    await expect.poll(() => start.isEnabled()).toBe(true)
    await start.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Start anyway' }).click()

    for (const [words, stateAfter] of [
      ['Starting Class', 'Class running'],
      ['Stopping Class', 'Class stopped'],
    ] as const) {
      // The kit's info card (a status) with the words.
      const notice = controls.getByRole('status').filter({ hasText: words })
      await notice.waitFor()
      const box = (await notice.boundingBox())!
      // The kit's alert card on one or two lines: its label and the words (it was 470-862 px, a window tall).
      expect(box.height, `${words}: height`).toBeLessThanOrEqual(96)
      await saveScreenshot(page, `notice-${words.split(' ')[0].toLowerCase()}-1440`)
      await release()
      await expect.poll(() => badge.textContent()).toBe(stateAfter)
      // The badge and the notice are drawn together: once it says the class started (stopped), the notice is gone.
      expect(await notice.count()).toBe(0)
      if (stateAfter === 'Class running') {
        await controls.getByRole('button', { name: 'Stop' }).click()
        await page.getByRole('alertdialog').getByRole('button', { name: 'Stop the class' }).click()
      }
    }
    await page.context().close()
  })
})
