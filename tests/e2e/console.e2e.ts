import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Frame, Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { apiLogin, firstPaintAndScripts, saveScreenshot, scrollToPanels } from './support'
import { issueSsoToken } from '../../src/server/lib/sso'
import { BOOT_PARTS } from '../../src/server/plugins/web'
import { filesOfEntry, type ViteManifestChunk } from '../../src/shared/viteManifest'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function newPage(width = 1366, height = 900): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height } })
  return context.newPage()
}

async function signIn(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(server.adminEmail)
  await page.getByLabel('Password').fill(server.adminPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/admin/dashboard')
}

describe('sign-in', () => {
  it('sends visitors without a token to /login, from / and from unknown paths', async () => {
    const page = await newPage()
    await page.goto('/')
    await page.waitForURL('**/login')
    await page.goto('/no/such/page')
    await page.waitForURL('**/login')
    await page.goto('/admin/locations')
    await page.waitForURL('**/login')
    // The sign-in page fetches its scripts only after its first paint (src/server/plugins/web.ts): wait for its logo to be drawn, not just for the address.
    await page.getByRole('img', { name: /logo/i }).first().waitFor({ state: 'visible' })
    await saveScreenshot(page, 'login')
    await page.context().close()
  })

  it('paints the sign-in card before it fetches a script, then loads the console with nothing refused by the page’s policy', async () => {
    const page = await newPage()
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    await page.goto('/login')
    await page.getByLabel('Email').waitFor()
    const timing = await firstPaintAndScripts(page)
    expect(timing.firstPaint).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(0)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint)
    expect(refused).toEqual([])
    await page.context().close()
  })

  it('lists in every console page each script the console’s boot loads in turn, so none waits on the network', async () => {
    const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<string, ViteManifestChunk>
    for (const part of BOOT_PARTS) expect(manifest[part], `${part} is a part of its own in the build`).toBeDefined()
    const wanted = [...filesOfEntry(manifest, BOOT_PARTS, { dynamic: false })].filter((file) => file.endsWith('.js'))
    for (const url of ['/login', '/login/oidc', '/stage', '/admin/dashboard', '/admin/locations']) {
      const html = await (await fetch(`${server.baseURL}${url}`)).text()
      for (const file of wanted) expect(html, `${url} names ${file}`).toContain(`/${file}"`)
    }
  })

  it('paints a signed-in page’s loading picture from the page itself, before any script and without a request for it', async () => {
    const page = await newPage(412, 823)
    await signIn(page)
    const fetched: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/loading.svg')) fetched.push(request.url())
    })
    // No script at all: what shows is the HTML's own first paint.
    await page.route('**/assets/**', (route) => route.abort())
    await page.goto('/admin/dashboard')
    const boot = page.locator('#root .boot-loading')
    await boot.waitFor()
    expect(await boot.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml/)
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    // Then with its scripts: React's own loading picture, then the page, and still no request for the picture.
    await page.unroute('**/assets/**')
    await page.reload()
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
    await page.locator('#content-status').waitFor()
    expect(fetched).toEqual([])
    await page.context().close()
  })

  it('on a phone, asks for the panels below the fold only as they near the screen, or once Tab is pressed', async () => {
    const page = await newPage(412, 823)
    const asked: string[] = []
    page.on('request', (request) => {
      const operation = request.url().endsWith('/graphql') ? (request.postDataJSON() as { operationName?: string } | null)?.operationName : undefined
      if (operation) asked.push(operation)
    })
    await signIn(page)
    // What is on screen loads: the class controls and, just below them, the next class.
    await page.getByTestId('class-controls').waitFor()
    await page.getByTestId('readiness').waitFor()
    const below = ['ClassRuns', 'RollingWorkouts', 'LocationCalendar', 'Workouts']
    expect(asked.filter((operation) => below.includes(operation))).toEqual([])
    // Each heading is there all the same, for a screen reader's list and for find-in-page.
    for (const name of ['Class history', 'Rolling Schedule Status', 'Content Status']) await page.getByRole('heading', { name, level: 2 }).waitFor()
    await scrollToPanels(page, 'class-runs')
    await page.getByTestId('class-runs').waitFor()
    expect(asked).toContain('ClassRuns')
    // The keyboard gets the whole page at once: a panel loaded behind its focus would fall out of the Tab order.
    // From the top again: a reload puts the window back where it was, and down there the panels below are near.
    await page.evaluate(() => window.scrollTo(0, 0))
    // Counted from the reloaded page on: the page before it may still be asking for a panel that came near while it
    // was scrolled to the class history.
    const countFromReload = (frame: Frame) => {
      if (frame !== page.mainFrame()) return
      asked.length = 0
      page.off('framenavigated', countFromReload)
    }
    page.on('framenavigated', countFromReload)
    await page.reload()
    await page.getByTestId('readiness').waitFor()
    expect(asked.filter((operation) => below.includes(operation))).toEqual([])
    await page.keyboard.press('Tab')
    await page.locator('[data-loads-when-near]').first().waitFor({ state: 'detached' })
    await expect.poll(() => below.filter((operation) => !asked.includes(operation))).toEqual([])
    await page.context().close()
  })

  it('shows the server error above the form when the password is wrong', async () => {
    const page = await newPage()
    await page.goto('/login')
    await page.getByLabel('Email').fill(server.adminEmail)
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const error = page.getByRole('alert').filter({ hasText: 'Invalid email or password' })
    await error.waitFor()
    const errorBox = await error.boundingBox()
    const formBox = await page.getByLabel('Email').boundingBox()
    expect(errorBox!.y).toBeLessThan(formBox!.y)
    expect(page.url()).toContain('/login')
    await page.context().close()
  })

  it('signs in, keeps the session over a reload, shows the footer, and signs out', async () => {
    const page = await newPage()
    await signIn(page)
    await page.reload()
    await page.waitForURL('**/admin/dashboard')
    const footer = page.locator('footer')
    await expect(footer.textContent()).resolves.toContain(String(new Date().getFullYear()))
    await expect(footer.textContent()).resolves.toContain('21.12.22')
    // The picture shows the dashboard read, not its loading picture.
    await page.getByTestId('class-controls').waitFor()
    // Its panels below the fold load as the user scrolls to them, and read too: each shows a spinner until then.
    await scrollToPanels(page, 'readiness', 'class-runs', 'rolling-schedule', 'content-status')
    await page.getByTestId('class-runs').waitFor()
    await page.locator('#content-status section').first().waitFor()
    await expect.poll(() => page.getByRole('progressbar', { name: 'Loading...' }).count(), { timeout: 30_000, interval: 250 }).toBe(0)
    // From the top, as the page opens (scrolled down, the picture would draw the sticky bar halfway).
    await page.evaluate(() => window.scrollTo(0, 0))
    await saveScreenshot(page, 'dashboard')
    await page
      .getByRole('link', { name: 'Sign out' })
      .or(page.getByRole('button', { name: 'Sign out' }))
      .first()
      .click()
    await page.waitForURL('**/login')
    await page.goto('/admin/dashboard')
    await page.waitForURL('**/login')
    await page.context().close()
  })

  it('words a slowed-down account in the reader’s language, with the time to try again', async () => {
    const page = await newPage()
    await page.addInitScript(() => localStorage.setItem('language', 'fr'))
    await page.goto('/login')
    const email = 'guessed-account@studio.test'
    // The fifth failure starts a delay that doubles with each further one: a slow machine only needs more tries.
    for (let attempt = 0; attempt < 12; attempt++) {
      await page.getByLabel('Courriel').fill(email)
      await page.getByLabel('Mot de passe').fill(`Wrong-Pass${attempt}!`)
      await page.getByRole('button', { name: 'Se connecter' }).click()
      await page.getByRole('alert').waitFor()
      if ((await page.getByRole('alert').textContent())?.includes('Trop de connexions')) break
    }
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/Trop de connexions échouées pour ce compte\. Réessayez après \d{1,2}:\d{2}/)
    await saveScreenshot(page, 'login-delayed-fr')
    await page.context().close()
  })

  it('signs in with a single sign-on token at /login/{token}', async () => {
    const token = issueSsoToken(server.ssoSecret, server.adminEmail)
    const page = await newPage()
    await page.goto(`/login/${token}`)
    await page.waitForURL('**/admin/dashboard')
    await page.context().close()
    // The token is single-use; shown again, it is refused, and the address bar no longer holds it.
    const again = await newPage()
    await again.goto(`/login/${token}`)
    await again.getByRole('alert').waitFor()
    expect(again.url()).toMatch(/\/login\/sso$/)
    expect(again.url()).not.toContain(token)
    await again.context().close()
  })
})

describe('locations', () => {
  it('lists, searches, adds, edits and deletes locations as super-admin', async () => {
    const page = await newPage()
    await signIn(page)
    await page.goto('/admin/locations')
    await page.getByRole('heading', { name: 'Locations' }).waitFor()
    await page.getByRole('cell', { name: 'Demo Studio', exact: true }).waitFor()
    await saveScreenshot(page, 'locations')

    await page.getByRole('button', { name: 'Add' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name').fill('Riverside Kickboxing')
    await dialog.getByLabel('Studio Number').fill('KB-US-4821')
    await dialog.getByLabel('URL Slug').fill('riverside')
    await saveScreenshot(page, 'locations-add')
    await dialog.getByRole('button', { name: /save|add|create/i }).click()
    await page.getByText('Added Location: Riverside Kickboxing to the KB Studio Screens system.').waitFor()
    await page.getByRole('cell', { name: 'Riverside Kickboxing', exact: true }).waitFor()

    await page.getByRole('searchbox').fill('riverside')
    await page.getByRole('cell', { name: 'Demo Studio', exact: true }).waitFor({ state: 'detached' })
    await page.getByRole('cell', { name: 'Riverside Kickboxing', exact: true }).waitFor()
    await page.getByRole('searchbox').fill('no such studio anywhere')
    await page.getByText('No locations found').waitFor()
    await page.getByRole('searchbox').fill('')
    await page.getByRole('cell', { name: 'Riverside Kickboxing', exact: true }).waitFor()

    const row = page.getByRole('row').filter({ hasText: 'Riverside Kickboxing' })
    await row.getByRole('button', { name: /edit/i }).click()
    await expect(dialog.getByLabel('Studio Number').isEditable()).resolves.toBe(false)
    await dialog.getByLabel('Name').fill('Riverside Kickboxing East')
    await dialog.getByRole('button', { name: /save|update/i }).click()
    await page.getByText('Updated Location: Riverside Kickboxing East').waitFor()

    const renamed = page.getByRole('row').filter({ hasText: 'Riverside Kickboxing East' })
    await renamed.getByRole('button', { name: /delete/i }).click()
    await page.getByText('Are you sure you want to delete the Location: Riverside Kickboxing East?').waitFor()
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByRole('button', { name: /delete|confirm|yes/i })
      .last()
      .click()
    await page.getByText('Deleted Location: Riverside Kickboxing East').waitFor()
    await page.getByRole('cell', { name: 'Riverside Kickboxing East', exact: true }).waitFor({ state: 'detached' })
    await page.context().close()
  })

  it('pages only above 15 locations', async () => {
    const token = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
    const page = await newPage()
    await signIn(page)
    await page.goto('/admin/locations')
    await page.getByRole('cell', { name: 'Demo Studio', exact: true }).waitFor()
    await expect(page.getByRole('navigation', { name: /pag/i }).count()).resolves.toBe(0)
    for (let index = 0; index < 16; index += 1) {
      const response = await fetch(`${server.baseURL}/api/v1/locations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Studio ${String(index).padStart(2, '0')}`,
          locationIdentifier: `KB-US-${String(5000 + index)}`,
          urlSlug: `studio-${index}`,
          timeZone: 'America/Chicago',
          language: 'en-us',
        }),
      })
      expect(response.ok).toBe(true)
    }
    await page.reload()
    const pager = page.getByRole('navigation', { name: /pag/i })
    await pager.waitFor()
    await pager
      .getByRole('button', { name: '2' })
      .or(pager.getByRole('link', { name: '2' }))
      .first()
      .click()
    await page.getByRole('cell', { name: 'Studio 15', exact: true }).waitFor()
    await saveScreenshot(page, 'locations-page-2')
    await page.context().close()
  })

  it('collapses the menu under 768 px', async () => {
    const page = await newPage(375, 800)
    await signIn(page)
    await page.getByRole('button', { name: /menu/i }).click()
    await page.getByRole('link', { name: 'Locations', exact: true }).first().click()
    await page.waitForURL('**/admin/locations')
    await saveScreenshot(page, 'locations-375')
    await page.context().close()
  })
})
