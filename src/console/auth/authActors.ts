import type { ApolloClient } from '@apollo/client'
import { fromPromise } from 'xstate'
import { LoginDocument, LogoutDocument, MeDocument, OidcLoginDocument, SsoLoginDocument } from '../../gql/graphql'
import { errorCode, retryAfterSeconds, serverMessage } from '../api/apollo'
import { AuthFailure, authMachine, type AuthUser, type LogoutOutput, type SignInInput } from './authMachine'
import { roleFromGraphql } from './roles'
import { clearToken, writeToken } from '../api/token'
import { nextTask } from '../../shared/nextTask'

function toAuthFailure(error: unknown): AuthFailure {
  return new AuthFailure(serverMessage(error), errorCode(error), retryAfterSeconds(error))
}

/** The auth machine wired to the GraphQL API and localStorage. */
export function liveAuthMachine(client: ApolloClient) {
  return authMachine.provide({
    actors: {
      loadUser: fromPromise<AuthUser, { token: string }>(async () => {
        // The console's first query: Apollo prepares it (its document, the link chain) in a task apart from the one
        // that starts the actor, as each is a few tens of milliseconds on a slow phone.
        await nextTask()
        try {
          const result = await client.query({ query: MeDocument, fetchPolicy: 'network-only' })
          const user = result.data?.getMe?.data
          if (!user) throw new Error('No user in the answer')
          return { ...user, role: roleFromGraphql(user.role) }
        } catch (error) {
          throw toAuthFailure(error)
        }
      }),
      signIn: fromPromise<{ token: string }, SignInInput>(async ({ input }) => {
        try {
          // A single sign-on token or an OpenID Connect code goes in the body of a POST, never in a URL that servers and proxies log.
          const token =
            'oidcCode' in input
              ? (await client.mutate({ mutation: OidcLoginDocument, variables: { input: { code: input.oidcCode } } })).data?.oidcLogin?.data?.token
              : 'token' in input
                ? (await client.mutate({ mutation: SsoLoginDocument, variables: { input: { token: input.token } } })).data?.ssoLogin?.data?.token
                : (await client.mutate({ mutation: LoginDocument, variables: { input } })).data?.login?.data?.token
          if (!token) throw new Error('No token in the answer')
          return { token }
        } catch (error) {
          throw toAuthFailure(error)
        }
      }),
      logout: fromPromise<LogoutOutput, { token: string | null }>(async ({ input }) => {
        try {
          if (!input.token) return { endSessionUrl: null }
          const answer = await client.mutate({ mutation: LogoutDocument })
          return { endSessionUrl: answer.data?.logout?.data?.endSessionUrl ?? null }
        } finally {
          // Nothing cached for one user may be shown to the next.
          await client.clearStore()
        }
      }),
    },
    actions: {
      persistToken: (_, { token }) => writeToken(token),
      forgetToken: () => clearToken(),
      // Signed in through an identity provider: its own session ends too, and it sends the browser back to /login.
      leaveFor: (_, { url }) => {
        if (url) window.location.assign(url)
      },
    },
  })
}
