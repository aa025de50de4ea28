import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { call, daytimeStudio, demoOf, pair, type Demo } from './screenSupport'
import { expectNoSidewaysScroll, saveScreenshot } from './support'

// The calendar (docs/RULES.md#calendar) as people meet it: a studio closed today says so on its
// screens, and head office and staff keep holidays, closures and one-off classes in the console.

/** Where the pictures of this feature are kept for a person to look at, besides screenshots/. */
const SHOTS = process.env.CALENDAR_SHOTS_DIR ?? ''

describe('calendar', () => {
  let server: RunningServer
  let browser: Browser
  let demo: Demo
  let today = ''

  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
    demo = await demoOf(server)
    // The studio where it is daytime now, so its "today" stays the same day for the whole file at any hour of the run.
    await daytimeStudio(demo)
    today = (await call<{ today: string }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/calendar`)).today
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  async function shot(page: Page, name: string) {
    await saveScreenshot(page, name)
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
    }
  }

  it("the screen's idle view says why the studio is closed today, and opens again when the closure goes", async () => {
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: true, classStart: false })
    const closure = await call<{ id: string }>(demo.api, 'POST', `/api/v1/locations/${demo.locationId}/closures`, {
      startsOn: today,
      endsOn: today,
      reason: 'Refurbishment',
    })
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 540, height: 960 } })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('[screen pageerror]', error.message))
    await pair(page, demo, demo.screenIds[0])
    const closed = page.getByTestId('closed-today')
    await closed.waitFor({ timeout: 30_000 })
    await expect(closed.textContent()).resolves.toBe('Closed today: Refurbishment')
    await shot(page, 'screen-closed-today')

    // Removing the closure tells the screens at once: the idle view no longer says closed.
    await call(demo.api, 'DELETE', `/api/v1/locations/${demo.locationId}/closures/${closure.id}`)
    await page.locator('[data-idle]:not([data-idle="closed"])').waitFor({ timeout: 30_000 })
    expect(await closed.count()).toBe(0)
    await context.close()
  }, 120_000)

  async function signedIn(width: number, language: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } })
    const page = await context.newPage()
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    await page.goto('/login')
    await page.locator('input[type="email"]').fill(server.adminEmail)
    await page.locator('input[type="password"]').fill(server.adminPassword)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL('**/admin/dashboard')
    return page
  }

  it('head office closes every studio of a region for a public holiday in one action, and its TV says so', async () => {
    // A second studio, in the same time zone and in no region.
    const { timeZone } = await call<{ timeZone: string }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}`)
    const other = await call<{ id: string }>(demo.api, 'POST', '/api/v1/locations', {
      name: 'Mainland Studio',
      locationIdentifier: 'KB-US-7001',
      urlSlug: 'mainland',
      timeZone,
      language: 'en-us',
    })
    const region = await call<{ id: string }>(demo.api, 'POST', '/api/v1/regions', { name: 'Northern Isles', locations: [demo.locationId] })
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: true, classStart: false })
    const tv = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 960, height: 540 } })
    const screen = await tv.newPage()
    await pair(screen, demo, demo.screenIds[1])
    await screen.locator('[data-idle]').waitFor({ timeout: 30_000 })

    const page = await signedIn(1366, 'en-us')
    await page.goto('/admin/holidays')
    await page.getByRole('heading', { name: 'Holidays', level: 1 }).waitFor()
    const [year, month, day] = today.split('-')
    await page.getByRole('group', { name: 'Date' }).getByRole('spinbutton').first().click()
    await page.keyboard.type(`${month}${day}${year}`)
    await page.getByLabel('Name').fill('Islands Day')
    // One choice closes the whole region: every studio in it, each on its own date.
    await page.getByRole('button', { name: /Closes/ }).click()
    await page.getByRole('option', { name: 'Region Northern Isles (1 studios)' }).click()
    await page.getByRole('button', { name: 'Add holiday' }).click()
    await page.getByText('Every studio of Northern Isles is closed that day.').waitFor()
    await page.getByRole('row', { name: /Islands Day.*Northern Isles/ }).waitFor()
    await shot(page, 'holidays-region')

    const holidays = await call<{ name: string; regionId: string | null }[]>(demo.api, 'GET', `/api/v1/holidays?year=${year}`)
    expect(holidays).toContainEqual(expect.objectContaining({ name: 'Islands Day', regionId: region.id }))
    // The region's studio is closed today; a studio of no region is not.
    const closedHere = await call<{ holidays: { name: string }[] }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/calendar?from=${today}&to=${today}`)
    expect(closedHere.holidays.map((row) => row.name)).toEqual(['Islands Day'])
    const openThere = await call<{ holidays: { name: string }[] }>(demo.api, 'GET', `/api/v1/locations/${other.id}/calendar?from=${today}&to=${today}`)
    expect(openThere.holidays).toEqual([])
    // The TV hears it at its next poll (every 30 s), as a chain-wide holiday.
    const closed = screen.getByTestId('closed-today')
    await closed.waitFor({ timeout: 60_000 })
    await expect(closed.textContent()).resolves.toBe('Closed today: Islands Day')

    // Staff pressing Start on the closed day are asked first.
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: false })
    await page.goto('/admin/dashboard')
    await page.getByTestId('class-closed').getByText('Closed today: Islands Day').waitFor()
    await page.getByTestId('class-controls').getByRole('button', { name: 'Start', exact: true }).click()
    const ask = page.getByRole('alertdialog', { name: 'Start a class on a closed day?' })
    await ask.getByText('is closed today (Islands Day)').waitFor()
    await shot(page, 'dashboard-start-closed-day')
    await ask.getByRole('button', { name: 'Cancel' }).click()
    await ask.waitFor({ state: 'hidden' })

    // Removing the holiday opens the studio again.
    const made = holidays.find((row) => row.name === 'Islands Day') as unknown as { id: string }
    await call(demo.api, 'DELETE', `/api/v1/holidays/${made.id}`)
    await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/class`, { automaticMode: true })
    await page.context().close()
    await tv.close()
  }, 180_000)

  it('head office sets Christmas once, closes a studio for a week and adds a Saturday special', async () => {
    const page = await signedIn(1366, 'en-us')
    await page.goto('/admin/holidays')
    await page.getByRole('heading', { name: 'Holidays', level: 1 }).waitFor()
    const year = Number(today.slice(0, 4))
    // The date picker is typed segment by segment, in the reader's order (month, day, year in English).
    const dateGroup = page.getByRole('group', { name: 'Date' })
    await dateGroup.getByRole('spinbutton').first().click()
    await page.keyboard.type(`1225${year}`)
    await page.getByLabel('Name').fill('Christmas Day')
    await page.getByRole('button', { name: 'Add holiday' }).click()
    await page.getByRole('cell', { name: 'Christmas Day' }).waitFor()
    const holidays = await call<{ date: string; name: string }[]>(demo.api, 'GET', `/api/v1/holidays?year=${year}`)
    expect(holidays).toContainEqual(expect.objectContaining({ date: `${year}-12-25`, name: 'Christmas Day' }))

    await page.goto(`/admin/locations/${demo.locationId}/calendar`)
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor()
    // A closure starting on the day picked on the month (today): only the reason to type.
    await page.getByLabel('Reason (shown on the screens)').fill('Refurbishment week')
    await page.getByRole('button', { name: 'Close the studio' }).click()
    await page.getByRole('cell', { name: 'Refurbishment week' }).waitFor()
    await page.getByLabel('Start time (HH:MM)').fill('10:00')
    await page.getByLabel('Class name').fill('Saturday special')
    // Today is closed now: an extra class today would never start, and is refused with the reason.
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('so an extra class would never start').waitFor()
    // The day after, open, takes it.
    const [nextYear, nextMonth, nextDay] = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10).split('-')
    await page.getByRole('group', { name: 'Date', exact: true }).getByRole('spinbutton').first().click()
    await page.keyboard.type(`${nextMonth}${nextDay}${nextYear}`)
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('cell', { name: 'Saturday special' }).waitFor()
    const calendar = await call<{ closures: { reason: string }[]; exceptions: { className: string }[] }>(
      demo.api,
      'GET',
      `/api/v1/locations/${demo.locationId}/calendar`,
    )
    expect(calendar.closures.map((row) => row.reason)).toContain('Refurbishment week')
    expect(calendar.exceptions.map((row) => row.className)).toContain('Saturday special')

    // Deleting asks first: Cancel keeps the class, Delete in the dialog removes it.
    const deleteSpecial = () =>
      page
        .getByRole('row', { name: /Saturday special/ })
        .getByRole('button', { name: 'Delete' })
        .click()
    await deleteSpecial()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this one-off class?' })
    await confirm.getByText('the timetable holds that day').waitFor()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'hidden' })
    await page.getByRole('cell', { name: 'Saturday special' }).waitFor()
    await deleteSpecial()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('cell', { name: 'Saturday special' }).waitFor({ state: 'hidden' })
    const after = await call<{ exceptions: { className: string }[] }>(demo.api, 'GET', `/api/v1/locations/${demo.locationId}/calendar`)
    expect(after.exceptions.map((row) => row.className)).not.toContain('Saturday special')

    // A holiday gone by is marked Past and listed after those to come.
    await call(demo.api, 'POST', '/api/v1/holidays', { date: `${year}-01-01`, name: 'New Year' })
    await page.goto('/admin/holidays')
    const newYear = page.getByRole('row', { name: /New Year/ })
    if (today > `${year}-01-01`) await newYear.getByText('Past').waitFor()
    await page.context().close()
  }, 120_000)

  /** A week of marks on the month for the pictures: a holiday, a closure, an extra class and a cancelled one. */
  let marked: Promise<unknown> | undefined
  const markTheMonth = () =>
    (marked ??= (async () => {
      const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
      await call(demo.api, 'POST', '/api/v1/holidays', { date: day(5), name: 'Founders Day' })
      await call(demo.api, 'POST', `/api/v1/locations/${demo.locationId}/closures`, { startsOn: day(1), endsOn: day(2), reason: 'Floor repairs' })
      const url = `/api/v1/locations/${demo.locationId}/exceptions`
      await call(demo.api, 'POST', url, { date: day(3), kind: 'extra', classTime: '09:30', className: 'Charity event' })
      await call(demo.api, 'POST', url, { date: day(4), kind: 'cancelled', classTime: '18:00', className: 'Evening' })
    })())

  for (const language of ['en-us', 'ar-sa']) {
    for (const width of language === 'en-us' ? [1366, 768, 375] : [1366, 768]) {
      it(`pictures the calendar and the holidays page at ${width} px in ${language}`, async () => {
        await markTheMonth()
        const page = await signedIn(width, language)
        await page.goto(`/admin/locations/${demo.locationId}/calendar`)
        await page.locator('[role="grid"]').first().waitFor()
        await page.getByRole('cell', { name: 'Charity event' }).waitFor()
        await expectNoSidewaysScroll(page, `calendar ${width} ${language}`)
        await shot(page, `calendar-${language}-${width}`)
        await page.goto('/admin/holidays')
        await page.locator('[role="grid"]').first().waitFor()
        await page.getByRole('cell', { name: 'Founders Day' }).waitFor()
        await expectNoSidewaysScroll(page, `holidays ${width} ${language}`)
        await shot(page, `holidays-${language}-${width}`)
        await page.context().close()
      }, 120_000)
    }
  }
})
