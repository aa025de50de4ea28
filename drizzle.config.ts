import { defineConfig } from 'drizzle-kit'

// One migration history for PGlite and PostgreSQL; `npm run db:generate` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
})
