import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { apiLogin } from './support'

// axe on every console page (and the sign-in page and the API reference) at a phone's and a laptop's
// width, as a super-admin, who may open every page: no serious or critical finding anywhere.
const WIDTHS = [375, 1366] as const

let server: RunningServer
let browser: Browser
let token: string
const pages: string[] = []

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status, path).toBe(200)
  return ((await response.json()) as { data: T }).data
}

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
  token = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
  // The seeded demo studio, its first workout and the signed-in user give every page with an id a real one.
  const [location] = await api<{ id: string }[]>('/api/v1/locations')
  const [workout] = await api<{ id: string }[]>(`/api/v1/workouts?q=${encodeURIComponent(JSON.stringify({ round: 1 }))}`)
  const me = await api<{ id: string }>('/api/v1/auth/me')
  pages.push(
    '/admin/dashboard',
    '/admin/profile',
    '/admin/my-locations',
    `/admin/my-locations/${location.id}`,
    '/admin/help',
    '/admin/locations',
    `/admin/locations/${location.id}`,
    `/admin/locations/${location.id}/schedule`,
    '/admin/rounds',
    '/admin/rounds/1',
    '/admin/rounds/1/workout',
    `/admin/rounds/1/workout/${workout.id}`,
    '/admin/users',
    `/admin/users/${me.id}`,
    '/admin/logs',
    '/admin/releases',
    '/admin/alerts',
    '/admin/reliability',
    '/admin/regions',
    '/admin/holidays',
    `/admin/locations/${location.id}/calendar`,
    '/admin/webhooks',
    '/admin/api-keys',
  )
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A page is ready for axe once its heading shows and nothing says it is still loading. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor()
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], img[alt="Loading..."], [role="progressbar"][data-loading]'), undefined, {
    timeout: 15_000,
  })
}

/** Serious and critical findings, each with where it is (empty when clean). */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}

async function signedInContext(width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } })
  await context.addInitScript((stored) => localStorage.setItem('token', stored), token)
  return context
}

describe.each(WIDTHS)('axe at %i px', (width) => {
  it('finds nothing serious on any console page', async () => {
    const context = await signedInContext(width)
    const page = await context.newPage()
    const found: string[] = []
    for (const path of pages) {
      await page.goto(path)
      await settle(page)
      found.push(...(await seriousViolations(page)).map((finding) => `${path} ${finding}`))
    }
    await context.close()
    expect(found).toEqual([])
  }, 240_000)

  it('finds nothing serious on the sign-in page and the API reference', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } })
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    const found = (await seriousViolations(page)).map((finding) => `/login ${finding}`)
    await page.goto('/api/docs')
    await page.locator('.opblock').first().waitFor()
    found.push(...(await seriousViolations(page)).map((finding) => `/api/docs ${finding}`))
    await context.close()
    expect(found).toEqual([])
  }, 120_000)
})
