import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { apiLogin, expectNoSidewaysScroll, saveScreenshot } from './support'

// Regions and actions across many studios (docs/RULES.md#regions), used as head office would.
let server: RunningServer
let browser: Browser
let adminToken: string
const studios: { id: string; name: string; screens: string[] }[] = []
/** Device tokens of the connected screens: Alpha's and Bravo's first screen; Charlie has none connected. */
const devices: string[] = []

async function api<T = unknown>(method: string, url: string, body?: unknown, token = adminToken): Promise<T> {
  const response = await fetch(`${server.baseURL}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`)
  return (text ? JSON.parse(text) : {}) as T
}

/** What the class screen says of itself: connected, or that it reloaded (flags cleared). */
const report = (device: string, body: object) =>
  fetch(`${server.baseURL}/api/v1/screens/auth`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'screen-auth-token': device },
    body: JSON.stringify(body),
  })

async function pair(screenId: string): Promise<string> {
  const registered = await fetch(`${server.baseURL}/api/v1/screenlinks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  const link = ((await registered.json()) as { data: { id: string; authCode: string } }).data
  await api('PUT', `/api/v1/screens/link/${screenId}`, { authCode: link.authCode })
  const collected = (await (await fetch(`${server.baseURL}/api/v1/screenlinks/${link.id}`)).json()) as { data: { token: string } }
  const device = collected.data.token
  expect((await report(device, { status: { label: 'Connected', isConnected: true } })).status).toBe(200)
  return device
}

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
  adminToken = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
  for (const [index, name] of ['Alpha', 'Bravo', 'Charlie'].entries()) {
    const location = await api<{ data: { id: string } }>('POST', '/api/v1/locations', {
      name: `${name} Studio`,
      locationIdentifier: `KB-RG-000${index}`,
      urlSlug: `${name.toLowerCase()}-studio`,
      timeZone: 'Europe/London',
      language: 'en-us',
      automaticMode: false,
    })
    const screens: string[] = []
    for (const round of [1, 2])
      screens.push((await api<{ data: { id: string } }>('POST', '/api/v1/screens', { name: `${name} ${round}`, round, location: location.data.id })).data.id)
    studios.push({ id: location.data.id, name: `${name} Studio`, screens })
  }
  devices.push(await pair(studios[0].screens[0]), await pair(studios[1].screens[0]))
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function newPage(width = 1366, language = 'en-us'): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await page.addInitScript(
    ([token, lang]) => {
      localStorage.setItem('token', token)
      localStorage.setItem('language', lang)
    },
    [adminToken, language],
  )
  return page
}

async function tick(page: Page, names: string[]) {
  for (const name of names) await page.getByRole('checkbox', { name: `Tick ${name}` }).check({ force: true })
}

describe('regions and actions across many studios', () => {
  it('the super-admin makes a region of the three studios on the regions page', async () => {
    const page = await newPage()
    await page.goto('/admin/regions')
    await page.getByText('No region yet.').waitFor()
    await page.getByRole('button', { name: 'Add' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name').fill('North')
    for (const studio of studios) await dialog.getByRole('checkbox', { name: new RegExp(studio.name) }).check({ force: true })
    await saveScreenshot(page, 'regions-form-1366-en-us')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('rowheader', { name: 'North' }).waitFor()
    await page.getByText('Alpha Studio, Bravo Studio, Charlie Studio').waitFor()
    const regions = await api<{ data: { name: string; locations: { id: string }[] }[] }>('GET', '/api/v1/regions')
    expect(regions.data.map((region) => [region.name, region.locations.length])).toEqual([['North', 3]])
    for (const [width, language] of [
      [1366, 'en-us'],
      [768, 'en-us'],
      [1366, 'ar-sa'],
      [768, 'ar-sa'],
    ] as const) {
      const view = await newPage(width, language)
      await view.goto('/admin/regions')
      await view.getByRole('rowheader', { name: 'North' }).waitFor()
      await expectNoSidewaysScroll(view, `regions ${width} ${language}`)
      await saveScreenshot(view, `regions-page-${width}-${language}`)
      await view.context().close()
    }
    await page.context().close()
  })

  it('starts a class at three studios after a confirm naming the count, with a result and an audit line per studio', async () => {
    const page = await newPage()
    await page.goto('/admin/locations')
    await tick(
      page,
      studios.map((studio) => studio.name),
    )
    const panel = page.getByTestId('location-actions')
    await panel.getByRole('button', { name: /Action/ }).click()
    await page.getByRole('option', { name: 'Start a class' }).click()
    await panel.getByRole('button', { name: 'Apply to 3 studios' }).click()
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
    await confirm.getByText('Start a class at 3 studios?').waitFor()
    await saveScreenshot(page, 'bulk-confirm-1366-en-us')
    await confirm.getByRole('button', { name: 'Start a class' }).click()
    const results = page.getByTestId('action-result')
    await expect.poll(() => results.count()).toBe(3)
    for (const studio of studios) await results.filter({ hasText: `${studio.name}: class started.` }).waitFor()
    const located = await api<{ data: { id: string; classStart: boolean }[] }>('GET', '/api/v1/locations?pageSize=100')
    expect(located.data.filter((row) => studios.some((studio) => studio.id === row.id)).every((row) => row.classStart)).toBe(true)
    const logs = await api<{ data: { data: { id: string; action: string } }[] }>('GET', '/api/v2/logs?model=Location&pageSize=100')
    const lines = logs.data.filter((row) => row.data.action === 'bulk start')
    expect(lines.map((row) => row.data.id).sort()).toEqual(studios.map((studio) => studio.id).sort())
    // Stop again, for the refresh below to find the studios idle.
    await api('POST', '/api/v1/locations/actions', { action: 'stop', locations: studios.map((studio) => studio.id) })
    await page.context().close()
  })

  it('hard-refreshes a whole region: progress counts only connected screens and ends with a result per studio', async () => {
    const page = await newPage()
    await page.goto('/admin/locations')
    const panel = page.getByTestId('location-actions')
    await panel.getByRole('button', { name: /Studios/ }).click()
    await page.getByRole('option', { name: 'Whole region: North (3)' }).click()
    await panel.getByRole('button', { name: 'Apply to 3 studios' }).click()
    // Hard refresh does not ask: nothing plays in these studios.
    await page.getByRole('progressbar', { name: 'Connected screens reloaded: 0 of 2' }).waitFor()
    await page
      .getByTestId('action-result')
      .filter({ hasText: 'Charlie Studio: no screen connected now. 2 disconnected screens reload when they reconnect.' })
      .waitFor()
    await page.getByTestId('action-result').filter({ hasText: 'Alpha Studio: 0 of 1 connected screens reloaded…' }).waitFor()
    await saveScreenshot(page, 'bulk-progress-1366-en-us')
    // Each connected screen reloads and clears its flag, as the class screen does on load.
    for (const device of devices) expect((await report(device, { hardRefreshFlag: false, refreshFlag: false })).status).toBe(200)
    await page
      .getByTestId('action-result')
      .filter({ hasText: 'Alpha Studio: all 1 connected screens reloaded. 1 disconnected screens reload when they reconnect.' })
      .waitFor({ timeout: 30_000 })
    await page.getByTestId('action-result').filter({ hasText: 'Bravo Studio: all 1 connected screens reloaded.' }).waitFor({ timeout: 30_000 })
    await page.getByRole('progressbar', { name: 'Connected screens reloaded: 2 of 2' }).waitFor()
    await saveScreenshot(page, 'bulk-done-1366-en-us')
    const logs = await api<{ data: { data: { action: string; connected: number } }[] }>('GET', '/api/v2/logs?model=Location&pageSize=100')
    expect(
      logs.data
        .filter((row) => row.data.action === 'bulk hardRefresh')
        .map((row) => row.data.connected)
        .sort(),
    ).toEqual([0, 1, 1])
    await page.context().close()
  })

  it('reads right to left in Arabic and fits 768 px', async () => {
    for (const [width, language] of [
      [768, 'en-us'],
      [1366, 'ar-sa'],
      [768, 'ar-sa'],
    ] as const) {
      const page = await newPage(width, language)
      await page.goto('/admin/locations')
      await page.getByTestId('location-actions').waitFor()
      if (language === 'ar-sa') await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
      // Not 'networkidle': the console's live push stream keeps a request open for as long as the page is.
      await page.getByRole('checkbox', { name: new RegExp(studios[studios.length - 1].name) }).waitFor()
      for (const studio of studios) {
        const box = page.getByRole('checkbox', { name: new RegExp(studio.name) })
        // The page may still be settling (the language's texts arriving): tick again until it holds.
        await expect
          .poll(async () => {
            // By keyboard, as in right to left the hidden input's box is not where the label is drawn.
            if (!(await box.isChecked())) await box.press('Space').catch(() => undefined)
            return box.isChecked()
          })
          .toBe(true)
      }
      // The controls: the studios, the action (hard refresh by default), then Apply.
      await page.getByTestId('location-actions').getByRole('button').nth(2).click()
      await page.getByTestId('action-result').first().waitFor()
      if (language === 'ar-sa') await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl')
      await expectNoSidewaysScroll(page, `bulk ${width} ${language}`)
      await saveScreenshot(page, `bulk-result-${width}-${language}`)
      await page.context().close()
    }
  })
  it('an admin edits a studio and picks its region: the regions page shows it there', async () => {
    await api('POST', '/api/v1/regions', { name: 'South' })
    const page = await newPage()
    await page.goto('/admin/locations')
    await page.getByRole('row').filter({ hasText: 'Charlie Studio' }).getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog')
    const region = dialog.getByRole('button', { name: /Region/ })
    await expect.poll(() => region.textContent()).toContain('North')
    await region.click()
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['No region', 'North', 'South'])
    await page.getByRole('option', { name: 'South' }).click()
    await expect.poll(() => region.textContent()).toContain('South')
    await saveScreenshot(page, 'location-region-form-1366-en-us')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const charlie = await api<{ data: { regionId: string | null } }>('GET', `/api/v1/locations/${studios[2].id}`)
    const regions = await api<{ data: { id: string; name: string; locations: { name: string }[] }[] }>('GET', '/api/v1/regions')
    expect(regions.data.map((row) => [row.name, row.locations.map((location) => location.name)])).toEqual([
      ['North', ['Alpha Studio', 'Bravo Studio']],
      ['South', ['Charlie Studio']],
    ])
    expect(charlie.data.regionId).toBe(regions.data[1].id)
    await page.goto('/admin/regions')
    await page.getByRole('row').filter({ hasText: 'South' }).filter({ hasText: 'Charlie Studio' }).waitFor()
    await page.getByRole('row').filter({ hasText: 'North' }).filter({ hasText: 'Alpha Studio, Bravo Studio' }).waitFor()
    await page.context().close()
  })

  it('deleting a region an admin is scoped to is refused with their name, as the confirm says; the admin keeps their one region', async () => {
    const regions = await api<{ data: { id: string; name: string }[] }>('GET', '/api/v1/regions')
    const south = regions.data.find((row) => row.name === 'South')!
    const user = await api<{ data: { id: string } }>('POST', '/api/v1/users', {
      firstName: 'Rhea',
      lastName: 'Regional',
      email: 'rhea.regional@studio.test',
      password: 'Region-Pass1!',
      role: 'admin',
    })
    await api('PUT', `/api/v1/users/${user.data.id}/regions`, { regions: [south.id] })
    const page = await newPage()
    await page.goto('/admin/regions')
    await page.getByRole('row').filter({ hasText: 'South' }).getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText('A region that admins are still scoped to is not deleted: give them other regions on their user pages first.').waitFor()
    await saveScreenshot(page, 'regions-delete-confirm-1366-en-us')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page
      .getByText('Region “South” cannot be deleted while admins are scoped to it: Rhea Regional (rhea.regional@studio.test).', { exact: false })
      .waitFor()
    await saveScreenshot(page, 'regions-delete-refused-1366-en-us')
    await page.getByRole('rowheader', { name: 'South' }).waitFor()
    const after = await api<{ data: { regions: string[] } }>('GET', `/api/v1/users/${user.data.id}`)
    expect(after.data.regions).toEqual([south.id])

    // On her page the super-admin unticks South: the card says it gives the whole chain, and saving says so to the server.
    await page.goto(`/admin/users/${user.data.id}`)
    const card = page.getByRole('region', { name: 'Regions this admin manages' }).or(page.locator('[aria-labelledby="user-regions-heading"]'))
    const southBox = card.getByRole('checkbox', { name: 'South' })
    await expect.poll(() => southBox.isChecked()).toBe(true)
    await southBox.uncheck({ force: true })
    await card.getByText('No region ticked: saving gives this admin every studio of the chain.').waitFor()
    await saveScreenshot(page, 'user-regions-whole-chain-1366-en-us')
    await card.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Regions saved.').waitFor()
    const wide = await api<{ data: { regions: string[] } }>('GET', `/api/v1/users/${user.data.id}`)
    expect(wide.data.regions).toEqual([])
    // No one is scoped to South now: it is deleted.
    await api('DELETE', `/api/v1/regions/${south.id}`)
    await page.context().close()
  })
})
