import type { TFunction } from 'i18next'

/** The fields of an alert its words are made from. */
export interface AlertFacts {
  kind: string
  details: unknown
}

function detailsOf(alert: AlertFacts): Record<string, string | number | null> {
  return alert.details && typeof alert.details === 'object' ? (alert.details as Record<string, string | number | null>) : {}
}

/** One sentence saying what is at risk, in the reader's language (docs/ALERTS.md lists the kinds); reasons joined in `locale`'s words ("and", "و"). */
export function alertWords(alert: AlertFacts, t: TFunction, locale?: string): string {
  const details = detailsOf(alert)
  const reasons =
    typeof details.reasons === 'string' && details.reasons
      ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(details.reasons.split(',').map((reason) => t(`classAlerts.reasons.${reason}`)))
      : ''
  return t(`classAlerts.kinds.${alert.kind}`, { ...details, reasons })
}
