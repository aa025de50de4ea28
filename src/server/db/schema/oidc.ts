import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './people'
import { sessions } from './screens'

// OpenID Connect sign-in (docs/SECURITY.md#openid-connect-sign-in). Every step of the flow is in the
// database, so a chain's processes behind a load balancer share it: the start may be answered by
// one process and the provider's callback by another.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A sign-in sent to the provider and not back yet: its state (hashed), nonce, PKCE verifier and the browser that started it. */
export const oidcPendingSignIns = pgTable(
  'oidc_pending_sign_ins',
  {
    stateHash: text('state_hash').primaryKey(),
    /** The hash of the random value in the starting browser's cookie: the callback must come back to the same browser. */
    browserHash: text('browser_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('oidc_pending_sign_ins_expires_idx').on(table.expiresAt)],
)

/** A sign-in the provider confirmed: the one-time code (hashed) the console exchanges for a session, briefly. */
export const oidcHandoffs = pgTable(
  'oidc_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's ID token, kept for its sign-out (id_token_hint). */
    idToken: text('id_token').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('oidc_handoffs_expires_idx').on(table.expiresAt)],
)

/** The provider's ID token of a console session signed in through it, for the provider's sign-out; gone with the session. */
export const oidcSessions = pgTable('oidc_sessions', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  idToken: text('id_token').notNull(),
})
