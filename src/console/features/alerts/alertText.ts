import type { TFunction } from 'i18next'

/** The fields of an alert its words are made from. */
export interface AlertFacts {
  kind: string
  details: unknown
  /** The studio's zone: the times an alert tells are on its clock. */
  timeZone?: string | null
}

type Details = Record<string, string | number | null>

function detailsOf(alert: AlertFacts): Details {
  return alert.details && typeof alert.details === 'object' ? (alert.details as Details) : {}
}

/** An instant as the server writes it (`toISOString`); alerts raised before they carried instants have "15:06" instead. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/
/** The details that are instants, and the one that stands for `classTime` when there. */
const INSTANT_FIELDS = ['startedAt', 'stoppedAt', 'endedAt'] as const
/** The details that are counts, written with the reader's digits and separators. */
const NUMBER_FIELDS = ['percent', 'refused', 'p95Ms', 'maxMs', 'thresholdMs', 'held', 'clips'] as const
/** The likely causes an alert names: a screen out of step's (proof of sync), a screen not holding a coming workout's (content ahead). */
const CAUSES = ['stalls', 'clockUnsure', 'slowDevice', 'offline', 'notReported', 'storageFull', 'clipFailing', 'windowTooShort'] as const

/**
 * One sentence saying what is at risk, in the reader's language (docs/ALERTS.md lists the kinds): its times on the
 * studio's clock in the reader's form (3:06 PM in English, 15:06 in French), its counts in the reader's digits, its
 * reasons joined in `locale`'s words ("and", "و").
 */
export function alertWords(alert: AlertFacts, t: TFunction, locale?: string): string {
  const details = detailsOf(alert)
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: alert.timeZone || undefined })
  const timeOf = (value: string | number | null | undefined) => (typeof value === 'string' && INSTANT.test(value) ? clock.format(new Date(value)) : value)
  const numbers = new Intl.NumberFormat(locale)
  const words: Details = { ...details }
  for (const field of INSTANT_FIELDS) if (field in details) words[field] = timeOf(details[field]) ?? null
  if (typeof details.classAt === 'string' && INSTANT.test(details.classAt)) words.classTime = clock.format(new Date(details.classAt))
  for (const field of NUMBER_FIELDS) if (typeof details[field] === 'number') words[field] = numbers.format(details[field])
  const reasons =
    typeof details.reasons === 'string' && details.reasons
      ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(details.reasons.split(',').map((reason) => t(`classAlerts.reasons.${reason}`)))
      : ''
  // Content ahead: the first class is on another day, so its day is told with its time; the cause in words.
  if (typeof details.classAt === 'string' && INSTANT.test(details.classAt))
    words.classDay = new Intl.DateTimeFormat(locale, { weekday: 'long', hour: 'numeric', minute: '2-digit', timeZone: alert.timeZone || undefined }).format(
      new Date(details.classAt),
    )
  const cause = CAUSES.find((known) => known === details.cause)
  if (cause) words.cause = t(`classAlerts.causes.${cause}`)
  // A class nobody stopped that ended before its last clip has its own sentence.
  const kind = alert.kind === 'classStoppedEarly' && !details.stoppedBy ? 'classEndedEarly' : alert.kind
  return t(`classAlerts.kinds.${kind}`, { ...words, reasons })
}
