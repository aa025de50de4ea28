import AxeBuilder from '@axe-core/playwright'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { call, daytimeStudio, demoOf, type Demo } from './screenSupport'
import { startServer, type RunningServer } from './server'
import { apiLogin, expectNoSidewaysScroll, saveScreenshot, scrollToPanels } from './support'
import { oneClassTimetable } from '../api/wallClock'

// Tables on phones (cards with every action in reach), alerts that link to their screen and show the
// webhook to head office only, and the audit log's filters. One paired screen that never connects, with a
// class 10 minutes away, raises a screen alert to link to.

const staff = { email: 'cards-staff@studio.test', password: 'Staff-Pass1!', firstName: 'Casey', lastName: 'Cards' }

let server: RunningServer
let browser: Browser
let demo: Demo
let staffToken: string

beforeAll(async () => {
  server = await startServer({ ALERT_CHECK_SECONDS: '5' })
  browser = await launchBrowser()
  demo = await demoOf(server)
  const created = await call<{ id: string }>(demo.api, 'POST', '/api/v1/users', { ...staff, role: 'location' })
  await call(demo.api, 'PATCH', `/api/v1/users/${created.id}/locations`, { locationId: demo.locationId })
  staffToken = await apiLogin(server.baseURL, staff.email, staff.password)

  // A class 10 minutes from now, and Screen 3 paired (as staff would, with its code) but never heard from.
  const zone = await daytimeStudio(demo)
  const timetable = oneClassTimetable(Date.now() + 10 * 60_000, zone)
  await call(demo.api, 'PUT', `/api/v1/locations/${demo.locationId}/timetable`, { timetable })
  const link = await fetch(`${server.baseURL}/api/v1/screenlinks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authCode: 'ZZ9998' }),
  })
  const { data: registered } = (await link.json()) as { data: { id: string; authCode: string } }
  await call(demo.api, 'PUT', `/api/v1/screens/link/${demo.screenIds[2]}`, { authCode: registered.authCode })
  await fetch(`${server.baseURL}/api/v1/screenlinks/${registered.id}`)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function openAs(token: string, width: number, language = 'en-us', height = 812): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height } })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  await page.addInitScript(
    ([value, lang]) => {
      localStorage.setItem('token', value)
      localStorage.setItem('language', lang)
    },
    [token, language],
  )
  return page
}

/**
 * A table shown as cards: no header row in sight, each value named by its column, the page not wider than the
 * phone, and every button, link and field of its rows inside the viewport (reachable without scrolling sideways).
 */
async function expectCards(page: Page, table: Locator, label: string) {
  await expectNoSidewaysScroll(page, label)
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
  expect((await table.locator('thead').boundingBox())!.height).toBeLessThanOrEqual(1)
  // Each value is named by its column, drawn beside it (a ::before of the cell, from data-label).
  const named = await table
    .locator('tbody tr')
    .first()
    .locator('td[data-label]')
    .first()
    .evaluate((cell) => ({ drawn: getComputedStyle(cell, '::before').content, label: cell.getAttribute('data-label') }))
  expect(named.drawn).toBe(JSON.stringify(named.label))
  const controls = table.locator('tbody').locator('button, a[href], input')
  const count = await controls.count()
  expect(count, `${label}: controls in its rows`).toBeGreaterThan(0)
  for (let index = 0; index < count; index++) {
    const control = controls.nth(index)
    if (!(await control.isVisible())) continue
    const box = (await control.boundingBox())!
    expect(box.x, `${label}: control ${index} starts inside the phone`).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, `${label}: control ${index} ends inside the phone`).toBeLessThanOrEqual(width + 0.5)
  }
  // Whatever still scrolls sideways (a week's grid) can be reached and scrolled from the keyboard.
  const axe = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze()
  expect(axe.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([])
}

describe('tables on a 375 px phone', () => {
  it('show a location’s screens, users and logs as cards with Link, Edit and Delete in reach', async () => {
    const page = await openAs(demo.api.token, 375)
    await page.goto(`/admin/locations/${demo.locationId}`)
    const screens = page.getByRole('table', { name: 'Screens' })
    await screens.getByRole('rowheader', { name: 'Screen 1' }).waitFor()
    await page
      .getByRole('button', { name: /^(Unlock to edit|Lock)$/ })
      .first()
      .click()
    const first = screens.getByRole('row').filter({ hasText: 'Screen 1' })
    await first.getByRole('button', { name: 'Link' }).waitFor()
    for (const name of ['Edit', 'Delete']) await first.getByRole('button', { name, exact: true }).waitFor({ state: 'visible' })
    await expectCards(page, screens, 'location screens')
    await saveScreenshot(page, 'uxt-location-screens-375')

    await page.goto('/admin/users')
    const users = page.getByRole('table').first()
    await users.locator('tbody tr').first().waitFor()
    await users.getByRole('rowheader').first().waitFor()
    await expectCards(page, users, 'users')
    await saveScreenshot(page, 'uxt-users-375')

    await page.goto('/admin/logs')
    const logs = page.getByRole('table').first()
    await logs.getByRole('button', { name: 'VIEW' }).first().waitFor()
    await expectCards(page, logs, 'logs')
    await saveScreenshot(page, 'uxt-logs-375')
    await page.context().close()
  })

  it('shade the side of the dashboard’s week of workouts that hides more, and let the keyboard scroll it', async () => {
    for (const language of ['en-us', 'ar-sa', 'ja']) {
      const page = await openAs(demo.api.token, 375, language)
      await page.goto('/admin/dashboard')
      await scrollToPanels(page, 'rolling-schedule')
      const panel = page.locator('#rolling-schedule')
      const scroller = panel.getByRole('region')
      await scroller.waitFor()
      // The shades are drawn by the frame around the box that scrolls.
      const frame = scroller.locator('xpath=..')
      const ends = () => frame.evaluate((node) => [node.hasAttribute('data-more-start'), node.hasAttribute('data-more-end')])
      await expectNoSidewaysScroll(page, `dashboard ${language} 375`)
      // At the start: more at the end only, and the shade there shows.
      await expect.poll(ends).toEqual([false, true])
      await expect.poll(() => frame.evaluate((node) => getComputedStyle(node, '::after').opacity)).toBe('1')
      // Named after its table and reachable from the keyboard: an arrow key towards the end scrolls it.
      expect(await scroller.getAttribute('aria-label')).toBe(await panel.locator('table').getAttribute('aria-label'))
      await scroller.focus()
      await page.keyboard.press(language === 'ar-sa' ? 'ArrowLeft' : 'ArrowRight')
      await expect.poll(() => scroller.evaluate((node) => Math.abs(node.scrollLeft))).toBeGreaterThan(0)
      await expect.poll(ends).toEqual([true, true])
      // At the end: more at the start only.
      await scroller.evaluate((node) => node.scrollBy({ left: getComputedStyle(node).direction === 'rtl' ? -5000 : 5000 }))
      await expect.poll(ends).toEqual([true, false])
      await saveScreenshot(page, `uxt-dashboard-week-${language}-375`)
      await page.context().close()
    }
  })

  it('let a screen be linked on a phone as the TV says, without the page ever scrolling sideways', async () => {
    // The TV's code, as an unpaired screen asks for one.
    const asked = await fetch(`${server.baseURL}/api/v1/screenlinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    const { data: code } = (await asked.json()) as { data: { id: string; authCode: string } }
    const page = await openAs(demo.api.token, 375)
    const fits = async (step: string) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), step).toBe(true)
    // "In the console open Locations, choose your studio, …" (the TV's own words).
    await page.goto('/admin/dashboard')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Locations', exact: true }).click()
    await page.waitForURL('**/admin/locations')
    await page.getByRole('link', { name: 'Demo Studio' }).first().click()
    await page.waitForURL(`**/admin/locations/${demo.locationId}`)
    const screens = page.getByRole('table', { name: 'Screens' })
    const card = screens.getByRole('row').filter({ hasText: 'Screen 1' }).first()
    const field = card.getByRole('textbox', { name: 'Authorization code for Screen 1' })
    await field.waitFor()
    await fits('the location page')
    // "… and type this code into the screen's Authorization code box."
    await field.scrollIntoViewIfNeeded()
    await field.fill(code.authCode)
    await fits('the code typed')
    const link = card.getByRole('button', { name: 'Link', exact: true })
    const box = (await link.boundingBox())!
    expect(box.x + box.width, 'Link inside the phone').toBeLessThanOrEqual(375)
    await link.click()
    await card.getByText('Waiting for the TV…').waitFor()
    await fits('the code taken, waiting for the TV')
    // The TV collects its token, and the card says the screen is linked.
    const collected = (await (await fetch(`${server.baseURL}/api/v1/screenlinks/${code.id}`)).json()) as { data: { token: string | null } }
    expect(collected.data.token).toBeTruthy()
    await page.getByText('Linked Screen: Screen 1').waitFor()
    await fits('the screen linked')
    await page.reload()
    await card.getByText('Linked', { exact: true }).waitFor()
    await fits('the linked screen’s card')
    await card.scrollIntoViewIfNeeded()
    await saveScreenshot(page, 'uxt-link-screen-375')
    await page.context().close()
  })
})

describe('alerts', () => {
  it('link to the screen they are about; staff see no webhook column', async () => {
    const page = await openAs(demo.api.token, 375)
    await page.goto('/admin/alerts')
    const row = page.getByRole('row').filter({ hasText: 'Screen 3 (Class Screen 3)' })
    await expect.poll(() => row.count(), { timeout: 90_000, interval: 2_000 }).toBeGreaterThan(0)
    await page.reload()
    await row.first().waitFor()
    const table = page.getByRole('table', { name: 'Alerts' })
    await expectCards(page, table, 'alerts')
    await expect(table.getByRole('columnheader', { name: 'Webhook' }).count()).resolves.toBe(1)
    await saveScreenshot(page, 'uxt-alerts-admin-375')
    await row.first().getByRole('link', { name: 'Open Screen 3 at Demo Studio' }).click()
    await page.waitForURL(`**/admin/locations/${demo.locationId}?screen=${demo.screenIds[2]}#screens`)
    const marked = page.locator('tr[data-highlight]')
    await marked.waitFor()
    expect(await marked.getByRole('rowheader').textContent()).toBe('Screen 3')
    await marked.evaluate((element) => new Promise((resolve) => setTimeout(resolve, 300, element)))
    await saveScreenshot(page, 'uxt-alert-screen-375')
    await page.context().close()

    const staffPage = await openAs(staffToken, 375)
    await staffPage.goto('/admin/alerts')
    const staffRow = staffPage.getByRole('row').filter({ hasText: 'Screen 3 (Class Screen 3)' }).first()
    await staffRow.waitFor()
    const staffTable = staffPage.getByRole('table', { name: 'Alerts' })
    await expect(staffTable.getByRole('columnheader', { name: 'Webhook' }).count()).resolves.toBe(0)
    await expect(staffTable.getByText('Not sent').count()).resolves.toBe(0)
    await saveScreenshot(staffPage, 'uxt-alerts-staff-375')
    await staffRow.getByRole('link', { name: 'Open Screen 3 at Demo Studio' }).click()
    await staffPage.waitForURL(`**/admin/my-locations/${demo.locationId}?screen=${demo.screenIds[2]}#screens`)
    await staffPage.locator('tr[data-highlight]').getByRole('rowheader', { name: 'Screen 3' }).waitFor()
    await staffPage.context().close()
  }, 180_000)
})

describe('the audit log', () => {
  it('hides sign-ins at first, groups a user’s sign-ins in a row, filters by kind, location and days, and names what it shows', async () => {
    // Three more sign-ins of the staff user, one after the other.
    for (let i = 0; i < 3; i++) await apiLogin(server.baseURL, staff.email, staff.password)
    const page = await openAs(demo.api.token, 1366, 'en-us', 900)
    await page.goto('/admin/logs')
    const table = page.getByRole('table').first()
    await table.getByRole('button', { name: 'VIEW' }).first().waitFor()
    // The sign-ins of this test's users are there, but hidden until asked for.
    await expect(table.getByText('signed in', { exact: true }).count()).resolves.toBe(0)
    const choose = async (field: string, option: string) => {
      await page.getByTestId(field).getByRole('button').click()
      await page.getByRole('option', { name: option, exact: true }).click()
    }
    await choose('log-filter-kind', 'Sign-ins only')
    // The staff user's consecutive sign-ins are one row that opens to show each.
    const group = table.getByRole('button', { name: /^\d+ sign-ins$/ }).first()
    await group.waitFor()
    const size = Number(/\d+/.exec((await group.textContent()) ?? '')?.[0])
    expect(size).toBeGreaterThanOrEqual(2)
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('false')
    const shown = await table.getByText('signed in', { exact: true }).count()
    await saveScreenshot(page, 'uxt-logs-sign-ins-grouped-1366')
    await group.click()
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => table.getByText('signed in', { exact: true }).count()).toBe(shown + size - 1)
    await saveScreenshot(page, 'uxt-logs-sign-ins-opened-1366')
    await expect(table.getByText('changed', { exact: true }).count()).resolves.toBe(0)

    await choose('log-filter-kind', 'Everything, sign-ins included')
    // The location is searched for on the server as it is typed (a chain has more than a page of them).
    await page.getByTestId('log-filter-location').getByRole('combobox').fill('Demo')
    await page.getByRole('option', { name: 'Demo Studio', exact: true }).click()
    await expect.poll(() => page.getByTestId('log-filter-location').getByRole('combobox').inputValue()).toBe('Demo Studio')
    // About Demo Studio: its zone, its timetable, and its Screen 3 pairing itself.
    await table.getByText('Screen (pairing itself)').first().waitFor()
    await expect.poll(() => table.getByText('signed in', { exact: true }).count()).toBe(0)
    await saveScreenshot(page, 'uxt-logs-filtered-1366')

    const timetableRow = table.getByRole('row').filter({ hasText: 'Timetable' }).first()
    await expect(timetableRow.textContent()).resolves.toContain('Demo Studio')
    await timetableRow.getByRole('button', { name: 'VIEW' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Timetable: Demo Studio · changed' }).waitFor()
    await dialog.getByText('Location', { exact: true }).waitFor()
    await expect(dialog.getByText('location', { exact: true }).count()).resolves.toBe(0)
    await saveScreenshot(page, 'uxt-log-dialog-1366')
    await dialog.getByRole('button', { name: 'Close' }).last().click()

    // From tomorrow on there is nothing yet.
    const tomorrow = new Date(Date.now() + 24 * 3600_000)
    await page.getByTestId('log-filter-from').getByRole('spinbutton').first().focus()
    await page.keyboard.type(`${tomorrow.getMonth() + 1}`.padStart(2, '0') + `${tomorrow.getDate()}`.padStart(2, '0') + `${tomorrow.getFullYear()}`)
    await page.getByText('No logs found').waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await table.getByRole('button', { name: 'VIEW' }).first().waitFor()
    await page.context().close()
  }, 120_000)
})

describe('the schedule page', () => {
  it('starts the week on the reader’s first day, in the roll-over form and in the timetable', async () => {
    const page = await openAs(demo.api.token, 1366, 'fr', 900)
    await page.goto(`/admin/locations/${demo.locationId}/schedule`)
    await page.getByTestId('roll-hour-monday').waitFor()
    const days = await page.locator('[data-testid^="roll-hour-"]').evaluateAll((fields) => fields.map((field) => field.getAttribute('data-testid')))
    expect(days).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => `roll-hour-${day}`))
    const timetableDays = page.locator('#timetable section.day h3, #timetable tbody th[scope="row"]')
    await expect.poll(() => timetableDays.count()).toBe(7)
    const timetable = await timetableDays.allTextContents()
    expect(timetable[0]).toMatch(/^Lundi/)
    expect(timetable[6]).toMatch(/^Dimanche/)
    // A 24-hour reader picks 17 h to 00 h.
    await expect(page.getByTestId('roll-hour-monday').getByRole('spinbutton').first().getAttribute('aria-valuetext')).resolves.toMatch(/^0?0/)
    await page.context().close()
  })
})

describe('screenshots', () => {
  it('at 375 and 1366 px in English and Arabic', async () => {
    for (const [language, width] of [
      ['en-us', 1366],
      ['ar-sa', 375],
      ['ar-sa', 1366],
    ] as const) {
      const page = await openAs(demo.api.token, width, language, width > 600 ? 900 : 812)
      const shots: [string, string, (page: Page) => Promise<void>][] = [
        [`/admin/locations/${demo.locationId}`, 'location', (p) => p.locator('tbody th[scope="row"]').first().waitFor()],
        ['/admin/users', 'users', (p) => p.locator('tbody th[scope="row"]').first().waitFor()],
        ['/admin/logs', 'logs', (p) => p.locator('tbody th[scope="row"]').first().waitFor()],
        ['/admin/alerts', 'alerts', (p) => p.locator('tbody th[scope="row"]').first().waitFor()],
        [`/admin/locations/${demo.locationId}/schedule`, 'schedule', (p) => p.getByTestId('roll-hour-monday').waitFor()],
      ]
      for (const [path, name, ready] of shots) {
        await page.goto(path)
        await ready(page)
        await expectNoSidewaysScroll(page, `${name} ${language} ${width}`)
        await saveScreenshot(page, `uxt-${name}-${language}-${width}`)
      }
      await page.context().close()
    }
  }, 180_000)
})
