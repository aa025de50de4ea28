import { useQuery } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ActionScreensDocument, type ActOnLocationsMutation } from '../../../gql/graphql'
import { rangeText } from '../calendar'

export type ActionResult = NonNullable<NonNullable<NonNullable<ActOnLocationsMutation['actOnLocations']>['data']>['results'][number]>

/** How long screens have to report back after a refresh (docs/RULES.md#connection-and-forms: about 60 s). */
export const ACTION_REFRESH_MS = 60_000
const POLL_MS = 3_000
const RELOADING = new Set(['hardRefresh', 'refresh', 'reloadIdle'])

/** The words of a finished location: reloaded, late, or what the class action did. */
function useResultText(action: string, result: ActionResult, pending: number, timedOut: boolean): string {
  const { t, i18n } = useTranslation()
  const key = 'regions.actions.result'
  if (action === 'close') {
    // The closure added, or the one the studio has already on some of those days (docs/RULES.md#calendar).
    const shown = result.closure ?? result.closedBy
    const words = { dates: shown ? rangeText(shown.startsOn, shown.endsOn, i18n.language) : '', reason: shown?.reason ?? '' }
    if (result.outcome !== 'done') return t(`${key}.closeUnchanged`, words)
    return result.today?.classPlaying ? `${t(`${key}.close`, words)} ${t(`${key}.closePlaying`)}` : t(`${key}.close`, words)
  }
  if (!RELOADING.has(action)) return t(`${key}.${result.outcome === 'done' ? action : `${action}Unchanged`}`)
  const offline = result.flagged.length - result.connected
  const skipped = result.skipped > 0 ? ` ${t(`${key}.skipped`, { count: result.skipped })}` : ''
  const away = offline > 0 ? ` ${t(`${key}.offline`, { count: offline })}` : ''
  if (result.connected === 0) return `${t(`${key}.noneConnected`)}${away}${skipped}`
  if (pending === 0) return `${t(`${key}.reloaded`, { count: result.connected })}${away}${skipped}`
  if (timedOut) return `${t(`${key}.late`, { count: pending, total: result.connected })}${away}${skipped}`
  return `${t(`${key}.reloading`, { done: result.connected - pending, total: result.connected })}${away}${skipped}`
}

/**
 * One location's line of the result: for a refresh it follows the connected screens it asked to
 * reload (each clears its flag once reloaded), as the single-location hard refresh does.
 */
export function ActionResultRow({
  action,
  result,
  startedAt,
  onPending,
}: {
  action: string
  result: ActionResult
  startedAt: number
  /** Told how many connected screens still have to reload (0 once done or timed out). */
  onPending: (location: string, pending: number) => void
}) {
  const reloading = RELOADING.has(action) && result.connected > 0
  const [now, setNow] = useState(() => Date.now())
  const timedOut = now - startedAt >= ACTION_REFRESH_MS
  const { data, stopPolling } = useQuery(ActionScreensDocument, {
    variables: { location: result.location },
    skip: !reloading,
    pollInterval: POLL_MS,
    fetchPolicy: 'network-only',
  })
  const flagged = new Set(result.flagged)
  const flagOf = action === 'refresh' ? 'refreshFlag' : 'hardRefreshFlag'
  const screens = (data?.listScreens?.data ?? []).filter((screen) => screen !== null)
  // Until the first answer every connected screen counts as pending.
  const pending = !reloading
    ? 0
    : data
      ? screens.filter((screen) => flagged.has(screen.id) && screen.status.isConnected && screen[flagOf]).length
      : result.connected
  const finished = pending === 0 || timedOut
  useEffect(() => {
    onPending(result.location, finished ? 0 : pending)
    if (finished) stopPolling()
  }, [finished, pending, result.location, onPending, stopPolling])
  useEffect(() => {
    if (!reloading || finished) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [reloading, finished])
  const text = useResultText(action, result, pending, timedOut)
  return (
    <li data-testid="action-result" data-finished={finished ? 'true' : 'false'}>
      <strong>{result.name}</strong>: <span>{text}</span>
    </li>
  )
}
