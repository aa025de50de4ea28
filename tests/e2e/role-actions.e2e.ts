// No button a role cannot use (docs/SECURITY.md#console-pages-follow-the-roles): as location staff, an admin and the
// super-admin, every page the role's menu offers (and the pages those link to) is walked, and every visible,
// enabled button and switch of the page is pressed, with the confirming button of any dialog it opens. The
// walk fails on any answer of 403, REST or GraphQL, while loading a page or after a press.
//
// Nothing is changed for real: every id a change sends (a mutation's variables, a REST change's path and body)
// is swapped for an id that names nothing. The server checks the role before it looks the id up
// (`onRequest: app.requireRole(...)`), so a role that may not act still hears 403, and one that may hears 404.
// WALK_ROLES=admin walks one role; WALK_DEBUG=1 prints each page's load and each press with its time.
import type { Browser, BrowserContext, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuFor } from '../../src/console/app/menu'
import type { Role } from '../../src/shared/roles'
import { launchBrowser } from './browser'
import { call, demoOf } from './screenSupport'
import { startServer, type RunningServer } from './server'
import { apiLogin } from './support'

const NOWHERE = '00000000-0000-4000-8000-000000000000'
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi
/** Buttons that end the session or leave the console: pressing them would end the walk, not test a right. */
const SKIP = /^(sign out|log out|menu|skip to content)\b|sign out (of )?(all|every)|revoke/i
/** The buttons of a dialog that close it without acting. */
const DISMISS = /^(cancel|close|back|keep|not now|no\b|stay|dismiss)/i
/** Presses a page may make before it counts as walked (rows repeat the same buttons: one of each is pressed). */
const MAX_PRESSES = 24
/** Pages a role's pages link to, walked besides its menu (one for each kind: a location, a class screen, …). */
const MAX_LINKED_PAGES = 8

let server: RunningServer
let browser: Browser
const people: Record<Role, { token: string } | undefined> = { location: undefined, admin: undefined, 'super-admin': undefined, 'api-access': undefined }

beforeAll(async () => {
  // The walk presses every button of every page from one address: more GraphQL requests a minute than one person's 600.
  server = await startServer({ GRAPHQL_RATE_LIMIT: '6000' })
  browser = await launchBrowser()
  const demo = await demoOf(server)
  people['super-admin'] = { token: demo.api.token }
  const accounts = {
    location: { email: 'walk-staff@studio.test', password: 'Staff-Pass1!', firstName: 'Wendy', lastName: 'Walk' },
    admin: { email: 'walk-admin@studio.test', password: 'Admin-Pass1!', firstName: 'Walter', lastName: 'Walk' },
  }
  for (const [role, person] of Object.entries(accounts) as ['location' | 'admin', (typeof accounts)['admin']][]) {
    const created = await call<{ id: string }>(demo.api, 'POST', '/api/v1/users', { ...person, role })
    if (role === 'location') await call(demo.api, 'PATCH', `/api/v1/users/${created.id}/locations`, { locationId: demo.locationId })
    people[role] = { token: await apiLogin(server.baseURL, person.email, person.password) }
  }
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A signed-in console whose changes aim at nothing, and the 403s it hears. */
async function consoleOf(token: string) {
  const context: BrowserContext = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 900 } })
  await context.addInitScript((value) => {
    localStorage.setItem('token', value)
    localStorage.setItem('language', 'en-us')
  }, token)
  await context.route('**/graphql', async (route) => {
    const request = route.request()
    const body = request.method() === 'POST' ? (request.postDataJSON() as { query?: string } | null) : null
    if (typeof body?.query === 'string' && /^\s*mutation\b/.test(body.query)) {
      return route.continue({ postData: request.postData()!.replace(UUID, NOWHERE) })
    }
    return route.continue()
  })
  await context.route('**/api/**', async (route) => {
    const request = route.request()
    if (request.method() === 'GET' || request.method() === 'HEAD') return route.continue()
    return route.continue({ url: request.url().replace(UUID, NOWHERE), postData: request.postData()?.replace(UUID, NOWHERE) })
  })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  // A pop-up (a preview window) is not walked; a page's leave guard is answered "leave".
  context.on('page', (other) => void (other === page ? undefined : other.close()))
  page.on('dialog', (dialog) => void dialog.accept())

  const forbidden: string[] = []
  const reading: Promise<void>[] = []
  let where = ''
  const inFlight = new Set<unknown>()
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType()) && !request.url().includes('/console/events')) inFlight.add(request)
  })
  const waiting: (() => void)[] = []
  const done = (request: unknown) => {
    inFlight.delete(request)
    if (inFlight.size === 0) for (const resolve of waiting.splice(0)) resolve()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  page.on('response', (response: Response) => {
    const request = response.request()
    const what = `${request.method()} ${new URL(response.url()).pathname}`
    if (response.status() === 403) {
      forbidden.push(`${where}: ${what} answered 403`)
      return
    }
    if (!response.url().endsWith('/graphql') || request.method() !== 'POST') return
    reading.push(
      response
        .json()
        .then((answer: { errors?: { message?: string; extensions?: { status?: number; code?: string } }[] }) => {
          const operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? 'GraphQL'
          for (const error of answer?.errors ?? []) {
            if (error.extensions?.status === 403 || error.extensions?.code === 'FORBIDDEN')
              forbidden.push(`${where}: ${operation} answered 403 (${error.message})`)
          }
        })
        .catch(() => undefined),
    )
  })

  /** Waits for the requests an action started to answer (the push stream stays open, so not for a quiet network). */
  async function settle() {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    if (inFlight.size > 0) {
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        new Promise<void>((resolve) => waiting.push(resolve)),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${where}: requests still open after 20 s`)), 20_000))),
      ]).finally(() => clearTimeout(timer))
    }
    await Promise.all(reading)
  }

  async function open(path: string) {
    const t0 = Date.now()
    // Once the console runs, by its router (as a click on a link would), not a new load: the walk stays fast.
    const navigated =
      page.url().startsWith(server.baseURL) &&
      (await page.evaluate((to) => {
        const heading = document.querySelector('main h1')
        if (!heading) return false
        heading.setAttribute('data-walk-left', '')
        history.pushState(null, '', to)
        dispatchEvent(new PopStateEvent('popstate', { state: null }))
        return true
      }, path))
    if (navigated) {
      await page.waitForFunction(() => document.querySelector('main h1:not([data-walk-left])'), undefined, { timeout: 10_000 }).catch(() => page.goto(path))
    } else await page.goto(path)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page
      .waitForFunction(() => !document.querySelector('main [role="progressbar"], main [aria-busy="true"]'), undefined, { timeout: 15_000 })
      .catch(() => undefined)
    await settle()
    if (process.env.WALK_DEBUG) console.log(`open ${Date.now() - t0}ms ${path}`)
  }

  /** Closes what a press left open (a dialog, a menu), by Escape as a person would. */
  async function closeOverlays() {
    for (let tries = 0; tries < 4; tries += 1) {
      if ((await page.locator('[role="dialog"], [role="alertdialog"], [role="menu"]').count()) === 0) return
      await page.keyboard.press('Escape')
      await settle()
    }
  }

  /** The visible, enabled buttons and switches of the page's main part, and of an open dialog or menu if any. */
  async function actions(scope: string) {
    return page.evaluate((scopeSelector) => {
      const scopeElement = [...document.querySelectorAll(scopeSelector)].at(-1)
      if (!scopeElement) return []
      for (const marked of document.querySelectorAll<HTMLElement>('[data-walk]')) delete marked.dataset.walk
      const found = [
        ...scopeElement.querySelectorAll<HTMLElement>('button, [role="button"], [role="switch"], [role="menuitem"], input[type="checkbox"][role="switch"]'),
      ]
      return found.flatMap((element, index) => {
        const box = (element instanceof HTMLInputElement ? (element.closest('label') ?? element) : element).getBoundingClientRect()
        const disabled = element.matches(':disabled, [aria-disabled="true"], [data-disabled]')
        if (disabled || box.width === 0 || box.height === 0 || element.closest('[aria-hidden="true"], [inert]')) return []
        const named = element instanceof HTMLInputElement ? (element.closest('label') ?? element) : element
        const name = (element.getAttribute('aria-label') ?? named.textContent ?? '').replace(/\s+/g, ' ').trim()
        // A switch's input is hidden under its label: the label is what a person presses.
        const target = element instanceof HTMLInputElement ? (element.closest('label') ?? element) : element
        target.dataset.walk = String(index)
        // Buttons repeated on each row (Edit, Delete) count once: by the first word of their name.
        // So do a calendar's days: one day is pressed.
        const key = element.closest('[role="grid"]') ? 'grid' : element.closest('tr, [role="row"], li') ? `row:${name.split(' ')[0]}` : name
        return [{ walk: String(index), name, key }]
      })
    }, scope)
  }

  async function press(walk: string) {
    await page
      .locator(`[data-walk="${walk}"]`)
      .first()
      .click({ timeout: 1_500 })
      .catch((error: Error) => {
        if (process.env.WALK_DEBUG) console.log(`could not press ${walk}: ${error.message.split('\n').slice(0, 6).join(' | ')}`)
      })
    await settle()
  }

  /** Presses each action of `path` once (one of each kind on rows), and the confirming button of each dialog. */
  async function walk(path: string) {
    where = path
    if (new URL(page.url()).pathname !== path) await open(path)
    const pressed = new Set<string>()
    for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
      if (new URL(page.url()).pathname !== path) await open(path)
      await closeOverlays()
      const next = (await actions('main')).find((action) => !pressed.has(action.key))
      if (!next) return
      pressed.add(next.key)
      if (SKIP.test(next.name)) continue
      where = `${path} → ${next.name}`
      const t0 = Date.now()
      await press(next.walk)
      if (process.env.WALK_DEBUG) console.log(`${Date.now() - t0}ms ${where}`)
      // A menu it opened: its first item. A dialog: its confirming button (the last that does not only close it).
      const menu = (await actions('[role="menu"]')).filter((item) => !SKIP.test(item.name))
      if (menu.length > 0) await press(menu[0].walk)
      const dialog = (await actions('[role="dialog"], [role="alertdialog"]')).filter((button) => !DISMISS.test(button.name) && !SKIP.test(button.name))
      if (dialog.length > 0) {
        where = `${path} → ${next.name} → ${dialog.at(-1)!.name}`
        await press(dialog.at(-1)!.walk)
      }
      where = path
    }
  }

  /** Links in the page's main part to other console pages, one for each kind (ids and numbers as placeholders). */
  async function linkedPages(): Promise<Map<string, string>> {
    const hrefs = await page.locator('main a[href^="/admin/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    const kinds = new Map<string, string>()
    for (const href of hrefs) {
      const pathname = new URL(href, server.baseURL).pathname
      const kind = pathname.replace(UUID, ':id').replace(/\/\d+(?=\/|$)/g, '/:n')
      if (!kinds.has(kind)) kinds.set(kind, pathname)
    }
    return kinds
  }

  return { page, forbidden, walk, linkedPages, open, close: () => context.close() }
}

const kindOf = (path: string) => path.replace(UUID, ':id').replace(/\/\d+(?=\/|$)/g, '/:n')

// One test per page of a role's menu (with the pages it links to that no earlier page did), each with its own time:
// a whole role's walk in one test outgrew its time on a slow machine, and a finding now names its page.
for (const role of (process.env.WALK_ROLES?.split(',') ?? ['location', 'admin', 'super-admin']) as ('location' | 'admin' | 'super-admin')[]) {
  describe(`no visible action answers 403, as ${role}`, () => {
    const menuPages = menuFor(role).flatMap((section) => section.items.map((item) => item.to))
    const seen = new Set(menuPages.map(kindOf))
    let walker: Awaited<ReturnType<typeof consoleOf>>
    beforeAll(async () => {
      walker = await consoleOf(people[role]!.token)
    })
    afterAll(async () => {
      await walker?.close()
    })

    it.each(menuPages)(
      '%s and the pages it links to',
      async (menuPage) => {
        const queue = [menuPage]
        const walked: string[] = []
        const unavailable: string[] = []
        while (queue.length > 0) {
          const path = queue.shift()!
          walked.push(path)
          await walker.open(path)
          // A page the role's own pages link to is one it may use.
          if ((await walker.page.getByTestId('not-available').count()) > 0) unavailable.push(path)
          for (const [kind, target] of await walker.linkedPages()) {
            if (seen.has(kind) || seen.size >= menuPages.length + MAX_LINKED_PAGES) continue
            seen.add(kind)
            queue.push(target)
          }
          await walker.walk(path)
        }
        expect(unavailable, `pages linked for ${role} but not available to it`).toEqual([])
        expect(walker.forbidden.splice(0), `${role} walked ${walked.join(', ')}`).toEqual([])
      },
      120_000,
    )
  })
}
