import { assign, fromPromise, sendParent, setup } from 'xstate'
import type { ScreenPlanData } from './screenData'

/**
 * When the screen reads its plan (docs/SCREEN-DEVICE.md#content-ahead): what its round plays over the next days and
 * the coming days' classes (GET /api/v1/screens/plan). Not with the load itself: a while after it (the app draws the
 * wait, so a reload storm's screens ask spread out), then every half hour, and five minutes after a failure. Each plan
 * read goes to the screen machine ('plan.loaded'), which keeps it with the screen for an offline boot.
 */
export const PLAN_DELAYS = {
  /** A plan is read again this often: a workout saved for next week reaches the screens within it. */
  refresh: 30 * 60_000,
  /** After a failed read (no network, the server away). */
  retry: 5 * 60_000,
} as const

export interface PlanInput {
  /** How long after loading the first read waits (ms): the app spreads the screens of a storm over a minute. */
  firstDelayMs: number
}

export const planMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as {
    context: { firstDelayMs: number; failures: number }
    input: PlanInput
    events: { type: 'plan.readNow' }
    tags: 'fetching'
  },
  actors: {
    /** GET /api/v1/screens/plan with the screen's token, as the screen keeps it. */
    fetchPlan: fromPromise<ScreenPlanData>(async () => {
      throw new Error('fetchPlan is provided by the app')
    }),
  },
  actions: {
    deliverPlan: sendParent((_, params: { plan: ScreenPlanData }) => ({ type: 'plan.loaded' as const, plan: params.plan })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    clearFailures: assign({ failures: 0 }),
  },
  delays: {
    ...PLAN_DELAYS,
    first: ({ context }) => context.firstDelayMs,
  },
}).createMachine({
  id: 'plan',
  description: 'Reads the screen’s plan a while after loading, then every 30 minutes; 5 minutes after a failure.',
  context: ({ input }) => ({ firstDelayMs: Math.max(0, input.firstDelayMs), failures: 0 }),
  initial: 'waiting',
  on: {
    // Something says the plan may have changed (the push channel is back after a drop): read it now.
    'plan.readNow': { target: '.fetching' },
  },
  states: {
    waiting: { after: { first: { target: 'fetching' } } },
    fetching: {
      tags: ['fetching'],
      on: { 'plan.readNow': {} },
      invoke: {
        id: 'fetchPlan',
        src: 'fetchPlan',
        onDone: { target: 'fresh', actions: ['clearFailures', { type: 'deliverPlan', params: ({ event }) => ({ plan: event.output }) }] },
        onError: { target: 'failed', actions: 'countFailure' },
      },
    },
    fresh: { after: { refresh: { target: 'fetching' } } },
    failed: { after: { retry: { target: 'fetching' } } },
  },
})
