/** The audit log's filters as the page holds them (docs/RULES.md#logs). */
export interface LogFilters {
  /** 'changes': everything but sign-ins (the default), 'all', 'signIns', or one record type (a model). */
  kind: string
  /** The user who acted, or '' for anyone. */
  userId: string
  /** The location the entries are about, or '' for any. */
  location: string
  /** Calendar days 'YYYY-MM-DD' in the reader's own time zone, or ''. */
  from: string
  to: string
}

export const NO_FILTERS: LogFilters = { kind: 'changes', userId: '', location: '', from: '', to: '' }

/** The record types a head-office user may pick one of. */
export const LOG_MODELS = ['Location', 'Screen', 'ScreenLink', 'Timetable', 'User', 'Workout', 'Round', 'Release', 'Session', 'Log'] as const

/** Sign-ins are a session's model: most entries, seldom what someone opens the log for. */
export const SIGN_IN_MODEL = 'Session'

/** The start of a local calendar day, as the instant the API takes. */
function startOfLocalDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year, month - 1, date + plusDays).toISOString()
}

/** True when both days are set and the last is before the first. */
export function rangeIsBackwards(filters: LogFilters): boolean {
  return Boolean(filters.from && filters.to && filters.to < filters.from)
}

/** The filters as the listLogs query's variables: the range covers whole local days, the last one included. */
export function logFilterVariables(filters: LogFilters) {
  const kind =
    filters.kind === 'changes'
      ? { excludeModel: SIGN_IN_MODEL }
      : filters.kind === 'signIns'
        ? { model: SIGN_IN_MODEL }
        : filters.kind === 'all'
          ? {}
          : { model: filters.kind }
  const range = rangeIsBackwards(filters)
    ? {}
    : {
        ...(filters.from ? { from: startOfLocalDay(filters.from) } : {}),
        ...(filters.to ? { to: startOfLocalDay(filters.to, 1) } : {}),
      }
  return {
    ...kind,
    ...(filters.userId ? { userId: filters.userId } : {}),
    ...(filters.location ? { location: filters.location } : {}),
    ...range,
  }
}

/** How many filters differ from the defaults (the "Clear filters" button shows when any does). */
export function activeFilterCount(filters: LogFilters): number {
  return (Object.keys(NO_FILTERS) as (keyof LogFilters)[]).filter((key) => filters[key] !== NO_FILTERS[key]).length
}
