import { z } from 'zod'
import { dataEnvelope } from './common'

export const Health = z
  .object({
    ok: z.boolean(),
    version: z.string(),
    database: z.enum(['up', 'down']).describe('Whether the database answers; `down` comes with status 503 and Retry-After'),
    bus: z.enum(['up', 'down']).describe('Whether this process hears the others (always `up` on the embedded database)'),
  })
  .meta({ id: 'Health' })
export const HealthResponse = dataEnvelope(Health, 'HealthResponse')

/** What a browser app needs to know of this server before it signs in. */
export const ClientConfig = z
  .object({
    version: z.string(),
    /** Approved media prefix: every routine video link must start with it. */
    mediaBaseUrl: z.string(),
    logsCleaning: z.boolean().describe('Cleaning the audit log is configured (LOGS_CLEAN_WORD)'),
    oidcSignIn: z.boolean().describe('Signing in through an OpenID Connect provider is configured (OIDC_ISSUER)'),
    oidcName: z.string().nullable().describe('The provider’s name for the sign-in button (OIDC_NAME); null: the console’s own words'),
  })
  .meta({ id: 'ClientConfig' })
export const ClientConfigResponse = dataEnvelope(ClientConfig, 'ClientConfigResponse')
