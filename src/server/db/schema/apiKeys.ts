import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { NAME_MAX } from '../../../shared/constants'
import { users } from './people'

// API keys for other systems (docs/SECURITY.md#api-keys): a key is `kbs_<publicId>_<secret>`; the
// public id finds the row, the secret is kept only as its SHA-256 hash.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    publicId: text('public_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    role: text('role', { enum: ['admin', 'api-access'] }).notNull(),
    /** What the key may do beyond its role's limits; empty: all its role may. */
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    /** The locations, or the regions, it may see; both empty: every one its role sees. */
    locationIds: jsonb('location_ids').$type<string[]>().notNull().default([]),
    regionIds: jsonb('region_ids').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at')
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    /** Written at most once a minute per process, not on every request. */
    lastUsedAt: timestamptz('last_used_at'),
    lastUsedAddress: text('last_used_address'),
  },
  (table) => [uniqueIndex('api_keys_public_id_unique').on(table.publicId), index('api_keys_created_idx').on(table.createdAt)],
)
