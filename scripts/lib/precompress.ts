import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** What is worth compressing: text the browser downloads (source maps stay as they are: they are rarely served). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/
/** Below this, a compressed copy saves less than its headers cost (nginx's gzip_min_length, the app's threshold). */
export const MIN_BYTES = 1024

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside each compressible file of `dir`, once, at build
 * time: the server sends them as they are (@fastify/static's preCompressed, src/server/plugins/web.ts) instead of
 * compressing each download. Returns how many files it compressed.
 */
export function precompressDir(dir: string): number {
  let count = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    if (statSync(file).size < MIN_BYTES) continue
    const body = readFileSync(file)
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    )
    writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }))
    count += 1
  }
  return count
}

/** The Vite plugin: compresses the build's assets once the bundle is written. */
export function precompress(assetsDir: string): Plugin {
  return {
    name: 'studio-precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        precompressDir(assetsDir)
      },
    },
  }
}
