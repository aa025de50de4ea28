// The console's HTML (src/server/plugins/web.ts): /login is marked data-page="sign-in", so the page paints the sign-in
// card's frame before its scripts run (src/console/index.html); every other console page gets the HTML as built, with
// the boot's parts and the admin pages' own chunks listed for preloading when the build has a manifest. The sign-in page, the admin pages
// and the class screen load their scripts after their first paint.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AFTER_FIRST_PAINT_HASH } from '../../src/server/plugins/web'
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
    for (const url of ['/login/oidc', '/login/some-token', '/stage']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(consoleHtml)
    }
    // The admin pages are not marked either (the built HTML here has no scripts to keep aside).
    for (const url of ['/admin', '/admin/dashboard', '/admin/locations']) expect((await t.app.inject({ method: 'GET', url })).body).not.toContain('data-page')
    expect((await t.app.inject({ method: 'GET', url: '/screens' })).body).not.toContain('data-page')
  })
})

describe('an admin page, when the build has a manifest', () => {
  const built = mkdtempSync(path.join(tmpdir(), 'web-preload-'))
  const html = '<!doctype html><html lang="en-US" dir="ltr"><head><script type="module" src="/assets/console-1.js"></script></head><body></body></html>'
  const screenHtml =
    '<!doctype html><html lang="en-US"><head><script type="module" crossorigin src="/assets/screen-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="stylesheet" crossorigin href="/assets/screen-1.css"></head><body><div id="root"><img alt="Loading..."></div></body></html>'
  const manifest = {
    'console/index.html': { file: 'assets/console-1.js', isEntry: true, imports: ['_react-1.js'], dynamicImports: ['console/app/Layout.tsx'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_table-1.js': { file: 'assets/table-1.js', imports: ['_react-1.js'] },
    'console/app/Layout.tsx': {
      file: 'assets/Layout-1.js',
      isDynamicEntry: true,
      imports: ['_react-1.js', 'console/index.html'],
      css: ['assets/Layout-1.css'],
    },
    'console/features/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage-1.js', isDynamicEntry: true, imports: ['_table-1.js', 'console/index.html'] },
    // One of the parts the console's boot loads in turn (src/console/app/boot.ts).
    'console/app/router.tsx': { file: 'assets/router-1.js', isDynamicEntry: true, imports: ['_react-1.js', 'console/index.html'] },
  }
  let app: TestApp
  beforeAll(async () => {
    for (const folder of ['assets', 'console', 'screen', '.vite']) mkdirSync(path.join(built, folder), { recursive: true })
    writeFileSync(path.join(built, 'console/index.html'), html)
    writeFileSync(path.join(built, 'screen/index.html'), screenHtml)
    writeFileSync(path.join(built, '.vite/manifest.json'), JSON.stringify(manifest))
    app = await buildTestApp({ web: { webRoot: built, publicRoot: path.resolve('public') } })
  })
  afterAll(async () => {
    await app?.close()
    rmSync(built, { recursive: true, force: true })
  })
  const preloaded = (body: string) =>
    [...body.matchAll(/<link rel="modulepreload" crossorigin (?:fetchpriority="low" )?href="([^"]+)">/g)].map((match) => match[1])

  it('lists the boot’s parts, the dashboard’s and the admin frame’s scripts on /admin and /admin/dashboard, none the console has already', async () => {
    for (const url of ['/admin', '/admin/dashboard', '/admin/dashboard?from=login']) {
      const body = (await app.app.inject({ method: 'GET', url })).body
      expect(preloaded(body)).toEqual(['/assets/router-1.js', '/assets/Layout-1.js', '/assets/DashboardPage-1.js', '/assets/table-1.js'])
      expect(body).toContain('<script type="module" src="/assets/console-1.js"></script>')
    }
  })

  it('lists the boot’s parts and the admin frame on other admin pages, the boot’s parts on sign-in and the stage, and nothing of the console on the screen', async () => {
    expect(preloaded((await app.app.inject({ method: 'GET', url: '/admin/locations' })).body)).toEqual(['/assets/router-1.js', '/assets/Layout-1.js'])
    expect(preloaded((await app.app.inject({ method: 'GET', url: '/login' })).body)).toEqual(['/assets/router-1.js'])
    for (const url of ['/login/oidc', '/stage']) expect(preloaded((await app.app.inject({ method: 'GET', url })).body)).toEqual(['/assets/router-1.js'])
    // The screen's own, as built.
    expect(preloaded((await app.app.inject({ method: 'GET', url: '/screens' })).body)).toEqual(['/assets/react-1.js'])
  })

  /** The page's kept-aside scripts, and its inline scripts outside that template. */
  const keptAside = (body: string) => ({
    kept: body.match(/<template id="page-scripts">(.*?)<\/template>/)?.[1],
    inline: [...body.replace(/<template[^]*?<\/template>/, '').matchAll(/<script>([^]*?)<\/script>/g)].map((match) => match[1]),
    outside: body.replace(/<template[^]*?<\/template>/, ''),
  })

  it('keeps the sign-in page’s, the admin pages’ and the class screen’s scripts aside until they have painted, and lets only that one inline script run', async () => {
    const signIn = await app.app.inject({ method: 'GET', url: '/login' })
    const screen = await app.app.inject({ method: 'GET', url: '/screens/pair' })
    const dashboard = await app.app.inject({ method: 'GET', url: '/admin/dashboard' })
    const locations = await app.app.inject({ method: 'GET', url: '/admin/locations' })
    // The sign-in page fetches no script before it paints: the boot's parts wait aside with its script.
    expect(keptAside(signIn.body).kept).toBe(
      '<script type="module" src="/assets/console-1.js"></script><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/router-1.js">',
    )
    expect(keptAside(screen.body).kept).toBe(
      '<script type="module" crossorigin src="/assets/screen-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    )
    // The admin pages keep their script aside with the build's own preloads; their pages' chunks stay in the page, fetched
    // at low priority while it paints.
    for (const page of [dashboard, locations]) expect(keptAside(page.body).kept).toBe('<script type="module" src="/assets/console-1.js"></script>')
    const lowPriority = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((match) => match[1])
    expect(lowPriority(keptAside(dashboard.body).outside)).toEqual([
      '/assets/router-1.js',
      '/assets/Layout-1.js',
      '/assets/DashboardPage-1.js',
      '/assets/table-1.js',
    ])
    expect(lowPriority(keptAside(locations.body).outside)).toEqual(['/assets/router-1.js', '/assets/Layout-1.js'])
    expect(keptAside(signIn.body).outside).not.toContain('/assets/')
    // No script is outside the template.
    for (const page of [signIn, dashboard, locations]) expect(keptAside(page.body).outside).not.toContain('<script type="module"')
    // The screen's styles stay in the head: its React views are drawn with them.
    expect(keptAside(screen.body).outside.match(/\/assets\/[^"]+/g)).toEqual(['/assets/screen-1.css'])
    for (const response of [signIn, screen, dashboard, locations]) {
      const { inline } = keptAside(response.body)
      expect(inline).toHaveLength(1)
      expect(`'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`).toBe(AFTER_FIRST_PAINT_HASH)
      expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${AFTER_FIRST_PAINT_HASH};`)
    }
    for (const url of ['/login/oidc', '/stage']) {
      const other = await app.app.inject({ method: 'GET', url })
      expect(other.headers['content-security-policy']).toContain("script-src 'self';")
      expect(other.body).not.toContain('<template')
    }
  })
})
