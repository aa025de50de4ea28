// The sizes target of `npm run bench`: the JavaScript and CSS each page downloads before it shows, gzip-sized, read
// from the web build's manifest (built first when the sources are newer). A page's share is its entry's static imports (what the
// HTML preloads) plus, for a console page, those of the parts its boot loads in turn and of the lazy chunks its route opens.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { ensureWebBuild } from '../scripts/lib/ensure-web-build.mjs'
import { ADMIN_FRAME, BOOT_PARTS, DASHBOARD } from '../src/server/plugins/web'
import { filesOfEntry, type ViteManifestChunk } from '../src/shared/viteManifest'
import { notes } from './measure'
import { recordFigure, SCREEN_FIRST_VIEW_KB } from './record'

const WEB = path.resolve('dist/web')

/**
 * What each page downloads: the manifest keys it starts from (an entry, then the lazy chunks its route opens; `name:x`
 * is the chunk named x, such as the pages' English texts of vite.config.ts).
 */
export const PAGES: Record<string, string[]> = {
  'login (/login)': ['console/index.html', ...BOOT_PARTS],
  'dashboard (/admin/dashboard)': ['console/index.html', ...BOOT_PARTS, ADMIN_FRAME, DASHBOARD, 'name:texts-en-us'],
  'class screen (/screens)': ['screen/index.html'],
}

export interface PageSize {
  files: number
  raw: number
  gzip: number
}

/** Gzip size (level 9) of what each page downloads before it shows, in bytes. */
export function pageSizes(webDir = WEB): Record<string, PageSize> {
  const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestChunk>
  const keyOf = (key: string) => (key.startsWith('name:') ? Object.keys(manifest).filter((named) => manifest[named].name === key.slice('name:'.length)) : [key])
  const sizes: Record<string, PageSize> = {}
  for (const [page, keys] of Object.entries(PAGES)) {
    const missing = keys.filter((key) => keyOf(key).every((named) => !manifest[named]))
    if (missing.length > 0) throw new Error(`The build's manifest has no ${missing.join(', ')}`)
    const files = filesOfEntry(manifest, keys.flatMap(keyOf), { dynamic: false })
    const size: PageSize = { files: files.size, raw: 0, gzip: 0 }
    for (const file of files) {
      const bytes = readFileSync(path.join(webDir, file))
      size.raw += bytes.length
      size.gzip += gzipSync(bytes, { level: 9 }).length
    }
    sizes[page] = size
  }
  return sizes
}

export function sizesTarget(): void {
  ensureWebBuild()
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  for (const [page, { files, raw, gzip }] of Object.entries(pageSizes())) {
    notes.push(`sizes: ${page.padEnd(30)} ${String(files).padStart(3)} files, ${kb(raw).padStart(9)} raw, ${kb(gzip).padStart(9)} gzip before it shows`)
    if (page === 'class screen (/screens)') {
      recordFigure({
        figure: 'class screen: script before it shows (gzip)',
        target: `≤ ${SCREEN_FIRST_VIEW_KB} KB`,
        measured: kb(gzip),
        holds: gzip <= SCREEN_FIRST_VIEW_KB * 1024,
      })
    }
  }
}
