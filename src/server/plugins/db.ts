import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle handle; throws when the app was built without a database (OpenAPI generation). */
    readonly db: Db
    /** True when the database answers a trivial query within `timeoutMs`. */
    pingDatabase(timeoutMs: number): Promise<boolean>
  }
}

export interface DbPluginOptions {
  /** Null builds an app that can describe itself (OpenAPI) but not answer data calls. */
  database: Database | null
}

async function dbPlugin(app: FastifyInstance, options: DbPluginOptions) {
  const { database } = options
  app.decorate('db', {
    getter(): Db {
      if (!database) throw new Error('This app was built without a database.')
      return database.db
    },
  })
  app.decorate('pingDatabase', async (timeoutMs: number) => (database ? database.ping(timeoutMs) : false))
}

export default fp(dbPlugin, { name: 'db' })
