// The lighthouse target of `npm run bench`: Lighthouse's mobile preset (its default: a mid-range phone on a slow 4G
// link, simulated) on the sign-in page, the dashboard signed in and the class screen, served by the real server
// (built web apps, fresh embedded database). Scores for performance and accessibility; the goal is 90 and 100.
//
//   CHROMIUM_PATH (/usr/bin/chromium)   the browser Lighthouse drives
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { ensureWebBuild } from '../scripts/lib/ensure-web-build.mjs'
import { STORAGE_KEYS } from '../src/shared/constants'
import { startServer } from '../tests/e2e/server'
import { apiLogin } from '../tests/e2e/support'
import { notes } from './measure'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking']

interface Scores {
  page: string
  performance: number
  accessibility: number
  lcpMs: number
  failing: string[]
}

async function audit(port: number, page: string, url: string): Promise<Scores> {
  // Storage kept: the dashboard's session is in the browser's localStorage, as the console keeps it.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
  const lcp = audits['largest-contentful-paint']
  if (lcp?.errorMessage) throw new Error(`Lighthouse on ${url}: ${lcp.errorMessage}`)
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => audit.id)
  return {
    page,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    failing,
  }
}

export async function lighthouseTarget(): Promise<void> {
  ensureWebBuild()
  const server = await startServer({ LOG_LEVEL: 'warn' })
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    const scores = [await audit(chrome.port, 'login', `${server.baseURL}/login`)]
    // Signed in the way the e2e tests sign in: the token in the console's localStorage.
    const token = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const tab = await browser.contexts()[0].newPage()
    await tab.goto(`${server.baseURL}/login`)
    await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.token, token] as const)
    await tab.close()
    await browser.close()
    scores.push(await audit(chrome.port, 'dashboard', `${server.baseURL}/admin/dashboard`))
    scores.push(await audit(chrome.port, 'class screen', `${server.baseURL}/screens`))
    for (const { page, performance, accessibility, lcpMs, failing } of scores) {
      notes.push(
        `lighthouse (mobile): ${page.padEnd(13)} performance ${String(performance).padStart(3)}, accessibility ${String(accessibility).padStart(3)}, LCP ${(lcpMs / 1000).toFixed(1)} s` +
          (failing.length > 0 ? `; below 90: ${failing.join(', ')}` : ''),
      )
    }
  } finally {
    chrome.kill()
    await server.stop()
  }
}
