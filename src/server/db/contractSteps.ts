/**
 * Migrations run expand, then contract (docs/OPERATIONS.md#upgrades-expand-then-contract): during a
 * rolling upgrade the previous release runs on the new schema, so a migration never drops, renames,
 * retypes or tightens what the previous release reads or writes. Such a change is a contract step:
 * listed here with the release whose code stopped using it, and shipped at least one release later.
 * `src/server/db/migrations.test.ts` fails on a breaking statement not listed here.
 */
export interface ContractStep {
  /** The migration's tag (its file name without `.sql`). */
  migration: string
  /** What it removes or changes: `table.column` or `table`. */
  changes: string[]
  /** The release (APP_VERSION) from which no code read or wrote them; older than the release shipping the migration. */
  unusedSince: string
  /** Why it is safe, or, for a step from before the rule, what it broke. */
  note: string
  /** Landed before the rule: kept as history (migrations are never rewritten), never a model to follow. */
  beforeTheRule?: true
}

export const CONTRACT_STEPS: ContractStep[] = [
  {
    migration: '0001_drop_heartbeat_status_columns',
    changes: ['screens.status_label', 'screens.is_connected'],
    unusedSince: '21.12.22',
    note: 'Dropped in the same change that stopped writing them: a previous release still writing them fails its heartbeat writes until it is replaced.',
    beforeTheRule: true,
  },
  {
    migration: '0007_drop_unread_columns',
    changes: ['class_runs.started_by', 'class_runs.stopped_by', 'screen_links.screen_token'],
    unusedSince: '21.12.22',
    note:
      'Dropped in the same change that stopped writing class_runs.started_by and stopped_by: during a rolling upgrade from the release before, ' +
      'its Start and Stop fail on the new schema until every process runs the new release (upgrade it with all processes stopped, or quickly). ' +
      'screen_links.screen_token was never written or read.',
    beforeTheRule: true,
  },
]
