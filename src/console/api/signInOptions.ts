import { useEffect, useState } from 'react'
import type { z } from 'zod'
import type { ClientConfig } from '../../shared/schemas/health'

/** How staff may sign in: the part of the server's public settings (GET /api/v1/config) the sign-in page shows. */
export type SignInOptions = Pick<z.infer<typeof ClientConfig>, 'oidcSignIn' | 'oidcName'>

let asked: Promise<SignInOptions | undefined> | undefined

/**
 * One plain request per page load, not a GraphQL query: the sign-in page is the console's first page on a phone, and
 * a query through the GraphQL client costs it a noticeable share of its first seconds of work (Lighthouse's blocking
 * time, `npm run bench -- lighthouse`).
 * No answer means no company sign-in button, as before: the password form works without it.
 */
export function loadSignInOptions(): Promise<SignInOptions | undefined> {
  asked ??= fetch('/api/v1/config', { headers: { accept: 'application/json' } })
    .then(async (response) => (response.ok ? ((await response.json()) as { data: SignInOptions }).data : undefined))
    .catch(() => undefined)
  return asked
}

export function useSignInOptions(): SignInOptions | undefined {
  const [options, setOptions] = useState<SignInOptions>()
  useEffect(() => {
    let shown = true
    void loadSignInOptions().then((answer) => shown && setOptions(answer))
    return () => {
      shown = false
    }
  }, [])
  return options
}
