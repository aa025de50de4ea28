import { existsSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import { openDatabase, type Database } from './db/client'
import { seed } from './db/seed'
import { createStudioService } from './timetable/studioService'

const SHUTDOWN_GRACE_MS = 10_000

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

function printBanner(config: Config, admin: Awaited<ReturnType<typeof seed>>['admin']) {
  const lines = [`Console: ${config.publicUrl}/admin`, `Screens: ${config.publicUrl}/screens`, `API reference: ${config.publicUrl}/api/docs`]
  if (admin?.generatedPassword) {
    // Shown once: only the hash is stored.
    lines.push('', 'A super-admin was created. Sign in with:', `  email:    ${admin.email}`, `  password: ${admin.generatedPassword}`, 'This password is not shown again.')
  } else if (admin) {
    lines.push('', `A super-admin was created for ${admin.email} (password from ADMIN_PASSWORD).`)
  }
  console.log(`\n${lines.join('\n')}\n`)
}

async function main() {
  const config = loadConfigOrExit()
  let database: Database | undefined
  let app: FastifyInstance | undefined

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
      await app?.close()
    } finally {
      await database?.close()
    }
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  try {
    database = await openDatabase(config.database)
    await database.migrate()
    const seeded = await seed(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      mediaBaseUrl: config.mediaBaseUrl,
    })
    app = await buildApp({
      database,
      mediaBaseUrl: config.mediaBaseUrl,
      ssoSecret: config.ssoSecret,
      studioService: config.studioService && createStudioService({ ...config.studioService, logger: { warn: (details, message) => app?.log.warn(details, message) } }),
      logsCleanWord: config.logsCleanWord,
      trustProxy: config.trustProxy,
      logger: {
        level: config.logLevel,
        redact: ['req.headers.authorization', 'req.headers["screen-auth-token"]', 'req.headers.cookie'],
      },
      timeouts: { requestMs: 30_000, connectionMs: 10_000, keepAliveMs: 72_000 },
      web: { webRoot: config.webRoot, publicRoot: config.publicRoot },
      graphql: existsSync(config.supergraphPath) ? { supergraphPath: config.supergraphPath, production: config.production } : undefined,
    })
    if (!existsSync(config.supergraphPath)) app.log.warn(`No ${config.supergraphPath}: /graphql is off until \`npm run mesh\` has run.`)
    await app.listen({ host: config.host, port: config.port })
    printBanner(config, seeded.admin)
  } catch (error) {
    console.error(error)
    await app?.close().catch(() => {})
    await database?.close().catch(() => {})
    process.exit(1)
  }
}

void main()
