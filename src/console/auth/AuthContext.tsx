import { useSelector } from '@xstate/react'
import { createContext, useContext, useMemo } from 'react'
import type { Actor } from 'xstate'
import { authStateOf, type AuthState, type AuthUser, type authMachine } from './authMachine'

type AuthActor = Actor<typeof authMachine>

const AuthActorContext = createContext<AuthActor | null>(null)

export function AuthProvider({ actor, children }: { actor: AuthActor; children: React.ReactNode }) {
  return <AuthActorContext.Provider value={actor}>{children}</AuthActorContext.Provider>
}

function sameState(a: AuthState, b: AuthState) {
  return (Object.keys(a) as (keyof AuthState)[]).every((key) => a[key] === b[key])
}

export interface AuthApi extends AuthState {
  login: (email: string, password: string) => void
  ssoLogin: (token: string) => void
  oidcLogin: (code: string) => void
  logout: () => void
  clearError: () => void
  userUpdated: (changes: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>) => void
}

/** The sign-in state (docs/RULES.md#records) and what can be done with it. */
export function useAuth(): AuthApi {
  const actor = useContext(AuthActorContext)
  if (!actor) throw new Error('useAuth needs <AuthProvider>.')
  const state = useSelector(actor, authStateOf, sameState)
  const commands = useMemo(
    () => ({
      login: (email: string, password: string) => actor.send({ type: 'login.submit', email, password }),
      ssoLogin: (token: string) => actor.send({ type: 'sso.submit', token }),
      oidcLogin: (code: string) => actor.send({ type: 'oidc.submit', code }),
      logout: () => actor.send({ type: 'logout' }),
      clearError: () => actor.send({ type: 'error.clear' }),
      userUpdated: (changes: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>) => actor.send({ type: 'user.updated', changes }),
    }),
    [actor],
  )
  return { ...state, ...commands }
}
