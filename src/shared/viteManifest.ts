// Vite's build manifest (dist/web/.vite/manifest.json): which files each page's code is in. Read by the build (the
// screen's precache list), the bench (the size of each page's download) and the server (the files an admin page
// preloads, src/server/plugins/web.ts).

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
