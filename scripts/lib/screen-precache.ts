import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ManifestTransform } from 'workbox-build'

import { SCREEN_SW } from '../../src/shared/screenWorker.ts'
import { filesOfEntry, type ViteManifestChunk } from '../../src/shared/viteManifest.ts'

export { SCREEN_SW }

/** The screen's images, served from public/brand (not part of the build), precached beside the app. */
export const SCREEN_BRAND_FILES = ['loading.svg', 'logo.svg', 'logo-light.svg'] as const

/**
 * The precache list keeps the screen's files only (the console's are of no use on a wall TV), with
 * absolute URLs, the HTML shell under the address it is served at, and the brand images.
 */
export function screenPrecache(outDir: string, brandDir = path.resolve(outDir, '../../public/brand')): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestChunk>
    const wanted = filesOfEntry(manifest, 'screen/index.html')
    const shellHtml = 'screen/index.html'
    const kept = entries
      .filter((entry) => wanted.has(entry.url) || entry.url === shellHtml)
      .map((entry) => ({ ...entry, url: entry.url === shellHtml ? SCREEN_SW.shell : `/${entry.url}` }))
    const brand = SCREEN_BRAND_FILES.map((name) => path.join(brandDir, name))
      .filter((file) => existsSync(file))
      .map((file) => {
        const body = readFileSync(file)
        return { url: `/brand/${path.basename(file)}`, revision: createHash('sha256').update(body).digest('hex').slice(0, 16), size: body.length }
      })
    return { manifest: [...kept, ...brand], warnings: kept.some((entry) => entry.url === SCREEN_SW.shell) ? [] : ['the screen shell is not precached'] }
  }
}
