import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'

const shots = path.resolve(import.meta.dirname, '../../screenshots')

/** Screenshots land in screenshots/ (ignored by git) for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true })
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
