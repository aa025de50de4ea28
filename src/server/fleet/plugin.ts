import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import type { StudioService } from '../timetable/studioService'
import { createApiKeyCache, type ApiKeyCache } from './apiKeys'
import { createConsoleHub, type ConsoleHub } from './consoleHub'
import { createFleet, type Fleet, type FleetMessage } from './fleet'

declare module 'fastify' {
  interface FastifyInstance {
    /** The screens' hot path in memory, and the bus every process shares (docs/FLEET.md). */
    readonly fleet: Fleet
    /** What the consoles' push streams hear, from the same bus (docs/FLEET.md#live-consoles). */
    readonly consoleHub: ConsoleHub
    /** API key rows in memory, dropped on every process when one is revoked. */
    readonly apiKeyCache: ApiKeyCache
  }
}

export interface FleetPluginOptions {
  database: Database | null
  studioService: StudioService | null
  /** How often pending heartbeats are written (default 5 s). */
  heartbeatFlushMs?: number
}

async function fleetPlugin(app: FastifyInstance, options: FleetPluginOptions) {
  const { database } = options
  if (!database) {
    // An app that only describes itself (OpenAPI): routes may subscribe, but nothing reads or writes.
    const missing = () => {
      throw new Error('This app was built without a database.')
    }
    app.decorate('fleet', {
      screenSession: missing,
      lastSeen: missing,
      deviceState: missing,
      nowPlaying: missing,
      screenWithLocation: missing,
      location: missing,
      timetable: missing,
      calendar: missing,
      dayPlan: missing,
      currentWorkout: missing,
      screenPlan: missing,
      screenMessages: missing,
      localDate: missing,
      workoutDay: missing,
      get heartbeats(): never {
        return missing()
      },
      changed: missing,
      invalidate: missing,
      push: missing,
      subscribe: missing,
      recentScreenshotAsk: () => undefined,
      streams: () => 0,
      busConnected: () => false,
      cacheStats: () => ({}),
      onResync: () => () => {},
      close: async () => {},
    } satisfies Fleet)
    app.decorate('consoleHub', {
      subscribe: missing,
      streams: () => 0,
      screenReport: missing,
      screensChanged: missing,
      alertsChanged: missing,
      close: () => {},
    } satisfies ConsoleHub)
    app.decorate('apiKeyCache', { find: missing, touch: missing, close: () => {} } satisfies ApiKeyCache)
    return
  }
  const logger = {
    warn: (details: object, message: string) => app.log.warn(details, message),
    error: (details: object, message: string) => app.log.error(details, message),
  }
  const bus = await database.createBus<FleetMessage>(logger)
  const fleet = createFleet({
    db: database.db,
    bus,
    studioService: options.studioService,
    heartbeatFlushMs: options.heartbeatFlushMs,
    onError: (error, what) => app.log.error({ err: error }, `${what} failed`),
  })
  const consoleHub = createConsoleHub(bus)
  app.decorate('fleet', fleet)
  app.decorate('consoleHub', consoleHub)
  const apiKeyCache = createApiKeyCache(database.db, bus)
  app.decorate('apiKeyCache', apiKeyCache)
  app.addHook('onClose', async () => {
    consoleHub.close()
    apiKeyCache.close()
    // Pending last-seen times are written before the database closes.
    await fleet.close()
    await bus.close()
  })
}

export default fp(fleetPlugin, { name: 'fleet', dependencies: ['db'] })
