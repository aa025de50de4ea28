// No lost work: a form with unsaved edits asks before the console leaves it for another page, and
// asks nothing once the edits are saved or dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { apiLogin, saveScreenshot } from './support'

let server: RunningServer
let browser: Browser
let token: string
let demoLocationId: string

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
  token = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
  const response = await fetch(`${server.baseURL}/api/v1/locations?pageSize=100`, { headers: { authorization: `Bearer ${token}` } })
  const locations = ((await response.json()) as { data: { id: string; name: string }[] }).data
  demoLocationId = locations.find((location) => location.name === 'Demo Studio')!.id
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function signedInPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 900 } })
  await context.addInitScript((value) => localStorage.setItem('token', value), token)
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return page
}

describe('leaving a form with unsaved edits', () => {
  it('asks on a location: Stay keeps the edit, Leave goes; a saved form asks nothing', async () => {
    const page = await signedInPage()
    // Reached from the list, so the browser's back button stays inside the console.
    await page.goto('/admin/locations')
    await page.getByRole('link', { name: 'Demo Studio', exact: true }).click()
    await page.waitForURL(`**/admin/locations/${demoLocationId}`)
    const name = page.getByRole('textbox', { name: 'Name', exact: true })
    await name.waitFor()
    await page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).click()
    await name.fill('Demo Studio North')
    await page.getByText('You have unsaved changes!').waitFor()

    const sidebar = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'Logs' }) })
      .last()
    await sidebar.getByRole('link', { name: 'Logs' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    await ask.waitFor()
    await saveScreenshot(page, 'unsaved-leave-dialog')
    await ask.getByRole('button', { name: 'Stay on this page' }).click()
    await ask.waitFor({ state: 'detached' })
    expect(page.url()).toContain(`/admin/locations/${demoLocationId}`)
    await expect(name.inputValue()).resolves.toBe('Demo Studio North')

    // The browser's back button is asked about too.
    await page.goBack()
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).waitFor()
    await page.getByRole('button', { name: 'Stay on this page' }).click()
    expect(page.url()).toContain(`/admin/locations/${demoLocationId}`)

    await sidebar.getByRole('link', { name: 'Logs' }).click()
    await page.getByRole('button', { name: 'Leave without saving' }).click()
    await page.waitForURL('**/admin/logs')
    const response = await fetch(`${server.baseURL}/api/v1/locations/${demoLocationId}`, { headers: { authorization: `Bearer ${token}` } })
    expect(((await response.json()) as { data: { name: string } }).data.name).toBe('Demo Studio')

    // Saved edits leave freely.
    await page.goto(`/admin/locations/${demoLocationId}`)
    await name.waitFor()
    await page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).click()
    await name.fill('Demo Studio')
    await page.getByRole('textbox', { name: 'URL Slug' }).fill('demo-studio-saved')
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByText('Updated Location: Demo Studio').waitFor()
    await sidebar.getByRole('link', { name: 'Logs' }).click()
    await page.waitForURL('**/admin/logs')
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0)
    await page.context().close()
  })

  it('asks on the profile and on a workout too', async () => {
    const page = await signedInPage()
    await page.goto('/admin/profile')
    await page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).click()
    await page.getByRole('textbox', { name: 'First Name' }).fill('Changed')
    await page.getByRole('link', { name: 'Dashboard' }).first().click()
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).waitFor()
    await page.getByRole('button', { name: 'Leave without saving' }).click()
    await page.waitForURL('**/admin/dashboard')

    await page.goto('/admin/rounds/1/workout')
    const workoutName = page.getByRole('textbox', { name: /^Name/ }).first()
    await workoutName.waitFor()
    if (await page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ }).count()) {
      const toggle = page.getByRole('button', { name: /^(Unlock to edit|Lock)$/ })
      if ((await workoutName.getAttribute('readonly')) !== null) await toggle.click()
    }
    await workoutName.fill('Unsaved workout')
    await page.getByRole('link', { name: 'Dashboard' }).first().click()
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).waitFor()
    await page.getByRole('button', { name: 'Stay on this page' }).click()
    await expect(workoutName.inputValue()).resolves.toBe('Unsaved workout')
    await page.context().close()
  })
})
