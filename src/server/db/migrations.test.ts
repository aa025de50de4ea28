// Expand, then contract (docs/OPERATIONS.md#upgrades-expand-then-contract): a migration that drops,
// renames, retypes or tightens a column or a table must be a listed contract step, shipped at least
// one release after the code stopped using what it changes.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_VERSION } from '../../shared/constants'
import { CONTRACT_STEPS } from './contractSteps'

const root = path.resolve(import.meta.dirname, '../../..')
const folder = path.join(root, 'src/server/db/migrations')

/** What the statement breaks for a release that still uses the old schema: `table.column` or `table`, or null when it breaks nothing. */
export function breakingChanges(statement: string): string[] | 'unrecognised' {
  const text = statement.replace(/\s+/g, ' ').trim()
  const table = /^ALTER TABLE (?:"?\w+"?\.)?"?(\w+)"?/i.exec(text)?.[1]
  const changes: string[] = []
  for (const [, name] of text.matchAll(/DROP TABLE (?:IF EXISTS )?(?:"?\w+"?\.)?"?(\w+)"?/gi)) changes.push(name)
  if (table) {
    for (const [, column] of text.matchAll(/DROP COLUMN (?:IF EXISTS )?"?(\w+)"?/gi)) changes.push(`${table}.${column}`)
    for (const [, column] of text.matchAll(/RENAME (?:COLUMN )?"?(\w+)"? TO/gi)) changes.push(column.toUpperCase() === 'TO' ? table : `${table}.${column}`)
    if (/ RENAME TO /i.test(text)) changes.push(table)
    for (const [, column] of text.matchAll(/ALTER COLUMN "?(\w+)"? (?:SET DATA TYPE|TYPE|SET NOT NULL)/gi)) changes.push(`${table}.${column}`)
  }
  if (changes.length === 0 && /\b(DROP TABLE|DROP COLUMN|RENAME|SET NOT NULL|SET DATA TYPE)\b/i.test(text)) return 'unrecognised'
  return [...new Set(changes)]
}

const versionParts = (version: string) => version.split('.').map(Number)
const olderOrSame = (a: string, b: string) => {
  const [x, y] = [versionParts(a), versionParts(b)]
  for (let index = 0; index < Math.max(x.length, y.length); index += 1) if ((x[index] ?? 0) !== (y[index] ?? 0)) return (x[index] ?? 0) < (y[index] ?? 0)
  return true
}

describe('migrations: expand, then contract', () => {
  it('finds what a statement breaks', () => {
    expect(breakingChanges('ALTER TABLE "screens" DROP COLUMN "status_label";')).toEqual(['screens.status_label'])
    expect(breakingChanges('ALTER TABLE "a" RENAME COLUMN "b" TO "c"')).toEqual(['a.b'])
    expect(breakingChanges('ALTER TABLE "a" RENAME TO "z"')).toEqual(['a'])
    expect(breakingChanges('DROP TABLE "old_things" CASCADE')).toEqual(['old_things'])
    expect(breakingChanges('ALTER TABLE "a" ALTER COLUMN "b" SET DATA TYPE integer')).toEqual(['a.b'])
    expect(breakingChanges('ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL')).toEqual(['a.b'])
    expect(breakingChanges('ALTER TABLE "a" ADD COLUMN "b" text')).toEqual([])
    expect(breakingChanges('ALTER TABLE "a" DROP CONSTRAINT "a_b_fk"')).toEqual([])
    expect(breakingChanges('ALTER INDEX "x" RENAME TO "y"')).toBe('unrecognised')
  })

  it('ships no breaking change that is not a listed contract step', () => {
    const unlisted: string[] = []
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
      const migration = file.replace(/\.sql$/, '')
      const step = CONTRACT_STEPS.find((entry) => entry.migration === migration)
      for (const statement of readFileSync(path.join(folder, file), 'utf8').split(/;|--> statement-breakpoint/)) {
        const changes = breakingChanges(statement)
        if (changes === 'unrecognised') unlisted.push(`${migration}: a statement this test cannot read: ${statement.trim()}`)
        else for (const change of changes) if (!step?.changes.includes(change)) unlisted.push(`${migration}: ${change}`)
      }
    }
    expect(unlisted, 'breaking changes that are not contract steps (src/server/db/contractSteps.ts)').toEqual([])
  })

  it('lists each contract step with its release and its documentation, and only for migrations that exist', () => {
    const operations = readFileSync(path.join(root, 'docs/OPERATIONS.md'), 'utf8')
    const files = readdirSync(folder)
    for (const step of CONTRACT_STEPS) {
      expect(files, step.migration).toContain(`${step.migration}.sql`)
      expect(step.unusedSince, step.migration).toMatch(/^\d+\.\d+\.\d+$/)
      expect(olderOrSame(step.unusedSince, APP_VERSION), `${step.migration}: unused since a release after this one`).toBe(true)
      expect(step.note.length, step.migration).toBeGreaterThan(20)
      expect(operations, `docs/OPERATIONS.md names ${step.migration}`).toContain(step.migration)
    }
  })
})
