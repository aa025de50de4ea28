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
  /** The totals so far. */
  readonly totals: { readonly runsStarted: Readonly<Record<RunKind, number>>; readonly playsStored: number }
}

export function createActivity(): Activity {
  const runsStarted: Record<RunKind, number> = { manual: 0, automatic: 0 }
  let playsStored = 0
  return {
    runStarted(kind, runs = 1) {
      runsStarted[kind] += runs
    },
    playsStored(plays) {
      playsStored += plays
    },
    get totals() {
      return { runsStarted, playsStored }
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
