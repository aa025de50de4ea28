import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate'
import type { ClosedDay, WeeklyTimetable } from '../src/shared/classSchedule'
import type { ServerClassState } from './classMachine'
import { errorStatus } from './pairingMachine'
import { CLASS_SCREEN_POLL_MS } from '../src/shared/constants'
import type { ScreenMessageData } from './screenData'

/** Class-screen poll and push reconnect every 30 s (docs/RULES.md#class-playback, docs/RULES.md#constants). */
export const POLL_DELAYS = { pollInterval: CLASS_SCREEN_POLL_MS, pushRetry: 30_000 } as const

/** What the screen reports with each poll; the poll is also its heartbeat. */
export interface PollRequest {
  playing: boolean
  automaticMode: boolean
}

/** What the location decides about the screen beyond the class state: a change re-reads the screen (or shows contact support). */
export interface LocationShape {
  /** The location is active and its screens enabled (false: 'Please Contact Support.'). */
  enabled: boolean
  mctEnabled: boolean
  timeZone: string | null
  /** Today's classes, keyed by the location's weekday of today (a new day is a new key). */
  timetable: Partial<WeeklyTimetable>
  /** Today is a holiday or a closure of the studio (null or absent: open). */
  closedToday?: ClosedDay | null
  /**
   * The day whose workout plays (the roll-over applied): after a 5-11 PM roll-over it is tomorrow while `timetable`'s
   * day is still today, and a screen loaded before it must read the new workout. Null or absent: not known.
   */
  workoutDay?: string | null
}

/** The poll's answer: the location's class state and shape, plus one-shot refresh flags (its server time feeds the app's clock service, not the machines). */
export interface PollResponse extends ServerClassState {
  refreshFlag?: boolean
  hardRefreshFlag?: boolean
  location: LocationShape
  /** The location's messages (docs/MESSAGES.md); absent from a server before them: the screen keeps what it has. */
  messages?: ScreenMessageData[]
}

/** Events the push channel (server-sent events, provided by the app) sends to the poll machine. */
export type PushEvent =
  | { type: 'push.classStart'; classStart: boolean; automaticMode?: boolean; classStartedAt?: string | null }
  | { type: 'push.refresh' }
  | { type: 'push.hardRefresh' }
  | { type: 'push.unlinked' }
  /** The location's messages changed: the whole list (docs/MESSAGES.md). */
  | { type: 'push.messages'; messages: ScreenMessageData[] }
  | { type: 'push.failed' }
  /** The stream's connection opened (at first, or again after a drop): what was pushed while it was down is read by a poll. */
  | { type: 'push.connected' }

export type PollEvent = { type: 'status.changed'; playing: boolean } | PushEvent

/** Events the poll machine sends to its parent (the screen machine). */
export type PollParentEvent =
  | ({ type: 'server.changed' } & ServerClassState)
  | { type: 'server.refresh' }
  | { type: 'server.hardRefresh' }
  | { type: 'server.locationChanged'; location: LocationShape }
  | { type: 'server.unauthorised' }
  | { type: 'server.messages'; messages: ScreenMessageData[] }

export interface PollInput {
  playing?: boolean
  server: ServerClassState
  /** The shape the screen was loaded with; null: the first poll answer sets it. */
  location?: LocationShape | null
  /** The screen runs from the device's copy (an offline boot): the first answer asks it to re-read itself. */
  stale?: boolean
}

export interface PollContext {
  playing: boolean
  server: ServerClassState
  location: LocationShape | null
  /**
   * A class state was pushed while the poll was on its way: the poll's answer may have been read
   * before that change, so its class state is not taken (the push's stands; the next poll agrees).
   */
  pushedWhilePolling: boolean
  /**
   * The push stream opened while a poll was on its way: that answer may have been read before the stream could
   * carry a change, so the screen polls again as soon as it is in.
   */
  pollAgain: boolean
  /** As PollInput's `stale`, until the first poll answer. */
  stale: boolean
  /** Messages were pushed while the poll was on its way: its list may be older, so the push's stands. */
  messagesPushedWhilePolling: boolean
  /** The last list forwarded, as a key: the same list from each poll is not sent on. */
  messagesKey: string | null
}

/** The key of a polled list that goes on, or the last one when it does not (none sent, or a push stands over it). */
const polledMessagesKey = (context: PollContext, response: PollResponse) =>
  !response.messages || context.messagesPushedWhilePolling ? context.messagesKey : messagesKey(response.messages)

const messagesKey = (messages: readonly ScreenMessageData[]) =>
  JSON.stringify(messages.map((message) => [message.id, message.text, message.level, message.startsAt, message.endsAt]))

function timetableKey(timetable: Partial<WeeklyTimetable>): string {
  return JSON.stringify(
    Object.entries(timetable)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, classes]) => [day, (classes ?? []).map((entry) => [entry.class_name, entry.class_time])]),
  )
}

const closedKey = (closed: ClosedDay | null | undefined) => (closed ? `${closed.date}|${closed.reason}` : '')

/** True when both know their workout day and it differs. */
const workoutDayChanged = (before: LocationShape, after: LocationShape) =>
  Boolean(before.workoutDay && after.workoutDay && before.workoutDay !== after.workoutDay)

/**
 * True when the location's shape differs: enabled, multi class types, time zone, today's classes (including a new day),
 * today's closure or the day whose workout plays (a roll-over).
 */
export function locationShapeChanged(before: LocationShape, after: LocationShape): boolean {
  return (
    workoutDayChanged(before, after) ||
    before.enabled !== after.enabled ||
    before.mctEnabled !== after.mctEnabled ||
    (before.timeZone ?? null) !== (after.timeZone ?? null) ||
    timetableKey(before.timetable) !== timetableKey(after.timetable) ||
    closedKey(before.closedToday) !== closedKey(after.closedToday)
  )
}

/** True when the class-relevant part of two server states differs. */
export function serverStateChanged(before: ServerClassState, after: ServerClassState): boolean {
  return (
    before.classStart !== after.classStart ||
    before.automaticMode !== after.automaticMode ||
    before.alternateCountdown !== after.alternateCountdown ||
    (before.classStartedAt ?? null) !== (after.classStartedAt ?? null)
  )
}

/** The server state after a push of classStart (fields the push leaves out keep their last value). */
export function mergePush(server: ServerClassState, push: Extract<PushEvent, { type: 'push.classStart' }>): ServerClassState {
  return {
    classStart: push.classStart,
    automaticMode: push.automaticMode ?? server.automaticMode,
    alternateCountdown: server.alternateCountdown,
    classStartedAt: push.classStart ? (push.classStartedAt ?? server.classStartedAt ?? null) : null,
  }
}

function fromResponse(response: PollResponse): ServerClassState {
  return {
    classStart: response.classStart,
    automaticMode: response.automaticMode,
    alternateCountdown: response.alternateCountdown,
    classStartedAt: response.classStartedAt ?? null,
  }
}

export const pollMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as {
    context: PollContext
    input: PollInput
    events: PollEvent
    tags: 'pushConnected'
  },
  actors: {
    /** The class-screen poll (screen token header): sends PollRequest, answers PollResponse. */
    poll: fromPromise<PollResponse, PollRequest>(async () => {
      throw new Error('poll is provided by the app')
    }),
    /** Server-sent events; sends PushEvent to its parent, 'push.failed' when the stream drops. None by default. */
    push: fromCallback<PollEvent>(() => {}),
  },
  actions: {
    assignPlaying: assign({ playing: (_, params: { playing: boolean }) => params.playing }),
    assignServerState: assign({ server: (_, params: { server: ServerClassState }) => params.server }),
    assignLocation: assign({ location: (_, params: { response: PollResponse }) => params.response.location }),
    notePush: assign({ pushedWhilePolling: true }),
    forgetPush: assign({ pushedWhilePolling: false, pollAgain: false, messagesPushedWhilePolling: false }),
    /** A pushed list always goes on (it is the newest), and stands over the answer of a poll on its way. */
    forwardPushedMessages: enqueueActions(({ enqueue }, params: { messages: ScreenMessageData[] }) => {
      enqueue.sendParent({ type: 'server.messages', messages: params.messages } satisfies PollParentEvent)
    }),
    assignPushedMessages: assign((_, params: { messages: ScreenMessageData[] }) => ({
      messagesPushedWhilePolling: true,
      messagesKey: messagesKey(params.messages),
    })),
    forwardPolledMessages: enqueueActions(({ context, enqueue }, params: { response: PollResponse }) => {
      const key = polledMessagesKey(context, params.response)
      if (key !== context.messagesKey) enqueue.sendParent({ type: 'server.messages', messages: params.response.messages ?? [] } satisfies PollParentEvent)
    }),
    assignPolledMessages: assign({ messagesKey: ({ context }, params: { response: PollResponse }) => polledMessagesKey(context, params.response) }),
    notePollAgain: assign({ pollAgain: true }),
    forwardServerState: enqueueActions(({ context, enqueue }, params: { server: ServerClassState }) => {
      if (serverStateChanged(context.server, params.server)) {
        enqueue.sendParent({ type: 'server.changed', ...params.server } satisfies PollParentEvent)
      }
    }),
    // One request at most, the strongest: a page reload re-reads everything, a refresh re-reads the location too.
    forwardFlagsOrShape: enqueueActions(({ context, enqueue }, params: { response: PollResponse }) => {
      const { response } = params
      if (response.hardRefreshFlag) enqueue.sendParent({ type: 'server.hardRefresh' } satisfies PollParentEvent)
      else if (response.refreshFlag) enqueue.sendParent({ type: 'server.refresh' } satisfies PollParentEvent)
      else if (context.location && locationShapeChanged(context.location, response.location)) {
        enqueue.sendParent({ type: 'server.locationChanged', location: response.location } satisfies PollParentEvent)
      } else if (context.stale) enqueue.sendParent({ type: 'server.refresh' } satisfies PollParentEvent)
      enqueue.assign({ stale: false })
    }),
    notifyRefresh: enqueueActions(({ enqueue }) => enqueue.sendParent({ type: 'server.refresh' } satisfies PollParentEvent)),
    notifyHardRefresh: enqueueActions(({ enqueue }) => enqueue.sendParent({ type: 'server.hardRefresh' } satisfies PollParentEvent)),
    notifyUnauthorised: enqueueActions(({ enqueue }) => enqueue.sendParent({ type: 'server.unauthorised' } satisfies PollParentEvent)),
  },
  guards: {
    isUnauthorised: (_, params: { error: unknown }) => [401, 404].includes(errorStatus(params.error) ?? 0),
    pushedWhilePolling: ({ context }) => context.pushedWhilePolling,
    pollAgain: ({ context }) => context.pollAgain,
    playingChanged: ({ context }, params: { playing: boolean }) => params.playing !== context.playing,
  },
  delays: POLL_DELAYS,
}).createMachine({
  id: 'poll',
  description: 'Polls the class state and the location shape every 30 s (the heartbeat) and listens to the push channel; forwards changes to the parent.',
  type: 'parallel',
  context: ({ input }) => ({
    playing: input.playing ?? false,
    server: input.server,
    location: input.location ?? null,
    pushedWhilePolling: false,
    pollAgain: false,
    stale: input.stale ?? false,
    messagesPushedWhilePolling: false,
    messagesKey: null,
  }),
  on: {
    'status.changed': { actions: { type: 'assignPlaying', params: ({ event }) => ({ playing: event.playing }) } },
    'push.classStart': {
      actions: [
        { type: 'forwardServerState', params: ({ context, event }) => ({ server: mergePush(context.server, event) }) },
        { type: 'assignServerState', params: ({ context, event }) => ({ server: mergePush(context.server, event) }) },
        'notePush',
      ],
    },
    'push.refresh': { actions: 'notifyRefresh' },
    'push.hardRefresh': { actions: 'notifyHardRefresh' },
    // The token is revoked (unlinked, disconnected, relinked elsewhere or deleted): as a 401/404 would say.
    'push.unlinked': { actions: 'notifyUnauthorised' },
    'push.messages': {
      actions: [
        { type: 'forwardPushedMessages', params: ({ event }) => ({ messages: event.messages }) },
        { type: 'assignPushedMessages', params: ({ event }) => ({ messages: event.messages }) },
      ],
    },
  },
  states: {
    polling: {
      initial: 'requesting',
      states: {
        requesting: {
          entry: 'forgetPush',
          on: { 'push.connected': { actions: 'notePollAgain' } },
          invoke: {
            id: 'poll',
            src: 'poll',
            input: ({ context }) => ({ playing: context.playing, automaticMode: context.server.automaticMode }),
            onDone: [
              {
                // A Start or Stop pushed meanwhile is newer than what this answer may have read.
                guard: 'pushedWhilePolling',
                target: 'waiting',
                actions: [
                  { type: 'forwardFlagsOrShape', params: ({ event }) => ({ response: event.output }) },
                  { type: 'assignLocation', params: ({ event }) => ({ response: event.output }) },
                  { type: 'forwardPolledMessages', params: ({ event }) => ({ response: event.output }) },
                  { type: 'assignPolledMessages', params: ({ event }) => ({ response: event.output }) },
                ],
              },
              {
                target: 'waiting',
                actions: [
                  { type: 'forwardServerState', params: ({ event }) => ({ server: fromResponse(event.output) }) },
                  { type: 'assignServerState', params: ({ event }) => ({ server: fromResponse(event.output) }) },
                  { type: 'forwardFlagsOrShape', params: ({ event }) => ({ response: event.output }) },
                  { type: 'assignLocation', params: ({ event }) => ({ response: event.output }) },
                  { type: 'forwardPolledMessages', params: ({ event }) => ({ response: event.output }) },
                  { type: 'assignPolledMessages', params: ({ event }) => ({ response: event.output }) },
                ],
              },
            ],
            onError: [
              { guard: { type: 'isUnauthorised', params: ({ event }) => ({ error: event.error }) }, target: 'waiting', actions: 'notifyUnauthorised' },
              { target: 'waiting' },
            ],
          },
        },
        waiting: {
          // The stream opened during the last poll: poll once more, now that no change can fall between the two.
          always: { guard: 'pollAgain', target: 'requesting' },
          after: { pollInterval: { target: 'requesting' } },
          on: {
            // The stream (re)opened: a Start, Stop or refresh pushed while it was down would otherwise wait for the next poll.
            'push.connected': { target: 'requesting' },
            // A class began or ended on this screen: the consoles hear it from this poll, not 30 s later (docs/FLEET.md#live-consoles).
            'status.changed': {
              guard: { type: 'playingChanged', params: ({ event }) => ({ playing: event.playing }) },
              target: 'requesting',
              actions: { type: 'assignPlaying', params: ({ event }) => ({ playing: event.playing }) },
            },
          },
        },
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
})
