// `npx tsx scripts/tour.ts OUTDIR`: a screenshot tour for a person to look at before resolving a layout or
// language issue. Starts the real server and Chromium the way the e2e tests do, signs in as the super-admin,
// and for en-us, ar and ja at 375, 768, 1024, 1366 and 1920 px takes a full-page picture of each console page
// (OUTDIR/<lang>-<width>-<page>.png), then the unpaired TV's pairing view at 1920x1080, 1280x720 and 1080x1920
// (OUTDIR/en-us-<width>x<height>-pairing.png: a TV knows no language before it is paired). Prints each page
// that scrolls sideways and what reaches past the edge; fails on nothing and is not part of `npm test`.
// TOUR_LANGUAGES, TOUR_WIDTHS, TOUR_PAGES (comma-separated: ja,ar / 375 / logs,calendar) re-shoot a part;
// TOUR_TV=0 skips the TV.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { ensureWebBuild } from './lib/ensure-web-build.mjs'
import { launchBrowser } from '../tests/e2e/browser'
import { call, demoOf, type Demo } from '../tests/e2e/screenSupport'
import { startServer } from '../tests/e2e/server'
import { expectNoSidewaysScroll } from '../tests/e2e/support'

const outDir = process.argv[2]
if (!outDir) throw new Error('usage: npx tsx scripts/tour.ts OUTDIR')
mkdirSync(outDir, { recursive: true })

const LANGUAGES = (process.env.TOUR_LANGUAGES ?? 'en-us,ar,ja').split(',')
/** The console's language for each file prefix: Arabic is chosen by region (ar-sa), never bare `ar`. */
const STORED: Record<string, string> = { ar: 'ar-sa' }
const WIDTHS = (process.env.TOUR_WIDTHS ?? '375,768,1024,1366,1920').split(',').map(Number)
const TV_SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 1080, height: 1920 },
]

/** Some of everything, so no list is empty: a holiday, a region, a staff member, a webhook and an API key. */
async function seed(demo: Demo) {
  const next = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
  await call(demo.api, 'POST', '/api/v1/holidays', { date: next, name: 'Founders Day' })
  await call(demo.api, 'POST', '/api/v1/regions', { name: 'North', locations: [demo.locationId] })
  await call(demo.api, 'POST', '/api/v1/users', {
    email: 'coach@studio.test',
    firstName: 'Sam',
    lastName: 'Coach',
    role: 'location',
    password: 'Coach-Pass1!',
  }).catch((error: unknown) => console.warn(`no staff member: ${String(error)}`))
  await call(demo.api, 'POST', '/api/v1/webhooks', { name: 'Ops hook', url: 'http://8.8.8.8/hook', events: ['alert.raised'], enabled: false })
  await call(demo.api, 'POST', '/api/v1/api-keys', { name: 'Timetable sync', role: 'api-access' })
}

async function consolePages(browser: Browser, baseURL: string, token: string, demo: Demo) {
  const pages: [string, string][] = [
    ['dashboard', '/admin/dashboard'],
    ['locations', '/admin/locations'],
    ['location', `/admin/locations/${demo.locationId}`],
    ['calendar', `/admin/locations/${demo.locationId}/calendar`],
    ['holidays', '/admin/holidays'],
    ['regions', '/admin/regions'],
    ['users', '/admin/users'],
    ['logs', '/admin/logs'],
    ['alerts', '/admin/alerts'],
    ['webhooks', '/admin/webhooks'],
    ['api-keys', '/admin/api-keys'],
    ['releases', '/admin/releases'],
    ['profile', '/admin/profile'],
  ]
  const only = process.env.TOUR_PAGES?.split(',')
  const chosen = only ? pages.filter(([name]) => only.includes(name)) : pages
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: width === 375 ? 812 : 900 } })
      await context.addInitScript(
        ([stored, lang]) => {
          localStorage.setItem('token', stored)
          localStorage.setItem('language', lang)
        },
        [token, STORED[language] ?? language],
      )
      const page = await context.newPage()
      page.setDefaultTimeout(30_000)
      for (const [name, url] of chosen) {
        await page.goto(url)
        await settle(page, language)
        await page.screenshot({ path: path.join(outDir, `${language}-${width}-${name}.png`), fullPage: true })
        // Said, not failed: the tour is for looking.
        await expectNoSidewaysScroll(page, `${language}-${width}-${name}`, 0).catch((error: Error) => console.log(error.message))
      }
      await context.close()
      console.log(`${language} ${width}: ${chosen.length} pages`)
    }
  }
}

/** Waits for the page's language, its heading and for the spinners to go (never for a quiet network: the console keeps a push stream open). */
async function settle(page: Page, language: string) {
  await page.waitForFunction((base) => document.documentElement.lang.toLowerCase().startsWith(base), language.split('-')[0])
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  const busy = '[role="progressbar"], [aria-busy="true"], img[data-loading]'
  await page
    .waitForFunction((selector) => !document.querySelector(selector), busy, { timeout: 15_000 })
    .catch(() => console.log(`${page.url()}: still loading`))
  await page.evaluate(() => document.fonts.ready)
}

/** An unpaired TV knows no language yet: its pairing view is in English (en-us-<w>x<h>-pairing.png). */
async function pairingViews(browser: Browser, baseURL: string) {
  for (const language of ['en-us']) {
    for (const size of TV_SIZES) {
      const context = await browser.newContext({ baseURL, viewport: size })
      const page = await context.newPage()
      await page.goto('/screens')
      await page
        .getByTestId('pairing-code')
        .filter({ hasText: /^\s*[A-Z0-9]{6}\s*$/ })
        .waitFor({ timeout: 30_000 })
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({ path: path.join(outDir, `${language}-${size.width}x${size.height}-pairing.png`), fullPage: true })
      await context.close()
    }
  }
}

ensureWebBuild()
const server = await startServer()
const browser = await launchBrowser()
try {
  const demo = await demoOf(server)
  await seed(demo)
  await consolePages(browser, server.baseURL, demo.api.token, demo)
  if (process.env.TOUR_TV !== '0') await pairingViews(browser, server.baseURL)
} finally {
  await browser.close()
  await server.stop()
}
