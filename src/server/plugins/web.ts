import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { SCREEN_SW } from '../../shared/screenWorker'
import { filesOfEntry, type ViteManifestChunk } from '../../shared/viteManifest'
import { registerBuildAssets } from './buildAssets'
import { ASSETS_PREFIX } from './compression'

export interface WebPluginOptions {
  /** The Vite build output (holds console/index.html, screen/index.html and assets/). */
  webRoot: string
  /** The repo's public/ folder (media/ and brand/). */
  publicRoot: string
  /** Serve the build's source maps (`/assets/*.map`): off in production unless SOURCE_MAPS=1, so the sources are not handed out. */
  sourceMaps?: boolean
}

const consolePaths = ['/login', '/login/*', '/stage', '/stage/*']
/** The admin frame's code, which every admin page opens first, and the page most visits open (after signing in). */
export const ADMIN_FRAME = 'console/app/Layout.tsx'
export const DASHBOARD = 'console/features/dashboard/DashboardPage.tsx'
/**
 * The parts the console's boot loads one after another, each in a task of its own (src/console/app/boot.ts): listed in
 * every console page, so that none of them waits on the network when the boot asks for it.
 */
export const BOOT_PARTS = ['console/auth/authActors.ts', 'console/app/router.tsx', 'console/app/providers.tsx']

/**
 * The console's HTML with `<link rel="modulepreload">` for the chunks of `pages` it does not preload already: the
 * browser fetches them beside the console's own scripts instead of after them, and the console's loader, finding
 * them listed, adds no links of its own (which cost a slow phone a tenth of a second of work on the dashboard).
 * They stay in the page when its scripts wait for the first paint (withScriptsAfterFirstPaint), at low priority:
 * fetched while the loading picture paints, never ahead of it. Put into the page with the scripts after the paint,
 * the dashboard's 40 links made one task of 100 ms on this machine (Lighthouse's blocking time, four times that).
 */
export function withPagePreloads(html: string, manifest: Record<string, ViteManifestChunk> | undefined, pages: string[]): string {
  if (!manifest) return html
  const own = filesOfEntry(manifest, 'console/index.html', { dynamic: false })
  const links = [...filesOfEntry(manifest, pages, { dynamic: false })]
    .filter((file) => file.endsWith('.js') && !own.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
  return links.length > 0 ? html.replace('</head>', `${links.join('')}</head>`) : html
}
const screenPaths = ['/screens', '/screens/*']

/**
 * The one inline script of the pages that paint before their scripts load (the sign-in page, the admin pages and the
 * class screen): once the browser has shown the page (its first contentful paint, from the HTML alone), it puts the
 * page's scripts and preloads, kept aside in a <template>, into the page. A tab opened in the background paints
 * nothing, so it loads them at once; a browser without paint timing waits one frame; the timer is for a browser that
 * never reports the paint.
 * On the console's pages it first wakes, before the paint, what the scripts' first tasks would wake otherwise: the
 * browser's locale data (the first locale question, which react-aria asks as its module loads, costs this machine
 * 20-80 ms and a slow phone four times that) and the origin's local and session storage (the first read opens them).
 * Before the paint, that work only moves the paint a little later, while the scripts still download; after it, it
 * was a long task of its own, counted as blocking time (`npm run bench -- lighthouse`; in paired runs the sign-in
 * page's median went from 89 and 91 to 93 and 95). The class screen asks none before its first render.
 */
const AFTER_FIRST_PAINT =
  "(function(){if(location.pathname.indexOf('/screens')!==0){try{Intl.DateTimeFormat.supportedLocalesOf([navigator.language||'en-US']);localStorage.length;sessionStorage.length}catch(e){}}" +
  "var done=false;function load(){if(done)return;done=true;var kept=document.getElementById('page-scripts');document.head.appendChild(kept.content.cloneNode(true))}" +
  "if(document.visibilityState!=='visible'){load();return}setTimeout(load,1000);" +
  "if(typeof PerformanceObserver==='function'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0){" +
  "new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length>0){observer.disconnect();load()}}).observe({type:'paint',buffered:true})}" +
  'else requestAnimationFrame(function(){setTimeout(load,0)})})()'

/** The hash those pages' Content-Security-Policy allows that script by (every other page's policy allows no inline script). */
export const AFTER_FIRST_PAINT_HASH = `'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT).digest('base64')}'`

/**
 * A page's HTML with its scripts loaded after the first paint. With the scripts in the page, a browser that has them at
 * once (from its cache, or on a fast link) runs them all before it paints anything, and a slow phone or an old TV
 * shows an empty page for as long as that takes; kept aside, the page paints first and the scripts follow once the
 * paint is shown. For the pages whose first paint is already what the visitor sees first: the sign-in card, and the
 * loading picture of the admin pages and of the screen. On the dashboard this brought Lighthouse's mobile first paint
 * from 1.4-2.5 s to 0.7-0.8 s, and its score up by about five points in five of six paired runs: its scripts' work
 * now counts as blocking time after that paint, but it no longer waits behind the download of every script.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const scripts = /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload)"[^>]*>/g
  const tags = html.match(scripts)
  if (!tags) return html
  return html
    .replace(scripts, '')
    .replace('</head>', `<template id="page-scripts">${tags.join('')}</template></head>`)
    .replace('</body>', `<script>${AFTER_FIRST_PAINT}</script></body>`)
}

async function webPlugin(app: FastifyInstance, options: WebPluginOptions) {
  const consoleHtmlPath = path.join(options.webRoot, 'console', 'index.html')
  const screenHtmlPath = path.join(options.webRoot, 'screen', 'index.html')
  const builtYet = existsSync(consoleHtmlPath) && existsSync(screenHtmlPath)
  if (!builtYet) app.log.warn(`No web build in ${options.webRoot}: run \`npm run build:web\`.`)

  // Read once: the HTML shells are tiny and never change while the process runs.
  const consoleHtml = builtYet ? readFileSync(consoleHtmlPath, 'utf8') : ''
  // The screen paints its loading picture from the HTML alone (src/screen/index.html), before its scripts run: on a TV
  // that boots from the service worker's copy (docs/SCREEN-DEVICE.md#offline-boot), before they are read from the cache.
  const screenHtml = builtYet ? withScriptsAfterFirstPaint(readFileSync(screenHtmlPath, 'utf8')) : ''
  const manifestPath = path.join(options.webRoot, '.vite', 'manifest.json')
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ViteManifestChunk>) : undefined
  // The admin pages paint the loading picture from the HTML alone (src/console/index.html), then load their scripts.
  const adminPaintedFirst = withScriptsAfterFirstPaint(consoleHtml)
  const adminHtml = withPagePreloads(adminPaintedFirst, manifest, [...BOOT_PARTS, ADMIN_FRAME])
  const dashboardHtml = withPagePreloads(adminPaintedFirst, manifest, [...BOOT_PARTS, ADMIN_FRAME, DASHBOARD])
  // The sign-in page paints its card's frame from the HTML alone, before the scripts run (src/console/index.html); the
  // boot's parts wait aside with its scripts, as it fetches no script before that paint.
  const signInHtml = withScriptsAfterFirstPaint(withPagePreloads(consoleHtml.replace('<html ', '<html data-page="sign-in" '), manifest, BOOT_PARTS))
  // The screen's service worker (docs/SCREEN-DEVICE.md#offline-boot), built beside the HTML; none before a build.
  const screenWorkerPath = path.join(options.webRoot, SCREEN_SW.file)
  const screenWorker = existsSync(screenWorkerPath) ? readFileSync(screenWorkerPath, 'utf8') : null
  const sendHtml = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html)

  // The build's hashed files, from memory (plugins/buildAssets.ts): one route per file the build wrote, found at start.
  registerBuildAssets(app, { root: path.join(options.webRoot, 'assets'), prefix: ASSETS_PREFIX, sourceMaps: options.sourceMaps === true })
  await app.register(fastifyStatic, {
    root: path.join(options.publicRoot, 'media'),
    prefix: '/media/',
    maxAge: '1d',
    decorateReply: false,
  })
  await app.register(fastifyStatic, {
    root: path.join(options.publicRoot, 'brand'),
    prefix: '/brand/',
    maxAge: '1d',
    decorateReply: false,
  })

  /** A page that loads its scripts after its first paint, with the policy that lets that one inline script run. */
  const sendPaintedFirst = (reply: FastifyReply, html: string) => {
    const policy = reply.getHeader('content-security-policy')
    if (typeof policy === 'string') reply.header('content-security-policy', policy.replace("script-src 'self'", `script-src 'self' ${AFTER_FIRST_PAINT_HASH}`))
    return sendHtml(reply, html)
  }
  // The other console pages (single sign-on's landing pages, the stage) keep their scripts in the page, with the boot's.
  const otherConsoleHtml = withPagePreloads(consoleHtml, manifest, BOOT_PARTS)
  for (const url of consolePaths)
    app.get(url, (_request, reply) => (url === '/login' ? sendPaintedFirst(reply, signInHtml) : sendHtml(reply, otherConsoleHtml)))
  // /admin opens the dashboard.
  app.get('/admin', (_request, reply) => sendPaintedFirst(reply, dashboardHtml))
  app.get('/admin/*', (request, reply) => sendPaintedFirst(reply, request.url.split('?')[0] === '/admin/dashboard' ? dashboardHtml : adminHtml))
  // Served under /screens and allowed to control /screens itself (not only /screens/...); never the console's pages.
  app.get(SCREEN_SW.url, (_request, reply) =>
    screenWorker === null
      ? reply.code(404).send()
      : reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').header('service-worker-allowed', SCREEN_SW.scope).send(screenWorker),
  )
  for (const url of screenPaths) app.get(url, (_request, reply) => sendPaintedFirst(reply, screenHtml))
  app.get('/', (_request, reply) => reply.redirect('/admin'))
}

/**
 * Unknown browser paths go to /login (docs/RULES.md#sign-in); unknown API paths stay JSON 404s.
 */
export function isBrowserPath(url: string): boolean {
  return !/^\/(api|graphql|media|brand|assets)(\/|$|\?)/.test(url)
}

export default fp(webPlugin, { name: 'web' })
