import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { translateMessage } from '../i18n/apiErrors'
import type { FieldErrors } from './lockedForm'

/**
 * Field errors from a shared zod schema (the server's own rules and words, docs/RULES.md#validation): the first
 * message per top-level field. `fields` maps a schema path to the form's field name when they differ.
 */
export function schemaErrors<V>(schema: z.ZodType, input: unknown, fields?: Partial<Record<string, keyof V>>): FieldErrors<V> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const errors: FieldErrors<V> = {}
  for (const issue of result.error.issues) {
    const path = String(issue.path[0] ?? '')
    const field = (fields?.[path] ?? path) as keyof V
    if (path && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** Shows a server or shared-rule message in the reader's language, by its code (src/console/i18n/apiErrors.ts). */
export function useMessageText() {
  const { i18n } = useTranslation()
  return useCallback((message: string | undefined | null, code?: string) => translateMessage(i18n, message, code), [i18n])
}

/**
 * docs/RULES.md#validation's add failure: "Sorry, there was a problem adding {thing}: {error}." with the reason's own
 * closing stop dropped, or the form-requirements sentence when the server gave no reason.
 */
export function useAddFailedText() {
  const { t } = useTranslation()
  return useCallback(
    (thing: string, reason: string | undefined | null) =>
      reason ? t('alerts.addFailed', { thing, error: reason.replace(/[.!]+$/, '') }) : t('alerts.addFailedNoError', { thing }),
    [t],
  )
}
