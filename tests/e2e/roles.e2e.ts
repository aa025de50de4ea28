// The console's pages follow the roles: a page a role may not use shows "not available for your
// role" with a way back, never the page's actions, whichever way it is reached (docs/SECURITY.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { call, demoOf } from './screenSupport'
import { apiLogin, expectNoSidewaysScroll, saveScreenshot } from './support'

let server: RunningServer
let browser: Browser
const tokens: Record<'superAdmin' | 'admin' | 'staff', string> = { superAdmin: '', admin: '', staff: '' }

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
  const demo = await demoOf(server)
  tokens.superAdmin = demo.api.token
  const people = {
    staff: { email: 'roles-staff@studio.test', password: 'Staff-Pass1!', firstName: 'Sam', lastName: 'Staff', role: 'location' },
    admin: { email: 'roles-admin@studio.test', password: 'Admin-Pass1!', firstName: 'Ada', lastName: 'Admin', role: 'admin' },
  }
  for (const [key, person] of Object.entries(people) as [keyof typeof people, (typeof people)['staff']][]) {
    const created = await call<{ id: string }>(demo.api, 'POST', '/api/v1/users', person)
    if (key === 'staff') await call(demo.api, 'PATCH', `/api/v1/users/${created.id}/locations`, { locationId: demo.locationId })
    tokens[key] = await apiLogin(server.baseURL, person.email, person.password)
  }
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A page signed in with `token` (the sign-in form itself is covered in console.e2e.ts). */
async function pageAs(token: string, width = 1366, language?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } })
  await context.addInitScript(
    ([value, lang]) => {
      localStorage.setItem('token', value)
      if (lang) localStorage.setItem('language', lang)
    },
    [token, language ?? ''] as const,
  )
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return page
}

const SUPER_ADMIN_PAGES = ['/admin/users', '/admin/logs', '/admin/releases']
const ADMIN_PAGES = ['/admin/locations', '/admin/rounds', '/admin/rounds/1']

describe('pages follow the roles', () => {
  it('shows location staff "not available for your role" on admin pages typed in, with no actions and a way back', async () => {
    const page = await pageAs(tokens.staff)
    for (const path of [...SUPER_ADMIN_PAGES, ...ADMIN_PAGES]) {
      await page.goto(path)
      const box = page.getByTestId('not-available')
      await box.waitFor()
      await expect(box.getByRole('heading', { name: 'Not available for your role' }).count()).resolves.toBe(1)
      await expect(box.textContent()).resolves.toContain('Location staff')
      // None of the page's own actions, and none of its data.
      await expect(page.getByRole('button', { name: 'Add' }).count()).resolves.toBe(0)
      await expect(page.getByRole('table').count()).resolves.toBe(0)
    }
    await saveScreenshot(page, 'roles-not-available')
    await page.getByRole('link', { name: 'Back to the dashboard' }).click()
    await page.waitForURL('**/admin/dashboard')
    await page.context().close()
  })

  it('lets an admin use the admin pages but not the super-admin ones, and a super-admin use all', async () => {
    const admin = await pageAs(tokens.admin)
    await admin.goto('/admin/locations')
    await admin.getByRole('heading', { name: 'Locations' }).waitFor()
    await expect(admin.getByTestId('not-available').count()).resolves.toBe(0)
    await admin.goto('/admin/users')
    await admin.getByTestId('not-available').waitFor()
    await expect(admin.getByTestId('not-available').textContent()).resolves.toContain('Admin')
    await admin.context().close()

    const owner = await pageAs(tokens.superAdmin)
    await owner.goto('/admin/users')
    await owner.getByRole('button', { name: 'Add' }).first().waitFor()
    await expect(owner.getByTestId('not-available').count()).resolves.toBe(0)
    // The server refuses to delete one's own account (403): the super-admin's own row offers no Delete, another's does.
    const me = await call<{ id: string }>({ baseURL: server.baseURL, token: tokens.superAdmin }, 'GET', '/api/v1/auth/me')
    const rows = owner.locator('tbody tr')
    await rows.filter({ hasText: 'roles-admin@studio.test' }).getByRole('button', { name: 'Delete', exact: true }).waitFor()
    await expect(
      rows
        .filter({ has: owner.locator(`#user-name-${me.id}`) })
        .getByRole('button', { name: 'Delete', exact: true })
        .count(),
    ).resolves.toBe(0)
    await expect(rows.filter({ has: owner.locator(`#user-name-${me.id}`) }).count()).resolves.toBe(1)
    await expect(call({ baseURL: server.baseURL, token: tokens.superAdmin }, 'DELETE', `/api/v1/users/${me.id}`)).rejects.toThrow(/403.*own account/)
    await owner.context().close()
  })

  it('shows Delete on a workout only to the roles the server lets delete it, and the rest of the page to both', async () => {
    const demo = await demoOf(server)
    const [workout] = await call<{ id: string; roundNumber?: number }[]>(demo.api, 'GET', '/api/v1/workouts?pageSize=1')
    const path = `/admin/rounds/1/workout/${workout.id}`
    const admin = await pageAs(tokens.admin)
    await admin.goto(path)
    // The page has loaded its workout when its preview actions show; the admin's may not include Delete (403).
    await admin.getByRole('link', { name: /^Preview/ }).waitFor()
    await expect(admin.getByRole('button', { name: 'Delete', exact: true }).count()).resolves.toBe(0)
    await saveScreenshot(admin, 'roles-workout-admin')
    await admin.context().close()

    const owner = await pageAs(tokens.superAdmin)
    await owner.goto(path)
    await owner.getByRole('button', { name: 'Delete', exact: true }).waitFor()
    await owner.context().close()
  })

  it('reads right to left in Arabic and fits a phone', async () => {
    const page = await pageAs(tokens.staff, 375, 'ar-qa')
    await page.goto('/admin/users')
    await page.getByTestId('not-available').waitFor()
    await expect(page.getByRole('heading', { name: 'غير متاحة لدورك' }).count()).resolves.toBe(1)
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl')
    await expectNoSidewaysScroll(page, 'the not-available page at 375 px in Arabic')
    await saveScreenshot(page, 'roles-not-available-ar-375')
    await page.context().close()
  })
})

describe('navigation at every width', () => {
  it('shows the whole top menu on a laptop, and a Menu button with the same items on tablets and phones', async () => {
    for (const width of [1366, 1280]) {
      const page = await pageAs(tokens.superAdmin, width)
      await page.goto('/admin/dashboard')
      const nav = page.getByRole('navigation', { name: 'Main menu' }).first()
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor()
      // Every top-level entry is whole on screen and clear of the bar's end (bell, language, sign out).
      const end = await page.locator('header .end').boundingBox()
      for (const name of ['Dashboard', 'My Profile', 'My Locations', 'Support', 'Admin Controls', 'Super Admin']) {
        const box = await nav.getByText(name, { exact: true }).first().boundingBox()
        expect(box, `${name} at ${width} px`).not.toBeNull()
        expect(box!.x + box!.width, `${name} ends before the bar's end at ${width} px`).toBeLessThanOrEqual(end!.x)
      }
      expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false)
      await page.context().close()
    }
    for (const width of [1024, 768, 375]) {
      const page = await pageAs(tokens.superAdmin, width)
      await page.goto('/admin/dashboard')
      const menu = page.getByRole('button', { name: 'Menu' })
      await menu.waitFor()
      await expectNoSidewaysScroll(page, `the dashboard at ${width} px`)
      await menu.click()
      const drawer = page.getByRole('dialog', { name: 'Main menu' })
      await drawer.waitFor()
      for (const name of ['Dashboard', 'My Profile', 'My Locations', 'Support', 'Locations', 'Classes', 'Class reliability', 'Users', 'Logs', 'Releases']) {
        expect(await drawer.getByRole('link', { name, exact: true }).count(), `${name} in the drawer at ${width} px`).toBe(1)
      }
      if (width === 768) await saveScreenshot(page, 'console-menu-768')
      await drawer.getByRole('link', { name: 'Class reliability', exact: true }).click()
      await page.waitForURL('**/admin/reliability')
      await page.context().close()
    }
  })
})

describe('api-access', () => {
  it('opens on a page of its own: how to get a token, the API reference and the GraphQL endpoint', async () => {
    const demo = await demoOf(server)
    const person = { email: 'roles-api@studio.test', password: 'Api-Pass1!', firstName: 'Ari', lastName: 'Api', role: 'api-access' }
    await call(demo.api, 'POST', '/api/v1/users', person)
    const page = await pageAs(await apiLogin(server.baseURL, person.email, person.password), 1366)
    await page.goto('/admin/dashboard')
    const panel = page.getByTestId('api-access')
    await panel.waitFor()
    await page.getByRole('heading', { name: 'API access', level: 1 }).waitFor()
    expect(await page.getByText('User does not have any locations assigned to them.').count()).toBe(0)
    expect(await panel.textContent()).toContain(`${server.baseURL}/graphql`)
    expect(await panel.textContent()).toContain('"email":"roles-api@studio.test"')
    const reference = await panel.getByRole('link', { name: 'Open the API reference' }).getAttribute('href')
    expect(reference).toBe('/api/docs')
    expect((await fetch(`${server.baseURL}/api/docs/json`)).status).toBe(200)
    await saveScreenshot(page, 'console-api-access')

    // The reference itself: our name, our groups (no 'default' holding web pages), no console errors.
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/api/docs')
    await page.getByRole('heading', { name: /KB Studio Screens API/ }).waitFor()
    await page.locator('.opblock-tag').first().waitFor()
    const groups = await page.locator('.opblock-tag').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tag')))
    expect(groups).toContain('class runs')
    expect(groups).not.toContain('default')
    expect(errors).toEqual([])
    await saveScreenshot(page, 'api-docs')
    await page.context().close()
  })
})
