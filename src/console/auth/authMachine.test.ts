// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { AuthFailure, authMachine, authStateOf, type AuthUser, type LogoutOutput, type SignInInput } from './authMachine'

const admin: AuthUser = { id: 'u1', email: 'a@studio.test', firstName: 'Ada', lastName: 'Admin', role: 'admin', locations: [] }

function start(options: { token?: string | null; user?: AuthUser; loginError?: Error; loadError?: Error; endSessionUrl?: string } = {}) {
  const persistToken = vi.fn()
  const forgetToken = vi.fn()
  const logout = vi.fn(async (): Promise<LogoutOutput> => ({ endSessionUrl: options.endSessionUrl ?? null }))
  const leaveFor = vi.fn()
  const machine = authMachine.provide({
    actors: {
      loadUser: fromPromise(async () => {
        if (options.loadError) throw options.loadError
        return options.user ?? admin
      }),
      signIn: fromPromise(async ({ input }: { input: SignInInput }) => {
        if ('token' in input) return { token: `session-${input.token}` }
        if ('oidcCode' in input) return { token: `oidc-${input.oidcCode}` }
        if (options.loginError) throw options.loginError
        return { token: `token-for-${input.email}` }
      }),
      logout: fromPromise<LogoutOutput, { token: string | null }>(logout),
    },
    actions: {
      persistToken: (_, params: { token: string }) => {
        persistToken(params.token)
      },
      forgetToken,
      leaveFor: (_, params: { url: string | null }) => {
        leaveFor(params.url)
      },
    },
  })
  const actor = createActor(machine, { input: { token: options.token ?? null } }).start()
  return { actor, persistToken, forgetToken, logout, leaveFor }
}

describe('auth machine (docs/RULES.md#sign-in-state)', () => {
  it('starts signed out and not loading without a token', () => {
    const { actor } = start()
    expect(authStateOf(actor.getSnapshot())).toMatchObject({ isAuthenticated: false, loading: false, token: null, user: null })
  })

  it('loads the user of a stored token, loading first, and marks admins', async () => {
    const { actor } = start({ token: 'stored' })
    expect(authStateOf(actor.getSnapshot())).toMatchObject({ loading: true, isAuthenticated: false })
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'))
    expect(authStateOf(actor.getSnapshot())).toMatchObject({ loading: false, isAuthenticated: true, isAdmin: true, user: admin })
  })

  it('takes the new name and email of a profile save, keeping id and role', async () => {
    const { actor } = start({ token: 'stored' })
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'))
    actor.send({ type: 'user.updated', changes: { firstName: 'Adele', lastName: 'Admin', email: 'adele@studio.test' } })
    expect(authStateOf(actor.getSnapshot()).user).toEqual({ ...admin, firstName: 'Adele', email: 'adele@studio.test' })
    expect(actor.getSnapshot().matches('signedIn')).toBe(true)
  })

  it('does not count location staff or api-access as admin', async () => {
    const { actor } = start({ token: 'stored', user: { ...admin, role: 'location' } })
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'))
    expect(authStateOf(actor.getSnapshot()).isAdmin).toBe(false)
  })

  it('stores the token on login, then loads the user', async () => {
    const { actor, persistToken } = start()
    actor.send({ type: 'login.submit', email: 'a@studio.test', password: 'secret' })
    expect(authStateOf(actor.getSnapshot()).submitting).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'))
    expect(persistToken).toHaveBeenCalledWith('token-for-a@studio.test')
    expect(authStateOf(actor.getSnapshot()).token).toBe('token-for-a@studio.test')
  })

  it('keeps the server message on a login failure and removes the token', async () => {
    const { actor, forgetToken } = start({ loginError: new AuthFailure('Invalid email or password') })
    actor.send({ type: 'login.submit', email: 'a@studio.test', password: 'wrong' })
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut') && snapshot.context.error !== null)
    expect(authStateOf(actor.getSnapshot()).error).toEqual({ kind: 'server', message: 'Invalid email or password' })
    expect(forgetToken).toHaveBeenCalled()
    actor.send({ type: 'error.clear' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('reports "no response" when the failure carries no server message', async () => {
    const { actor } = start({ loginError: new TypeError('Failed to fetch') })
    actor.send({ type: 'login.submit', email: 'a@studio.test', password: 'x' })
    await waitFor(actor, (snapshot) => snapshot.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'noResponse' })
  })

  it('signs in with an SSO token', async () => {
    const { actor, persistToken } = start()
    actor.send({ type: 'sso.submit', token: 'abc' })
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'))
    expect(persistToken).toHaveBeenCalledWith('session-abc')
  })

  it('signs in with an OpenID Connect one-time code', async () => {
    const { actor, persistToken } = start()
    actor.send({ type: 'oidc.submit', code: 'one-time' })
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'))
    expect(persistToken).toHaveBeenCalledWith('oidc-one-time')
  })

  it('goes on to the identity provider’s sign-out when the server names one, after forgetting the token', async () => {
    const { actor, forgetToken, leaveFor } = start({ token: 'stored', endSessionUrl: 'https://idp.test/logout?id_token_hint=x' })
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'))
    actor.send({ type: 'logout' })
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'))
    expect(forgetToken).toHaveBeenCalled()
    expect(leaveFor).toHaveBeenCalledWith('https://idp.test/logout?id_token_hint=x')
  })

  it('drops a stored token the server no longer accepts', async () => {
    const { actor, forgetToken } = start({ token: 'stale', loadError: new AuthFailure('Your session has expired or is invalid. Please sign in again.') })
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'))
    expect(forgetToken).toHaveBeenCalled()
    expect(authStateOf(actor.getSnapshot())).toMatchObject({ token: null, user: null, isAuthenticated: false })
  })

  it('signs out through the server, then forgets the token and the user', async () => {
    const { actor, forgetToken, logout, leaveFor } = start({ token: 'stored' })
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'))
    actor.send({ type: 'logout' })
    expect(authStateOf(actor.getSnapshot()).isAuthenticated).toBe(false)
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'))
    expect(logout).toHaveBeenCalled()
    expect(forgetToken).toHaveBeenCalled()
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null })
    expect(leaveFor).toHaveBeenCalledWith(null)
  })

  it('signs out at once when a call says the session expired', async () => {
    const { actor, forgetToken } = start({ token: 'stored' })
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'))
    actor.send({ type: 'session.expired' })
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(forgetToken).toHaveBeenCalled()
  })
})
