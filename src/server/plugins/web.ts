import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { SCREEN_SW } from '../../shared/screenWorker'
import { filesOfEntry, type ViteManifestChunk } from '../../shared/viteManifest'
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
const ADMIN_FRAME = 'console/app/Layout.tsx'
const DASHBOARD = 'console/features/dashboard/DashboardPage.tsx'

/**
 * The console's HTML with `<link rel="modulepreload">` for the chunks of `pages` it does not preload already: the
 * browser fetches them beside the console's own scripts instead of after them, and the console's loader, finding
 * them listed, adds no links of its own (which cost a slow phone a tenth of a second of work on the dashboard).
 */
export function withPagePreloads(html: string, manifest: Record<string, ViteManifestChunk> | undefined, pages: string[]): string {
  if (!manifest) return html
  const own = filesOfEntry(manifest, 'console/index.html', { dynamic: false })
  const links = [...filesOfEntry(manifest, pages, { dynamic: false })]
    .filter((file) => file.endsWith('.js') && !own.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  return links.length > 0 ? html.replace('</head>', `${links.join('')}</head>`) : html
}
const screenPaths = ['/screens', '/screens/*']

async function webPlugin(app: FastifyInstance, options: WebPluginOptions) {
  const consoleHtmlPath = path.join(options.webRoot, 'console', 'index.html')
  const screenHtmlPath = path.join(options.webRoot, 'screen', 'index.html')
  const builtYet = existsSync(consoleHtmlPath) && existsSync(screenHtmlPath)
  if (!builtYet) app.log.warn(`No web build in ${options.webRoot}: run \`npm run build:web\`.`)

  // Read once: the HTML shells are tiny and never change while the process runs.
  const consoleHtml = builtYet ? readFileSync(consoleHtmlPath, 'utf8') : ''
  const screenHtml = builtYet ? readFileSync(screenHtmlPath, 'utf8') : ''
  const manifestPath = path.join(options.webRoot, '.vite', 'manifest.json')
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ViteManifestChunk>) : undefined
  const adminHtml = withPagePreloads(consoleHtml, manifest, [ADMIN_FRAME])
  const dashboardHtml = withPagePreloads(consoleHtml, manifest, [ADMIN_FRAME, DASHBOARD])
  // The sign-in page paints its card's frame from the HTML alone, before the scripts run (src/console/index.html).
  const signInHtml = consoleHtml.replace('<html ', '<html data-page="sign-in" ')
  // The screen's service worker (docs/SCREEN-DEVICE.md#offline-boot), built beside the HTML; none before a build.
  const screenWorkerPath = path.join(options.webRoot, SCREEN_SW.file)
  const screenWorker = existsSync(screenWorkerPath) ? readFileSync(screenWorkerPath, 'utf8') : null
  const sendHtml = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html)

  await app.register(fastifyStatic, {
    root: path.join(options.webRoot, 'assets'),
    prefix: ASSETS_PREFIX,
    // A map that is not served is a 404, like any missing asset.
    allowedPath: (pathName) => options.sourceMaps === true || !pathName.endsWith('.map'),
    immutable: true,
    maxAge: '365d',
    // The build writes file.br and file.gz beside each script and style (scripts/lib/precompress.ts): sent as they are.
    preCompressed: true,
    decorateReply: false,
  })
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

  for (const url of consolePaths) app.get(url, (_request, reply) => sendHtml(reply, url === '/login' ? signInHtml : consoleHtml))
  // /admin opens the dashboard.
  app.get('/admin', (_request, reply) => sendHtml(reply, dashboardHtml))
  app.get('/admin/*', (request, reply) => sendHtml(reply, request.url.split('?')[0] === '/admin/dashboard' ? dashboardHtml : adminHtml))
  // Served under /screens and allowed to control /screens itself (not only /screens/...); never the console's pages.
  app.get(SCREEN_SW.url, (_request, reply) =>
    screenWorker === null
      ? reply.code(404).send()
      : reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').header('service-worker-allowed', SCREEN_SW.scope).send(screenWorker),
  )
  for (const url of screenPaths) app.get(url, (_request, reply) => sendHtml(reply, screenHtml))
  app.get('/', (_request, reply) => reply.redirect('/admin'))
}

/**
 * Unknown browser paths go to /login (docs/RULES.md#sign-in); unknown API paths stay JSON 404s.
 */
export function isBrowserPath(url: string): boolean {
  return !/^\/(api|graphql|media|brand|assets)(\/|$|\?)/.test(url)
}

export default fp(webPlugin, { name: 'web' })
