import { assign, fromCallback, fromPromise, not, sendTo, setup } from 'xstate'
import type { classMachine, ClassFormat, ServerClassState } from './classMachine'
import { identityMachine } from './identityMachine'
import { errorStatus, pairingMachine } from './pairingMachine'
import { planMachine } from './planMachine'
import { pollMachine, type LocationShape } from './pollMachine'
import {
  classInputFor,
  initialScreenContext,
  isUnavailable,
  planForClass,
  pollInputFor,
  restoredFromKept,
  withLocationShape,
  withServerState,
  SCREEN_DELAYS,
  serverFromLocation,
  type ScreenContext,
  type ScreenData,
  type ScreenEvent,
  type ScreenInput,
  type ScreenPlanData,
  withPlan,
  withMessages,
} from './screenData'

// Its data and pure helpers live in screenData.ts, the effects it needs from the app in screenEffectsContract.ts (the browser's in src/screen/services/screenEffectsBrowser.ts); what imports them from here still finds them.
export * from './screenData'

export const screenMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as {
    context: ScreenContext
    input: ScreenInput
    events: ScreenEvent
    tags: 'pairing' | 'loading' | 'unavailable' | 'formatSelection' | 'class' | 'pressing' | 'emergency'
  },
  actors: {
    pairing: pairingMachine,
    /** GET /api/v1/screens/auth with the screen-auth-token header; rejects with { status } on HTTP errors. */
    fetchScreen: fromPromise<ScreenData, { token: string }>(async () => {
      throw new Error('fetchScreen is provided by the app')
    }),
    poll: pollMachine,
    /** Reads what the round plays over the next days a while after loading, then every 30 minutes (planMachine.ts). */
    plan: planMachine,
    /**
     * The class machine (classMachine.ts). Its code, with the calendar's, loads after the first view: the app provides
     * it through deferredLogic.ts, and 'loadClass' resolves once it is in memory (docs/SCREEN-DEVICE.md#what-the-first-view-loads).
     */
    class: null as unknown as typeof classMachine,
    loadClass: fromPromise<void>(async () => {
      throw new Error('loadClass is provided by the app')
    }),
    /** Who this screen is (location, name, round), shown a while after loading and after a tap. */
    identity: identityMachine,
    /** Sends 'clock.synced' whenever the app's estimate of the server's clock improves: the machines' one source of the offset, for the machine's whole life. */
    clockSync: fromCallback<ScreenEvent>(() => () => {}),
    /** Sends 'messages.tick' every second, for the machine's whole life: a message starts and ends on time with no network. */
    messageClock: fromCallback<ScreenEvent>(() => () => {}),
  },
  actions: {
    tellIdentityTapped: sendTo('identity', { type: 'tapped' }),
    assignToken: assign({ token: (_, params: { token: string }) => params.token }),
    clearToken: assign({ token: null, screen: null }),
    assignScreen: assign(({ context }, params: { data: ScreenData }) => ({
      // A re-read keeps the plan it had (the plan machine reads it again soon) unless it is another screen's.
      screen:
        params.data.plan === undefined && context.screen?.plan && context.screen.screen.id === params.data.screen.id
          ? { ...params.data, plan: context.screen.plan }
          : params.data,
      server: serverFromLocation(params.data.location, context.server),
      error: null,
      refreshPending: false,
      fromKept: false,
    })),
    restoreKept: assign(({ context }) => restoredFromKept(context)),
    assignPlan: assign({ screen: ({ context }, params: { plan: ScreenPlanData }) => withPlan(context.screen, params.plan) }),
    forwardPlanToClass: sendTo('class', ({ context }) => ({ type: 'plan.changed' as const, ...planForClass(context.screen) })),
    assignError: assign({ error: (_, params: { error: unknown }) => (params.error instanceof Error ? params.error.message : String(params.error)) }),
    assignServerState: assign((_, params: ServerClassState) => withServerState(params)),
    assignFormat: assign({ format: (_, params: { format: ClassFormat }) => params.format }),
    clearFormat: assign({ format: null }),
    assignClassPlaying: assign({ classPlaying: (_, params: { playing: boolean }) => params.playing }),
    assignRefreshPending: assign({ refreshPending: true }),
    assignUpdatePending: assign({ updatePending: true }),
    /** The app lets the waiting release take over, which reloads the page (src/screen/services/appUpdate.ts). */
    activateUpdate: () => {},
    assignFinishedStarts: assign({ finishedStarts: (_, params: { finishedStarts: number[] }) => params.finishedStarts }),
    assignLocationShape: assign({ screen: ({ context }, params: { location: LocationShape }) => withLocationShape(context.screen, params.location) }),
    forwardToClass: sendTo('class', (_, params: ServerClassState) => ({ type: 'server.changed' as const, ...params })),
    assignClockOffset: assign({ clockOffsetMs: (_, params: { offsetMs: number }) => params.offsetMs }),
    assignMessages: assign(({ context }, params: { messages: ScreenContext['messages'] }) => withMessages(context, params.messages)),
    /** What shows now, from the list it has: replaced only when that changed. */
    lookAtMessages: assign(({ context }) => withMessages(context, context.messages)),
    forwardClockToClass: sendTo('class', (_, params: { offsetMs: number }) => ({ type: 'clock.synced' as const, offsetMs: params.offsetMs })),
    tellPollPlaying: sendTo('poll', (_, params: { playing: boolean }) => ({ type: 'status.changed' as const, playing: params.playing })),
    /** The app removes localStorage 'screen_auth_token' (docs/RULES.md#errors-and-alerts: a 404 forgets the token). */
    forgetToken: () => {},
    /** The app clears the screen's hardRefreshFlag on the server (a keepalive request: the page reloads next). */
    clearHardRefresh: () => {},
    /** The app calls location.reload(). */
    reloadPage: () => {},
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    isTokenRejected: (_, params: { error: unknown }) => [401, 404].includes(errorStatus(params.error) ?? 0),
    isLocationUnavailable: ({ context }) => isUnavailable(context.screen?.location),
    isLoadedUnavailable: (_, params: { data: ScreenData }) => isUnavailable(params.data.location),
    isLocationDisabled: (_, params: { location: LocationShape }) => !params.location.enabled,
    hasFormat: ({ context }) => context.format !== null,
    isSingleFormat: ({ context }) => !context.screen?.location?.mctEnabled,
    isClassPlaying: ({ context }) => context.classPlaying,
    isRefreshPending: ({ context }) => context.refreshPending,
    isUpdatePending: ({ context }) => context.updatePending,
    hasKeptScreen: ({ context }) => context.kept !== null || context.screen !== null,
    isEmergencyShowing: ({ context }) => context.showing.emergency !== null,
  },
  delays: SCREEN_DELAYS,
}).createMachine({
  id: 'screen',
  description: 'The /screens app: pairing, loading the screen, contact support, format selection and the class area.',
  initial: 'checkingToken',
  on: {
    // Sent as a class ends, so it may arrive after the class area is left (a refresh waiting for the end).
    'class.finished': { actions: { type: 'assignFinishedStarts', params: ({ event }) => ({ finishedStarts: event.finishedStarts }) } },
    // A new release never replaces the app mid-class: it waits for the class to end (classArea's 'class.ended').
    'app.updateReady': [{ guard: 'isClassPlaying', actions: 'assignUpdatePending' }, { actions: 'activateUpdate' }],
    // Kept for the class machine to start with; the class area also hands it to the one running.
    'clock.synced': { actions: { type: 'assignClockOffset', params: ({ event }) => ({ offsetMs: event.offsetMs }) } },
    // docs/MESSAGES.md: the list from the poll or the push channel, and what of it shows now, in every state.
    'server.messages': { actions: { type: 'assignMessages', params: ({ event }) => ({ messages: event.messages }) } },
    'messages.tick': { actions: 'lookAtMessages' },
  },
  context: ({ input }) => initialScreenContext(input),
  invoke: [
    { id: 'clockSync', src: 'clockSync' },
    { id: 'messageClock', src: 'messageClock' },
  ],
  states: {
    checkingToken: {
      always: [{ guard: 'hasToken', target: 'loading' }, { target: 'pairing' }],
    },
    pairing: {
      tags: ['pairing'],
      invoke: {
        id: 'pairing',
        src: 'pairing',
        input: ({ context }) => ({ generateCode: context.generateCode }),
        onDone: { target: 'loading', actions: { type: 'assignToken', params: ({ event }) => ({ token: event.output.token }) } },
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchScreen',
        src: 'fetchScreen',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'routing', actions: { type: 'assignScreen', params: ({ event }) => ({ data: event.output }) } },
        onError: [
          { guard: { type: 'isTokenRejected', params: ({ event }) => ({ error: event.error }) }, target: 'pairing', actions: ['forgetToken', 'clearToken'] },
          // No network: carry on from what the screen has or the device kept (docs/SCREEN-DEVICE.md#offline-boot); the poll catches up.
          { guard: 'hasKeptScreen', target: 'routing', actions: 'restoreKept' },
          { target: 'loadRetry', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      after: { keptFallback: { guard: 'hasKeptScreen', target: 'routing', actions: 'restoreKept' } },
    },
    loadRetry: {
      tags: ['loading'],
      description: 'Any other failure keeps what the screen had and tries again in 30 s.',
      after: { retryInterval: { target: 'loading' } },
    },
    routing: {
      always: [{ guard: 'isLocationUnavailable', target: 'unavailable' }, { target: 'authorised' }],
    },
    unavailable: {
      tags: ['unavailable'],
      description:
        "'Please Contact Support.': the poll and the push channel stay on (staff actions arrive at once, the poll sees the location enabled again) and the screen re-checks every 30 s.",
      invoke: {
        id: 'poll',
        src: 'poll',
        input: ({ context }) => pollInputFor(context),
      },
      initial: 'waiting',
      on: {
        'server.changed': { actions: { type: 'assignServerState', params: ({ event }) => event } },
        'server.refresh': { target: 'loading' },
        // Enabled again: re-read the screen; any other change while disabled is only noted.
        'server.locationChanged': [
          {
            guard: { type: 'isLocationDisabled', params: ({ event }) => ({ location: event.location }) },
            actions: { type: 'assignLocationShape', params: ({ event }) => ({ location: event.location }) },
          },
          { target: 'loading' },
        ],
        'server.unauthorised': { target: 'pairing', actions: ['forgetToken', 'clearToken'] },
        'server.hardRefresh': { target: 'reloading', actions: ['clearHardRefresh', 'reloadPage'] },
      },
      states: {
        waiting: { after: { recheckInterval: { target: 'rechecking' } } },
        rechecking: {
          invoke: {
            id: 'fetchScreen',
            src: 'fetchScreen',
            input: ({ context }) => ({ token: context.token ?? '' }),
            // Still unavailable: wait for the next re-check without leaving the state (the poll and the push channel run on).
            onDone: [
              {
                guard: { type: 'isLoadedUnavailable', params: ({ event }) => ({ data: event.output }) },
                target: 'waiting',
                actions: { type: 'assignScreen', params: ({ event }) => ({ data: event.output }) },
              },
              { target: '#screen.routing', actions: { type: 'assignScreen', params: ({ event }) => ({ data: event.output }) } },
            ],
            onError: [
              {
                guard: { type: 'isTokenRejected', params: ({ event }) => ({ error: event.error }) },
                target: '#screen.pairing',
                actions: ['forgetToken', 'clearToken'],
              },
              { target: 'waiting' },
            ],
          },
        },
      },
    },
    authorised: {
      invoke: [
        {
          id: 'poll',
          src: 'poll',
          input: ({ context }) => pollInputFor(context),
        },
        { id: 'identity', src: 'identity' },
        { id: 'plan', src: 'plan', input: ({ context }) => ({ firstDelayMs: context.planDelayMs }) },
      ],
      initial: 'selectingFormat',
      on: {
        'server.changed': { actions: { type: 'assignServerState', params: ({ event }) => event } },
        'server.refresh': { target: 'loading' },
        // Disabled: say so at once (the poll or the 30 s re-check brings it back); any other change re-reads the screen.
        'server.locationChanged': [
          {
            guard: { type: 'isLocationDisabled', params: ({ event }) => ({ location: event.location }) },
            target: 'unavailable',
            actions: { type: 'assignLocationShape', params: ({ event }) => ({ location: event.location }) },
          },
          { target: 'loading' },
        ],
        // docs/RULES.md#errors-and-alerts: a rejected token (401/404, or pushed 'unlinked') is forgotten and the screen pairs again.
        'server.unauthorised': { target: 'pairing', actions: ['forgetToken', 'clearToken'] },
        'server.hardRefresh': { target: 'reloading', actions: ['clearHardRefresh', 'reloadPage'] },
        'watchdog.reread': { target: 'loading' },
        'plan.loaded': { actions: { type: 'assignPlan', params: ({ event }) => ({ plan: event.plan }) } },
      },
      states: {
        selectingFormat: {
          tags: ['formatSelection'],
          // A location with one class type plays the normal class without storing a choice nobody made, so a location
          // that turns multi class types on offers the choice on the re-read it sends (docs/SCREEN-DEVICE.md#poll-every-30-s-the-push-channels-fallback);
          // with several, a format a person chose is kept across re-reads.
          always: [
            { guard: 'isEmergencyShowing', target: 'emergency' },
            { guard: 'isSingleFormat', target: 'classArea', actions: 'clearFormat' },
            { guard: 'hasFormat', target: 'classArea' },
          ],
          on: {
            'format.selected': { target: 'classArea', actions: { type: 'assignFormat', params: ({ event }) => ({ format: event.format }) } },
          },
        },
        classArea: {
          tags: ['class'],
          // An emergency stops the class on this screen at once, manual or automatic (docs/MESSAGES.md#emergencies).
          always: { guard: 'isEmergencyShowing', target: 'emergency' },
          initial: 'loadingCode',
          exit: [
            { type: 'assignClassPlaying', params: { playing: false } },
            { type: 'tellPollPlaying', params: { playing: false } },
          ],
          on: {
            // A refresh, a location change or a revoked token must not cut a class short: reload once it ends
            // (the reload then finds the location disabled or the token rejected). Not playing: authorised handles them.
            'server.refresh': [{ guard: 'isClassPlaying', actions: 'assignRefreshPending' }, { target: '#screen.loading' }],
            'server.locationChanged': { guard: 'isClassPlaying', actions: 'assignRefreshPending' },
            'server.unauthorised': { guard: 'isClassPlaying', actions: 'assignRefreshPending' },
          },
          states: {
            loadingCode: {
              description: "The class machine's code, asked for as the app starts, is in memory in a moment (or at once, from the device's copy offline).",
              invoke: { id: 'loadClass', src: 'loadClass', onDone: { target: 'ready' }, onError: { target: 'codeRetry' } },
            },
            codeRetry: {
              description: 'The code could not be fetched (a dropped connection mid-release): asked for again in a few seconds.',
              after: { classCodeRetry: { target: 'loadingCode' } },
            },
            ready: {
              invoke: { id: 'class', src: 'class', input: ({ context }) => classInputFor(context) },
              initial: 'released',
              on: {
                'server.changed': {
                  actions: [
                    { type: 'assignServerState', params: ({ event }) => event },
                    { type: 'forwardToClass', params: ({ event }) => event },
                  ],
                },
                'clock.synced': {
                  actions: [
                    { type: 'assignClockOffset', params: ({ event }) => ({ offsetMs: event.offsetMs }) },
                    { type: 'forwardClockToClass', params: ({ event }) => ({ offsetMs: event.offsetMs }) },
                  ],
                },
                'plan.loaded': { actions: [{ type: 'assignPlan', params: ({ event }) => ({ plan: event.plan }) }, 'forwardPlanToClass'] },
                'class.started': {
                  actions: [
                    { type: 'assignClassPlaying', params: { playing: true } },
                    { type: 'tellPollPlaying', params: { playing: true } },
                  ],
                },
                'class.ended': [
                  // The class is over either way: a release that stays waiting a while asks again, and must find the screen idle.
                  {
                    guard: 'isUpdatePending',
                    actions: [
                      { type: 'assignClassPlaying', params: { playing: false } },
                      { type: 'tellPollPlaying', params: { playing: false } },
                      'activateUpdate',
                    ],
                  },
                  { guard: 'isRefreshPending', target: '#screen.loading' },
                  {
                    actions: [
                      { type: 'assignClassPlaying', params: { playing: false } },
                      { type: 'tellPollPlaying', params: { playing: false } },
                    ],
                  },
                ],
              },
              states: {
                released: { on: { 'press.start': { target: 'held' } } },
                held: {
                  tags: ['pressing'],
                  after: { longPress: { target: '#screen.authorised.selectingFormat', actions: 'clearFormat' } },
                  // Let go before the long press: a tap, which shows who this screen is.
                  on: { 'press.end': { target: 'released', actions: 'tellIdentityTapped' } },
                },
              },
            },
          },
        },
        emergency: {
          tags: ['emergency'],
          description: 'An emergency message fills the screen and no class plays until it is cleared or ends (docs/MESSAGES.md#emergencies).',
          always: { guard: not('isEmergencyShowing'), target: 'selectingFormat' },
        },
      },
    },
    reloading: { tags: ['loading'] },
  },
})
