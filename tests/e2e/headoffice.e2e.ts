import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { apiLogin, saveScreenshot } from './support'

const CLEAN_WORD = 'sweep-the-floor'
const APP = 'KB Studio Screens'

let server: RunningServer
let browser: Browser
let page: Page
let adminToken: string | undefined

beforeAll(async () => {
  server = await startServer({ LOGS_CLEAN_WORD: CLEAN_WORD })
  browser = await launchBrowser()
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 900 } })
  page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email').fill(server.adminEmail)
  await page.getByLabel('Password').fill(server.adminPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/admin/dashboard')
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Serious and critical axe findings in the page's main area or dialogs (empty when clean). */
async function seriousViolations(target: Page, include = 'main'): Promise<string[]> {
  const result = await new AxeBuilder({ page: target }).include(include).analyze()
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`))
}

/** A calendar day N days from today (UTC), as the date field types it (en-US: mm dd yyyy) and as ISO. */
function dayFromToday(days: number): { typed: string; iso: string } {
  const date = new Date(Date.now() + days * 86_400_000)
  const iso = date.toISOString().slice(0, 10)
  const [year, month, day] = iso.split('-')
  return { typed: `${month}${day}${year}`, iso }
}

/** Next week's Monday and Sunday. */
function nextWeek() {
  const today = new Date()
  const toMonday = (8 - today.getUTCDay()) % 7 || 7
  return { start: dayFromToday(toMonday), end: dayFromToday(toMonday + 6) }
}

async function typeDate(field: Locator, typed: string) {
  await field.locator('[data-type="month"]').click()
  await page.keyboard.type(typed)
}

async function chooseOption(trigger: Locator, name: RegExp | string) {
  await trigger.click()
  await page.getByRole('option', { name }).click()
}

/**
 * The admin's own API call: what a test needs to exist, made by that test, so each test stands alone
 * and runs in any order (the rows the others add only add to what it sees).
 */
async function adminApi(method: string, path: string, body?: object): Promise<{ id: string; updatedAt: string }> {
  adminToken ??= await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300)
  return (JSON.parse(text) as { data: { id: string; updatedAt: string } }).data
}

/** A release dated long ago, so it is never the one the footer shows as the newest. */
const oldRelease = (title: string, version: string) => ({
  title,
  type: 'Release',
  description: 'Made by the test itself.',
  version,
  date: '2020-01-0' + version.slice(-1),
})

const media = (file: string) => `${server.baseURL}/media/${file}`
const clip = (step: number) => media(`routine-${String(step).padStart(2, '0')}.mp4`)

describe('head office', () => {
  it('creates a user, gives them a location and edits them on the detail page', async () => {
    await page.goto('/admin/users')
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor()
    for (const column of ['Id', 'Email', 'Name', 'Role', 'Updated At']) await page.getByRole('columnheader', { name: column, exact: true }).waitFor()
    await page.getByRole('cell', { name: server.adminEmail }).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Add', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Add User' })
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Maya')
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Okafor')
    await dialog.getByRole('textbox', { name: 'Email' }).fill('maya@studio.test')
    await dialog.getByLabel('Password').fill('short')
    await dialog.getByRole('button', { name: 'Add User' }).click()
    await dialog.getByText('Password must be at least 8 characters').waitFor()
    await dialog.getByLabel('Password').fill('Maya-Pass1!')
    await chooseOption(dialog.getByRole('button', { name: /Role/ }), 'Location staff')
    await saveScreenshot(page, 'headoffice-user-add')
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
    await dialog.getByRole('button', { name: 'Add User' }).click()
    await page.getByText(`Added User: Maya to the ${APP} system.`).waitFor()
    await page.getByRole('rowheader', { name: /Maya Okafor/ }).waitFor()

    await page.getByRole('searchbox').fill('okafor')
    await page.getByRole('cell', { name: server.adminEmail }).waitFor({ state: 'detached' })
    await page.getByRole('searchbox').fill('nobody-by-this-name')
    await page.getByText('No users found').waitFor()
    await page.getByRole('searchbox').fill('maya')
    const row = page.getByRole('row').filter({ hasText: 'maya@studio.test' })
    await row.waitFor()

    await row.getByRole('button', { name: 'Add location' }).click()
    const locationDialog = page.getByRole('dialog', { name: 'Add Location' })
    await locationDialog.getByText(/Available Locations: \d+/).waitFor()
    await chooseOption(locationDialog.getByRole('button', { name: /Choose a location/ }), /Demo Studio/)
    await saveScreenshot(page, 'headoffice-user-add-location')
    await locationDialog.getByRole('button', { name: 'Add Location' }).click()
    await page.getByText('Added Location to Maya Okafor').waitFor()
    await locationDialog.waitFor({ state: 'detached' })
    await row.getByRole('button', { name: 'Add location' }).click()
    await locationDialog.getByText('No Locations Available').waitFor()
    await expect(locationDialog.getByRole('button', { name: 'Add Location' }).isDisabled()).resolves.toBe(true)
    await locationDialog.getByRole('button', { name: 'Cancel' }).click()
    await locationDialog.waitFor({ state: 'detached' })
    await saveScreenshot(page, 'headoffice-users')

    await row.getByRole('link', { name: 'Maya Okafor' }).click()
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]+$/)
    await page.getByRole('rowheader', { name: 'Demo Studio' }).waitFor()
    const lastName = page.getByRole('textbox', { name: 'Last Name' })
    await expect(lastName.getAttribute('readonly')).resolves.not.toBeNull()
    await page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).click()
    await lastName.fill('Okafor-Reid')
    await page.getByText('You have unsaved changes! Please click the Update button to save your changes.').waitFor()
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByText('Updated User: Maya Okafor-Reid').waitFor()
    await expect.poll(() => lastName.getAttribute('readonly')).not.toBeNull()

    // Add on the detail page creates a location and gives it to the user.
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    const newLocation = page.getByRole('dialog', { name: 'Add Location for this user' })
    await newLocation.getByRole('textbox', { name: 'Name' }).fill('Harbour Kickboxing')
    await newLocation.getByRole('textbox', { name: 'Studio Number' }).fill('KB-US-7710')
    await newLocation.getByRole('button', { name: 'Add Location' }).click()
    await page.getByText(`Added Location: Harbour Kickboxing to the ${APP} system.`).waitFor()
    await page.getByRole('rowheader', { name: 'Harbour Kickboxing' }).waitFor()
    await newLocation.waitFor({ state: 'detached' })
    await saveScreenshot(page, 'headoffice-user-detail')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('row').filter({ hasText: 'Harbour Kickboxing' }).getByRole('button', { name: 'Remove location' }).click()
    await page.getByText('Are you sure you want to delete Location: Harbour Kickboxing from this user?').waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Deleted Location: Harbour Kickboxing from user').waitFor()
  }, 90_000)

  it("schedules next week's workout for round 3, refuses bad dates and links, and previews it at /stage", async () => {
    await page.goto('/admin/rounds')
    await page.getByRole('heading', { name: 'Classes', exact: true }).waitFor()
    await page.getByRole('link', { name: /Class Screen 3/ }).waitFor()
    await saveScreenshot(page, 'headoffice-rounds')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('link', { name: /Class Screen 3/ }).click()
    await page.getByRole('heading', { name: 'Class Screen 3' }).waitFor()
    await page.getByRole('link', { name: 'Add workout' }).click()
    await page.waitForURL('**/admin/rounds/3/workout')

    const { start, end } = nextWeek()
    await page.getByRole('textbox', { name: 'Name' }).fill('Power Week')
    await page.getByRole('textbox', { name: 'Sub-header' }).fill('Southpaw focus')
    await typeDate(page.getByRole('group', { name: 'Start Date' }), end.typed)
    await typeDate(page.getByRole('group', { name: 'End Date' }), start.typed)
    await page.getByRole('button', { name: 'Add Workout' }).first().click()
    await page.getByText('Please enter a valid end date.').waitFor()
    await page.getByText('Please double-check the form requirements and try again. The Workout end date cannot be scheduled before the start date.').waitFor()
    await typeDate(page.getByRole('group', { name: 'Start Date' }), start.typed)
    await typeDate(page.getByRole('group', { name: 'End Date' }), end.typed)
    // The demo workout of round 3 runs through next week too: the form says which one will play.
    await expect
      .poll(() => page.getByTestId('workout-overlaps').textContent(), { timeout: 10_000 })
      .toMatch(/with “Demo Workout 3”: this workout plays on those days\..*the workout that starts later plays/)
    const links = page.getByRole('textbox', { name: 'Video link' })
    await expect(links.count()).resolves.toBe(14)
    for (let step = 1; step <= 14; step++) await links.nth(step - 1).fill(step === 1 ? media('countdown.mp4') : clip(step))
    await saveScreenshot(page, 'headoffice-workout-add')
    await page.getByRole('button', { name: 'Add Workout' }).first().click()
    await page.getByText('Added Workout: Power Week').waitFor()
    await page.waitForURL(/\/admin\/rounds\/3\/workout\/[0-9a-f-]+$/)

    // Locked by default; bad links are refused and their rows highlighted.
    await page.getByRole('heading', { name: 'Power Week' }).waitFor()
    await expect(links.first().getAttribute('readonly')).resolves.not.toBeNull()
    await page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).click()
    await links.nth(4).fill('https://cdn.elsewhere.example/combo.mp4')
    await links.nth(6).fill(`${server.baseURL}/media/../secrets.mp4`)
    await page.getByText('You have unsaved changes! Please click the Update button to save your changes.').waitFor()
    await page.getByRole('button', { name: 'Update' }).first().click()
    await page.getByText("Invalid video URLs found. Make sure you're using approved links.").waitFor()
    expect(await page.locator('li[data-invalid]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-step')))).toEqual(['5', '7'])
    await links.nth(5).fill('')
    // Saved from the bottom of the form, the refusal scrolls into view rather than sitting out of sight at the top.
    await page.getByRole('button', { name: 'Update' }).last().scrollIntoViewIfNeeded()
    await page.getByRole('button', { name: 'Update' }).last().click()
    await page.getByText('Video link URLs cannot be empty.').first().waitFor()
    // Focus moves to what is wrong (the first field marked invalid, else the refusal) and it is on screen.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const focused = document.activeElement as HTMLElement | null
            if (!focused || (focused.getAttribute('aria-invalid') !== 'true' && focused.getAttribute('role') !== 'alert')) return 'focus elsewhere'
            const box = focused.getBoundingClientRect()
            return box.top >= 0 && box.bottom <= window.innerHeight ? 'in view' : 'out of view'
          }),
        { timeout: 5_000 },
      )
      .toBe('in view')
    await saveScreenshot(page, 'headoffice-workout-invalid-links')
    for (const step of [5, 6, 7]) await links.nth(step - 1).fill(clip(step))
    await page.getByRole('button', { name: 'Update' }).first().click()
    await page.getByText('Updated Workout: Power Week').waitFor()
    await expect.poll(() => links.first().getAttribute('readonly')).not.toBeNull()
    expect(await seriousViolations(page)).toEqual([])

    // The list shows it, found by a case-insensitive name search.
    await page.getByRole('link', { name: 'Class Screen 3' }).click()
    await page.getByRole('searchbox').fill('power WEEK')
    await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual([expect.stringContaining('Power Week')])
    await page.getByRole('cell', { name: '14', exact: true }).waitFor()
    await saveScreenshot(page, 'headoffice-round-3')
    await page.getByRole('link', { name: 'Power Week' }).click()
    await page.getByRole('heading', { name: 'Power Week' }).waitFor()

    // Preview in a new tab: the clip sequence plays as a screen would.
    const [stage] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^Preview/ }).click()])
    await stage.waitForURL(/\/stage\?workout=/)
    const video = stage.locator('media-controller video')
    await video.waitFor()
    await expect(video.getAttribute('src')).resolves.toContain('/media/countdown.mp4')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3)
    await stage.locator('media-control-bar media-play-button').waitFor()
    await stage.locator('media-control-bar media-fullscreen-button').waitFor()
    // React 19 sets a custom element's known properties (autohide) and the rest as attributes.
    await expect(stage.locator('media-controller').evaluate((element) => (element as HTMLElement & { autohide: string }).autohide)).resolves.toBe('3')
    for (const attribute of ['keyboardforwardseekoffset', 'keyboardbackwardseekoffset'])
      await expect(stage.locator('media-controller').getAttribute(attribute)).resolves.toBe('5')
    for (const attribute of ['keyboardupvolumestep', 'keyboarddownvolumestep'])
      await expect(stage.locator('media-controller').getAttribute(attribute)).resolves.toBe('0.1')
    const shownTime = (selector: string) =>
      stage
        .locator(selector)
        .first()
        .evaluate((element) => element.shadowRoot?.textContent ?? '')
    await expect(shownTime('media-time-display')).resolves.toMatch(/\b\d+:\d{2}\b/)
    await expect(shownTime('media-duration-display')).resolves.toMatch(/\b\d+:\d{2}\b/)
    await stage.getByRole('button', { name: /WARM-UP/ }).click()
    await expect.poll(() => video.getAttribute('src')).toContain('routine-02.mp4')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3)
    await saveScreenshot(stage, 'headoffice-stage')
    expect(await seriousViolations(stage, 'body')).toEqual([])
    await stage.close()

    // And in the embedded preview window.
    await page.getByRole('button', { name: 'Preview on this page' }).click()
    const frame = page.frameLocator('iframe[title^="Staging preview"]')
    await frame.locator('media-controller video').waitFor()
    await saveScreenshot(page, 'headoffice-preview-window')
    await page.keyboard.press('Escape')
  }, 120_000)

  it('publishes a release and the footer shows its version', async () => {
    await page.goto('/admin/releases')
    await page.getByRole('heading', { name: 'Releases', exact: true }).waitFor()
    for (const column of ['Date', 'Title', 'Type', 'Description', 'Version', 'Created At', 'Updated At'])
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor()
    await expect(page.locator('footer').textContent()).resolves.toContain('21.12.22')
    await page.getByRole('button', { name: 'Create' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Release' })
    await dialog.getByText('00.00.00 or 00.00.00-000').waitFor()
    await dialog.getByText('01/01/2031').waitFor()
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Spring timetable')
    await dialog.getByRole('textbox', { name: 'Version' }).fill('21.12')
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Rolling schedule and staging preview.')
    await typeDate(dialog.getByRole('group', { name: 'Date' }), dayFromToday(0).typed)
    await dialog.getByRole('button', { name: 'Add Release' }).click()
    await dialog.getByText('Version must look like 00.00.00 or 00.00.00-000').waitFor()
    await dialog.getByRole('textbox', { name: 'Version' }).fill('21.12.23')
    await saveScreenshot(page, 'headoffice-release-add')
    await dialog.getByRole('button', { name: 'Add Release' }).click()
    await page.getByText(`Added Release: Spring timetable to the ${APP} system.`).waitFor()
    await page.getByRole('rowheader', { name: 'Spring timetable' }).waitFor()
    await expect.poll(() => page.locator('footer').textContent()).toContain('v21.12.23')
    // The server still runs its own build, and the footer says so rather than hide the difference.
    await expect(page.getByTestId('build-version').textContent()).resolves.toBe(' · build 21.12.22')
    await page.getByRole('heading', { name: 'Latest releases' }).waitFor()
    await saveScreenshot(page, 'headoffice-releases')
    expect(await seriousViolations(page)).toEqual([])
    // The stored version survives a reload.
    await page.reload()
    await expect.poll(() => page.locator('footer').textContent()).toContain('v21.12.23')
  }, 60_000)

  it('shows which app versions the screens run on the Releases page', async () => {
    // The seeded studio's screens have not polled yet: they are counted as not reported.
    await page.goto('/admin/releases')
    const card = page.getByRole('region', { name: 'Screen app versions' })
    await card.getByText('This server gives 21.12.22 to screens that reload.', { exact: false }).waitFor()
    for (const column of ['App version', 'Screens', 'Studios']) await card.getByRole('columnheader', { name: column, exact: true }).waitFor()
    const unreported = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Not reported yet' }) })
    await unreported.waitFor()
    await expect(unreported.getByRole('cell').first().textContent()).resolves.toMatch(/^[1-9]\d*$/)
    await card.scrollIntoViewIfNeeded()
    await saveScreenshot(page, 'headoffice-screen-versions')
    expect(await seriousViolations(page)).toEqual([])
  }, 60_000)

  it('reads every change in the Logs page, drills into the data and cleans the logs', async () => {
    // A change of each kind the log must show.
    const user = await adminApi('POST', '/api/v1/users', {
      firstName: 'Lena',
      lastName: 'Logan',
      email: 'lena@studio.test',
      password: 'Lena-Pass1!',
      role: 'admin',
    })
    await adminApi('PUT', `/api/v1/users/${user.id}`, { lastName: 'Logan-Reid' })
    const { start, end } = nextWeek()
    const workout = await adminApi('POST', '/api/v1/workouts', { name: 'Log Week', round: 5, startDate: start.iso, endDate: end.iso })
    await adminApi('PUT', `/api/v1/workouts/${workout.id}`, { subHeader: 'Footwork' })
    await adminApi('POST', '/api/v2/releases', oldRelease('Log release', '21.01.01'))
    await adminApi('POST', '/api/v1/locations', {
      name: 'Log Studio',
      locationIdentifier: 'KB-7001',
      urlSlug: 'log-studio',
      timeZone: 'Europe/London',
      language: 'en-us',
    })

    await page.goto('/admin/logs')
    await page.getByRole('heading', { name: 'Logs', exact: true }).waitFor()
    for (const column of ['Date', 'Model', 'Action', 'Modified by', 'User ID', 'Data'])
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor()
    const search = page.getByRole('searchbox')
    const rowsOf = async (model: string) => {
      await search.fill(model)
      // The row header names the record type, then which record (its name, email or title).
      const header = page.getByRole('rowheader', { name: new RegExp(`^${model}\\b`) })
      await header.first().waitFor()
      return page.getByRole('row').filter({ has: header })
    }
    const actionsOf = async (model: string) => (await rowsOf(model)).evaluateAll((rows) => rows.map((row) => row.children[2]?.textContent?.trim()))
    // Actions in words, in the reader's language.
    await expect.poll(() => actionsOf('User')).toEqual(expect.arrayContaining(['created', 'changed']))
    await expect.poll(() => actionsOf('Workout')).toEqual(expect.arrayContaining(['created', 'changed']))
    await expect.poll(() => actionsOf('Release')).toEqual(expect.arrayContaining(['created']))
    await expect.poll(() => actionsOf('Location')).toEqual(expect.arrayContaining(['created']))
    // Each row says which record changed.
    expect(await (await rowsOf('Location')).first().getByRole('rowheader').textContent()).toMatch(/^Location.+/)
    await saveScreenshot(page, 'headoffice-logs')
    expect(await seriousViolations(page)).toEqual([])

    // The workout's data: fields, a nested list drilled into by its count, BACK.
    const workoutRows = await rowsOf('Workout')
    await workoutRows.first().getByRole('button', { name: 'VIEW' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('term').first().waitFor()
    const nested = dialog.getByRole('button', { name: /^Open / }).first()
    await nested.click()
    await dialog.getByRole('button', { name: 'BACK' }).waitFor()
    await saveScreenshot(page, 'headoffice-log-data')
    await dialog.getByRole('button', { name: 'BACK' }).click()
    await dialog.getByRole('button', { name: 'BACK' }).waitFor({ state: 'detached' })
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'detached' })

    // A new user has no locations yet: N/A, then 'MISSING {section} DATA' with the user id.
    const userCreate = (await rowsOf('User')).filter({ hasText: 'create' }).first()
    await userCreate.getByRole('button', { name: 'VIEW' }).click()
    // Field names in words: "Locations", not the stored `locations`.
    await dialog.getByRole('button', { name: 'Open Locations: no data' }).click()
    await dialog.getByText('MISSING LOCATIONS DATA').waitFor()
    await dialog.getByText(/^User ID: [0-9a-f-]{36}$/).waitFor()
    await dialog.getByRole('button', { name: 'BACK' }).click()
    await dialog.getByRole('term').filter({ hasText: 'email' }).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'detached' })

    // CLEAN LOGS: cancel does nothing, a wrong word is refused, the right one empties the log.
    await search.fill('')
    await page.getByRole('button', { name: 'CLEAN LOGS' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('rowheader').first().waitFor()
    await page.getByRole('button', { name: 'CLEAN LOGS' }).click()
    await page.getByRole('alertdialog').getByLabel('Password').fill('not-the-word')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete all logs' }).click()
    await page.getByText('Incorrect Password').waitFor()
    await page.getByRole('button', { name: 'CLEAN LOGS' }).click()
    await page.getByRole('alertdialog').getByLabel('Password').fill(CLEAN_WORD)
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete all logs' }).click()
    await page.getByText('Log Collection Deleted!').waitFor()
    // What stays is the log's own trail (docs/SECURITY.md#the-audit-log-keeps-its-own-history): the refused word and the clean's own line.
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(2)
    expect(await page.getByRole('row').filter({ hasText: 'clean refused' }).count()).toBe(1)
  }, 90_000)

  it('deletes a workout after its confirm, and the pages work at 375 and 768 px and in Arabic', async () => {
    const { start, end } = nextWeek()
    const workout = await adminApi('POST', '/api/v1/workouts', { name: 'Deload Week', round: 4, startDate: start.iso, endDate: end.iso })
    await adminApi('POST', '/api/v2/releases', oldRelease('Autumn timetable', '21.01.02'))
    const workoutUrl = `/admin/rounds/4/workout/${workout.id}`
    await page.goto(workoutUrl)
    await page.getByRole('heading', { name: 'Deload Week' }).waitFor()
    for (const [width, name] of [
      [375, 'phone'],
      [768, 'tablet'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await saveScreenshot(page, `headoffice-workout-${name}`)
      await page.goto('/admin/users')
      await page.getByRole('rowheader').first().waitFor()
      await saveScreenshot(page, `headoffice-users-${name}`)
      expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth <= document.querySelector('main')!.clientWidth + 1)).toBe(true)
      await page.goto(workoutUrl)
      await page.getByRole('heading', { name: 'Deload Week' }).waitFor()
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByText('Are you sure you want to delete workout: "Deload Week" ?').waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.waitForURL('**/admin/rounds/4')
    await page.getByText('Deleted Workout: Deload Week').waitFor()
    await page.getByText('No workouts found').or(page.getByRole('rowheader').first()).first().waitFor()

    await page.evaluate(() => localStorage.setItem('language', 'ar-sa'))
    await page.goto('/admin/releases')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await page.getByRole('heading', { name: 'الإصدارات', exact: true }).waitFor()
    await page.getByRole('heading', { name: 'أحدث الإصدارات' }).waitFor()
    await page.getByRole('rowheader', { name: 'Autumn timetable' }).waitFor()
    await saveScreenshot(page, 'headoffice-releases-ar')
    await page.evaluate(() => localStorage.removeItem('language'))
  }, 90_000)
})
