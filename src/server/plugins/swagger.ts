import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { APP_VERSION } from '../../shared/constants'

export const DOCS_PREFIX = '/api/docs'

export interface SwaggerPluginOptions {
  /** Serve the interactive reference at /api/docs. */
  ui: boolean
}

async function swaggerPlugin(app: FastifyInstance, options: SwaggerPluginOptions) {
  await app.register(swagger, {
    // 3.1: a nullable $ref stays `anyOf [$ref, null]`, which Mesh maps to a nullable field (docs/GRAPHQL.md).
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Studio class screens API',
        version: APP_VERSION,
        description: 'REST API of the class screens and the admin console. Envelope: `{ data }`, errors `{ error }`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Console sign-in token' },
          screenToken: { type: 'apiKey', in: 'header', name: 'screen-auth-token', description: 'Screen device token' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: jsonSchemaTransformObject,
  })
  if (options.ui) {
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      // Same reason as the app's CSP: plain-http studio LANs must not have their requests upgraded.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    })
  }
}

export default fp(swaggerPlugin, { name: 'swagger' })
