import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { ConfigError, loadConfig, type Config } from './config'
import { openDatabase, type Database } from './db/client'
import { seed } from './db/seed'
import { whenDatabaseAnswers } from './lib/databaseWait'
import { answerClusterScrapes, clusterFigures, processFigures, serveMetricsPort } from './lib/metricsPort'
import { keepNewFilesPrivate } from './lib/privateFiles'
import { loadSecretKeys, secretBox, type SecretKeys } from './lib/secretBox'
import { createStudioService } from './timetable/studioService'

const SHUTDOWN_GRACE_MS = 10_000
/** A worker that dies is started again after this (doubling while it keeps dying, up to a minute). */
const RESPAWN_MIN_MS = 500
const RESPAWN_MAX_MS = 60_000
/** A worker that lived this long before dying was healthy: its respawn delay starts over. */
const HEALTHY_UPTIME_MS = 30_000

function loadConfigOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

type SeededAdmin = Awaited<ReturnType<typeof seed>>['admin']

function printBanner(config: Config, admin: SeededAdmin, workers: number) {
  const lines = [`Console: ${config.publicUrl}/admin`, `Screens: ${config.publicUrl}/screens`, `API reference: ${config.publicUrl}/api/docs`]
  if (workers > 1) lines.push(`${workers} server processes share port ${config.port}.`)
  if (admin?.generatedPassword) {
    // Shown once: only the hash is stored.
    lines.push(
      '',
      'A super-admin was created. Sign in with:',
      `  email:    ${admin.email}`,
      `  password: ${admin.generatedPassword}`,
      'This password is not shown again.',
    )
  } else if (admin) {
    lines.push('', `A super-admin was created for ${admin.email} (password from ADMIN_PASSWORD).`)
  }
  console.log(`\n${lines.join('\n')}\n`)
}

/**
 * Migrates and seeds under the database's start-up lock: processes started at the same moment on an
 * empty database do it exactly once, and the later ones find it done.
 */
async function prepareDatabase(config: Config, database: Database): Promise<SeededAdmin> {
  // A database still starting (or not reachable yet) is waited for, not a reason to exit (lib/databaseWait.ts).
  return whenDatabaseAnswers(
    () =>
      database.withStartupLock(async () => {
        await database.migrate()
        const seeded = await seed(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, mediaBaseUrl: config.mediaBaseUrl })
        return seeded.admin
      }),
    {
      waitMs: config.databaseWaitMs,
      onRetry: (reason, retryInMs) =>
        console.warn(
          `Waiting for the database (${reason}); trying again in ${(retryInMs / 1000).toFixed(1)} s, for up to ${config.databaseWaitMs / 1000} s in all.`,
        ),
    },
  )
}

/**
 * The keys that seal secrets at rest (docs/SECURITY.md#secrets-at-rest): SECRETS_KEY's, or the key file kept beside
 * DATA_DIR, made on the first start. Every process of a PostgreSQL database needs the same keys.
 */
function secretKeysOrExit(config: Config): SecretKeys {
  try {
    const keys = loadSecretKeys(config.secretsKeys, config.dataDir)
    if (keys.source === 'file' && config.database.driver === 'postgres' && !cluster.isWorker) {
      console.warn(
        `SECRETS_KEY is not set: webhook signing secrets are sealed with the key in ${keys.file}. ` +
          'Every server process on this database needs that key: set SECRETS_KEY to it on each (docs/SECURITY.md#secrets-at-rest).',
      )
    }
    return keys
  } catch (error) {
    console.error(`Secrets key: ${(error as Error).message}`)
    process.exit(1)
  }
}

/** One server process: the whole app on one port (alone, or as one of the cluster's workers). */
async function runServer(config: Config, options: { prepare: boolean; banner: boolean }) {
  const secretKeys = secretKeysOrExit(config)
  let database: Database | undefined
  let app: FastifyInstance | undefined
  let metricsServer: Server | undefined
  let stopTracing = async () => {}

  let shuttingDown = false
  const shutdown = async (signal: string) => {
    if (shuttingDown) return
    shuttingDown = true
    app?.log.info({ signal }, 'shutting down')
    const forced = setTimeout(() => {
      console.error('Shutdown took too long; exiting.')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    forced.unref()
    try {
      metricsServer?.close()
      await app?.close()
    } finally {
      await database?.close()
      await stopTracing().catch(() => {})
    }
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  try {
    // The app's packages load while the database opens: a restart answers sooner (docs/FLEET.md).
    const appModule = import('./app')
    // Traces, only when configured: the SDK is not even loaded otherwise (docs/OPERATIONS.md#traces).
    const tracing = config.tracing && (await import('./plugins/tracing')).startTracing(config.tracing)
    if (tracing) stopTracing = () => tracing.shutdown()
    database = await openDatabase(config.database)
    if (tracing) (await import('./plugins/tracing')).traceDatabase(database, tracing.tracer)
    const admin = options.prepare ? await prepareDatabase(config, database) : undefined
    const { buildApp } = await appModule
    app = await buildApp({
      database,
      mediaBaseUrl: config.mediaBaseUrl,
      media: {
        dir: config.media.dir,
        maxBytes: config.media.maxBytes,
        uploadsPerUser: config.media.uploadsPerUser,
        jobs: { concurrency: config.media.transcodes },
      },
      ssoSecret: config.ssoSecret,
      oidc: config.oidc,
      studioService:
        config.studioService && createStudioService({ ...config.studioService, logger: { warn: (details, message) => app?.log.warn(details, message) } }),
      logsCleanWord: config.logsCleanWord,
      alerts: {
        webhookUrl: config.alertWebhookUrl,
        checkEveryMs: config.alertCheckSeconds * 1000,
        contentLeadHours: config.contentReadyLeadHours,
        deliverEveryMs: Math.min(5_000, config.alertCheckSeconds * 1000),
      },
      webhooks: { allowPrivate: config.webhookAllowPrivate, allowedHosts: config.webhookAllowedHosts, secrets: secretBox(secretKeys.keys) },
      trustProxy: config.trustProxy,
      corsOrigins: config.corsOrigins,
      housekeeping: { retentionDays: config.retentionDays },
      metrics: config.metrics.token || config.metrics.port ? { token: config.metrics.token } : undefined,
      tracer: tracing ? tracing.tracer : undefined,
      heartbeatFlushMs: config.heartbeatFlushMs,
      apiKeyRequestsPerMinute: config.apiKeyRateLimit,
      syncThresholdMs: config.syncThresholdMs,
      logger: {
        level: config.logLevel,
        redact: ['req.headers.authorization', 'req.headers["screen-auth-token"]', 'req.headers["x-api-key"]', 'req.headers.cookie'],
      },
      timeouts: { requestMs: 30_000, connectionMs: 10_000, keepAliveMs: 72_000 },
      web: { webRoot: config.webRoot, publicRoot: config.publicRoot, sourceMaps: config.sourceMaps },
      graphql: existsSync(config.supergraphPath)
        ? { supergraphPath: config.supergraphPath, production: config.production, requestsPerMinute: config.graphqlRateLimit }
        : undefined,
    })
    if (!existsSync(config.supergraphPath)) app.log.warn(`No ${config.supergraphPath}: /graphql is off until \`npm run mesh\` has run.`)
    await app.listen({ host: config.host, port: config.port })
    if (config.metrics.port && cluster.isWorker) answerClusterScrapes(app.metrics)
    else if (config.metrics.port) metricsServer = await serveMetricsPort(config.metrics.port, config.metrics.host, processFigures(app.metrics))
    if (options.banner) printBanner(config, admin, 1)
  } catch (error) {
    console.error(error)
    await app?.close().catch(() => {})
    await database?.close().catch(() => {})
    process.exit(1)
  }
}

/**
 * The cluster's primary: prepares the database once, then keeps `workers` server processes running
 * on one port (the kernel spreads connections among them). It serves nothing itself.
 */
async function runPrimary(config: Config) {
  // Made here, before the workers start: they read the one key file instead of racing to make it.
  secretKeysOrExit(config)
  let admin: SeededAdmin
  const database = await openDatabase(config.database)
  try {
    admin = await prepareDatabase(config, database)
  } catch (error) {
    console.error(error)
    process.exit(1)
  } finally {
    await database.close().catch(() => {})
  }

  let stopping = false
  let respawnDelay = RESPAWN_MIN_MS
  const startedAt = new Map<number, number>()
  const fork = () => {
    const worker = cluster.fork({ STUDIO_WORKER: '1' })
    startedAt.set(worker.id, Date.now())
  }
  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker.id) ?? Date.now())
    startedAt.delete(worker.id)
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    // The other workers carry on serving; screens on this one reconnect to them.
    respawnDelay = uptime > HEALTHY_UPTIME_MS ? RESPAWN_MIN_MS : Math.min(RESPAWN_MAX_MS, respawnDelay * 2)
    console.error(`Server process ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another in ${respawnDelay} ms.`)
    setTimeout(fork, respawnDelay)
  })
  for (let index = 0; index < config.workers; index += 1) fork()
  // The workers share the app's port, so a scrape there would reach one of them: the primary sums them on METRICS_PORT.
  if (config.metrics.port) await serveMetricsPort(config.metrics.port, config.metrics.host, clusterFigures())

  let listening = 0
  cluster.on('listening', () => {
    listening += 1
    if (listening === config.workers) printBanner(config, admin, config.workers)
  })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 1_000).unref()
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

// What the server writes is its user's alone, whatever the umask it was started with (docs/SECURITY.md#files-on-disk).
keepNewFilesPrivate()
const config = loadConfigOrExit()
if (cluster.isWorker) {
  void runServer(config, { prepare: false, banner: false })
} else if (config.workers > 1 && config.database.driver === 'postgres') {
  void runPrimary(config)
} else {
  if (config.workers > 1) {
    console.warn(
      `WORKERS=${config.workers}: the embedded database belongs to one process, so one server process runs. ` +
        'Set DATABASE_URL to a PostgreSQL database to run several.',
    )
  }
  void runServer(config, { prepare: true, banner: true })
}
