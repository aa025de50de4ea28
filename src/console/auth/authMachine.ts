import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { AuthUserFragment } from '../../gql/graphql'
import { isAdmin, type Role } from './roles'

/** The signed-in user as the sign-in document reads it (auth.graphql's AuthUser), with the console's name for the role. */
export type AuthUser = Omit<AuthUserFragment, 'role'> & { role: Role }

/**
 * A failure with the server's own words, or none at all (network down, no response). `code` names the error when the
 * server gave one (ERROR_CODES); `retryAfter` is in seconds.
 */
export type AuthError = { kind: 'server'; message: string; code?: string; retryAfter?: number } | { kind: 'noResponse' }

export interface AuthContext {
  token: string | null
  user: AuthUser | null
  error: AuthError | null
}

export type AuthEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'sso.submit'; token: string }
  /** The one-time code an OpenID Connect sign-in handed the console (/login/oidc). */
  | { type: 'oidc.submit'; code: string }
  | { type: 'logout' }
  | { type: 'session.expired' }
  | { type: 'error.clear' }
  /** The signed-in user changed their own profile: the top bar shows the new name at once. */
  | { type: 'user.updated'; changes: Pick<AuthUser, 'firstName' | 'lastName' | 'email'> }

/** What a sign-in sends: an email and a password, a single sign-on token, or an OpenID Connect sign-in's one-time code. */
export type SignInInput = { email: string; password: string } | { token: string } | { oidcCode: string }

/** What signing out answers: the identity provider's own sign-out address, when the session came from one that has it. */
export interface LogoutOutput {
  endSessionUrl: string | null
}

export interface AuthInput {
  token: string | null
}

/** What the injected actors reject with: the server's message, or none when no answer came. */
export class AuthFailure extends Error {
  constructor(
    readonly serverMessage?: string,
    readonly code?: string,
    readonly retryAfter?: number,
  ) {
    super(serverMessage ?? 'No response from the server')
    this.name = 'AuthFailure'
  }
}

function toAuthError(error: unknown): AuthError {
  if (!(error instanceof AuthFailure) || !error.serverMessage) return { kind: 'noResponse' }
  return {
    kind: 'server',
    message: error.serverMessage,
    ...(error.code ? { code: error.code } : {}),
    ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
  }
}

const signedOutContext = { token: null, user: null }

/**
 * The console's sign-in state (docs/RULES.md#sign-in-state). Pure: the app provides the actors (the GraphQL calls)
 * and the token storage actions; tests provide fakes.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    loadUser: fromPromise<AuthUser, { token: string }>(async () => {
      throw new Error('loadUser is provided by the app')
    }),
    signIn: fromPromise<{ token: string }, SignInInput>(async () => {
      throw new Error('signIn is provided by the app')
    }),
    logout: fromPromise<LogoutOutput, { token: string | null }>(async () => ({ endSessionUrl: null })),
  },
  actions: {
    persistToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    /** Sends the browser to the identity provider's sign-out (the app provides it); nothing when there is none. */
    leaveFor: (_, _params: { url: string | null }) => {},
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ token: input.token, user: null, error: null }),
  initial: 'checking',
  on: {
    'error.clear': { actions: assign({ error: null }) },
  },
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'signedOut' }],
    },
    loadingUser: {
      tags: ['loading'],
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'signedOut',
          actions: ['forgetToken', assign({ ...signedOutContext, error: ({ event }) => toAuthError(event.error) })],
        },
      },
    },
    signedOut: {
      on: {
        'login.submit': 'signingIn',
        'sso.submit': 'signingIn',
        'oidc.submit': 'signingIn',
      },
    },
    // With a password, a single sign-on token or an OpenID Connect code: the same session every way.
    signingIn: {
      tags: ['submitting'],
      entry: assign({ error: null }),
      invoke: {
        src: 'signIn',
        input: ({ event }): SignInInput => {
          assertEvent(event, ['login.submit', 'sso.submit', 'oidc.submit'])
          if (event.type === 'oidc.submit') return { oidcCode: event.code }
          return event.type === 'login.submit' ? { email: event.email, password: event.password } : { token: event.token }
        },
        onDone: {
          target: 'loadingUser',
          actions: [assign({ token: ({ event }) => event.output.token }), { type: 'persistToken', params: ({ event }) => ({ token: event.output.token }) }],
        },
        onError: {
          target: 'signedOut',
          actions: ['forgetToken', assign({ ...signedOutContext, error: ({ event }) => toAuthError(event.error) })],
        },
      },
    },
    signedIn: {
      on: {
        logout: 'loggingOut',
        'session.expired': { target: 'signedOut', actions: ['forgetToken', assign(signedOutContext)] },
        'user.updated': {
          actions: assign({ user: ({ context, event }) => (context.user ? { ...context.user, ...event.changes } : null) }),
        },
      },
    },
    loggingOut: {
      // The call still needs the token; it is forgotten once the server has revoked it (or failed to).
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'signedOut',
          actions: [
            'forgetToken',
            assign({ ...signedOutContext, error: null }),
            { type: 'leaveFor', params: ({ event }) => ({ url: event.output.endSessionUrl }) },
          ],
        },
        onError: { target: 'signedOut', actions: ['forgetToken', assign({ ...signedOutContext, error: null })] },
      },
    },
  },
})

export type AuthSnapshot = SnapshotFrom<typeof authMachine>

/** docs/RULES.md#records Auth state, read from the machine. */
export interface AuthState {
  token: string | null
  isAuthenticated: boolean
  isAdmin: boolean
  loading: boolean
  submitting: boolean
  error: AuthError | null
  user: AuthUser | null
}

export function authStateOf(snapshot: AuthSnapshot): AuthState {
  const { token, user, error } = snapshot.context
  const isAuthenticated = snapshot.matches('signedIn')
  return {
    token,
    user,
    error,
    isAuthenticated,
    isAdmin: isAuthenticated && user !== null && isAdmin(user.role),
    loading: snapshot.hasTag('loading'),
    submitting: snapshot.hasTag('submitting'),
  }
}
