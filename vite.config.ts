import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { fileURLToPath } from 'node:url'
import { graphqlDocumentsApart } from './scripts/lib/graphql-documents-apart.ts'
import { precompress } from './scripts/lib/precompress.ts'
import { screenPrecache, SCREEN_SW } from './scripts/lib/screen-precache.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url))
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url))

/**
 * Both pages' first paint turns the loading picture's arcs with the same CSS (src/shared/loadingPicture.css): it goes
 * into each page's head where the page says so, before Vite reads the page, so its url() is inlined like the rest.
 */
function loadingPictureStyle(): Plugin {
  const marker = '<!-- loading picture style -->'
  const css = readFileSync(new URL('./src/shared/loadingPicture.css', import.meta.url), 'utf8')
  return {
    name: 'loading-picture-style',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { path }) {
        if (!html.includes(marker)) throw new Error(`${path} has no "${marker}" for the loading picture's style`)
        return html.replace(marker, `<style>\n${css}</style>`)
      },
    },
  }
}

// Two entries: the console (/login, /admin/*, /stage) and the class screen (/screens).
// The screen entry never imports console code, so a wall display downloads only its own bundle.
export default defineConfig(({ command }) => ({
  root: src,
  base: '/',
  publicDir: false,
  resolve: {
    // React Router 7 names only its development build in its package exports, for every mode: a production bundle
    // then carries its development warnings and checks, and the console's first task evaluates them on every visit.
    // The build takes the production build it ships beside it; the dev server keeps the warnings.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
          ]
        : [],
  },
  plugins: [
    react(),
    loadingPictureStyle(),
    // Each GraphQL document in the chunk of the pages that use it, not all in the sign-in page's first download.
    graphqlDocumentsApart(),
    // Brotli and gzip copies of the assets, served as they are (src/server/plugins/web.ts).
    precompress(`${outDir}/assets`),
    // The class screen's service worker (docs/SCREEN-DEVICE.md#offline-boot): it precaches the screen app only, so
    // a TV that reboots with no network boots from its own copy. Scope /screens: the console never gets it.
    VitePWA({
      strategies: 'generateSW',
      filename: SCREEN_SW.file,
      scope: SCREEN_SW.scope,
      // The screen registers it itself (src/screen/services/appUpdate.ts) and decides when a new one takes over.
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        manifestTransforms: [screenPrecache(outDir)],
        navigateFallback: SCREEN_SW.shell,
        navigateFallbackAllowlist: [/^\/screens(\/|$|\?)/],
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        // Clips go to the clip cache (src/screen/services/clipCache.ts), not the precache.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        sourcemap: false,
      },
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // Read by the screen's precache list (scripts/lib/screen-precache.ts).
    manifest: true,
    // Every browser the apps support preloads modules itself: no polyfill in the first view.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The console's own modules only declare (components, styles, routes): a feature's index re-exports what other
      // features use, and without this every page it names would be in the sign-in page's first download.
      treeshake: { moduleSideEffects: [{ test: /\/src\/(console|shared)\/|\/machines\//, sideEffects: false }] },
      output: {
        // The pages' English texts in one file, loaded beside the sign-in page (src/console/i18n/index.ts).
        codeSplitting: {
          groups: [
            { name: 'texts-en-us', test: /\/features\/[^/]+\/locales\/en-us\.json$/ },
            // The libraries both apps start with, as one file: it compresses better than seven, and is one request
            // (docs/SCREEN-DEVICE.md#what-the-first-view-loads).
            {
              name: 'vendor-core',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/,
            },
          ],
        },
        // The chunk both apps load (React's DOM renderer, XState and a few shared modules) is named by what it holds:
        // left to the bundler it took the name of one small module in it, and a network panel or a profile then
        // showed React's rendering under "screenWorker-….js".
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id)) ? 'assets/react-dom-[hash].js' : 'assets/[name]-[hash].js',
      },
      input: {
        console: `${src}/console/index.html`,
        screen: `${src}/screen/index.html`,
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/graphql': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/brand': 'http://127.0.0.1:3000',
    },
  },
}))
