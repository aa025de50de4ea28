import type { i18n as I18n } from 'i18next'
import { FIELD_MESSAGES, codeOfMessage } from '../../shared/messages'

/**
 * One of our messages in the reader's language (docs/API-CONVENTIONS.md#envelope-and-errors):
 * every sentence the API or a shared rule can produce has a code, and `apiErrors.<CODE>` holds
 * it in each language. A sentence is known by its own code first (the most specific words),
 * then by the code the server sent. English readers get the server's words when no code of
 * ours matches them, since those name the very field at fault.
 */
export function translateMessage(i18n: Pick<I18n, 'exists' | 't' | 'language'>, message: string | null | undefined, code?: string): string | undefined {
  const own = message ? codeOfMessage(message) : undefined
  const english = !i18n.language || i18n.language.startsWith('en')
  for (const candidate of [own, english && message ? undefined : code]) {
    if (candidate && i18n.exists(`apiErrors.${candidate}`)) return i18n.t(`apiErrors.${candidate}`)
  }
  if (message === FIELD_MESSAGES.required) return i18n.t('validation.required')
  if (message === FIELD_MESSAGES.tooLong) return i18n.t('validation.tooLong')
  return message ?? undefined
}
