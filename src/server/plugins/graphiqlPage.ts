import { createHash } from 'node:crypto'
import { STORAGE_KEYS } from '../../shared/constants'

/**
 * GraphiQL at /graphql for a person with a browser (docs/GRAPHQL.md#graphiql). The gateway renders
 * GraphiQL's page (its scripts come from unpkg.com); two things are ours:
 * - it is for a signed-in user: the page reads the console's sign-in token from this origin's
 *   storage and sends it with every request, or goes to /login when there is none;
 * - its own Content-Security-Policy, which allows exactly what that page loads, where the
 *   console's policy would block it.
 */

/** Where GraphiQL's code comes from (the gateway's page pins a version on unpkg). */
const GRAPHIQL_ORIGIN = 'https://unpkg.com'

// Before anything loads: no token, no IDE (the sign-in page instead).
const gate = `(function(){var t=null;try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})}catch(e){}if(!t){location.replace('/login');return}window.__consoleToken=t})()`
// GraphiQL's own render call, given the token as a header every request carries (not shown in its header editor).
const render = `function __renderWithToken(root,opts){opts.additionalHeaders=Object.assign({},opts.additionalHeaders,{authorization:'Bearer '+window.__consoleToken});opts.shouldPersistHeaders=false;YogaGraphiQL.renderYogaGraphiQL(root,opts)}`

/** The gateway's GraphiQL page, made to use the console's sign-in; undefined when the page is not the one expected. */
export function graphiqlForSignedInUser(html: string): string | undefined {
  const call = 'YogaGraphiQL.renderYogaGraphiQL(root,'
  if (!html.includes(call) || !html.includes('<head>')) return undefined
  // The render call first: the inserted function makes that call itself.
  return html.replace(call, '__renderWithToken(root,').replace('<head>', `<head><script>${gate}</script><script>${render}</script>`)
}

/** A policy for that page only: its inline scripts by hash, GraphiQL's files from unpkg, its editor's workers from blobs. */
export function graphiqlContentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`)
  return [
    "default-src 'self'",
    `script-src 'self' ${GRAPHIQL_ORIGIN} ${hashes.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${GRAPHIQL_ORIGIN}`,
    `font-src 'self' data: ${GRAPHIQL_ORIGIN}`,
    "img-src 'self' data: https://raw.githubusercontent.com",
    `connect-src 'self' ${GRAPHIQL_ORIGIN}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
