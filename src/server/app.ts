import activityPlugin from './plugins/activity'
import { DEFAULT_SYNC_THRESHOLD_MS } from '../shared/constants'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { TrustProxy } from './config'
import type { OidcSettings } from './lib/oidcConfig'
import type { Tracer } from '@opentelemetry/api'
import type { Database } from './db/client'
import { withQuietHangups } from './lib/logHangups'
import { withRedactedUrls } from './lib/logRedaction'
import authPlugin from './plugins/auth'
import corsPlugin from './plugins/cors'
import dbPlugin from './plugins/db'
import errorsPlugin from './plugins/errors'
import fleetPlugin from './fleet/plugin'
import housekeepingPlugin, { type HousekeepingOptions } from './plugins/housekeeping'
import metricsPlugin, { type MetricsPluginOptions } from './plugins/metrics'
import scopeRefusalsPlugin from './plugins/scopeRefusals'
import probesPlugin from './plugins/probes'
import graphqlPlugin, { type GraphqlPluginOptions } from './plugins/graphql'
import rateLimitPlugin from './plugins/rateLimit'
import securityPlugin from './plugins/security'
import versionsPlugin from './plugins/versions'
import swaggerPlugin from './plugins/swagger'
import compressionPlugin from './plugins/compression'
import webPlugin, { isBrowserPath, type WebPluginOptions } from './plugins/web'
import type { StudioService } from './timetable/studioService'
import type { SignInLimits } from './limits/signInGuard'
import authRoutes from './routes/auth'
import classRunRoutes from './routes/classRuns'
import consoleRoutes from './routes/console'
import playsRoutes from './routes/plays'
import alertRoutes from './routes/alerts'
import webhookRoutes from './routes/webhooks'
import apiKeyRoutes from './routes/apiKeys'
import webhooksPlugin, { type WebhooksPluginOptions } from './webhooks/plugin'
import alertsPlugin, { type AlertsPluginOptions } from './alerts/plugin'
import linkChecksPlugin, { type LinkChecksOptions } from './linkChecks/plugin'
import linkCheckRoutes from './routes/linkChecks'
import mediaPlugin, { type MediaOptions } from './media/plugin'
import mediaRoutes from './routes/media'
import healthRoutes from './routes/health'
import holidayRoutes from './routes/holidays'
import locationRoutes from './routes/locations'
import logRoutes from './routes/logs'
import regionRoutes from './routes/regions'
import messageRoutes from './routes/messages'
import releaseRoutes from './routes/releases'
import screenLinkRoutes from './routes/screenlinks'
import screenRoutes, { type ScreenRoutesOptions } from './routes/screens'
import roundRoutes from './routes/rounds'
import userRoutes from './routes/users'
import workoutRoutes from './routes/workouts'

export type { GraphqlPluginOptions, WebPluginOptions }

export const BODY_LIMIT_BYTES = 1024 * 1024

export interface AppOptions {
  /** Requests an API key may make a minute, across every process (docs/SECURITY.md#api-keys). */
  apiKeyRequestsPerMinute?: number
  /** An open, migrated database; null builds an app that only describes itself (OpenAPI). */
  database: Database | null
  /** Approved media prefix (ends with '/'); also allowed by the CSP. */
  mediaBaseUrl: string
  /** HMAC secret of single sign-on tokens; unset disables SSO. */
  ssoSecret?: string
  /** OpenID Connect sign-in (OIDC_*); unset: off (docs/SECURITY.md#openid-connect-sign-in). */
  oidc?: OidcSettings | null
  /** Confirmation word for cleaning the audit log; unset disables cleaning. */
  logsCleanWord?: string
  logger?: FastifyServerOptions['logger']
  /** Which proxies' X-Forwarded-For to believe: a hop count or their addresses (never all). */
  trustProxy?: TrustProxy
  /** Origins whose pages may call the API with credentials (CORS_ORIGINS); none by default. */
  corsOrigins?: readonly string[]
  /** Serve the interactive API reference at /api/docs (default true). */
  docs?: boolean
  /** Default: 10 sign-in attempts per IP and email per minute. */
  loginRateLimit?: { max: number; timeWindowMs: number }
  /** Sign-in throttling per address and per account (default: DEFAULT_SIGN_IN_LIMITS). */
  signInLimits?: SignInLimits
  /** Request, connection and keep-alive timeouts in ms (the process sets them; tests need not). */
  timeouts?: { requestMs: number; connectionMs: number; keepAliveMs: number }
  /** The built console, the screen app and /media: registered only when given. */
  web?: WebPluginOptions
  /** GraphQL Mesh at /graphql, routed in-process to this app's REST: registered only when given. */
  graphql?: GraphqlPluginOptions
  /** External class timetable (STUDIO_API_URL); null or unset keeps timetables in our database. */
  studioService?: StudioService | null
  /** How often pending screen heartbeats are written (default 5 s; docs/FLEET.md). */
  heartbeatFlushMs?: number
  /** How long a screen's push stream lives before the server ends it (default 15 min; docs/SECURITY.md). */
  pushStreamMaxAgeMs?: number
  /** Default: 10 wrong pairing codes per account and 20 per client address per 15 minutes. */
  pairingGuessLimit?: ScreenRoutesOptions['pairingGuessLimit']
  /** Retention of history and the batches of its pruning (docs/OPERATIONS.md#data-that-does-not-grow-forever). */
  housekeeping?: HousekeepingOptions
  /** Prometheus metrics (docs/OPERATIONS.md#metrics): registered only when given; `token` serves GET /metrics. */
  metrics?: MetricsPluginOptions
  /** OpenTelemetry (docs/OPERATIONS.md#traces): a span per request when given; nothing is hooked otherwise. */
  tracer?: Tracer
  /** Alerts: the webhook and how often to check (docs/ALERTS.md); false leaves the timers off. */
  alerts?: AlertsPluginOptions | false
  /** Webhook endpoints' delivery (docs/WEBHOOKS.md). */
  webhooks?: WebhooksPluginOptions
  /** The checks of the workouts' links (docs/LINK-CHECKS.md): bounds and how often; registered with a database. */
  linkChecks?: LinkChecksOptions
  /** SYNC_ALERT_MS: a screen whose 95th percentile of drift in a class is over this played out of step (default 100). */
  syncThresholdMs?: number
  /** The media library (docs/MEDIA-LIBRARY.md): MEDIA_DIR, limits and jobs; registered with a database (a temporary folder when not given). */
  media?: MediaOptions
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Proof of sync's threshold, in ms (docs/CLASS-RUNS.md#proof-of-sync): the run's words, the reliability report, the alert. */
    readonly syncThresholdMs: number
  }
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops
}

/** The whole HTTP app, not listening: tests call `inject()`, server.ts calls `listen()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Request URLs can carry tokens (a single sign-on page): logs keep them redacted. A client's hang-up is no error.
    logger: withQuietHangups(withRedactedUrls(options.logger ?? false)),
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count believes the nearest N proxies, whatever their address (as proxy-addr counts hops).
    trustProxy: typeof options.trustProxy === 'number' ? trustHops(options.trustProxy) : (options.trustProxy ?? false),
    requestTimeout: options.timeouts?.requestMs ?? 0,
    connectionTimeout: options.timeouts?.connectionMs ?? 0,
    keepAliveTimeout: options.timeouts?.keepAliveMs ?? 72_000,
    routerOptions: { ignoreTrailingSlash: true },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // First, so that its span covers every other hook.
  if (options.tracer) await app.register((await import('./plugins/tracing')).default, { tracer: options.tracer })
  app.decorate('syncThresholdMs', options.syncThresholdMs ?? DEFAULT_SYNC_THRESHOLD_MS)
  await app.register(errorsPlugin, { browserRedirect: options.web ? (url) => (isBrowserPath(url) ? '/login' : null) : undefined })
  await app.register(dbPlugin, { database: options.database })
  await app.register(activityPlugin)
  await app.register(securityPlugin, { mediaBaseUrl: options.mediaBaseUrl })
  // Before the limits and the routes: it answers every CORS preflight itself.
  await app.register(corsPlugin, { allowedOrigins: options.corsOrigins ?? [] })
  await app.register(rateLimitPlugin, { shared: options.database?.driver === 'postgres' })
  // Before the routes: each route gets its compression hook as it is added.
  await app.register(compressionPlugin)
  if (options.database) await app.register(housekeepingPlugin, options.housekeeping ?? {})
  if (options.database) await app.register(linkChecksPlugin, { ...options.linkChecks, mediaBaseUrl: options.mediaBaseUrl })
  if (options.database)
    await app.register(mediaPlugin, { ...(options.media ?? { dir: mkdtempSync(path.join(tmpdir(), 'studio-media-')) }), mediaBaseUrl: options.mediaBaseUrl })
  await app.register(fleetPlugin, { database: options.database, studioService: options.studioService ?? null, heartbeatFlushMs: options.heartbeatFlushMs })
  await app.register(webhooksPlugin, {
    ...options.webhooks,
    database: Boolean(options.database),
    sends: Boolean(options.database) && options.webhooks?.sends !== false,
  })
  // The probes before the API reference: they are the operator's, not the API's (docs/OPERATIONS.md).
  if (options.database) await app.register(probesPlugin)
  // Before the routes, so that its one hook times every one of them.
  if (options.database && options.metrics) await app.register(metricsPlugin, options.metrics)
  await app.register(authPlugin, { apiKeyRequestsPerMinute: options.apiKeyRequestsPerMinute })
  if (options.database) await app.register(scopeRefusalsPlugin)
  await app.register(versionsPlugin)
  // Swagger before the routes: it documents only routes registered after it.
  await app.register(swaggerPlugin, {
    ui: options.docs ?? true,
    logoFile: options.web ? path.join(options.web.publicRoot, 'brand', 'logo-light.svg') : undefined,
  })

  await app.register(healthRoutes, {
    mediaBaseUrl: options.mediaBaseUrl,
    logsCleaning: Boolean(options.logsCleanWord),
    oidc: options.oidc ? { name: options.oidc.name } : null,
  })
  await app.register(authRoutes, {
    ssoSecret: options.ssoSecret,
    oidc: options.oidc,
    loginRateLimit: options.loginRateLimit ?? { max: 10, timeWindowMs: 60_000 },
    signInLimits: options.signInLimits,
  })
  // Each route folder serves one URL resource and what lies under it (README, "Which code answers a URL").
  await app.register(locationRoutes, { studioService: options.studioService })
  await app.register(holidayRoutes)
  await app.register(userRoutes)
  await app.register(regionRoutes)
  await app.register(roundRoutes)
  await app.register(workoutRoutes, { mediaBaseUrl: options.mediaBaseUrl })
  await app.register(linkCheckRoutes)
  await app.register(mediaRoutes, { mediaBaseUrl: options.mediaBaseUrl })
  await app.register(releaseRoutes)
  await app.register(logRoutes, { cleanWord: options.logsCleanWord })
  await app.register(consoleRoutes)
  await app.register(screenRoutes, { pushStreamMaxAgeMs: options.pushStreamMaxAgeMs, pairingGuessLimit: options.pairingGuessLimit })
  await app.register(screenLinkRoutes)
  await app.register(classRunRoutes)
  await app.register(playsRoutes)
  await app.register(alertRoutes)
  await app.register(messageRoutes)
  await app.register(apiKeyRoutes)
  await app.register(webhookRoutes, { environmentUrl: options.alerts ? options.alerts.webhookUrl : undefined })
  if (options.database && options.alerts !== false) await app.register(alertsPlugin, options.alerts ?? {})

  // GraphQL goes through app.inject() to the routes above, so it registers after them.
  if (options.graphql) await app.register(graphqlPlugin, options.graphql)
  if (options.web) await app.register(webPlugin, options.web)

  return app
}
