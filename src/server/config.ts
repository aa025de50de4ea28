import path from 'node:path'
import { z } from 'zod'
import { VALIDATION_MESSAGES } from '../shared/messages'
import { DEFAULT_SYNC_THRESHOLD_MS } from '../shared/constants'
import { DEFAULT_RETENTION_DAYS, type RetentionDays } from './lib/retention'
import { parseSecretsKey } from './lib/secretBox'
import { parseAllowedHosts } from './webhooks/address'
import { oidcEnvShape, oidcSettingsFromEnv, type OidcSettings } from './lib/oidcConfig'
import { isStrongPassword } from '../shared/validation'
import { studioServiceEnvShape, studioServiceOptionsFromEnv, type StudioServiceOptions } from './timetable/studioService'

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** Which proxies' X-Forwarded-For the server believes: none, the nearest N hops, or these addresses. */
export type TrustProxy = false | number | string[]

const ADDRESS_OR_RANGE = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i

/**
 * TRUST_PROXY: unset or `false` believes no forwarded address; a number believes that many proxy
 * hops; a comma-separated list believes only proxies at those addresses or ranges. `true` would let
 * any client choose its address (and so dodge every per-address limit), so it is refused.
 * Answers the setting, or the words of what is wrong with it.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  if (value === undefined || value === 'false') return false
  if (value === 'true') {
    return 'true would believe any client’s X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16)'
  }
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value)
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  const wrong = list.filter((item) => !ADDRESS_OR_RANGE.test(item))
  if (list.length === 0 || wrong.length > 0) return `not a hop count or a list of proxy addresses: ${wrong.join(', ') || value}`
  return list
}

/**
 * CORS_ORIGINS: a comma-separated list of exact origins (`https://portal.example.com`, scheme, host and
 * port only) whose pages may call the API with the user's credentials. A wildcard or `null` would
 * let any page act as its visitor, so they are refused. Answers the list, or the words of what is wrong.
 */
export function parseCorsOrigins(value: string | undefined): string[] | string {
  const list = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  const wrong = list.filter((item) => {
    try {
      const url = new URL(item)
      return !/^https?:$/.test(url.protocol) || url.origin !== item
    } catch {
      return true
    }
  })
  if (wrong.length > 0)
    return `not an exact origin such as https://portal.example.com (scheme, lower-case host, port; no path, no wildcard): ${wrong.join(', ')}`
  return list
}

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(['development', 'production', 'test']).default('development')),
  HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: z.preprocess(blankAsUnset, z.url().optional()),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('./data')),
  DATABASE_URL: z.preprocess(blankAsUnset, z.url().optional()),
  ADMIN_EMAIL: z.preprocess(blankAsUnset, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(blankAsUnset, z.string().refine(isStrongPassword, VALIDATION_MESSAGES.passwordTooWeak).optional()),
  SSO_SECRET: z.preprocess(blankAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
  MEDIA_BASE_URL: z.preprocess(blankAsUnset, z.url().endsWith('/', 'must end with a slash').optional()),
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  TRUST_PROXY: z.preprocess(blankAsUnset, z.string().optional()).transform((value, context) => {
    const parsed = parseTrustProxy(value)
    if (typeof parsed === 'string') {
      context.addIssue({ code: 'custom', message: parsed })
      return z.NEVER
    }
    return parsed
  }),
  CORS_ORIGINS: z.preprocess(blankAsUnset, z.string().optional()).transform((value, context) => {
    const parsed = parseCorsOrigins(value)
    if (typeof parsed === 'string') {
      context.addIssue({ code: 'custom', message: parsed })
      return z.NEVER
    }
    return parsed
  }),
  WEB_ROOT: z.preprocess(blankAsUnset, z.string().default('./dist/web')),
  PUBLIC_ROOT: z.preprocess(blankAsUnset, z.string().default('./public')),
  SUPERGRAPH_PATH: z.preprocess(blankAsUnset, z.string().default('./mesh/supergraph.graphql')),
  ...studioServiceEnvShape,
  ...oidcEnvShape,
  LOGS_CLEAN_WORD: z.preprocess(blankAsUnset, z.string().optional()),
  SOURCE_MAPS: z.preprocess(blankAsUnset, z.enum(['0', '1'], { error: 'must be 1 or 0' }).optional()),
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(blankAsUnset, z.enum(['0', '1', 'false', 'true']).default('0')).transform((value) => value === '1' || value === 'true'),
  WEBHOOK_ALLOWED_HOSTS: z.preprocess(blankAsUnset, z.string().optional()).transform((value, context) => {
    const parsed = parseAllowedHosts(value)
    if (typeof parsed === 'string') {
      context.addIssue({ code: 'custom', message: parsed })
      return z.NEVER
    }
    return parsed
  }),
  SECRETS_KEY: z.preprocess(blankAsUnset, z.string().optional()).transform((value, context) => {
    const parsed = parseSecretsKey(value)
    if (typeof parsed === 'string') {
      context.addIssue({ code: 'custom', message: parsed })
      return z.NEVER
    }
    return parsed
  }),
  ALERT_WEBHOOK_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  ALERT_CHECK_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(600).default(30)),
  SYNC_ALERT_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(10_000).default(DEFAULT_SYNC_THRESHOLD_MS)),
  CONTENT_READY_LEAD_HOURS: z.preprocess(blankAsUnset, z.coerce.number().min(0).max(168).default(12)),
  // The media library (docs/MEDIA-LIBRARY.md): its folder (shared by every machine of a chain), limits and transcodes.
  MEDIA_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  MEDIA_MAX_MB: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(8192)),
  MEDIA_UPLOADS_PER_USER: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(50).default(4)),
  MEDIA_TRANSCODES: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(16).default(1)),
  WORKERS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(64).default(1)),
  HEARTBEAT_FLUSH_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(100).max(60_000).default(5_000)),
  DATABASE_WAIT_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(3_600).default(60)),
  GRAPHQL_RATE_LIMIT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(600)),
  API_KEY_RATE_LIMIT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(600)),
  RETENTION_CLASS_RUNS_DAYS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).default(DEFAULT_RETENTION_DAYS.classRuns)),
  RETENTION_AUDIT_DAYS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).default(DEFAULT_RETENTION_DAYS.audit)),
  RETENTION_ALERTS_DAYS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).default(DEFAULT_RETENTION_DAYS.alerts)),
  METRICS_TOKEN: z.preprocess(blankAsUnset, z.string().min(16, 'must be at least 16 characters').optional()),
  METRICS_PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65535).optional()),
  // The metrics port answers without a token: loopback only unless told otherwise (docs/OPERATIONS.md#metrics).
  METRICS_HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
  // OpenTelemetry's standard variables (docs/OPERATIONS.md#traces).
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  OTEL_SERVICE_NAME: z.preprocess(blankAsUnset, z.string().default('studio-screens')),
  OTEL_SDK_DISABLED: z.preprocess(blankAsUnset, z.enum(['true', 'false']).optional()),
})

export interface Config {
  production: boolean
  host: string
  port: number
  /** Where browsers reach this server, without a trailing slash. */
  publicUrl: string
  database: { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string }
  adminEmail?: string
  adminPassword?: string
  ssoSecret?: string
  /** OpenID Connect sign-in (OIDC_*); null when off (docs/SECURITY.md#openid-connect-sign-in). */
  oidc: OidcSettings | null
  mediaBaseUrl: string
  /** The media library: MEDIA_DIR (default DATA_DIR/media), the largest file, uploads per user, ffmpeg jobs per process. */
  media: { dir: string; maxBytes: number; uploadsPerUser: number; transcodes: number }
  logLevel: string
  trustProxy: TrustProxy
  /** Origins whose pages may call the API with credentials (CORS); empty: none. */
  corsOrigins: string[]
  webRoot: string
  publicRoot: string
  /** Whether /assets/*.map are served: in production only with SOURCE_MAPS=1. */
  sourceMaps: boolean
  supergraphPath: string
  /** The external timetable service; null keeps timetables in our database. */
  studioService: StudioServiceOptions | null
  /** Word a super-admin types to clean the audit log; unset disables cleaning. */
  logsCleanWord?: string
  /** Where alerts are POSTed (docs/ALERTS.md); unset sends none. */
  alertWebhookUrl?: string
  /** WEBHOOK_ALLOW_PRIVATE: webhook receivers on private, loopback or link-local addresses may be called (docs/WEBHOOKS.md). */
  webhookAllowPrivate: boolean
  /** WEBHOOK_ALLOWED_HOSTS: the receivers' hosts that may be on private addresses while the rest may not (docs/WEBHOOKS.md). */
  webhookAllowedHosts: string[]
  /** SECRETS_KEY: the keys that seal secrets at rest, the first for new ones; empty: the key file beside DATA_DIR (docs/SECURITY.md#secrets-at-rest). */
  secretsKeys: Buffer[]
  /** DATA_DIR, absolute (the embedded database's files; the secrets key file goes beside it when SECRETS_KEY is unset). */
  dataDir: string
  /** How often one process checks for alerts. */
  alertCheckSeconds: number
  /** SYNC_ALERT_MS: a screen whose 95th percentile of |drift| in a class is over this played out of step (docs/CLASS-RUNS.md#proof-of-sync). */
  syncThresholdMs: number
  /** A screen not holding a coming workout this long before that day's first class raises an alert (docs/ALERTS.md). */
  contentReadyLeadHours: number
  /** Server processes (node:cluster) sharing the port; more than one needs PostgreSQL. */
  workers: number
  /** How often each process writes the screens' pending heartbeats (docs/FLEET.md). */
  heartbeatFlushMs: number
  /** How long a starting server waits for an unreachable database before it exits (docs/OPERATIONS.md#starting-before-the-database). */
  databaseWaitMs: number
  /** /graphql requests a minute per client address. */
  graphqlRateLimit: number
  /** Requests a minute per API key, across every process (docs/SECURITY.md#api-keys). */
  apiKeyRateLimit: number
  /** Days history is kept, 0 for ever (docs/OPERATIONS.md#data-that-does-not-grow-forever). */
  retentionDays: RetentionDays
  /** Prometheus metrics (docs/OPERATIONS.md#metrics): bearer token of GET /metrics on the app's port, and/or a port of their own on `host` (loopback by default). */
  metrics: { token?: string; port?: number; host: string }
  /** OpenTelemetry traces (docs/OPERATIONS.md#traces): where spans go over OTLP/HTTP; null when off. */
  tracing: { url: string; serviceName: string } | null
}

export class ConfigError extends Error {}

/** The OTLP/HTTP traces URL: the traces endpoint as given, or the base endpoint plus /v1/traces (docs/OPERATIONS.md#traces). */
function tracesUrl(e: z.infer<typeof EnvSchema>): Config['tracing'] {
  if (e.OTEL_SDK_DISABLED === 'true') return null
  const url = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (e.OTEL_EXPORTER_OTLP_ENDPOINT && `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`)
  return url ? { url, serviceName: e.OTEL_SERVICE_NAME } : null
}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const browserHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST
  const publicUrl = (e.PUBLIC_URL ?? `http://${browserHost.includes(':') ? `[${browserHost}]` : browserHost}:${e.PORT}`).replace(/\/+$/, '')
  let studioService: StudioServiceOptions | null
  let oidc: OidcSettings | null
  try {
    studioService = studioServiceOptionsFromEnv(e)
    oidc = oidcSettingsFromEnv(e, publicUrl)
  } catch (error) {
    throw new ConfigError(`Invalid environment:\n  ${(error as Error).message}`)
  }
  return {
    production: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    database: e.DATABASE_URL ? { driver: 'postgres', url: e.DATABASE_URL } : { driver: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    ssoSecret: e.SSO_SECRET,
    oidc,
    mediaBaseUrl: e.MEDIA_BASE_URL ?? `${publicUrl}/media/`,
    media: {
      dir: path.resolve(e.MEDIA_DIR ?? path.join(e.DATA_DIR, 'media')),
      maxBytes: e.MEDIA_MAX_MB * 1024 * 1024,
      uploadsPerUser: e.MEDIA_UPLOADS_PER_USER,
      transcodes: e.MEDIA_TRANSCODES,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    webRoot: path.resolve(e.WEB_ROOT),
    publicRoot: path.resolve(e.PUBLIC_ROOT),
    sourceMaps: e.SOURCE_MAPS === undefined ? e.NODE_ENV !== 'production' : e.SOURCE_MAPS === '1',
    supergraphPath: path.resolve(e.SUPERGRAPH_PATH),
    studioService,
    logsCleanWord: e.LOGS_CLEAN_WORD,
    alertWebhookUrl: e.ALERT_WEBHOOK_URL,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    webhookAllowedHosts: e.WEBHOOK_ALLOWED_HOSTS,
    secretsKeys: e.SECRETS_KEY,
    dataDir: path.resolve(e.DATA_DIR),
    alertCheckSeconds: e.ALERT_CHECK_SECONDS,
    syncThresholdMs: e.SYNC_ALERT_MS,
    contentReadyLeadHours: e.CONTENT_READY_LEAD_HOURS,
    workers: e.WORKERS,
    heartbeatFlushMs: e.HEARTBEAT_FLUSH_MS,
    databaseWaitMs: e.DATABASE_WAIT_SECONDS * 1000,
    graphqlRateLimit: e.GRAPHQL_RATE_LIMIT,
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    retentionDays: { classRuns: e.RETENTION_CLASS_RUNS_DAYS, audit: e.RETENTION_AUDIT_DAYS, alerts: e.RETENTION_ALERTS_DAYS },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    tracing: tracesUrl(e),
  }
}
