// oidc-provider ships no types; the tests use this much of it (tests/api/oidcProvider.ts).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface Account {
    accountId: string
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>
  }

  export interface Configuration {
    clients: Record<string, unknown>[]
    claims?: Record<string, string[]>
    findAccount(context: unknown, id: string): Account | undefined | Promise<Account | undefined>
    cookies?: { keys: string[] }
    pkce?: { required?: () => boolean }
    features?: Record<string, { enabled: boolean }>
    clientAuthMethods?: string[]
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    callback(): (request: IncomingMessage, response: ServerResponse) => void
  }
}
