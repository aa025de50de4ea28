import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { screenPrecache, SCREEN_SW } from '../../scripts/lib/screen-precache'
import { filesOfEntry, type ViteManifestChunk } from '../../src/shared/viteManifest'

// What the class screen's service worker precaches: the screen's files only, never the console's.
const manifest: Record<string, ViteManifestChunk> = {
  'screen/index.html': { file: 'assets/screen-1.js', css: ['assets/screen-1.css'], imports: ['_shared.js'], dynamicImports: ['screen/services/clipCache.ts'] },
  'console/index.html': { file: 'assets/console-1.js', imports: ['_shared.js'], dynamicImports: ['console/pages/Big.tsx'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'screen/services/clipCache.ts': { file: 'assets/clipCache-1.js', imports: ['_shared.js'], assets: ['assets/font-1.woff2'] },
  'console/pages/Big.tsx': { file: 'assets/Big-1.js' },
}

describe('filesOfEntry', () => {
  it("follows the screen's static and lazy imports, with their CSS and assets, and leaves the console's", () => {
    expect([...filesOfEntry(manifest, 'screen/index.html')].sort()).toEqual([
      'assets/clipCache-1.js',
      'assets/font-1.woff2',
      'assets/screen-1.css',
      'assets/screen-1.js',
      'assets/shared-1.js',
    ])
  })
})

describe('screenPrecache', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precache-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps the screen shell under its address, its files as absolute URLs, and the brand images', async () => {
    const outDir = path.join(dir, 'web')
    const brandDir = path.join(dir, 'brand')
    mkdirSync(path.join(outDir, '.vite'), { recursive: true })
    mkdirSync(brandDir)
    writeFileSync(path.join(outDir, '.vite/manifest.json'), JSON.stringify(manifest))
    writeFileSync(path.join(brandDir, 'loading.svg'), '<svg/>')
    const entries = ['screen/index.html', 'console/index.html', 'assets/screen-1.js', 'assets/console-1.js', 'assets/Big-1.js', 'assets/shared-1.js'].map(
      (url) => ({ url, revision: url.endsWith('.html') ? 'r1' : null, size: 10 }),
    )
    const result = await screenPrecache(outDir, brandDir)(entries)
    expect(result.warnings).toEqual([])
    expect(result.manifest.map((entry) => entry.url)).toEqual([SCREEN_SW.shell, '/assets/screen-1.js', '/assets/shared-1.js', '/brand/loading.svg'])
    expect(result.manifest.at(-1)?.revision).toMatch(/^[0-9a-f]{16}$/)
  })
})
