import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { ClassRunDocument, ClassRunLocationDocument, type ClassRunQuery } from '../../../gql/graphql'
import { serverMessage } from '../../app/apollo'
import { useAuth } from '../../auth/AuthContext'
import { toLocale } from '../../i18n/languages'
import { Badge, Card, ErrorBox, Link, LoadingImage, PageHeader, icons, Crumb } from '../../ui'
import { Panel } from '../location-ops'
import { useDocumentTitle } from '../placeholders'
import { formatClock, formatWhen, originWords, startWords, statusWords } from './runText'
import { scaleOf } from './timelineScale'

type Run = NonNullable<NonNullable<ClassRunQuery['getClassRun']>['data']>
type Lane = NonNullable<Run['timeline'][number]>
type Play = NonNullable<Lane['plays'][number]>

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0 0 ${({ theme }) => theme.space(2.5)};
  > div {
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  }
  dt {
    font-size: ${({ theme }) => theme.text.xs};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 4px 0 0;
    font-size: ${({ theme }) => theme.text.lg};
    font-weight: ${({ theme }) => theme.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`
const Lanes = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`
const LaneRow = styled.li`
  display: grid;
  grid-template-columns: minmax(120px, 180px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: center;
  .who {
    display: flex;
    flex-direction: column;
    line-height: 1.3;
  }
  .who strong {
    font-size: ${({ theme }) => theme.text.md};
  }
  .who small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
  }
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Track = styled.div`
  position: relative;
  height: 34px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
`
const Clip = styled.span<{ $tone: 'cache' | 'network' | 'replaced' }>`
  position: absolute;
  top: 3px;
  bottom: 3px;
  display: grid;
  place-items: center;
  overflow: hidden;
  border-radius: 3px;
  font-size: 11px;
  font-weight: ${({ theme }) => theme.weight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ $tone, theme }) => ($tone === 'replaced' ? theme.color.warning : theme.color.textInverse)};
  background: ${({ $tone, theme }) =>
    $tone === 'replaced'
      ? `repeating-linear-gradient(135deg, ${theme.color.warningSoft} 0 6px, #ffe2b3 6px 12px)`
      : $tone === 'network'
        ? theme.color.info
        : theme.color.success};
  border: 1px solid ${({ $tone, theme }) => ($tone === 'replaced' ? theme.color.warning : 'transparent')};
  box-shadow: inset -1px 0 0 rgba(255, 255, 255, 0.6);
  &[data-stalled='true']::after {
    content: '';
    position: absolute;
    top: 2px;
    inset-inline-end: 2px;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.error};
  }
`
const Gap = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 3px;
  margin-inline-start: -3px;
  background: ${({ theme }) => theme.color.error};
`
const Planned = styled.span`
  position: absolute;
  top: -4px;
  bottom: -4px;
  width: 0;
  border-inline-start: 2px dashed ${({ theme }) => theme.color.text};
`
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  list-style: none;
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  i {
    display: inline-block;
    width: 14px;
    height: 10px;
    border-radius: 2px;
  }
`
const Notes = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
  font-size: ${({ theme }) => theme.text.md};
`
const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
`

/** What went wrong on a lane, in words staff can act on. */
function laneNotes(lane: Lane, t: ReturnType<typeof useTranslation>['t']): string[] {
  const notes: string[] = []
  for (const play of lane.plays.filter((each): each is Play => each !== null)) {
    const clip = t('classRuns.clip', { n: play.position + 1 })
    if (play.replaced) notes.push(t(`classRuns.notes.replaced.${play.replaceReason ?? 'missing'}`, { screen: lane.name, clip }))
    if (play.stalls > 0) notes.push(t('classRuns.notes.stalled', { screen: lane.name, clip, count: play.stalls, seconds: (play.stallMs / 1000).toFixed(1) }))
    if (play.gapBeforeMs !== null && play.gapBeforeMs !== undefined) notes.push(t('classRuns.notes.gap', { screen: lane.name, clip, ms: play.gapBeforeMs }))
  }
  return notes
}

/** /admin/locations/{locationId}/classes/{runId}: one class run, a lane per screen (docs/CLASS-RUNS.md). */
export function ClassRunPage() {
  const { locationId = '', runId = '' } = useParams()
  const { t, i18n } = useTranslation()
  const { isAdmin } = useAuth()
  const locale = toLocale(i18n.language)
  const query = useQuery(ClassRunDocument, { variables: { id: runId } })
  const locationQuery = useQuery(ClassRunLocationDocument, { variables: { id: locationId } })
  const run = query.data?.getClassRun?.data ?? null
  const location = locationQuery.data?.getLocation?.data ?? null
  const timeZone = location?.timeZone ?? 'UTC'
  const title = run ? t('classRuns.runTitle', { when: formatWhen(run.plannedStartAt, locale, timeZone) }) : t('classRuns.title')
  useDocumentTitle(title)

  const crumb = (
    <Crumb aria-label={t('classRuns.breadcrumb')}>
      <Link href={isAdmin ? `/admin/locations/${locationId}` : `/admin/my-locations/${locationId}`}>
        <icons.ChevronLeftIcon size={14} />
        {location?.name ?? t('classRuns.backToLocation')}
      </Link>
    </Crumb>
  )
  if (!run) {
    if (query.error) {
      return (
        <>
          {crumb}
          <PageHeader title={t('classRuns.title')} />
          <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
        </>
      )
    }
    return <LoadingImage />
  }

  const lanes = run.timeline.filter((lane): lane is Lane => lane !== null)
  const scale = scaleOf(
    run.plannedStartAt,
    lanes.map((lane) => ({ plays: lane.plays.filter((play): play is Play => play !== null) })),
  )
  const start = startWords(run, t)
  const status = statusWords(run, t)
  const notes = lanes.flatMap((lane) => laneNotes(lane, t))
  const missing = run.missing.filter((screen) => screen !== null)

  return (
    <>
      {crumb}
      <PageHeader title={title} subtitle={originWords(run, locale, timeZone, t)} actions={<Badge $tone={status.tone}>{status.text}</Badge>} />
      <Sections>
        <Facts>
          <Card as="div">
            <dt>{t('classRuns.facts.start')}</dt>
            <dd>
              <Badge $tone={start.tone}>{start.text}</Badge>
            </dd>
          </Card>
          <Card as="div">
            <dt>{t('classRuns.facts.firstClip')}</dt>
            <dd>{formatClock(run.startedAt, locale, timeZone)}</dd>
          </Card>
          <Card as="div">
            <dt>{t('classRuns.facts.screens')}</dt>
            <dd>{t('classRuns.facts.screensValue', { played: run.screens, total: run.screens + missing.length })}</dd>
          </Card>
          <Card as="div">
            <dt>{t('classRuns.facts.replaced')}</dt>
            <dd>{run.replaced}</dd>
          </Card>
          {run.stoppedAt ? (
            <Card as="div">
              <dt>{t('classRuns.facts.stopped')}</dt>
              <dd>{t('classRuns.facts.stoppedValue', { time: formatClock(run.stoppedAt, locale, timeZone), name: run.stoppedBy ?? '—' })}</dd>
            </Card>
          ) : null}
        </Facts>

        <Panel id="run-timeline" title={t('classRuns.timelineTitle')} subtitle={t('classRuns.timelineSubtitle')} flush>
          {lanes.length === 0 ? (
            <Notes>
              <li>{t('classRuns.noReports')}</li>
            </Notes>
          ) : (
            <Lanes data-testid="run-timeline">
              {lanes.map((lane) => (
                <LaneRow key={lane.screen} data-testid={`lane-${lane.round}`}>
                  <span className="who">
                    <strong>{lane.name}</strong>
                    <small>
                      {t('classRuns.round', { round: lane.round })}
                      {lane.lateSeconds > 60 ? ` · ${t('classRuns.laneLate', { seconds: lane.lateSeconds })}` : ''}
                    </small>
                  </span>
                  <Track role="list" aria-label={t('classRuns.laneLabel', { screen: lane.name })}>
                    <Planned style={{ insetInlineStart: `${scale.at(run.plannedStartAt)}%` }} aria-hidden />
                    {lane.plays
                      .filter((play): play is Play => play !== null)
                      .map((play) => {
                        const tone = play.replaced ? 'replaced' : play.source === 'network' ? 'network' : 'cache'
                        const label = t(`classRuns.clipLabel.${tone}`, {
                          clip: t('classRuns.clip', { n: play.position + 1 }),
                          name: play.clipName || '—',
                          time: formatClock(play.startedAt, locale, timeZone),
                        })
                        return (
                          <span key={`${play.position}-${play.startedAt}`} role="listitem">
                            {play.gapBeforeMs ? <Gap style={{ insetInlineStart: `${scale.at(play.startedAt)}%` }} aria-hidden /> : null}
                            <Clip
                              $tone={tone}
                              data-replaced={play.replaced}
                              data-stalled={play.stalls > 0}
                              title={label}
                              aria-label={label}
                              style={{ insetInlineStart: `${scale.at(play.startedAt)}%`, width: `${scale.width(play)}%` }}
                            >
                              {play.position + 1}
                            </Clip>
                          </span>
                        )
                      })}
                  </Track>
                </LaneRow>
              ))}
            </Lanes>
          )}
          <Legend>
            <li>
              <i style={{ background: '#1a7a42' }} />
              {t('classRuns.legend.cache')}
            </li>
            <li>
              <i style={{ background: '#1862b8' }} />
              {t('classRuns.legend.network')}
            </li>
            <li>
              <i style={{ background: 'repeating-linear-gradient(135deg, #fff4e0 0 4px, #ffe2b3 4px 8px)', border: '1px solid #9a5c00' }} />
              {t('classRuns.legend.replaced')}
            </li>
            <li>
              <i style={{ background: '#c8242b', width: 3 }} />
              {t('classRuns.legend.gap')}
            </li>
            <li>
              <i style={{ borderInlineStart: '2px dashed #1c1f24', width: 2, borderRadius: 0 }} />
              {t('classRuns.legend.planned')}
            </li>
          </Legend>
        </Panel>

        <Panel id="run-notes" title={t('classRuns.notesTitle')}>
          <Notes data-testid="run-notes" style={{ padding: 0, paddingInlineStart: 20 }}>
            {notes.length === 0 && missing.length === 0 ? <li>{t('classRuns.notes.none')}</li> : null}
            {missing.length > 2 ? (
              <li>
                {t('classRuns.notes.missingMany', {
                  count: missing.length,
                  screens: new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing.map((screen) => screen.name)),
                })}
              </li>
            ) : (
              missing.map((screen) => <li key={screen.screen}>{t('classRuns.notes.missing', { screen: screen.name, round: screen.round })}</li>)
            )}
            {notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </Notes>
        </Panel>
      </Sections>
    </>
  )
}
