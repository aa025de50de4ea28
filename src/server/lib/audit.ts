import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client'
import { logs } from '../db/schema'

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'paired'
  | 'sign-in'
  | 'sign-in failed'
  | 'sign-out'
  | 'password change'
  | 'current password refused'
  | 'clean refused'
  | 'outside scope'
  // A company account (OpenID Connect) bound to a user, or removed; a super-admin's leave to link one on the next sign-in.
  | 'company account link'
  | 'company account unlink'
  | 'company account link allowed'
  | 'company account link withdrawn'
  // A library upload refused by its check (docs/MEDIA-LIBRARY.md): what failed, and the figure.
  | 'refused'

export interface AuditActor {
  id: string | null
  email: string
}

const SECRET_KEY = /pass(word)?|token|secret|hash|authcode/i
export const REDACTED = '[REDACTED]'

/** A deep copy of `value` with every secret-looking field replaced, safe to keep in the log. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact)
  if (value instanceof Date) return value.toISOString()
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, SECRET_KEY.test(key) ? REDACTED : redact(child)]))
  }
  return value
}

/** Writes one audit log row; pass the transaction of the change so both land or neither. */
export async function audit(tx: Db, model: string, action: AuditAction, actor: AuditActor, data: unknown): Promise<void> {
  await tx.insert(logs).values({
    model,
    action,
    modifiedBy: actor.email,
    userId: actor.id,
    data: redact(data),
  })
}

/** Where a request came from, as the audit log records it: the client's address and browser. */
export function requestOrigin(request: FastifyRequest): { address: string; userAgent: string | null } {
  return { address: request.ip, userAgent: request.headers['user-agent'] ?? null }
}
