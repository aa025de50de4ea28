import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LocationReadinessDocument, type LocationReadinessQuery } from '../../../gql/graphql'
import { READINESS_WINDOW_MINUTES } from '../../../shared/constants'
import { serverMessage } from '../../api/apollo'
import { useLivePollInterval } from '../../app/live/LiveConsole'
import { toLocale } from '../../i18n/languages'
import { Badge, ErrorBox, Panel } from '../../ui'

type Readiness = NonNullable<NonNullable<LocationReadinessQuery['getLocationReadiness']>['data']>
type ScreenState = NonNullable<Readiness['screens'][number]>

const READINESS_POLL_MS = 30_000

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(1)};
    align-items: start;
    padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  li:first-child {
    border-top: 0;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.text.md};
  }
  span.why {
    display: block;
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`
const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
`

/** Each reason a screen is not ready, in words staff can act on. */
function reasonWords(screen: ScreenState, t: ReturnType<typeof useTranslation>['t']): string[] {
  const values = {
    screen: screen.name,
    round: screen.round,
    version: screen.appVersion ?? '—',
    count: Math.max(0, (screen.clipsWanted ?? 0) - (screen.clipsCached ?? 0)),
  }
  return screen.reasons.filter((reason) => reason !== null).map((reason) => t(`readiness.reasons.${reason}`, values))
}

/**
 * Readiness for the next class (docs/CLASS-RUNS.md#readiness): from 30 minutes before it, each screen
 * is Ready or Not ready, with the reason in words; before then the same check shows ahead of time.
 */
export function ReadinessPanel({ locationId, timeZone }: { locationId: string; timeZone: string }) {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const query = useQuery(LocationReadinessDocument, {
    variables: { id: locationId },
    pollInterval: useLivePollInterval(READINESS_POLL_MS),
    notifyOnNetworkStatusChange: false,
  })
  const readiness = (query.data ?? query.previousData)?.getLocationReadiness?.data ?? null
  if (!readiness) {
    return query.error ? (
      <Panel id="readiness" title={t('readiness.title')}>
        <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
      </Panel>
    ) : null
  }
  const screens = readiness.screens.filter((screen): screen is ScreenState => screen !== null)
  const readyCount = screens.filter((screen) => screen.ready).length
  const next = readiness.nextClass
  const clock = (iso: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso))
  const title = next ? t('readiness.titleNext', { name: next.name, time: clock(next.startsAt) }) : t('readiness.title')
  const subtitle = !next
    ? t('readiness.noMoreClasses')
    : readiness.inWindow
      ? t('readiness.checking', { ready: readyCount, total: screens.length })
      : t('readiness.ahead', {
          time: clock(new Date(Date.parse(next.startsAt) - READINESS_WINDOW_MINUTES * 60_000).toISOString()),
          ready: readyCount,
          total: screens.length,
        })
  const notReady = screens.filter((screen) => !screen.ready)
  // Screens held back by the same single reason (eight unpaired screens, say) read as one line.
  const groups = new Map<string, ScreenState[]>()
  for (const screen of notReady) {
    const key = screen.reasons.length === 1 && screen.reasons[0] !== 'disconnected' && screen.reasons[0] !== 'noWorkout' ? screen.reasons[0]! : screen.screen
    groups.set(key, [...(groups.get(key) ?? []), screen])
  }
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  // Without a class ahead there is nothing to be ready for: no verdict, only what needs seeing to.
  const badge = !next ? null : readiness.ready ? (
    <Badge $tone="success">{t('readiness.ready')}</Badge>
  ) : (
    <Badge $tone={readiness.inWindow ? 'error' : 'warning'}>{t('readiness.notReady')}</Badge>
  )

  return (
    <Panel id="readiness" data-testid="readiness" title={title} subtitle={subtitle} actions={badge} flush>
      {notReady.length === 0 ? (
        <Note>{t('readiness.allReady', { total: screens.length })}</Note>
      ) : (
        <List aria-label={t('readiness.notReadyList')}>
          {[...groups.values()].map((group) => (
            <li key={group[0].screen} data-testid={group.map((screen) => `readiness-${screen.round}`).join(' ')}>
              <span>
                <strong>
                  {group.length > 2
                    ? t('readiness.screensLabel', { count: group.length, screens: list.format(group.map((screen) => screen.name)) })
                    : list.format(group.map((screen) => t('readiness.screenLabel', { screen: screen.name, round: screen.round })))}
                </strong>
                {reasonWords(group[0], t).map((words) => (
                  <span className="why" key={words}>
                    {words}
                  </span>
                ))}
              </span>
              <Badge $tone={readiness.inWindow ? 'error' : 'warning'}>{t('readiness.notReady')}</Badge>
            </li>
          ))}
        </List>
      )}
    </Panel>
  )
}
