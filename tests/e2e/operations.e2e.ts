import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { apiLogin, expectNoSidewaysScroll, saveScreenshot, scrollToPanels } from './support'

let server: RunningServer
let browser: Browser
let adminToken: string
let demoLocationId: string
const staff = { email: 'staff@studio.test', password: 'Staff-Pass1!', firstName: 'Sam', lastName: 'Staff' }

async function api<T = unknown>(method: string, path: string, body?: unknown, token = adminToken): Promise<T> {
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return (text ? JSON.parse(text) : {}) as T
}

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
  adminToken = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
  const locations = await api<{ data: { id: string; name: string }[] }>('GET', '/api/v1/locations?pageSize=100')
  demoLocationId = locations.data.find((location) => location.name === 'Demo Studio')!.id
  // A location staff user on the demo location, made the way an admin would (REST).
  const created = await api<{ data: { id: string } }>('POST', '/api/v1/users', { ...staff, role: 'location' })
  await api('PATCH', `/api/v1/users/${created.data.id}/locations`, { locationId: demoLocationId })
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function newPage(width = 1366, height = 900): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height } })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return page
}

async function signIn(page: Page, email = server.adminEmail, password = server.adminPassword) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/admin/dashboard')
}

/** Opens the console already signed in (the login route is rate-limited; the sign-in form is covered above and in console.e2e.ts). */
async function useToken(page: Page, token = adminToken) {
  await page.addInitScript((value) => localStorage.setItem('token', value), token)
  await page.goto('/admin/dashboard')
  await page.waitForURL('**/admin/dashboard')
}

/** Serious and critical axe findings, as "rule: target" lines (empty when clean). */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').analyze()
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`))
}

describe('dashboard', () => {
  it('super-admin: automatic mode on by default, manual start and stop with info alerts, back to automatic', async () => {
    const page = await newPage()
    await signIn(page)
    const controls = page.getByTestId('class-controls')
    await controls.waitFor()
    const automatic = controls.getByRole('switch', { name: 'Automatic mode' })
    const start = controls.getByRole('button', { name: 'Start' })
    const stop = controls.getByRole('button', { name: 'Stop' })
    await expect(automatic.isChecked()).resolves.toBe(true)
    await expect(start.isDisabled()).resolves.toBe(true)
    await expect(stop.isDisabled()).resolves.toBe(true)
    await page.getByRole('heading', { name: 'Content Status' }).waitFor()
    await page.getByRole('heading', { name: 'Rolling Schedule Status' }).waitFor()
    // The demo studio has no timetable yet: nothing will start by itself, and the panel says so.
    await expect
      .poll(() => controls.getByTestId('class-note').textContent())
      .toBe(
        'No classes are scheduled for Demo Studio, so no class starts by itself. Add classes to the weekly schedule, or turn automatic mode off to start one yourself.',
      )
    await page.getByTestId('schedule-empty').getByRole('link', { name: 'Add classes on the Schedule page' }).waitFor()
    // The picture shows every panel read: scrolled to, as each loads only as it nears the screen.
    await scrollToPanels(page, 'readiness', 'class-runs', 'rolling-schedule', 'content-status')
    await expect.poll(() => page.getByRole('progressbar', { name: 'Loading...' }).count(), { timeout: 30_000, interval: 250 }).toBe(0)
    // From the top, as the page opens (scrolled down, the picture would draw the sticky bar halfway).
    await page.evaluate(() => window.scrollTo(0, 0))
    await saveScreenshot(page, 'ops-dashboard-admin')
    expect(await seriousViolations(page)).toEqual([])

    await automatic.click({ force: true })
    await expect.poll(() => start.isEnabled()).toBe(true)
    await expect(stop.isDisabled()).resolves.toBe(true)
    // No demo screen is connected: Start warns first, and Cancel starts nothing.
    await start.click()
    const warning = page.getByRole('alertdialog', { name: 'Start with screens offline?' })
    await warning.waitFor()
    await expect(warning.textContent()).resolves.toContain('9 of 9 screens are not connected')
    await saveScreenshot(page, 'ops-dashboard-start-offline')
    await warning.getByRole('button', { name: 'Cancel' }).click()
    await warning.waitFor({ state: 'detached' })
    expect((await api<{ data: { classStart: boolean } }>('GET', `/api/v1/locations/${demoLocationId}`)).data.classStart).toBe(false)
    await start.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Start anyway' }).click()
    // 'Starting Class' shows only until the badge says it (clocks-and-notices.e2e.ts holds the answer to see it).
    await expect.poll(() => controls.getByRole('status').first().textContent()).toBe('Class running')
    await expect.poll(() => stop.isEnabled()).toBe(true)
    await expect(start.isDisabled()).resolves.toBe(true)
    const state = await api<{ data: { classStart: boolean; automaticMode: boolean } }>('GET', `/api/v1/locations/${demoLocationId}`)
    expect(state.data).toMatchObject({ classStart: true, automaticMode: false })
    // The running class shows how long it has run.
    await expect.poll(async () => (await controls.getByTestId('class-elapsed').textContent()) ?? '').toMatch(/^\d+:\d{2}$/)
    await saveScreenshot(page, 'ops-dashboard-started')
    // Stop asks first: every screen of the location ends the class.
    await stop.click()
    const confirm = page.getByRole('alertdialog', { name: 'Stop the class?' })
    await confirm.waitFor()
    await expect(confirm.textContent()).resolves.toContain('The class ends now on every screen of Demo Studio.')
    await saveScreenshot(page, 'ops-dashboard-stop-confirm')
    await confirm.getByRole('button', { name: 'Stop the class' }).click()
    await confirm.waitFor({ state: 'detached' })
    await expect.poll(() => controls.getByRole('status').first().textContent()).toBe('Class stopped')
    await expect.poll(() => start.isEnabled()).toBe(true)
    await automatic.click({ force: true })
    await expect.poll(() => start.isDisabled()).toBe(true)
    // The switch shows the change at once; the server has it when the write lands a moment later.
    await expect
      .poll(async () => (await api<{ data: { classStart: boolean; automaticMode: boolean } }>('GET', `/api/v1/locations/${demoLocationId}`)).data)
      .toMatchObject({ classStart: false, automaticMode: true })
    await page.context().close()
  })
})

describe('location detail', () => {
  it('is locked until unlocked, shows unsaved changes, saves with Update and locks again; a concurrent edit shows the 409', async () => {
    const page = await newPage()
    await useToken(page)
    await page.goto(`/admin/locations/${demoLocationId}`)
    const name = page.getByRole('textbox', { name: 'Name', exact: true })
    await name.waitFor()
    await expect(name.getAttribute('readonly')).resolves.not.toBeNull()
    await expect(page.getByRole('textbox', { name: 'Studio Number' }).getAttribute('readonly')).resolves.not.toBeNull()
    await expect(page.getByRole('button', { name: 'Update' }).count()).resolves.toBe(0)
    await page.getByRole('heading', { name: 'Screens' }).waitFor()
    await page.getByRole('rowheader', { name: 'Screen 9' }).waitFor()
    await expect(page.getByRole('button', { name: 'Add' }).count()).resolves.toBe(0)
    await saveScreenshot(page, 'ops-location-detail-locked')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).click()
    await page.getByRole('button', { name: 'Add' }).waitFor()
    await name.fill('Demo Studio East')
    await page.getByText('You have unsaved changes!').waitFor()
    await saveScreenshot(page, 'ops-location-detail-unlocked')
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByText('Updated Location: Demo Studio East').waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Update' }).count()).toBe(0)
    await expect(name.inputValue()).resolves.toBe('Demo Studio East')

    // Someone else saves while this form is open: Update answers with the server's 409 message.
    await page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).click()
    await name.fill('Demo Studio')
    const current = await api<{ data: { updatedAt: string } }>('GET', `/api/v1/locations/${demoLocationId}`)
    await api('PUT', `/api/v1/locations/${demoLocationId}`, { mctEnabled: true, updatedAt: current.data.updatedAt })
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByRole('alert').filter({ hasText: 'This location was changed by someone else' }).waitFor()
    await expect(name.inputValue()).resolves.toBe('Demo Studio')
    // The newer copy is loaded under the user's edit (their Multi Class Types shows up), so a second Update saves.
    await expect.poll(() => page.getByRole('checkbox', { name: /Multi Class Types/ }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByText('Updated Location: Demo Studio', { exact: true }).waitFor()
    const after = await api<{ data: { name: string; mctEnabled: boolean } }>('GET', `/api/v1/locations/${demoLocationId}`)
    expect(after.data).toMatchObject({ name: 'Demo Studio', mctEnabled: true })
    await page.context().close()
  })

  it('pairs a screen: empty code is refused, the code the screen shows links it, and it turns Connected once it reports', async () => {
    const page = await newPage()
    await useToken(page)
    await page.goto(`/admin/locations/${demoLocationId}`)
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Screen 3', exact: true }) })
    await row.waitFor()
    await expect(row.getByText('Disconnected').count()).resolves.toBe(1)
    await row.getByRole('button', { name: 'Link' }).click()
    await page.getByText('Invalid Authorization Code').waitFor()

    // The screen asks for a code to show (as the class screen does), then staff type it in.
    const registered = await fetch(`${server.baseURL}/api/v1/screenlinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    const { id: linkId, authCode } = ((await registered.json()) as { data: { id: string; authCode: string } }).data
    await row.getByRole('textbox', { name: 'Authorization code for Screen 3' }).fill(authCode.toLowerCase())
    await row.getByRole('button', { name: 'Link' }).click()
    // The code is taken; the pairing is done once the TV has collected its token: until then the row waits for it.
    await row.getByText('Waiting for the TV…').waitFor()
    expect(await page.getByText('Linked Screen: Screen 3').count()).toBe(0)
    await saveScreenshot(page, 'ops-location-detail-waiting-for-tv')

    const collected = await fetch(`${server.baseURL}/api/v1/screenlinks/${linkId}`)
    const token = ((await collected.json()) as { data: { token: string } }).data.token
    await page.getByText('Linked Screen: Screen 3').waitFor()
    const beat = await fetch(`${server.baseURL}/api/v1/screens/auth`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'screen-auth-token': token },
      body: JSON.stringify({ status: { label: 'Connected', isConnected: true, statusUpdatedAt: new Date().toISOString() }, refreshFlag: false }),
    })
    expect(beat.status).toBe(200)
    await row.getByText('Connected', { exact: true }).waitFor({ timeout: 15_000 })
    await expect(page.getByTestId('connection-summary').getAttribute('data-level')).resolves.toBe('some')
    await saveScreenshot(page, 'ops-location-detail-paired')

    // Edit shows the masked token and can disconnect the screen.
    await row.getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Auth Token' }).waitFor()
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Auth Token' }).inputValue()).toMatch(/^••••/)
    await saveScreenshot(page, 'ops-screen-edit')
    await dialog.getByRole('button', { name: 'Disconnect Screen' }).click()
    await page.getByText('Disconnected Screen: Screen 3').waitFor()
    await row.getByRole('button', { name: 'Link' }).waitFor()
    await page.context().close()
  })
})

describe('screens section', () => {
  it('adds, edits and deletes a screen; hard refresh and screen refresh show their progress', async () => {
    const page = await newPage()
    await useToken(page)
    await page.goto(`/admin/locations/${demoLocationId}`)
    await page.getByRole('rowheader', { name: 'Screen 9' }).waitFor()
    await page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).click()
    await page.getByRole('button', { name: 'Add' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Lobby Screen')
    await dialog.getByRole('button', { name: /Class screen/ }).click()
    await page.getByRole('option', { name: 'Class Screen 4' }).click()
    await expect(dialog.getByRole('button', { name: /Time Zone/ }).isDisabled()).resolves.toBe(true)
    await saveScreenshot(page, 'ops-screen-add')
    await dialog.getByRole('button', { name: 'Add Screen' }).click()
    await page.getByText('Added Screen: Lobby Screen').waitFor()
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Lobby Screen', exact: true }) })
    await row.waitFor()

    await row.getByRole('button', { name: 'Edit' }).click()
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Lobby Screen 2')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Updated Screen: Lobby Screen 2').waitFor()

    const renamed = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Lobby Screen 2', exact: true }) })
    await renamed.getByRole('button', { name: 'Refresh' }).click()
    await page.getByText('Refreshing Screen: Lobby Screen 2. This takes about 60 seconds.').waitFor()
    await renamed.getByTestId('screen-refresh-progress').waitFor()

    await renamed.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Are you sure you want to delete Screen: Lobby Screen 2?').waitFor()
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Deleted Screen: Lobby Screen 2').waitFor()
    await expect.poll(() => renamed.count()).toBe(0)
    await page.context().close()
  })
})

describe('hard refresh', () => {
  it('counts only connected screens, fills as they report back, and ends with the result', async () => {
    // A studio of two screens, one of them paired and reporting, the other never connected.
    const location = await api<{ data: { id: string } }>('POST', '/api/v1/locations', {
      name: 'Refresh Studio',
      locationIdentifier: 'KB-US-7781',
      urlSlug: 'refresh-studio',
      timeZone: 'America/New_York',
      language: 'en-us',
    })
    const screenIds: string[] = []
    for (const name of ['Front', 'Back']) {
      screenIds.push((await api<{ data: { id: string } }>('POST', '/api/v1/screens', { name, round: 1, location: location.data.id })).data.id)
    }
    const link = (await (
      await fetch(`${server.baseURL}/api/v1/screenlinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json()) as {
      data: { id: string; authCode: string }
    }
    await api('PUT', `/api/v1/screens/link/${screenIds[0]}`, { authCode: link.data.authCode })
    const device = ((await (await fetch(`${server.baseURL}/api/v1/screenlinks/${link.data.id}`)).json()) as { data: { token: string } }).data.token
    const report = (flags: object) =>
      fetch(`${server.baseURL}/api/v1/screens/auth`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'screen-auth-token': device },
        body: JSON.stringify(flags),
      })
    expect((await report({ status: { label: 'Connected', isConnected: true } })).status).toBe(200)

    const page = await newPage()
    await useToken(page)
    await page.goto(`/admin/locations/${location.data.id}`)
    await page.getByRole('rowheader', { name: 'Front' }).waitFor()
    await page.getByText('1 disconnected screen will reload when it reconnects.').waitFor()
    await page.getByRole('button', { name: 'Hard Refresh' }).click()
    await page.getByText('Hard refresh sent. Waiting for 1 connected screen to reload.').waitFor()
    await page.getByRole('progressbar', { name: 'Screens reloaded: 0 of 1' }).waitFor()
    await expect(page.getByRole('progressbar').first().getAttribute('aria-valuenow')).resolves.toBe('0')
    await saveScreenshot(page, 'ops-location-refreshing')
    // The connected screen reloads and clears its flag, as the class screen does on load.
    expect((await report({ hardRefreshFlag: false, refreshFlag: false })).status).toBe(200)
    await page.getByTestId('hard-refresh-result').filter({ hasText: 'Done: the connected screen has reloaded.' }).waitFor({ timeout: 30_000 })
    await saveScreenshot(page, 'ops-location-refreshed')

    // One screen's refresh ends with its result too: the screen reloads and clears its flag.
    const front = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Front', exact: true }) })
    await front.getByRole('button', { name: 'Refresh' }).click()
    await front.getByTestId('screen-refresh-progress').waitFor()
    await expect.poll(async () => (await api<{ data: { refreshFlag: boolean } }>('GET', `/api/v1/screens/${screenIds[0]}`)).data.refreshFlag).toBe(true)
    expect((await report({ refreshFlag: false })).status).toBe(200)
    await page.getByText('Front has reloaded.').waitFor({ timeout: 30_000 })
    expect(await front.getByTestId('screen-refresh-progress').count()).toBe(0)

    // With no screen connected there is nothing to reload now, and the page says so.
    await api('POST', `/api/v1/screens/${screenIds[0]}/disconnect`)
    await page.reload()
    await page.getByText('No screen of this location is connected, so there is nothing to reload now.', { exact: false }).waitFor()
    await expect(page.getByRole('button', { name: 'Hard Refresh' }).isDisabled()).resolves.toBe(true)
    await page.context().close()
  })
})

describe('timetable', () => {
  it('staff-kept timetable: add a class on Monday, save, and see it on the dashboard', async () => {
    const page = await newPage()
    await useToken(page)
    await page.goto(`/admin/locations/${demoLocationId}/schedule`)
    const timetable = page.locator('#timetable')
    await timetable.getByRole('heading', { name: 'Class timetable' }).waitFor()
    await timetable.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).click()
    const monday = timetable.getByRole('region', { name: 'Monday' })
    await monday.getByRole('button', { name: 'Add class' }).click()
    await monday.getByRole('textbox', { name: 'Monday class 1 name' }).fill('Sunrise Kickboxing')
    await timetable.getByRole('button', { name: 'Save timetable' }).click()
    await page.getByText('Fill in each class’s start time: its hour and minutes.').waitFor()
    await monday.getByLabel('Monday class 1 start time').fill('06:30')
    await timetable.getByRole('button', { name: 'Save timetable' }).click()
    await page.getByText('Updated Demo Studio Class Timetable').waitFor()
    await saveScreenshot(page, 'ops-timetable')
    await page.goto('/admin/dashboard')
    await page.getByText('Sunrise Kickboxing').waitFor()
    await saveScreenshot(page, 'ops-dashboard-with-timetable')
    // With classes on the timetable, turning automatic mode off warns that they will not start.
    const controls = page.getByTestId('class-controls')
    await expect(controls.getByTestId('class-note').count()).resolves.toBe(0)
    await controls.getByRole('switch', { name: 'Automatic mode' }).click({ force: true })
    await expect
      .poll(() => controls.getByTestId('class-note').textContent())
      .toBe('Automatic mode is off: scheduled classes will not start by themselves. Start each class here, or turn automatic mode back on.')
    // The switch is disabled until the first change has been saved (the note can show before that): a press on it
    // meanwhile does nothing, as for a user.
    await expect.poll(() => controls.getByRole('switch', { name: 'Automatic mode' }).isEnabled()).toBe(true)
    await controls.getByRole('switch', { name: 'Automatic mode' }).click({ force: true })
    await expect.poll(() => controls.getByTestId('class-note').count()).toBe(0)
    await page.context().close()
  })
})

describe('schedule', () => {
  it('picks each day’s roll-over as a time from 5 PM to 12 AM, the week in the reader’s order, shows the unsaved notice and saves', async () => {
    const page = await newPage()
    await useToken(page)
    await page.goto(`/admin/locations/${demoLocationId}/schedule`)
    await page.getByText('The hour is 5PM-12AM only, with 12AM the default.').waitFor()
    // An American reader's week starts on Sunday, in the form and in the timetable below it.
    const days = await page.locator('[data-testid^="roll-hour-"]').evaluateAll((fields) => fields.map((field) => field.getAttribute('data-testid')))
    expect(days[0]).toBe('roll-hour-sunday')
    expect(days[6]).toBe('roll-hour-saturday')
    const timetableDays = page.locator('#timetable section.day h3, #timetable tbody th[scope="row"]')
    await expect.poll(() => timetableDays.count()).toBe(7)
    expect((await timetableDays.allTextContents())[0]).toMatch(/^Sunday/)
    const sunday = page.getByTestId('roll-hour-sunday')
    const hour = sunday.getByRole('spinbutton').first()
    await expect(hour.getAttribute('aria-valuetext')).resolves.toMatch(/^12 AM/)
    await expect(page.getByRole('button', { name: 'Update' }).count()).resolves.toBe(0)
    await page
      .getByRole('button', { name: /^(Unlock to edit|Lock)$/ })
      .first()
      .click()
    // 3 AM is on the way to 3 PM: held in the picker, said to be ignored, never saved.
    await hour.focus()
    await page.keyboard.type('3')
    await page.getByText('3 AM is outside 5 PM to 12 AM, so this day keeps 12 AM.').waitFor()
    await expect(page.getByText('You have unsaved changes!').count()).resolves.toBe(0)
    await hour.focus()
    await page.keyboard.type('7')
    await sunday.getByRole('spinbutton').last().focus()
    await page.keyboard.type('P')
    await page.getByText('You have unsaved changes!').waitFor()
    await expect(page.getByText('is outside 5 PM to 12 AM').count()).resolves.toBe(0)
    await saveScreenshot(page, 'ops-schedule-unsaved')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByText('Updated Demo Studio Location Schedule').waitFor()
    const saved = await api<{ data: { schedule: number[] } }>('GET', `/api/v1/locations/${demoLocationId}`)
    expect(saved.data.schedule).toEqual([7, 12, 12, 12, 12, 12, 12])
    await expect.poll(() => page.getByText('You have unsaved changes!').count()).toBe(0)
    await page.context().close()
  })
})

describe('location staff', () => {
  it('acts on its first location: automatic by default, manual Start and Stop; no profile page', async () => {
    const page = await newPage(768, 1000)
    await signIn(page, staff.email, staff.password)
    const controls = page.getByTestId('class-controls')
    await controls.waitFor()
    await page.getByText('Demo Studio', { exact: true }).first().waitFor()
    await expect(page.getByRole('heading', { name: 'Content Status' }).count()).resolves.toBe(0)
    const automatic = controls.getByRole('switch', { name: 'Automatic mode' })
    const start = controls.getByRole('button', { name: 'Start' })
    const stop = controls.getByRole('button', { name: 'Stop' })
    await expect(automatic.isChecked()).resolves.toBe(true)
    await expect(start.isDisabled()).resolves.toBe(true)
    await saveScreenshot(page, 'ops-dashboard-staff-768')
    expect(await seriousViolations(page)).toEqual([])
    await automatic.click({ force: true })
    await expect.poll(() => start.isEnabled()).toBe(true)
    await start.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Start anyway' }).click()
    // 'Starting Class' shows only until the badge says it (clocks-and-notices.e2e.ts holds the answer to see it).
    await expect.poll(() => controls.getByRole('status').first().textContent()).toBe('Class running')
    await expect.poll(() => stop.isEnabled()).toBe(true)
    await stop.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Stop the class' }).click()
    await page.getByRole('alertdialog').waitFor({ state: 'detached' })
    await expect.poll(() => controls.getByRole('status').first().textContent()).toBe('Class stopped')
    await expect.poll(() => start.isEnabled()).toBe(true)
    await automatic.click({ force: true })
    await expect.poll(() => start.isDisabled()).toBe(true)

    // The profile is not for location staff: typed in, it says so and offers the way back.
    await page.goto('/admin/profile')
    await page.getByTestId('not-available').waitFor()
    await expect(page.getByRole('textbox').count()).resolves.toBe(0)

    await page.goto('/admin/my-locations')
    await page.getByRole('heading', { name: 'Demo Studio' }).waitFor()
    await page.getByRole('link', { name: 'Open' }).click()
    await page.waitForURL(`**/admin/my-locations/${demoLocationId}`)
    await page.getByRole('rowheader', { name: 'Screen 1' }).waitFor()
    await page.getByTestId('class-controls').waitFor()
    await saveScreenshot(page, 'ops-my-location-768')
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  it('fits a 375 px phone', async () => {
    const page = await newPage(375, 812)
    await useToken(page, await apiLogin(server.baseURL, staff.email, staff.password))
    await page.getByTestId('class-controls').waitFor()
    await expectNoSidewaysScroll(page, 'staff dashboard')
    await saveScreenshot(page, 'ops-dashboard-staff-375')
    await page.goto('/admin/help')
    await page.getByRole('heading', { name: 'Pair a screen' }).waitFor()
    await saveScreenshot(page, 'ops-help-375')
    await page.context().close()
  })
})

describe('small screens', () => {
  it('admin pages fit a 375 px phone without sideways scrolling of the page', async () => {
    const page = await newPage(375, 812)
    await useToken(page)
    const pages: [string, string, () => Promise<void>][] = [
      // The dashboard's rolling-schedule grid scrolls inside its panel; its screen-reader text once escaped
      // that scroller (absolutely positioned, scroller not positioned) and made the page 730 px wide.
      [
        '/admin/dashboard',
        'ops-dashboard-admin-375',
        async () => {
          await scrollToPanels(page, 'rolling-schedule', 'content-status')
          await page.locator('#rolling-schedule table').waitFor()
        },
      ],
      [`/admin/locations/${demoLocationId}`, 'ops-location-detail-375', () => page.getByRole('rowheader', { name: 'Screen 1' }).waitFor()],
      [`/admin/locations/${demoLocationId}/schedule`, 'ops-schedule-375', () => page.getByText('The hour is 5PM-12AM only, with 12AM the default.').waitFor()],
      ['/admin/profile', 'ops-profile-375', () => page.getByRole('textbox', { name: 'First Name' }).waitFor()],
    ]
    for (const [path, shot, ready] of pages) {
      await page.goto(path)
      await ready()
      // Measured once the page has settled: panels that are still loading may be wider for a moment.
      await expectNoSidewaysScroll(page, path)
      await saveScreenshot(page, shot)
    }
    await page.context().close()
  })

  it('keeps a workout’s missing-link pill inside a 375 px dashboard, wrapped rather than cut', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const created = await api<{ data: { id: string } }>('POST', '/api/v1/workouts', { name: 'Phone Week', round: 2, startDate: today, endDate: today })
    const page = await newPage(375, 812)
    await useToken(page)
    await page.goto('/admin/dashboard')
    await scrollToPanels(page, 'content-status')
    // A new workout's default routines leave most links empty: the pill lists every step without a link.
    // The pill on this workout's own line (a list shows each workout once: two lines of it would fail here).
    const pill = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Phone Week', exact: true }) })
      .getByText(/^Missing links: step 2, /)
    await pill.waitFor()
    const box = (await pill.boundingBox())!
    await saveScreenshot(page, 'ops-dashboard-missing-links-375')
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
    // The count is every workout lacking a link, as the API's filter finds them, not only the latest few.
    const missing = await api<{ meta: { total: number } }>('GET', `/api/v1/workouts?q=${encodeURIComponent('{"missingVideo":true}')}&pageSize=5`)
    expect(missing.meta.total).toBeGreaterThan(0)
    await expect(page.locator('#content-missing-links').textContent()).resolves.toMatch(new RegExp(`${missing.meta.total}$`))
    await page.context().close()
    await api('DELETE', `/api/v1/workouts/${created.data.id}`)
  })

  it('shows no content count before its list is read, and says so when the dashboard’s workouts cannot be read', async () => {
    const page = await newPage()
    await useToken(page)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let failing = false
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName
      if (failing && (operation === 'Workouts' || operation === 'RollingWorkouts'))
        return route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' })
      if (operation === 'Workouts') await held
      return route.continue()
    })
    await page.goto('/admin/dashboard')
    await scrollToPanels(page, 'rolling-schedule', 'content-status')
    // The two lists the Workouts query fills (the links that will not play come from a query of their own).
    const headings = page.locator('h3#content-no-routines, h3#content-missing-links')
    await page.locator('#content-status section[aria-busy="true"]').first().waitFor()
    // Read while both lists are held: a count here would be a guess ("0", all done) before the answer.
    await expect(headings.allTextContents()).resolves.toEqual(['Workouts with no routines', 'Workouts with missing video links'])
    release()
    await expect.poll(() => headings.allTextContents(), { timeout: 30_000 }).toEqual([expect.stringMatching(/\d+$/), expect.stringMatching(/\d+$/)])
    // Lists that cannot be read: why, and still no count; the rolling schedule shows no day as a gap.
    failing = true
    await page.reload()
    await scrollToPanels(page, 'rolling-schedule', 'content-status')
    const unread = 'The data could not be loaded. Check your connection and try again.'
    await expect.poll(() => page.locator('#content-status').getByRole('alert').allTextContents(), { timeout: 30_000 }).toEqual([unread, unread])
    await expect(headings.allTextContents()).resolves.toEqual(['Workouts with no routines', 'Workouts with missing video links'])
    await expect.poll(() => page.locator('#rolling-schedule').getByRole('alert').allTextContents(), { timeout: 30_000 }).toEqual([unread])
    await expect(page.locator('#rolling-schedule table').count()).resolves.toBe(0)
    await saveScreenshot(page, 'ops-dashboard-content-failed')
    await page.context().close()
  })

  it('shows a screen’s status and link at 375 px: the columns that repeat the location give way', async () => {
    const page = await newPage(375, 812)
    await useToken(page)
    await page.goto(`/admin/locations/${demoLocationId}`)
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Screen 1', exact: true }) })
    await row.waitFor()
    for (const header of ['Location', 'Time Zone', 'Language', 'Created At']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true }).isVisible()).resolves.toBe(false)
    }
    const status = await row.getByText(/^(Connected|Disconnected)$/).boundingBox()
    await saveScreenshot(page, 'ops-location-screens-375')
    expect(status!.x + status!.width).toBeLessThanOrEqual(375)
    // The link column comes right after the status (the table scrolls sideways to it; the page does not).
    const visibleHeaders = await page
      .locator('#screens thead th, section:has(h2:text-is("Screens")) thead th')
      .evaluateAll((cells) => cells.filter((cell) => getComputedStyle(cell).display !== 'none').map((cell) => (cell.textContent ?? '').trim()))
    expect(visibleHeaders.slice(0, 4)).toEqual(['Name', 'Class screen', 'Status', 'Authorization code'])
    await expectNoSidewaysScroll(page, 'location detail at 375 px')
    // A laptop still shows every column.
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.getByRole('columnheader', { name: 'Time Zone', exact: true }).waitFor({ state: 'visible' })
    await page.context().close()
  })
})

describe('profile', () => {
  it('is locked by default, refuses a weak password with the exact message, saves the profile and then the password', async () => {
    const page = await newPage()
    await useToken(page)
    await page.goto('/admin/profile')
    const first = page.getByRole('textbox', { name: 'First Name' })
    await first.waitFor()
    await expect(first.getAttribute('readonly')).resolves.not.toBeNull()
    await expect(page.getByRole('textbox', { name: 'Role' }).inputValue()).resolves.toBe('Super admin')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).click()
    await first.fill('Stella')
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByText('User profile updated.').waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Update' }).count()).toBe(0)

    await page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).click()
    const password = page.getByLabel('New Password')
    await password.fill('weak')
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByText('Password must be at least 8 characters and have at least one uppercase and lowercase letter, number, and symbol.').first().waitFor()
    await saveScreenshot(page, 'ops-profile-password-error')
    const newPassword = 'N3w-Secret!x'
    await password.fill(newPassword)
    // A new password needs the current one: a wrong one is refused next to its field.
    const current = page.getByLabel('Current Password')
    await current.fill('Not-The-Password1!')
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByText('Your current password is not correct.').first().waitFor()
    await saveScreenshot(page, 'ops-profile-current-password-wrong')
    await current.fill(server.adminPassword)
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByText('User profile and password updated.').waitFor()
    await expect(password.inputValue()).resolves.toBe('')
    const token = await apiLogin(server.baseURL, server.adminEmail, newPassword)
    // Put the password back for the tests that follow.
    await api(
      'PUT',
      '/api/v1/auth/me',
      { firstName: 'Stella', lastName: 'Admin', email: server.adminEmail, password: server.adminPassword, currentPassword: newPassword },
      token,
    )
    adminToken = token
    await page.context().close()
  })
})

describe('support and right-to-left', () => {
  it('support page explains pairing, colours, modes, refresh and contact', async () => {
    const page = await newPage()
    await useToken(page)
    await page.goto('/admin/help')
    for (const heading of ['Pair a screen', 'What the connection colours mean', 'Automatic and manual mode', 'Hard refresh', 'Contact support']) {
      await page.getByRole('heading', { name: heading }).waitFor()
    }
    await page.getByRole('link', { name: 'support@kbstudioscreens.example' }).waitFor()
    await saveScreenshot(page, 'ops-help')
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  it('dashboard and location detail read right to left in Arabic', async () => {
    const page = await newPage()
    await useToken(page)
    await page.evaluate(() => localStorage.setItem('language', 'ar-sa'))
    await page.reload()
    await page.getByTestId('class-controls').waitFor()
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl')
    await page.getByText('الوضع التلقائي').first().waitFor()
    await saveScreenshot(page, 'ops-dashboard-ar')
    await page.goto(`/admin/locations/${demoLocationId}`)
    await page.getByText('لم يتم العثور على شاشات').or(page.getByRole('rowheader').first()).first().waitFor()
    await saveScreenshot(page, 'ops-location-detail-ar')
    // The server's refusal reads in Arabic too: the console translates it by its code (LOCATION_NOT_FOUND).
    await page.goto('/admin/locations/00000000-0000-4000-8000-000000000000')
    await page.getByRole('alert').filter({ hasText: 'الموقع غير موجود.' }).waitFor()
    await expect(page.getByText('Location not found.').count()).resolves.toBe(0)
    await page.context().close()
  })
})
