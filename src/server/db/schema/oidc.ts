import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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
    /** Set when a signed-in person links their company account (migration 0020): the callback links, it signs no one in. */
    linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
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
    /** The hash of the random value in the cookie the callback gave its browser: only that browser exchanges the code (migration 0020). */
    browserHash: text('browser_hash'),
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

// Company accounts bound to the person (migration 0020): a sign-in is matched by the provider's issuer
// and subject (`sub`), never by an email alone.

/** A person's account at the identity provider, linked to their account here: the provider's issuer and `sub`. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The email the provider gave when the link was made: shown to people, never matched on. */
    email: text('email'),
    linkedAt: timestamptz('linked_at').notNull().defaultNow(),
    lastSignInAt: timestamptz('last_sign_in_at'),
  },
  (table) => [
    uniqueIndex('user_identities_subject_unique').on(table.issuer, table.subject),
    uniqueIndex('user_identities_user_issuer_unique').on(table.userId, table.issuer),
  ],
)

/** A super-admin's leave for one account to be linked on its next company sign-in whose verified email is the account's. */
export const oidcLinkAllowances = pgTable('oidc_link_allowances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  allowedBy: text('allowed_by').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
})

/** A signed-in person's ticket to start linking their company account: the start's address carries it, once, briefly. */
export const oidcLinkTickets = pgTable('oidc_link_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz('expires_at').notNull(),
})
