import { timestamp, uuid } from 'drizzle-orm/pg-core'

// Columns every table shares.
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
// Set by the application (the SQL default is a fallback) so stored values keep the millisecond precision
// clients echo back for the optimistic concurrency check.
export const timestamps = {
  createdAt: timestamptz('created_at')
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date()),
}
export const id = () => uuid('id').primaryKey().defaultRandom()
