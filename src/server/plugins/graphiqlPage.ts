import { createHash } from 'node:crypto'
import { STORAGE_KEYS } from '../../shared/constants'

/**
 * GraphiQL at /graphql for a person with a browser (docs/GRAPHQL.md#graphiql). The gateway renders
 * GraphiQL's page with everything in it (`@graphql-yoga/render-graphiql`: no CDN, so it opens on a
 * network that reaches nothing but this server); two things are ours:
 * - it is for a signed-in user: the page reads the console's sign-in token from this origin's
 *   storage and sends it with every request, or goes to /login when there is none;
 * - its own Content-Security-Policy, which allows exactly what that page loads, where the
 *   console's policy would block it.
 */

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

/** The gateway renders the same page every time: what is made of it (page and policy) is kept for the next request. */
let lastPage: { html: string; page: string | undefined; policy: string } | undefined
export function signedInGraphiql(html: string): { page: string | undefined; policy: string } {
  if (lastPage?.html !== html) {
    const page = graphiqlForSignedInUser(html)
    lastPage = { html, page, policy: page ? graphiqlContentSecurityPolicy(page) : '' }
  }
  return lastPage
}
