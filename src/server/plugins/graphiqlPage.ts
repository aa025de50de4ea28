import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { STORAGE_KEYS } from '../../shared/constants'
import { encodingNegotiator } from '../lib/acceptEncoding'

/**
 * GraphiQL at /graphql for a person with a browser (docs/GRAPHQL.md#graphiql). The gateway renders
 * GraphiQL's page with everything in it (`@graphql-yoga/render-graphiql`: no CDN, so it opens on a
 * network that reaches nothing but this server); two things are ours:
 * - it is for a signed-in user: the page reads the console's sign-in token from this origin's
 *   storage and sends it with every request, or goes to /login when there is none;
 * - its own Content-Security-Policy, which allows exactly what that page loads, where the
 *   console's policy would block it.
 */

/**
 * What GraphiQL opens on (until its user writes their own, which it keeps): the console dashboard's first
 * question, the locations the reader may see and their class state, as the dashboard asks it
 * (OperationsLocations, src/console/features/locations/operations/operations.graphql) with its fragment's
 * fields written out. Its tab is named after it: GraphiQL's own opening text, a comment, named its tab after a
 * word of the comment ("might"). The comment here has no word GraphiQL could take for a name.
 */
export const GRAPHIQL_OPENING_QUERY = `# The console's dashboard asks this first: the locations you may see, and their class state.
# Press the run button (Ctrl+Enter) to send it with your sign-in.
query OperationsLocations {
  listLocations(page: 1, pageSize: 20) {
    data {
      id
      name
      locationIdentifier
      timeZone
      automaticMode
      classStart
      classStartedAt
    }
    meta {
      total
      page
      pageSize
    }
  }
}
`

// Before anything loads: no token, no IDE (the sign-in page instead).
const gate = `(function(){var t=null;try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})}catch(e){}if(!t){location.replace('/login');return}window.__consoleToken=t})()`
// GraphiQL's own render call, given the token as a header every request carries (not shown in its header editor).
const render = `function __renderWithToken(root,opts){opts.additionalHeaders=Object.assign({},opts.additionalHeaders,{authorization:'Bearer '+window.__consoleToken});opts.shouldPersistHeaders=false;YogaGraphiQL.renderYogaGraphiQL(root,opts)}`

/** The gateway's GraphiQL page, made to use the console's sign-in; undefined when the page is not the one expected. */
export function graphiqlForSignedInUser(html: string): string | undefined {
  const call = 'YogaGraphiQL.renderYogaGraphiQL('
  // The page's last script ends with the render call (GraphiQL's own code, before it, defines it).
  const at = html.lastIndexOf(call)
  if (at < 0 || !html.includes('<head>')) return undefined
  // The render call first: the inserted function makes that call itself.
  const page = `${html.slice(0, at)}__renderWithToken(${html.slice(at + call.length)}`
  return page.replace('<head>', `<head><script>${gate}</script><script>${render}</script>`)
}

/** A policy for that page only: its inline scripts by hash (GraphiQL's code is one of them), its editor's workers from blobs. */
export function graphiqlContentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`)
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export type PageEncoding = 'br' | 'gzip'

interface KeptPage {
  html: string
  page: string | undefined
  policy: string
  /** The page compressed, each encoding made once (in the thread pool) when first asked for. */
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>
}

/** The gateway renders the same page every time: what is made of it (page, policy, compressed copies) is kept for the next request. */
let lastPage: KeptPage | undefined
export function signedInGraphiql(html: string): { page: string | undefined; policy: string } {
  if (lastPage?.html !== html) {
    const page = graphiqlForSignedInUser(html)
    lastPage = { html, page, policy: page ? graphiqlContentSecurityPolicy(page) : '', encoded: {} }
  }
  return lastPage
}

/** The encoding to send the page in for an Accept-Encoding header: the client's preference of brotli and gzip, or none. */
export const pageEncodingFor = encodingNegotiator<PageEncoding>(['br', 'gzip'])

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * The page (as signedInGraphiql made it) compressed: GraphiQL's page is 9 MB, and compressing it on each
 * request took seconds of CPU (docs/GRAPHQL.md#graphiql). Undefined for a page that is not the kept one.
 */
export function compressedGraphiql(page: string, encoding: PageEncoding): Promise<Buffer> | undefined {
  if (!lastPage || lastPage.page !== page) return undefined
  const bytes = Buffer.from(page)
  lastPage.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
      : gzipped(bytes, { level: 6 })
  return lastPage.encoded[encoding]
}
