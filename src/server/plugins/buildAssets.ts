import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { encodingNegotiator } from '../lib/acceptEncoding'
import { addVary } from '../lib/vary'

/**
 * The web build's files (dist/web/assets), answered from memory. Their names carry a hash of what they hold, so a file
 * never changes while the server runs: each is read from disk on its first request, with the brotli and gzip copies
 * the build wrote beside it (scripts/lib/precompress.ts), and kept. Served by a file server, each request cost a
 * stat, an open, a read and a close, about 1.1 ms of the server's CPU; the dashboard loads about 70 of them, so that
 * was 80-130 ms of CPU per console load. The answers are as before: the copy the browser accepts (brotli, then gzip,
 * then none), a year's immutable cache, an ETag and Last-Modified for a revalidation (304), HEAD with no body, and
 * a 404 for a name the build did not write (a map too, unless `sourceMaps`) or a file removed before it was first read.
 */
export interface BuildAssetsOptions {
  /** The folder of the build's files. */
  root: string
  /** Where they are served (`/assets/`). */
  prefix: string
  /** Serve the build's source maps too. */
  sourceMaps: boolean
}

type Coding = 'br' | 'gzip'

/** One file of the build as it is answered: its bytes in each coding the build wrote, and its headers. */
interface Asset {
  plain: Buffer
  copies: Partial<Record<Coding, Buffer>>
  etag: string
  lastModified: string
}

/** The build's kinds of file; anything else goes as bytes. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}
const COPY_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' }
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Is the If-None-Match header one that names this ETag (or `*`)? Weak comparison, as for a GET. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => {
    const candidate = tag.trim()
    return candidate === '*' || candidate.replace(/^W\//, '') === bare
  })
}

export function registerBuildAssets(app: FastifyInstance, options: BuildAssetsOptions): void {
  let names: string[]
  try {
    names = readdirSync(options.root, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
  } catch {
    // No build yet (the web plugin has said so): no files to serve.
    return
  }
  const present = new Set(names)
  const served = names.filter((name) => !name.endsWith('.br') && !name.endsWith('.gz') && (options.sourceMaps || !name.endsWith('.map')))
  const negotiate = encodingNegotiator(['br', 'gzip', 'identity'] as const)
  const loaded = new Map<string, Promise<Asset>>()

  const load = async (name: string): Promise<Asset> => {
    const file = path.join(options.root, name)
    const [plain, info] = await Promise.all([readFile(file), stat(file)])
    const copies: Asset['copies'] = {}
    for (const coding of ['br', 'gzip'] as const) {
      if (present.has(name + COPY_SUFFIX[coding])) copies[coding] = await readFile(file + COPY_SUFFIX[coding])
    }
    const digest = createHash('sha256').update(plain).digest('base64url').slice(0, 22)
    // Weak: the same tag stands for every coding of the file, which is what a revalidation compares.
    return { plain, copies, etag: `W/"${digest}"`, lastModified: info.mtime.toUTCString() }
  }

  for (const name of served) {
    const type = TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
    const compressible = present.has(`${name}.br`) || present.has(`${name}.gz`)
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      let pending = loaded.get(name)
      if (!pending) {
        pending = load(name)
        loaded.set(name, pending)
        // A file that could not be read is tried again on the next request.
        pending.catch(() => loaded.delete(name))
      }
      let asset: Asset
      try {
        asset = await pending
      } catch (error) {
        // Gone from disk since the start (a build written over a running server's): as any name it does not have.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reply.callNotFound()
        throw error
      }
      reply.header('cache-control', CACHE_CONTROL).header('etag', asset.etag).header('last-modified', asset.lastModified)
      if (compressible) addVary(reply, 'accept-encoding')
      if (matchesEtag(request.headers['if-none-match'], asset.etag)) return reply.code(304).send()
      const coding = negotiate(request.headers['accept-encoding'])
      const copy = coding === 'br' || coding === 'gzip' ? asset.copies[coding] : undefined
      if (copy) reply.header('content-encoding', coding)
      return reply.type(type).send(copy ?? asset.plain)
    }
    app.get(`${options.prefix}${name}`, handler)
  }
}
