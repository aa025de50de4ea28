import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import AxeBuilder from '@axe-core/playwright'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'
import { apiLogin, expectNoSidewaysScroll, saveScreenshot } from './support'

// Webhooks as an integrator sets them up (docs/WEBHOOKS.md): the super-admin adds an endpoint for a
// booking system, copies its secret (shown once), a class starts, the booking system verifies the
// signed delivery, and the endpoint's deliveries show it with the receiver's answer and its time.
let server: RunningServer
let browser: Browser
let adminToken: string
let receiver: Server
let receiverUrl: string
const received: { headers: IncomingHttpHeaders; body: string }[] = []

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bookings/hooks`
  // The receiver is on loopback, which only WEBHOOK_ALLOW_PRIVATE lets the server call.
  server = await startServer({ WEBHOOK_ALLOW_PRIVATE: '1' })
  browser = await launchBrowser()
  adminToken = await apiLogin(server.baseURL, server.adminEmail, server.adminPassword)
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await new Promise((resolve) => receiver?.close(resolve))
})

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript((token) => localStorage.setItem('token', token), adminToken)
  return page
}

async function api(method: string, url: string, body?: unknown) {
  const response = await fetch(`${server.baseURL}${url}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as { data: Record<string, unknown> }
}

describe('webhooks', () => {
  it('a super-admin adds an endpoint, a class start reaches it signed, and its deliveries show the answer', async () => {
    const page = await newPage(1366)
    await page.goto('/admin/webhooks')
    await page.getByText('No webhook endpoint yet.').waitFor()
    await page.getByRole('button', { name: 'Add' }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel('Name').fill('Booking system')
    await form.getByLabel('URL').fill(receiverUrl)
    await form.getByRole('checkbox', { name: /Class started/ }).check({ force: true })
    await form.getByRole('checkbox', { name: /Class finished/ }).check({ force: true })
    await saveScreenshot(page, 'console-webhook-form')
    await form.getByRole('button', { name: 'Save' }).click()

    // The secret, once.
    const secretBox = page.getByTestId('webhook-secret')
    await secretBox.waitFor()
    const secret = (await secretBox.textContent())!.trim()
    expect(secret).toMatch(/^whsec_/)
    await saveScreenshot(page, 'console-webhook-secret')
    await page.getByRole('button', { name: 'I have copied it' }).click()
    await page.getByRole('rowheader', { name: /Booking system/ }).waitFor()
    expect(await page.getByText(secret).count()).toBe(0)

    // A class starts and stops at the demo studio.
    const locations = (await api('GET', '/api/v1/locations?pageSize=10')).data as unknown as { id: string }[]
    const demo = locations[0].id
    await api('PUT', `/api/v1/locations/${demo}/class`, { automaticMode: false })
    await api('PUT', `/api/v1/locations/${demo}/class`, { classStart: true })
    await api('PUT', `/api/v1/locations/${demo}/class`, { classStart: false })
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    const verifier = new Webhook(secret)
    const types = received.map((delivery) => (verifier.verify(delivery.body, delivery.headers as Record<string, string>) as { type: string }).type)
    expect(types).toEqual(['classRun.started', 'classRun.finished'])

    // The deliveries as the console shows them, and one sent again.
    await page.getByRole('button', { name: 'Deliveries' }).click()
    const deliveries = page.getByRole('dialog', { name: 'Deliveries to Booking system' })
    await deliveries.getByText('Class started').waitFor()
    await expect.poll(() => deliveries.getByText('Delivered').count()).toBe(2)
    await expect(deliveries.getByText(/HTTP 204 in \d+ ms/).count()).resolves.toBe(2)
    await saveScreenshot(page, 'console-webhook-deliveries')
    // The open dialog passes axe too (a bare role="img" without a name was a serious finding).
    const axe = await new AxeBuilder({ page }).analyze()
    const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
    await deliveries.getByRole('button', { name: 'Send again' }).first().click()
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(3)
    expect(received[2].headers['webhook-id']).toBe(received[1].headers['webhook-id'])
    await page.context().close()
  }, 180_000)

  it('the page works at 375 px in Arabic', async () => {
    const page = await newPage(375)
    await page.addInitScript(() => localStorage.setItem('language', 'ar-sa'))
    await page.goto('/admin/webhooks')
    await page.getByRole('heading', { name: 'خطافات الويب' }).waitFor()
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl')
    await expectNoSidewaysScroll(page, 'the webhooks page at 375 px in Arabic')
    await saveScreenshot(page, 'console-webhooks-ar-375')
    await page.context().close()
  }, 120_000)
})
