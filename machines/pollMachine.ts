import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { ServerClassState } from './classMachine';
import { errorStatus } from './pairingMachine';

/** Class-screen poll and push reconnect every 30 s (SPEC §4.3, §9). */
export const POLL_DELAYS = { pollInterval: 30_000, pushRetry: 30_000 } as const;

/** What the screen reports with each poll; the poll is also its heartbeat. */
export interface PollRequest {
  playing: boolean;
  automaticMode: boolean;
}

/** The poll's answer: the location's class state plus one-shot refresh flags. */
export interface PollResponse extends ServerClassState {
  refreshFlag?: boolean;
  hardRefreshFlag?: boolean;
  serverTime: string;
}

/** Events the push channel (server-sent events, provided by the app) sends to the poll machine. */
export type PushEvent =
  | { type: 'push.classStart'; classStart: boolean; automaticMode?: boolean; classStartedAt?: string | null; serverTime?: string | null }
  | { type: 'push.refresh' }
  | { type: 'push.hardRefresh' }
  | { type: 'push.failed' };

export type PollEvent = { type: 'status.changed'; playing: boolean } | PushEvent;

/** Events the poll machine sends to its parent (the screen machine). */
export type PollParentEvent =
  | ({ type: 'server.changed' } & ServerClassState)
  | { type: 'server.refresh' }
  | { type: 'server.hardRefresh' }
  | { type: 'server.unauthorised' };

export interface PollInput {
  playing?: boolean;
  server: ServerClassState;
}

export interface PollContext {
  playing: boolean;
  server: ServerClassState;
}

/** True when the class-relevant part of two server states differs (serverTime alone is no change). */
export function serverStateChanged(before: ServerClassState, after: ServerClassState): boolean {
  return (
    before.classStart !== after.classStart ||
    before.automaticMode !== after.automaticMode ||
    before.alternateCountdown !== after.alternateCountdown ||
    (before.classStartedAt ?? null) !== (after.classStartedAt ?? null)
  );
}

/** The server state after a push of classStart (fields the push leaves out keep their last value). */
export function mergePush(server: ServerClassState, push: Extract<PushEvent, { type: 'push.classStart' }>): ServerClassState {
  return {
    classStart: push.classStart,
    automaticMode: push.automaticMode ?? server.automaticMode,
    alternateCountdown: server.alternateCountdown,
    classStartedAt: push.classStart ? (push.classStartedAt ?? server.classStartedAt ?? null) : null,
    serverTime: push.serverTime ?? null,
  };
}

function fromResponse(response: PollResponse): ServerClassState {
  return {
    classStart: response.classStart,
    automaticMode: response.automaticMode,
    alternateCountdown: response.alternateCountdown,
    classStartedAt: response.classStartedAt ?? null,
    serverTime: response.serverTime,
  };
}

export const pollMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as {
    context: PollContext;
    input: PollInput;
    events: PollEvent;
    tags: 'pushConnected';
  },
  actors: {
    /** The class-screen poll (screen token header): sends PollRequest, answers PollResponse. */
    poll: fromPromise<PollResponse, PollRequest>(async () => {
      throw new Error('poll is provided by the app');
    }),
    /** Server-sent events; sends PushEvent to its parent, 'push.failed' when the stream drops. None by default. */
    push: fromCallback<PollEvent>(() => {}),
  },
  actions: {
    assignPlaying: assign({ playing: (_, params: { playing: boolean }) => params.playing }),
    assignServerState: assign({ server: (_, params: { server: ServerClassState }) => params.server }),
    forwardServerState: enqueueActions(({ context, enqueue }, params: { server: ServerClassState }) => {
      if (serverStateChanged(context.server, params.server)) {
        enqueue.sendParent({ type: 'server.changed', ...params.server } satisfies PollParentEvent);
      }
    }),
    forwardFlags: enqueueActions(({ enqueue }, params: { response: PollResponse }) => {
      if (params.response.hardRefreshFlag) enqueue.sendParent({ type: 'server.hardRefresh' } satisfies PollParentEvent);
      else if (params.response.refreshFlag) enqueue.sendParent({ type: 'server.refresh' } satisfies PollParentEvent);
    }),
    notifyRefresh: enqueueActions(({ enqueue }) => enqueue.sendParent({ type: 'server.refresh' } satisfies PollParentEvent)),
    notifyHardRefresh: enqueueActions(({ enqueue }) => enqueue.sendParent({ type: 'server.hardRefresh' } satisfies PollParentEvent)),
    notifyUnauthorised: enqueueActions(({ enqueue }) => enqueue.sendParent({ type: 'server.unauthorised' } satisfies PollParentEvent)),
  },
  guards: {
    isUnauthorised: (_, params: { error: unknown }) => [401, 404].includes(errorStatus(params.error) ?? 0),
  },
  delays: POLL_DELAYS,
}).createMachine({
  id: 'poll',
  description: 'Polls the class state every 30 s (the heartbeat) and listens to the push channel; forwards changes to the parent.',
  type: 'parallel',
  context: ({ input }) => ({ playing: input.playing ?? false, server: input.server }),
  on: {
    'status.changed': { actions: { type: 'assignPlaying', params: ({ event }) => ({ playing: event.playing }) } },
    'push.classStart': {
      actions: [
        { type: 'forwardServerState', params: ({ context, event }) => ({ server: mergePush(context.server, event) }) },
        { type: 'assignServerState', params: ({ context, event }) => ({ server: mergePush(context.server, event) }) },
      ],
    },
    'push.refresh': { actions: 'notifyRefresh' },
    'push.hardRefresh': { actions: 'notifyHardRefresh' },
  },
  states: {
    polling: {
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            id: 'poll',
            src: 'poll',
            input: ({ context }) => ({ playing: context.playing, automaticMode: context.server.automaticMode }),
            onDone: {
              target: 'waiting',
              actions: [
                { type: 'forwardServerState', params: ({ event }) => ({ server: fromResponse(event.output) }) },
                { type: 'assignServerState', params: ({ event }) => ({ server: fromResponse(event.output) }) },
                { type: 'forwardFlags', params: ({ event }) => ({ response: event.output }) },
              ],
            },
            onError: [
              { guard: { type: 'isUnauthorised', params: ({ event }) => ({ error: event.error }) }, target: 'waiting', actions: 'notifyUnauthorised' },
              { target: 'waiting' },
            ],
          },
        },
        waiting: { after: { pollInterval: { target: 'requesting' } } },
      },
    },
    push: {
      initial: 'listening',
      states: {
        listening: {
          tags: ['pushConnected'],
          invoke: { id: 'push', src: 'push', onError: { target: 'offline' } },
          on: { 'push.failed': { target: 'offline' } },
        },
        offline: {
          description: 'The poll keeps the screen in step until the push channel is back.',
          after: { pushRetry: { target: 'listening' } },
        },
      },
    },
  },
});
