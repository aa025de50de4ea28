import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { apiLogin, expectNoSidewaysScroll, saveScreenshot } from './support'

// API keys as head office hands one to a BI tool (docs/SECURITY.md#api-keys): the super-admin makes
// a key in the console and copies it (shown once), the tool calls the API with it, the page shows
// when and from where it was last used, and once revoked the key is refused.
let server: RunningServer
let browser: Browser
let adminToken: string

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
  adminToken = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL })
  const page = await context.newPage()
  await page.addInitScript((token) => localStorage.setItem('token', token), adminToken)
  return page
}

const withKey = (key: string) => fetch(`${server.baseURL}/api/v1/locations`, { headers: { 'x-api-key': key } })

describe('API keys', () => {
  it('a super-admin makes a key, sees it once, sees its last use, and revokes it', async () => {
    const page = await newPage(1366)
    await page.goto('/admin/api-keys')
    await page.getByText('No API key yet.').waitFor()
    await page.getByRole('button', { name: 'Add' }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel('Name').fill('BI dashboard')
    await form.getByRole('checkbox', { name: /Read locations and regions/ }).check({ force: true })
    await saveScreenshot(page, 'console-api-key-form')
    await form.getByRole('button', { name: 'Make the key' }).click()

    // The key, once, with a warning and a copy button.
    const keyBox = page.getByTestId('api-key-secret')
    await keyBox.waitFor()
    const key = (await keyBox.textContent())!.trim()
    expect(key).toMatch(/^kbs_[a-z0-9]{10}_/)
    await page.getByText(/it is shown this once/).waitFor()
    await page.getByRole('button', { name: 'Copy' }).click()
    await page.getByText('The key was copied.').waitFor()
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(key)
    await saveScreenshot(page, 'console-api-key-shown')
    await page.getByRole('button', { name: 'I have copied it' }).click()
    const row = page.getByRole('row', { name: /BI dashboard/ })
    await row.getByText('Not used yet').waitFor()
    expect(await page.getByText(key).count()).toBe(0)

    // The BI tool uses it.
    expect((await withKey(key)).status).toBe(200)
    await page.reload()
    await row.getByTestId('api-key-last-used').getByText('127.0.0.1').waitFor()
    await saveScreenshot(page, 'console-api-keys-used')

    // Revoked: refused at once.
    await row.getByRole('button', { name: 'Revoke' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click()
    await row.getByText('Revoked').waitFor()
    const refused = await withKey(key)
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { code: string }).code).toBe('API_KEY_REVOKED')
    await page.context().close()
  }, 180_000)

  it('the page works at 375 px in Arabic', async () => {
    const page = await newPage(375)
    await page.addInitScript(() => localStorage.setItem('language', 'ar-sa'))
    await page.goto('/admin/api-keys')
    await page.getByRole('heading', { name: 'مفاتيح API' }).waitFor()
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl')
    await expectNoSidewaysScroll(page, 'the API keys page at 375 px in Arabic')
    await saveScreenshot(page, 'console-api-keys-ar-375')
    await page.context().close()
  }, 120_000)
})
