import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ContentReadinessDocument, type ContentSummaryFieldsFragment, type LocationReadinessQuery } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useLivePollInterval } from '../../app/live/LiveConsole'
import { toLocale } from '../../i18n/languages'
import { Badge, ErrorBox, formatBytes, Panel, ProgressBar, Spinner } from '../../ui'
import { SCREEN_PLAN_DAYS } from '../../../shared/constants'

/**
 * Content ahead (docs/CLASS-RUNS.md#content-ahead): how many paired screens hold today's workout, their next
 * change's and the next 7 days', and each screen's progress; chain-wide by region and location on the dashboard.
 */

type Readiness = NonNullable<NonNullable<LocationReadinessQuery['getLocationReadiness']>['data']>
type ScreenState = NonNullable<Readiness['screens'][number]>
type Content = NonNullable<ScreenState['content']>
type Planned = NonNullable<Content['workouts'][number]>

/** As often as the Readiness panel: the two never tell different counts for long. */
const CONTENT_POLL_MS = 30_000

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2.5)};
  margin: 0;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(0.75)};
    align-items: baseline;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`
const Section = styled.section`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.text.md};
  }
`
const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(1)};
    align-items: start;
  }
  strong {
    display: block;
  }
  .why {
    display: block;
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [role='progressbar'] {
    max-width: 280px;
    margin-top: ${({ theme }) => theme.space(0.5)};
  }
  @media (max-width: 479.98px) {
    li {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`

function useFormats() {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  // No zone: the reader's own (a region's studios may be in several).
  const when = (iso: string, timeZone?: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso))
  return { t, locale, when }
}

/** "9 of 9" for today, the next change and the week. */
export function ContentCounts({ content, timeZone }: { content: ContentSummaryFieldsFragment; timeZone?: string }) {
  const { t, when } = useFormats()
  const count = (entry: { ready: number; total: number }) => t('contentAhead.count', { ready: entry.ready, total: entry.total })
  return (
    <Counts>
      <div>
        <dt>{t('contentAhead.today')}</dt>
        <dd data-testid="content-today">{count(content.today)}</dd>
      </div>
      <div>
        <dt>{content.nextChangeAt ? t('contentAhead.nextChangeAt', { time: when(content.nextChangeAt, timeZone) }) : t('contentAhead.nextChange')}</dt>
        {/* No workout changes within the plan: nothing to hold for it (a count would say "2 of 2" of nothing). */}
        <dd data-testid="content-next">{content.nextChangeAt ? count(content.nextChange) : t('contentAhead.noChange', { days: SCREEN_PLAN_DAYS })}</dd>
      </div>
      <div>
        <dt>{t('contentAhead.week')}</dt>
        <dd data-testid="content-week">{count(content.week)}</dd>
      </div>
    </Counts>
  )
}

/** The first planned workout a screen does not hold yet (the nearest), or null when it holds the week's. */
const firstMissing = (content: Content): Planned | null => content.workouts.find((entry): entry is Planned => entry !== null && !entry.ready) ?? null

/** The Readiness panel's part: the location's counts and each paired screen's progress on what it still needs. */
export function ContentAheadSection({ readiness, timeZone }: { readiness: Readiness; timeZone: string }) {
  const { t, locale, when } = useFormats()
  const screens = readiness.screens.filter((screen): screen is ScreenState & { content: Content } => screen !== null && screen.content !== null)
  if (screens.length === 0) return null
  return (
    <Section aria-labelledby="content-ahead-title" data-testid="content-ahead">
      <h3 id="content-ahead-title">{t('contentAhead.title')}</h3>
      <ContentCounts content={readiness.content} timeZone={timeZone} />
      <Rows aria-label={t('contentAhead.screens')}>
        {screens.map((screen) => {
          const missing = firstMissing(screen.content)
          return (
            <li key={screen.screen} data-testid={`content-${screen.round}`}>
              <span>
                <strong>{t('readiness.screenLabel', { screen: screen.name, round: screen.round })}</strong>
                {missing ? (
                  <>
                    <span className="why">
                      {t('contentAhead.progress', {
                        workout: missing.name ?? '—',
                        from: missing.from ? when(missing.from, timeZone) : t('contentAhead.now'),
                        held: missing.held,
                        clips: missing.clips,
                      })}
                      {missing.bytesNeeded !== null && missing.bytesNeeded > 0
                        ? ` · ${t('contentAhead.toGo', { size: formatBytes(missing.bytesNeeded, locale) })}`
                        : ''}
                      {missing.expectedAt ? ` · ${t('contentAhead.expected', { time: when(missing.expectedAt, timeZone) })}` : ''}
                    </span>
                    {missing.cause ? <span className="why">{t(`contentAhead.causes.${missing.cause}`)}</span> : null}
                    <ProgressBar
                      label={t('contentAhead.progressLabel', { screen: screen.name })}
                      value={(missing.held / Math.max(1, missing.clips)) * 100}
                      valueText={t('contentAhead.count', { ready: missing.held, total: missing.clips })}
                    />
                  </>
                ) : (
                  <span className="why">{t('contentAhead.holdsWeek')}</span>
                )}
              </span>
              {missing ? (
                <Badge $tone={screen.content.readyNextChange ? 'warning' : 'error'}>{t('contentAhead.notReady')}</Badge>
              ) : (
                <Badge $tone="success">{t('readiness.ready')}</Badge>
              )}
            </li>
          )
        })}
      </Rows>
    </Section>
  )
}

/** The dashboard's panel beside the Rolling Schedule Status: every location the reader sees, by region. */
export function ContentAheadPanel() {
  const { t } = useTranslation()
  const query = useQuery(ContentReadinessDocument, { pollInterval: useLivePollInterval(CONTENT_POLL_MS), notifyOnNetworkStatusChange: false })
  const data = (query.data ?? query.previousData)?.getContentReadiness?.data ?? null
  const title = t('contentAhead.panelTitle')
  if (!data)
    return (
      <Panel id="content-ahead" title={title}>
        {query.error ? <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox> : <Spinner />}
      </Panel>
    )
  const regions = data.regions.filter((region): region is NonNullable<typeof region> => region !== null)
  return (
    <Panel id="content-ahead" data-testid="content-ahead-panel" title={title} subtitle={t('contentAhead.panelSubtitle')}>
      <ContentCounts content={data.content} />
      {regions.map((region) => (
        <Section key={region.region ?? 'none'} aria-label={region.name ?? t('contentAhead.noRegion')}>
          <h3>{region.name ?? t('contentAhead.noRegion')}</h3>
          <ContentCounts content={region.content} />
          <Rows>
            {region.locations
              .filter((row): row is NonNullable<typeof row> => row !== null)
              .map((row) => {
                // Ready: every paired screen holds today's workout and its next change's (when one is coming).
                const ready =
                  row.content.today.ready === row.content.today.total &&
                  (row.content.nextChangeAt === null || row.content.nextChange.ready === row.content.nextChange.total)
                return (
                  <li key={row.location} data-testid={`content-location-${row.location}`}>
                    <span>
                      <strong>{row.name}</strong>
                      <ContentCounts content={row.content} timeZone={row.timeZone} />
                    </span>
                    <Badge $tone={ready ? 'success' : 'warning'}>{ready ? t('readiness.ready') : t('contentAhead.notReady')}</Badge>
                  </li>
                )
              })}
          </Rows>
        </Section>
      ))}
    </Panel>
  )
}
