import { z } from 'zod'
import { isSuperAdmin, ROLES, type Role } from '../../shared/roles'

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** Roles an OIDC sign-in may create a user with: any but super-admin, which is only ever given by a super-admin. */
export const OIDC_AUTO_CREATE_ROLES = ROLES.filter((role) => !isSuperAdmin(role)) as Exclude<Role, 'super-admin'>[]

/** Plain http is for a provider on this machine only (a test or a developer's provider). */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/** The OIDC_* variables (README, "Environment"; docs/SECURITY.md#openid-connect-sign-in). */
export const oidcEnvShape = {
  OIDC_ISSUER: z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^https?$/, error: 'must be the provider’s https URL' })
      .refine((value) => new URL(value).protocol === 'https:' || isLoopbackHost(new URL(value).hostname), 'must be https (http only on a loopback address)')
      .optional(),
  ),
  OIDC_CLIENT_ID: z.preprocess(blankAsUnset, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(blankAsUnset, z.string().optional()),
  OIDC_NAME: z.preprocess(blankAsUnset, z.string().max(60, 'must be at most 60 characters').optional()),
  OIDC_AUTO_CREATE_ROLE: z.preprocess(
    blankAsUnset,
    z.enum(OIDC_AUTO_CREATE_ROLES, { error: `must be one of ${OIDC_AUTO_CREATE_ROLES.join(', ')} (never super-admin)` }).optional(),
  ),
}

type OidcEnv = z.infer<z.ZodObject<typeof oidcEnvShape>>

export interface OidcSettings {
  issuer: string
  clientId: string
  clientSecret: string
  /** The provider's name on the console's button; null: the console's own words ("your company account"). */
  name: string | null
  /** The role an unknown, verified email is created with; null refuses unknown users. */
  autoCreateRole: Exclude<Role, 'super-admin'> | null
  /** Where the provider sends the browser back: register it with the provider. */
  redirectUri: string
  /** Where the provider's sign-out sends the browser back: the console's sign-in page. */
  postLogoutRedirectUri: string
}

/** The OIDC settings, null when OIDC_ISSUER is unset; throws naming what is missing. */
export function oidcSettingsFromEnv(env: OidcEnv, publicUrl: string): OidcSettings | null {
  if (!env.OIDC_ISSUER) {
    const stray = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_AUTO_CREATE_ROLE'] as const).filter((key) => env[key])
    if (stray.length > 0) throw new Error(`OIDC_ISSUER is required with ${stray.join(', ')}.`)
    return null
  }
  if (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) throw new Error('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required when OIDC_ISSUER is set.')
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    name: env.OIDC_NAME ?? null,
    autoCreateRole: env.OIDC_AUTO_CREATE_ROLE ?? null,
    redirectUri: `${publicUrl}/api/v1/auth/oidc/callback`,
    postLogoutRedirectUri: `${publicUrl}/login`,
  }
}
