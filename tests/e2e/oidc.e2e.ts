import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOidcProvider, type TestProvider } from '../api/oidcProvider'
import { launchBrowser } from './browser'
import { freePort, startServer, type RunningServer } from './server'
import { apiLogin, saveScreenshot } from './support'

// Staff sign in with the chain's identity provider (docs/SECURITY.md#openid-connect-sign-in): the
// sign-in page offers it, the provider (a real one, on loopback) asks who they are, and the console
// opens signed in once the person linked their company account on their profile; before that, and
// for someone the console does not know, the refusal says in words what to do.
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
  it('an account not linked yet is refused with what to do; linked on the profile, the next company sign-in takes one click; signing out ends the provider’s session too', async () => {
    const page = await newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in with Studio ID' }).waitFor()
    await saveScreenshot(page, 'login-oidc')
    // The provider vouches for the super-admin's email, but an email alone opens no session.
    await signInAtProvider(page, 'owner')
    await page.waitForURL('**/login/oidc')
    await page.getByRole('alert').filter({ hasText: 'Your company account is not linked to your account here yet.' }).waitFor()
    await saveScreenshot(page, 'login-oidc-not-linked')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

    // Signed in with the password, the person links their company account on their profile.
    await page.goto('/login')
    await page.getByLabel('Email').fill(server.adminEmail)
    await page.getByLabel('Password').fill(server.adminPassword)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/admin/dashboard')
    await page.goto('/admin/profile')
    await page.getByText('No company account is linked yet').waitFor()
    await page.getByRole('button', { name: 'Link company account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Link your company account' })
    await dialog.getByLabel('Current Password').fill(server.adminPassword)
    await dialog.getByRole('button', { name: 'Continue to Studio ID' }).click()
    // The provider remembers the person from the refused try: it sends the browser straight back.
    await page.waitForURL('**/admin/profile')
    await page.getByText('Your company account is linked.').waitFor()
    await page.getByRole('list', { name: 'Company account' }).getByText('owner@studio.test').waitFor()
    expect(page.url()).not.toContain('#')
    await saveScreenshot(page, 'profile-company-account')

    // Without a console session but with the provider's: one click on the sign-in page.
    await page.evaluate(() => localStorage.removeItem('token'))
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in with Studio ID' }).click()
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

  it('the super-admin sees a user’s company account on their page and allows the next company sign-in to link it', async () => {
    const page = await newPage()
    await page.goto('/login')
    await page.getByLabel('Email').fill(server.adminEmail)
    await page.getByLabel('Password').fill(server.adminPassword)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/admin/dashboard')
    // Another person of the chain, made through the API.
    const token = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
    const made = await fetch(`${server.baseURL}/api/v1/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Casey', lastName: 'Coach', email: 'casey@studio.test', password: 'Casey-Pass1!', role: 'admin' }),
    })
    expect(made.status).toBe(200)
    const { id } = ((await made.json()) as { data: { id: string } }).data
    await page.goto(`/admin/users/${id}`)
    const card = page.getByRole('region', { name: 'Company account' })
    await card.getByText('No company account is linked.').waitFor()
    await card.getByRole('button', { name: 'Allow link at next sign-in' }).click()
    await card.getByRole('status').filter({ hasText: 'links their company account, once, until' }).waitFor()
    await saveScreenshot(page, 'user-company-account-allowed')
    await card.getByRole('button', { name: 'Withdraw' }).click()
    await card.getByRole('button', { name: 'Allow link at next sign-in' }).waitFor()
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
