// The console's HTML (src/server/plugins/web.ts): /login is marked data-page="sign-in", so the page paints the sign-in
// card's frame before its scripts run (src/console/index.html); every other console page gets the HTML as built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './helpers'

const root = mkdtempSync(path.join(tmpdir(), 'web-sign-in-'))
const consoleHtml = '<!doctype html><html lang="en-US" dir="ltr"><body><div id="root"></div></body></html>'
let t: TestApp
beforeAll(async () => {
  for (const folder of ['assets', 'console', 'screen']) mkdirSync(path.join(root, folder), { recursive: true })
  writeFileSync(path.join(root, 'console/index.html'), consoleHtml)
  writeFileSync(path.join(root, 'screen/index.html'), '<!doctype html><html lang="en-US"><title>screen</title></html>')
  t = await buildTestApp({ web: { webRoot: root, publicRoot: path.resolve('public') } })
})
afterAll(async () => {
  await t?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the console page', () => {
  it('is marked as the sign-in page on /login, with or without a query', async () => {
    for (const url of ['/login', '/login?next=%2Fadmin']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(consoleHtml.replace('<html ', '<html data-page="sign-in" '))
    }
  })

  it('is sent as built everywhere else in the console, and the screen’s page is never marked', async () => {
    for (const url of ['/login/oidc', '/login/some-token', '/admin', '/admin/dashboard', '/stage']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(consoleHtml)
    }
    expect((await t.app.inject({ method: 'GET', url: '/screens' })).body).not.toContain('data-page')
  })
})
