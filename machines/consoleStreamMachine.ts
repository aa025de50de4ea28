import { assign, fromCallback, setup } from 'xstate'

/**
 * The console's push stream (docs/FLEET.md#live-consoles): while someone is signed in, one stream to
 * the server, opened again with growing waits when it drops. While it is open the console is `live`
 * and its pages stop polling; in every other state they poll as before (the fallback). When it
 * opens, the console reads again what it shows, since it may have missed changes while it was down.
 * The app provides the stream (fetch streaming with the session token) and what a message does.
 */

/** One message of the stream: its event name and its JSON data, parsed. */
export interface ConsoleStreamMessage {
  event: string
  data: unknown
}

export type ConsoleStreamEvent =
  | { type: 'session.started' }
  | { type: 'session.ended' }
  | { type: 'stream.opened' }
  | { type: 'stream.message'; message: ConsoleStreamMessage }
  /** The stream ended, failed, or the server was too busy to take it: try again after a wait. */
  | { type: 'stream.dropped' }
  /** The server refused the session (401/403): the console keeps polling; a new sign-in tries again. */
  | { type: 'stream.rejected' }

export const CONSOLE_STREAM_RETRY = {
  minMs: 1_000,
  maxMs: 30_000,
  /** Failures counted at most (the wait stops growing well before). */
  maxFailures: 6,
} as const

/** The wait before the next try after `failures` failures in a row: 1 s doubling to 30 s. */
export function consoleRetryDelay(failures: number): number {
  return Math.min(CONSOLE_STREAM_RETRY.maxMs, CONSOLE_STREAM_RETRY.minMs * 2 ** Math.max(0, failures - 1))
}

export interface ConsoleStreamContext {
  /** Failures in a row since the stream last opened. */
  failures: number
}

export const consoleStreamMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as {
    context: ConsoleStreamContext
    events: ConsoleStreamEvent
    tags: 'live' | 'fallback'
  },
  actors: {
    /** Opens the stream with the current session; sends stream.opened, stream.message, stream.dropped, stream.rejected. */
    stream: fromCallback<ConsoleStreamEvent>(() => {}),
  },
  actions: {
    /** Reads again what the console shows: it may have missed changes while the stream was down. */
    catchUp: () => {},
    /** Updates what the message says changed (the app writes the cache or reads the right queries again). */
    handleMessage: (_, _params: { message: ConsoleStreamMessage }) => {},
    countFailure: assign({ failures: ({ context }) => Math.min(CONSOLE_STREAM_RETRY.maxFailures, context.failures + 1) }),
    resetFailures: assign({ failures: 0 }),
  },
  delays: {
    retry: ({ context }) => consoleRetryDelay(context.failures),
  },
}).createMachine({
  id: 'consoleStream',
  description: 'One push stream per signed-in console; live while open, polling (the fallback) otherwise.',
  initial: 'signedOut',
  context: { failures: 0 },
  on: {
    // A sign-in (maybe as someone else) opens a stream of its own; a sign-out closes it.
    'session.started': { target: '.streaming', reenter: true, actions: 'resetFailures' },
    'session.ended': { target: '.signedOut', actions: 'resetFailures' },
  },
  states: {
    signedOut: { tags: ['fallback'] },
    streaming: {
      invoke: { id: 'stream', src: 'stream', onError: { target: 'retrying', actions: 'countFailure' } },
      initial: 'connecting',
      on: {
        'stream.dropped': { target: 'retrying', actions: 'countFailure' },
        'stream.rejected': { target: 'refused' },
      },
      states: {
        connecting: {
          tags: ['fallback'],
          on: { 'stream.opened': { target: 'open', actions: ['resetFailures', 'catchUp'] } },
        },
        open: {
          tags: ['live'],
          on: { 'stream.message': { actions: { type: 'handleMessage', params: ({ event }) => ({ message: event.message }) } } },
        },
      },
    },
    retrying: {
      tags: ['fallback'],
      after: { retry: { target: 'streaming' } },
    },
    refused: { tags: ['fallback'] },
  },
})
