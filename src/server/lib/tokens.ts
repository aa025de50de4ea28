import { createHash, randomBytes } from 'node:crypto'

/** A new opaque token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What sessions store instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Ids arrive as free text in paths; only UUIDs can match a row. */
export { isUuid } from '../../shared/uuid'
