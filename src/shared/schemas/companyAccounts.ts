import { z } from 'zod'
import { FIELD_MESSAGES } from '../messages'
import { dataEnvelope, dateTime, idParam, uuid } from './common'

// A person's company account (their account at the chain's OpenID Connect provider), bound to their
// account here by the provider's issuer and `sub` (docs/SECURITY.md#openid-connect-sign-in).

export const CompanyAccount = z
  .object({
    id: uuid(),
    issuer: z.string().describe('The provider’s issuer'),
    subject: z.string().describe('The provider’s `sub` for this person: what a company sign-in is matched by'),
    email: z.string().nullable().describe('The email the provider gave when the link was made (shown, never matched on)'),
    linkedAt: dateTime(),
    lastSignInAt: dateTime().nullable(),
  })
  .meta({ id: 'CompanyAccount' })
export type CompanyAccount = z.infer<typeof CompanyAccount>

export const CompanyAccounts = z
  .object({
    accounts: z.array(CompanyAccount),
    linkAllowedUntil: dateTime().nullable().describe('Set while a super-admin allows the account’s next company sign-in to link it (once); null otherwise'),
  })
  .meta({ id: 'CompanyAccounts' })
export type CompanyAccounts = z.infer<typeof CompanyAccounts>

export const CompanyAccountsResponse = dataEnvelope(CompanyAccounts, 'CompanyAccountsResponse')

/** Linking one's own company account asks for the password one signs in with now, as a new email does. */
export const CompanyAccountLinkBody = z
  .object({
    currentPassword: z
      .string({ error: FIELD_MESSAGES.required })
      .max(1024, FIELD_MESSAGES.tooLong)
      .describe('The password the user signs in with now: a borrowed session cannot link someone else’s company account'),
  })
  .meta({ id: 'CompanyAccountLinkBody' })
export type CompanyAccountLinkBody = z.infer<typeof CompanyAccountLinkBody>

export const CompanyAccountLinkStart = z
  .object({ url: z.string().describe('Where the browser goes next: this server’s start of the provider’s sign-in, for a link (valid for 5 minutes, once)') })
  .meta({ id: 'CompanyAccountLinkStart' })
export const CompanyAccountLinkStartResponse = dataEnvelope(CompanyAccountLinkStart, 'CompanyAccountLinkStartResponse')

export const CompanyAccountAllowanceBody = z
  .object({
    allowed: z
      .boolean({ error: FIELD_MESSAGES.required })
      .describe('true: the next company sign-in with this account’s email (within 7 days) links it; false: withdraw that'),
  })
  .meta({ id: 'CompanyAccountAllowanceBody' })
export type CompanyAccountAllowanceBody = z.infer<typeof CompanyAccountAllowanceBody>

export const CompanyAccountParams = z.object({ accountId: idParam() })
export const UserCompanyAccountParams = z.object({ id: idParam(), accountId: idParam() })
