import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'

export interface SecurityPluginOptions {
  /** Videos may come from this origin as well as from the app itself. */
  mediaBaseUrl: string
}

async function securityPlugin(app: FastifyInstance, options: SecurityPluginOptions) {
  const mediaOrigin = new URL(options.mediaBaseUrl).origin
  await app.register(helmet, {
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
  })
}

export default fp(securityPlugin, { name: 'security' })
