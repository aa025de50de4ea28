import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ManifestTransform } from 'workbox-build'

import { SCREEN_SW } from '../../src/shared/screenWorker'

export { SCREEN_SW }

/** The screen's images, served from public/brand (not part of the build), precached beside the app. */
export const SCREEN_BRAND_FILES = ['loading.svg', 'logo.svg', 'logo-light.svg'] as const

/** One entry of Vite's build manifest (.vite/manifest.json). */
export interface ViteManifestChunk {
  file: string
  name?: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}

/**
 * Every file the page of `entry` (or of several keys) can load: its chunk, the chunks it imports now or later, their
 * CSS and assets; with `{ dynamic: false }`, only what it imports now (what the HTML preloads).
 */
export function filesOfEntry(manifest: Record<string, ViteManifestChunk>, entry: string | string[], { dynamic = true } = {}): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const next of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])]) visit(next)
  }
  for (const key of typeof entry === 'string' ? [entry] : entry) visit(key)
  return files
}

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
