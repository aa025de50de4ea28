import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOidcProvider, type TestProvider } from '../api/oidcProvider'
import { launchBrowser } from './browser'
import { freePort, startServer, type RunningServer } from './server'
import { saveScreenshot } from './support'

// Staff sign in with the chain's identity provider (docs/SECURITY.md#openid-connect-sign-in): the
// sign-in page offers it, the provider (a real one, on loopback) asks who they are, and the console
// opens signed in; someone the console does not know is told so in words.
let provider: TestProvider
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  // The server's address must be registered with the provider before either starts.
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  provider = await startOidcProvider({
    accounts: {
      owner: { email: 'owner@studio.test', email_verified: true },
      stranger: { email: 'stranger@elsewhere.test', email_verified: true },
    },
    redirectUris: [`${baseURL}/api/v1/auth/oidc/callback`],
    postLogoutRedirectUris: [`${baseURL}/login`],
  })
  server = await startServer({
    PORT: String(port),
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Studio ID',
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await provider?.close()
})

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 900 } })
  return context.newPage()
}

/** From the console's sign-in page through the provider's own sign-in and consent pages. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with Studio ID' }).click()
  await page.waitForURL(`${provider.issuer}/interaction/**`)
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

describe('sign-in with an identity provider', () => {
  it('a known user signs in at the provider and lands on the dashboard, and signing out ends the provider’s session too', async () => {
    const page = await newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in with Studio ID' }).waitFor()
    await saveScreenshot(page, 'login-oidc')
    await signInAtProvider(page, 'owner')
    await page.waitForURL('**/admin/dashboard')
    // Signed in as the seeded super-admin: the session is the console's own, in its token store.
    await page.getByRole('link', { name: 'Sign out' }).first().waitFor()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{40,}$/)
    expect(page.url()).not.toContain('code=')

    await page.getByRole('link', { name: 'Sign out' }).first().click()
    await page.getByRole('button', { name: 'Yes, sign me out' }).click()
    await page.waitForURL('**/login')
    await page.getByRole('button', { name: 'Sign in with Studio ID' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await page.context().close()
  })

  it('someone with no account here is refused with words, and the console stays signed out', async () => {
    const page = await newPage()
    await signInAtProvider(page, 'stranger')
    await page.waitForURL('**/login/oidc')
    await page.getByRole('alert').filter({ hasText: 'There is no account for your email address here.' }).waitFor()
    await saveScreenshot(page, 'login-oidc-refused')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await page.waitForURL('**/login')
    await page.context().close()
  })
})
