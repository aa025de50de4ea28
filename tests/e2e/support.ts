import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'

const shots = path.resolve(import.meta.dirname, '../../screenshots')

/** Screenshots land in screenshots/ (ignored by git) for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true })
  // Finite animations (a dialog fading in) are finished first: the picture shows the page as it settles.
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' })
}

/**
 * Scrolls to each of the page's panels by its id, in order, as a user would, and waits until it has loaded: a dashboard
 * panel below the fold loads only as it nears the screen (src/console/ui/RenderWhenNear.tsx), and until then sits in
 * a box marked `data-loads-when-near`.
 */
export async function scrollToPanels(page: Page, ...ids: string[]): Promise<void> {
  for (const id of ids) {
    await page.locator(`#${id}`).waitFor({ state: 'attached' })
    const waiting = page.locator(`[data-loads-when-near]:has(#${id})`)
    await waiting.evaluateAll((boxes) => boxes[0]?.scrollIntoView({ block: 'center' }))
    await waiting.waitFor({ state: 'detached' })
  }
}

/** Signs in through REST and returns the bearer token. */
export async function apiLogin(baseURL: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { data: { token: string } }
  return body.data.token
}

/**
 * Waits (up to 10 s, for panels still loading) until the page no longer scrolls sideways. On failure the
 * error names the deepest elements that reach past the right edge, so it says where to look.
 */
export async function expectNoSidewaysScroll(page: Page, label: string, timeoutMs = 10_000): Promise<void> {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  const deadline = Date.now() + timeoutMs
  while ((await overflow()) > 0) {
    if (Date.now() > deadline) {
      const culprits = await page.evaluate(() => {
        const edge = document.documentElement.clientWidth
        return (
          [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
            // What a scroller clips does not widen the page: skip it, unless it is positioned (an absolute box
            // escapes a scroller that is not its containing block).
            .filter((element) => {
              if (['absolute', 'fixed'].includes(getComputedStyle(element).position)) return true
              for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
                if (getComputedStyle(parent).overflowX !== 'visible') return false
              }
              return true
            })
            .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > edge + 0.5))
            .slice(0, 8)
            .map(
              (element) =>
                `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}> right=${Math.round(element.getBoundingClientRect().right)}`,
            )
        )
      })
      throw new Error(`${label} scrolls sideways by ${await overflow()} px; past the right edge: ${culprits.join(', ') || 'nothing measurable'}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * When the page first painted (0 before it has) and when it started fetching each of its scripts, in ms since it began
 * loading: a page that paints before its scripts load (withScriptsAfterFirstPaint, src/server/plugins/web.ts) fetches
 * none before.
 */
export function firstPaintAndScripts(page: Page): Promise<{ firstPaint: number; scripts: number[] }> {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint').at(0)?.startTime ?? 0,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
}
