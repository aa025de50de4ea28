import { assign, fromPromise, setup } from 'xstate'

export { generatePairingCode, isPairingCode } from '../src/shared/pairingCode'
import { generatePairingCode } from '../src/shared/pairingCode'
import { SCREEN_AUTH_CODE_LENGTH, SCREEN_LINK_POLL_MS } from '../src/shared/constants'

/** docs/RULES.md#class-screen, docs/RULES.md#constants: the code the screen shows is 6 uppercase alphanumerics. */
export const PAIRING_CODE_LENGTH = SCREEN_AUTH_CODE_LENGTH

/** Link poll every 15 s; the code is renewed every hour (docs/RULES.md#constants, docs/SECURITY.md#screens-and-pairing). */
export const PAIRING_DELAYS = { pollInterval: SCREEN_LINK_POLL_MS, codeLifetime: 60 * 60_000 } as const

export interface PairingInput {
  /** The code proposed when registering; injected so tests and the visualizer get a known one. */
  generateCode?: () => string
}

export interface PairingContext {
  generateCode: () => string
  /** The code on screen, as the server chose it; null while a code is being registered. */
  code: string | null
  /** The link's unguessable id returned by registerCode; polled, never the code itself. */
  linkId: string | null
  token: string | null
}

/** The link completed by a push channel instead of the poll. */
export type PairingEvent = { type: 'link.completed'; token: string }

export interface PairingOutput {
  token: string
}

export type LinkPollResult = { token: string } | null

/** What registering answers: the link to poll and the code to show (the server's choice). */
export interface RegisteredLink {
  linkId: string
  code: string
}

/** An error that carries an HTTP status, as the app's actors reject with. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error
    return typeof status === 'number' ? status : undefined
  }
  return undefined
}

export const pairingMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as {
    context: PairingContext
    input: PairingInput | undefined
    events: PairingEvent
    output: PairingOutput
    tags: 'registering' | 'awaitingLink' | 'authorised'
  },
  actors: {
    /** POST /api/v1/screenlinks { authCode } → the link id and the code the server chose. */
    registerCode: fromPromise<RegisteredLink, { code: string }>(async () => {
      throw new Error('registerCode is provided by the app')
    }),
    /** GET /api/v1/screenlinks/{linkId} → { token } once staff linked the code, else null. */
    pollLink: fromPromise<LinkPollResult, { linkId: string }>(async () => {
      throw new Error('pollLink is provided by the app')
    }),
  },
  actions: {
    clearCode: assign({ code: null, linkId: null }),
    assignLink: assign((_, params: RegisteredLink) => ({ linkId: params.linkId, code: params.code })),
    assignToken: assign({ token: (_, params: { token: string }) => params.token }),
    /** The app stores the token under localStorage 'screen_auth_token'. */
    storeToken: (_, _params: { token: string }) => {},
  },
  guards: {
    hasToken: (_, params: { result: LinkPollResult }) => typeof params.result?.token === 'string' && params.result.token !== '',
    isLinkGone: (_, params: { error: unknown }) => [404, 410].includes(errorStatus(params.error) ?? 0),
  },
  delays: PAIRING_DELAYS,
}).createMachine({
  id: 'pairing',
  description: 'Registers for a 6-character code, shows the one the server chose, polls the link every 15 s and renews the code every hour.',
  initial: 'registering',
  context: ({ input }) => ({
    generateCode: input?.generateCode ?? (() => generatePairingCode()),
    code: null,
    linkId: null,
    token: null,
  }),
  states: {
    registering: {
      tags: ['registering'],
      description: 'No code is shown until the server has answered the one to show.',
      entry: 'clearCode',
      invoke: {
        id: 'registerCode',
        src: 'registerCode',
        input: ({ context }) => ({ code: context.generateCode() }),
        onDone: { target: 'linked', actions: { type: 'assignLink', params: ({ event }) => event.output } },
        onError: { target: 'registerRetry' },
      },
    },
    registerRetry: {
      tags: ['registering'],
      description: 'The screen must never get stuck: try again (with a fresh code) after the poll delay.',
      after: { pollInterval: { target: 'registering' } },
    },
    linked: {
      tags: ['awaitingLink'],
      initial: 'waiting',
      after: { codeLifetime: { target: 'registering' } },
      on: {
        'link.completed': {
          target: 'authorised',
          actions: [
            { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
      states: {
        waiting: { after: { pollInterval: { target: 'polling' } } },
        polling: {
          invoke: {
            id: 'pollLink',
            src: 'pollLink',
            input: ({ context }) => ({ linkId: context.linkId ?? '' }),
            onDone: [
              {
                guard: { type: 'hasToken', params: ({ event }) => ({ result: event.output }) },
                target: '#pairing.authorised',
                actions: [
                  { type: 'assignToken', params: ({ event }) => ({ token: event.output?.token ?? '' }) },
                  { type: 'storeToken', params: ({ event }) => ({ token: event.output?.token ?? '' }) },
                ],
              },
              { target: 'waiting' },
            ],
            onError: [
              { guard: { type: 'isLinkGone', params: ({ event }) => ({ error: event.error }) }, target: '#pairing.registering' },
              { target: 'waiting' },
            ],
          },
        },
      },
    },
    authorised: { type: 'final', tags: ['authorised'] },
  },
  output: ({ context }) => ({ token: context.token ?? '' }),
})
