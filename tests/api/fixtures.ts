import type { Role } from '../../src/shared/roles'

/** Every fixture user signs in with this password. */
export const FIXTURE_PASSWORD = 'Fixture-Pass1!'

export interface FixtureUser {
  email: string
  role: Role
  isActive: boolean
}

/** Users in the template database; `staff` is linked to the demo studio only. */
export const USERS = {
  superAdmin: { email: 'owner@studio.test', role: 'super-admin', isActive: true },
  admin: { email: 'admin@studio.test', role: 'admin', isActive: true },
  staff: { email: 'staff@studio.test', role: 'location', isActive: true },
  api: { email: 'api@studio.test', role: 'api-access', isActive: true },
  inactive: { email: 'gone@studio.test', role: 'admin', isActive: false },
} as const satisfies Record<string, FixtureUser>

export const MEDIA_BASE_URL = 'http://media.test/media/'
export const SSO_SECRET = 'test-sso-secret-that-is-long-enough-0123456789'
export const OTHER_STUDIO_NUMBER = 'KB-CA-0002'
