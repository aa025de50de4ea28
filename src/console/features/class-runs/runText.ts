import type { TFunction } from 'i18next'
import { formatInZone, type BadgeTone } from '../../ui'

/** The fields of a run its words are made from (a summary or a detail). */
export interface RunFacts {
  kind: string
  status: string
  onTime: boolean
  lateSeconds: number
  scheduledAt?: string | null
  plannedStartAt: string
  startedBy?: string | null
}

/** "Mon 24 Nov, 18:00 GMT+9" in the location's own zone, named (src/console/ui/clock.ts), and the reader's language. */
export function formatWhen(iso: string, locale: string, timeZone: string): string {
  return formatInZone(iso, locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })
}

/** "18:00:04" in the location's zone. */
export function formatClock(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone }).format(new Date(iso))
}

/** "On time", or how late the first screen began, in minutes and seconds. */
export function startWords(run: RunFacts, t: TFunction): { text: string; tone: BadgeTone } {
  if (run.onTime) return { text: t('classRuns.onTime'), tone: 'success' }
  const minutes = Math.floor(run.lateSeconds / 60)
  const seconds = run.lateSeconds % 60
  return { text: minutes > 0 ? t('classRuns.lateMinutes', { minutes, seconds }) : t('classRuns.lateSeconds', { seconds }), tone: 'warning' }
}

const STATUS_TONES: Record<string, BadgeTone> = { completed: 'success', running: 'info', stopped: 'neutral', unfinished: 'error' }

export function statusWords(run: RunFacts, t: TFunction): { text: string; tone: BadgeTone } {
  return { text: t(`classRuns.status.${run.status}`), tone: STATUS_TONES[run.status] ?? 'neutral' }
}

/** "Timetable, 18:00 class" or "Started by Sam Lee". */
export function originWords(run: RunFacts, locale: string, timeZone: string, t: TFunction): string {
  if (run.kind === 'automatic' && run.scheduledAt) {
    return t('classRuns.fromTimetable', {
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(run.scheduledAt)),
    })
  }
  return run.startedBy ? t('classRuns.startedBy', { name: run.startedBy }) : t('classRuns.startedManually')
}

/** A run's proof of sync as the API gives it (docs/CLASS-RUNS.md#proof-of-sync). */
export interface SyncFacts {
  thresholdMs: number
  screens: number
  inStep: number
  p95Ms: number
  maxMs: number
}

/** "9 of 9 screens in step, worst 38 ms (95th percentile 21 ms)", in the reader's language and digits; null when no screen measured it. */
export function syncWords(sync: SyncFacts | null | undefined, locale: string, t: TFunction): { text: string; tone: BadgeTone } | null {
  if (!sync) return null
  const numbers = new Intl.NumberFormat(locale)
  return {
    text: t('classRuns.sync.summary', {
      count: sync.screens,
      inStep: numbers.format(sync.inStep),
      screens: numbers.format(sync.screens),
      maxMs: numbers.format(sync.maxMs),
      p95Ms: numbers.format(sync.p95Ms),
    }),
    tone: sync.inStep === sync.screens ? 'success' : 'warning',
  }
}

/** Where a clip's 95th percentile sits against the threshold: within half of it, within it, or over it. */
export function syncBand(p95Ms: number, thresholdMs: number): 'good' | 'near' | 'over' {
  if (p95Ms > thresholdMs) return 'over'
  return p95Ms * 2 > thresholdMs ? 'near' : 'good'
}
