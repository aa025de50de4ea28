import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { readFileSync } from 'node:fs'
import { APP_VERSION } from '../../shared/constants'
import { API_KEY_HEADER } from '../../shared/schemas/apiKeys'
import { keyMayCall } from '../lib/apiKeys'
import { API_DOCS_CSS, API_DOCS_JS } from './apiDocsTheme'

export const DOCS_PREFIX = '/api/docs'

export interface SwaggerPluginOptions {
  /** Serve the interactive reference at /api/docs. */
  ui: boolean
  /** Our logo for the reference's dark top bar (public/brand/logo-light.svg), when the web files are served. */
  logoFile?: string
}

const zodTransform = createJsonSchemaTransform({ skipList: [] })

type TransformInput = Parameters<typeof zodTransform>[0]

/** A route a signed-in caller reaches also takes an API key, by either header, unless no key may call it. */
function withApiKeySchemes(input: TransformInput): TransformInput {
  const security = (input.schema as { security?: Record<string, string[]>[] } | undefined)?.security
  if (!security?.some((entry) => 'bearerAuth' in entry) || !keyMayCall([], '', input.url)) return input
  return { ...input, schema: { ...input.schema, security: [...security, { apiKeyHeader: [] }] } }
}

interface OpenApiDocument {
  paths?: Record<string, unknown>
  components?: { schemas?: Record<string, unknown> }
}

const SCHEMA_REF = /"#\/components\/schemas\/([^"]+)"/g

/**
 * The document without the component schemas no operation reaches. The zod registry names both sides of every
 * schema (a body's output, an answer's input, `...Input`), and only one side of most is ever used.
 */
export function withoutUnusedComponents<T extends OpenApiDocument>(document: T): T {
  const schemas = document.components?.schemas
  if (!schemas) return document
  const used = new Set<string>()
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(SCHEMA_REF)) {
      const key = decodeURIComponent(name)
      if (used.has(key)) continue
      used.add(key)
      visit(schemas[key])
    }
  }
  visit(document.paths ?? {})
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)))
  return { ...document, components: { ...document.components, schemas: kept } }
}

async function swaggerPlugin(app: FastifyInstance, options: SwaggerPluginOptions) {
  await app.register(swagger, {
    // 3.1: a nullable $ref stays `anyOf [$ref, null]`, which Mesh maps to a nullable field (docs/GRAPHQL.md).
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'KB Studio Screens API',
        version: APP_VERSION,
        description: [
          'The REST API behind the class screens and the console of KB Studio Screens.',
          '',
          '- **Sign in** with `POST /api/v1/auth` (email and password) and send the token as `Authorization: Bearer <token>`. Class screens use their own `screen-auth-token` header.',
          '- **Answers** are `{ data }` (lists add `meta` with `total`, `page`, `pageSize`). **Errors** are `{ error, code?, fields? }`: words for people, a stable `code` for programs, and for invalid input each field at fault.',
          '- **Concurrent edits**: reads carry an `ETag`; send it back as `If-Match` and a stale write answers 412 `STALE_VERSION`.',
          '- **API keys** for other systems (made by a super-admin): `Authorization: Bearer kbs_…` or `X-Api-Key: kbs_…`, on REST and GraphQL alike.',
          '- **GraphQL**: the same operations at `/graphql` (GraphQL Mesh over this document), with the same token.',
          '- **Proof of play**: class runs, class reliability, readiness and alerts tell head office whether every class ran.',
        ].join('\n'),
      },
      // Relative: the API answers on the address the document was read from.
      servers: [{ url: '/', description: 'This server' }],
      tags: [
        { name: 'auth', description: 'Signing in and out, the signed-in user, single sign-on' },
        { name: 'health', description: 'Liveness and public settings' },
        { name: 'locations', description: 'Studios' },
        { name: 'regions', description: 'Regions of the chain and the admins scoped to them' },
        { name: 'screens', description: 'The screens of a location, managed from the console' },
        { name: 'screen links', description: 'Pairing a screen by the code it shows' },
        { name: 'screen device', description: 'The class screen’s own calls (screen-auth-token)' },
        { name: 'class control', description: 'Start, Stop, automatic mode, timetable and hard refresh' },
        { name: 'console', description: 'The console’s live push channel: what changed at the user’s locations' },
        { name: 'calendar', description: 'Holidays of the chain, closures and one-off classes of a location' },
        { name: 'class runs', description: 'Proof of play: every class that ran, screen by screen; reliability; readiness' },
        { name: 'alerts', description: 'Classes at risk' },
        { name: 'rounds', description: 'The nine class screens of a studio: Class Screen 1 to 9 in the console, `round` here' },
        { name: 'workouts', description: 'What each class screen plays, by date' },
        {
          name: 'media',
          description:
            'The media library (admins): clips uploaded with the tus resumable-upload protocol at /api/v1/media/uploads (POST with Upload-Length and Upload-Metadata `filename`, `filetype`, optional `name` and `replaces`; PATCH the bytes in chunks of `chunkBytes`; HEAD to learn the offset and resume). The last PATCH answers 204 with the file’s id in `Library-File-Id`, or 422 with `code` and `figure` when the check refuses it. Files are served immutable at `<MEDIA_BASE_URL>library/<sha256>.<ext>`.',
        },
        { name: 'users', description: 'Console users and the locations they may see' },
        { name: 'logs', description: 'The audit log' },
        { name: 'releases', description: 'Release notes and the version in the footer' },
        { name: 'api-keys', description: 'Keys other systems call the API with (super-admin)' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Console sign-in token, or an API key (kbs_…)' },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: 'An API key (kbs_…) made by a super-admin' },
          screenToken: { type: 'apiKey', in: 'header', name: 'screen-auth-token', description: 'Screen device token' },
        },
      },
    },
    // Only the API is documented: the web pages and /graphql (described above) are not REST operations.
    transform: (input) =>
      input.url.startsWith('/api/') ? zodTransform(withApiKeySchemes(input)) : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: (input) => withoutUnusedComponents(jsonSchemaTransformObject(input) as OpenApiDocument) as ReturnType<typeof jsonSchemaTransformObject>,
  })
  if (options.ui) {
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      ...(options.logoFile ? { logo: { type: 'image/svg+xml', content: readFileSync(options.logoFile), href: '/admin', target: '_self' } } : {}),
      staticCSP: true,
      // Contrast, names and markup that pass axe (src/server/plugins/apiDocsTheme.ts).
      theme: {
        title: 'KB Studio Screens API',
        css: [{ filename: 'kb-studio.css', content: API_DOCS_CSS }],
        js: [{ filename: 'kb-studio.js', content: API_DOCS_JS }],
      },
      // No call to the public validator badge: the CSP forbids it, and studios may be offline.
      uiConfig: { validatorUrl: null, docExpansion: 'list', defaultModelsExpandDepth: 0 },
      // Same reason as the app's CSP: plain-http studio LANs must not have their requests upgraded.
      // Swagger UI sets style attributes from script; inline styles (never scripts) are allowed on this page only.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, '').replace(/style-src 'self'/, "style-src 'self' 'unsafe-inline'"),
    })
  }
}

export default fp(swaggerPlugin, { name: 'swagger' })
