import { assign, fromPromise, setup } from 'xstate'
import { PLAYS_PER_REPORT } from '../src/shared/constants'
import type { PlayReport } from '../src/shared/schemas/classRuns'

/**
 * The screen's outbox of proof-of-play reports (docs/CLASS-RUNS.md): each clip the screen played is
 * queued, sent oldest first in batches, and kept (the app persists the queue) until the server has
 * stored it or refused it for good. A failed send waits, doubling from 5 s to a minute, and every
 * report keeps its id, so a retry after a lost answer is stored once.
 */
export const PLAY_REPORT_LIMITS = {
  batch: PLAYS_PER_REPORT,
  /** About two weeks of classes; beyond it the oldest reports go. */
  maxQueued: 2_000,
  retryMinMs: 5_000,
  retryMaxMs: 60_000,
} as const

/** What the server did with a batch: stored it (new or already known), or refused it (a bad report, an unlinked screen). */
export type SendOutcome = 'stored' | 'refused'

export interface PlayReportContext {
  pending: PlayReport[]
  /** Ids of the batch on its way to the server. */
  inFlight: string[]
  /** Sends failed in a row (the wait doubles with each). */
  failures: number
  /** Reports the server refused for good, or dropped for room: for diagnostics. */
  dropped: number
}

export type PlayReportEvent = { type: 'play.recorded'; play: PlayReport } | { type: 'connection.restored' }

/** Wait before the next try after `failures` failed sends in a row. */
export function retryDelay(failures: number): number {
  return Math.min(PLAY_REPORT_LIMITS.retryMaxMs, PLAY_REPORT_LIMITS.retryMinMs * 2 ** Math.max(0, failures - 1))
}

export const playReportMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as {
    context: PlayReportContext
    input: { pending?: readonly PlayReport[] }
    events: PlayReportEvent
    tags: 'sending' | 'waiting'
  },
  actors: {
    /** POSTs one batch; resolves with what the server did, rejects when it could not be reached. */
    sendPlays: fromPromise<SendOutcome, { plays: PlayReport[] }>(async () => 'stored'),
  },
  actions: {
    /** Writes the queue where it survives a reload (the app provides it). */
    persist: () => undefined,
    enqueue: assign(({ context }, params: { play: PlayReport }) => {
      if (context.pending.some((queued) => queued.id === params.play.id)) return {}
      const pending = [...context.pending, params.play]
      const overflow = Math.max(0, pending.length - PLAY_REPORT_LIMITS.maxQueued)
      return { pending: pending.slice(overflow), dropped: context.dropped + overflow }
    }),
    takeBatch: assign({ inFlight: ({ context }) => context.pending.slice(0, PLAY_REPORT_LIMITS.batch).map((queued) => queued.id) }),
    removeSent: assign(({ context }, params: { outcome: SendOutcome }) => {
      const sent = new Set(context.inFlight)
      const pending = context.pending.filter((queued) => !sent.has(queued.id))
      return {
        pending,
        inFlight: [],
        failures: 0,
        dropped: context.dropped + (params.outcome === 'refused' ? context.pending.length - pending.length : 0),
      }
    }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1, inFlight: [] }),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
  },
  delays: {
    retry: ({ context }) => retryDelay(context.failures),
  },
}).createMachine({
  id: 'playReports',
  description: 'Queues each clip the screen played and sends the queue, oldest first, in batches; waits and tries again while the server cannot be reached.',
  initial: 'idle',
  context: ({ input }) => ({ pending: [...(input.pending ?? [])], inFlight: [], failures: 0, dropped: 0 }),
  on: {
    'play.recorded': { actions: [{ type: 'enqueue', params: ({ event }) => ({ play: event.play }) }, 'persist'] },
  },
  states: {
    idle: {
      always: { guard: 'hasPending', target: 'sending' },
      on: {
        'play.recorded': { target: 'sending', actions: [{ type: 'enqueue', params: ({ event }) => ({ play: event.play }) }, 'persist'] },
      },
    },
    sending: {
      tags: ['sending'],
      entry: 'takeBatch',
      invoke: {
        id: 'sendPlays',
        src: 'sendPlays',
        input: ({ context }) => ({ plays: context.pending.filter((queued) => context.inFlight.includes(queued.id)) }),
        onDone: { target: 'idle', actions: [{ type: 'removeSent', params: ({ event }) => ({ outcome: event.output }) }, 'persist'] },
        onError: { target: 'waiting', actions: 'countFailure' },
      },
    },
    waiting: {
      tags: ['waiting'],
      after: { retry: { target: 'idle' } },
      on: { 'connection.restored': { target: 'idle' } },
    },
  },
})
