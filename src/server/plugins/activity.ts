import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export type RunKind = 'manual' | 'automatic'

/**
 * What this process has done for the business since it started, counted where it happens (after
 * the transaction that did it committed) and read by the metrics plugin when scraped
 * (docs/OPERATIONS.md#metrics). Plain numbers, always on: counting costs an addition, so the routes
 * need not know whether metrics are on.
 */
export interface Activity {
  /** A class run began: a Start press (manual) or the first clip a screen reported of a class (automatic). */
  runStarted(kind: RunKind, runs?: number): void
  /** Plays stored (each screen's clip once; a retried report counts nothing twice). */
  playsStored(plays: number): void
  /** A scoped caller reached for a row outside their scope (a 404 to them): by what they reached for and how they are scoped. */
  scopeRefused(target: string, scope: string): void
  /** The totals so far. */
  readonly totals: {
    readonly runsStarted: Readonly<Record<RunKind, number>>
    readonly playsStored: number
    /** By `target|scope`. */
    readonly scopeRefusals: ReadonlyMap<string, number>
  }
}

export function createActivity(): Activity {
  const runsStarted: Record<RunKind, number> = { manual: 0, automatic: 0 }
  let playsStored = 0
  const scopeRefusals = new Map<string, number>()
  return {
    runStarted(kind, runs = 1) {
      runsStarted[kind] += runs
    },
    playsStored(plays) {
      playsStored += plays
    },
    scopeRefused(target, scope) {
      const key = `${target}|${scope}`
      scopeRefusals.set(key, (scopeRefusals.get(key) ?? 0) + 1)
    },
    get totals() {
      return { runsStarted, playsStored, scopeRefusals }
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's business counters (plugins/activity.ts). */
    readonly activity: Activity
  }
}

async function activityPlugin(app: FastifyInstance) {
  app.decorate('activity', createActivity())
}

export default fp(activityPlugin, { name: 'activity' })
