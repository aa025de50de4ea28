import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

export interface SecurityPluginOptions {
  /** Videos may come from this origin as well as from the app itself. */
  mediaBaseUrl: string
}

function helmetOptions(mediaOrigin: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // styled-components injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', mediaOrigin],
        mediaSrc: ["'self'", 'blob:', mediaOrigin],
        fontSrc: ["'self'", 'data:'],
        // The screen's clip cache downloads clips with fetch() (docs/SCREEN-DEVICE.md).
        connectSrc: ["'self'", mediaOrigin],
        objectSrc: ["'none'"],
        // The staging preview embeds the app in itself.
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        // Studios often serve over plain http on their LAN: no upgrade-insecure-requests.
      },
    },
    // Cross-origin media (MEDIA_BASE_URL on a CDN) must load without CORP headers.
    crossOriginEmbedderPolicy: false,
  }
}

/** The headers helmet sets, worked out once: they are the same for every answer. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  } as unknown as ServerResponse
  helmet(options)({} as IncomingMessage, response, () => {})
  return headers
}

/**
 * What a JSON answer of the API needs (docs/SECURITY.md#transport-and-what-is-served): it is never a document,
 * so its CSP forbids everything, it is never framed, never sniffed, never shared cross-origin. The page headers
 * (a CSP for the console and the screen, and their companions) would be half a kilobyte of every
 * screen poll for nothing (docs/FLEET.md).
 */
function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': pageHeaders['strict-transport-security'],
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  }
}

/** JSON routes of the API; `/api/docs` is a page. */
const isApiPath = (url: string) => url.startsWith('/api/v1/') || url.startsWith('/api/v2/')

/**
 * CSP and the usual security headers on every answer (HSTS over https only). Helmet is asked once
 * at start and its headers reused: building them per request was a measurable share of the screens' poll (docs/FLEET.md).
 */
async function securityPlugin(app: FastifyInstance, options: SecurityPluginOptions) {
  const page = securityHeaders(helmetOptions(new URL(options.mediaBaseUrl).origin))
  const api = apiHeaders(page)
  // HSTS only where the browser reached us over https: on the socket itself, or through a proxy
  // TRUST_PROXY believes whose X-Forwarded-Proto says so (Fastify's request.protocol). Over plain
  // http it means nothing to a browser and would mislead anyone reading the answer.
  const withoutHsts = (headers: Record<string, string>) => {
    const { 'strict-transport-security': _hsts, ...rest } = headers
    return rest
  }
  const sets = { https: { api, page }, http: { api: withoutHsts(api), page: withoutHsts(page) } }
  app.addHook('onRequest', (request, reply, done) => {
    const set = request.protocol === 'https' ? sets.https : sets.http
    reply.headers(isApiPath(request.url) ? set.api : set.page)
    done()
  })
}

export default fp(securityPlugin, { name: 'security' })
