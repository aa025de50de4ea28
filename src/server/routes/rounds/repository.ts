import { asc, count, eq, ilike } from 'drizzle-orm'
import type { ListQuery } from '../../../shared/schemas/common'
import type { Round, RoundCreateBody } from '../../../shared/schemas/rounds'
import type { Db } from '../../db/client'
import { rounds } from '../../db/schema'
import { containing } from '../../lib/search'
import { isUuid } from '../../lib/tokens'

export type RoundRow = typeof rounds.$inferSelect
export type RoundChanges = Partial<Pick<typeof rounds.$inferInsert, 'name' | 'roundNumber' | 'imageUrl' | 'updatedAt'>>

export function toRoundDto(row: RoundRow): Round {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    roundNumber: row.roundNumber,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** A blank image URL is stored as none. */
export function storedImageUrl(imageUrl: string | null | undefined): string | null | undefined {
  return imageUrl === '' ? null : imageUrl
}

/** One page of rounds sorted by round number, with the total matching count. */
export async function listRounds(db: Db, query: ListQuery): Promise<{ items: Round[]; total: number }> {
  const where = query.search ? ilike(rounds.name, containing(query.search)) : undefined
  const [{ total }] = await db.select({ total: count() }).from(rounds).where(where)
  const rows = await db
    .select()
    .from(rounds)
    .where(where)
    .orderBy(asc(rounds.roundNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { items: rows.map(toRoundDto), total }
}

/** The round; `forUpdate` locks it in the transaction. */
export async function findRoundRow(db: Db, id: string, forUpdate = false): Promise<RoundRow | undefined> {
  if (!isUuid(id)) return undefined
  const query = db.select().from(rounds).where(eq(rounds.id, id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

export async function insertRound(db: Db, values: RoundCreateBody): Promise<RoundRow> {
  const [row] = await db
    .insert(rounds)
    .values({ ...values, imageUrl: storedImageUrl(values.imageUrl) ?? null })
    .returning()
  return row
}

export async function updateRoundRow(db: Db, id: string, changes: RoundChanges): Promise<RoundRow> {
  const [row] = await db.update(rounds).set(changes).where(eq(rounds.id, id)).returning()
  return row
}

export async function deleteRoundRow(db: Db, id: string): Promise<void> {
  await db.delete(rounds).where(eq(rounds.id, id))
}
