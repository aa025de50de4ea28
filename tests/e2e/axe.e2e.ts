import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { apiLogin } from './support'

// axe on every console page (and the sign-in page and the API reference) at a phone's and a laptop's
// width, as a super-admin, who may open every page: no serious or critical finding anywhere.
const WIDTHS = [375, 1366] as const

/**
 * Every console page, each its own test (a slow machine gives each its own time, and a finding names its page);
 * `:location`, `:workout` and `:me` become the seeded demo studio, its first workout and the signed-in user.
 */
const PAGES = [
  '/admin/dashboard',
  '/admin/profile',
  '/admin/my-locations',
  '/admin/my-locations/:location',
  '/admin/help',
  '/admin/locations',
  '/admin/locations/:location',
  '/admin/locations/:location/schedule',
  '/admin/rounds',
  '/admin/rounds/1',
  '/admin/rounds/1/workout',
  '/admin/rounds/1/workout/:workout',
  '/admin/users',
  '/admin/users/:me',
  '/admin/logs',
  '/admin/releases',
  '/admin/alerts',
  '/admin/reliability',
  '/admin/regions',
  '/admin/holidays',
  '/admin/locations/:location/calendar',
  '/admin/webhooks',
  '/admin/api-keys',
]

let server: RunningServer
let browser: Browser
let token: string
const ids: Record<'location' | 'workout' | 'me', string> = { location: '', workout: '', me: '' }

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status, path).toBe(200)
  return ((await response.json()) as { data: T }).data
}

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
  token = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
  const [location] = await api<{ id: string }[]>('/api/v1/locations')
  const [workout] = await api<{ id: string }[]>(`/api/v1/workouts?q=${encodeURIComponent(JSON.stringify({ round: 1 }))}`)
  const me = await api<{ id: string }>('/api/v1/auth/me')
  Object.assign(ids, { location: location.id, workout: workout.id, me: me.id })
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
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    context = await signedInContext(width)
    page = await context.newPage()
  })
  afterAll(async () => {
    await context?.close()
  })

  it.each(PAGES)('finds nothing serious on %s', async (template) => {
    const path = template.replace(/:(location|workout|me)\b/g, (_, name: keyof typeof ids) => ids[name])
    await page.goto(path)
    await settle(page)
    expect(await seriousViolations(page)).toEqual([])
  })

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
