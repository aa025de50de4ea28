import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { ClassRunDocument, ClassRunLocationDocument } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useAuth } from '../../auth/AuthContext'
import { toLocale } from '../../i18n/languages'
import { Badge, Card, ErrorBox, Link, LoadingImage, PageHeader, icons, Crumb, Panel, useDocumentTitle } from '../../ui'
import { formatClock, formatWhen, originWords, startWords, statusWords } from './runText'
import { RunTimeline, type Lane, type Play } from './RunTimeline'
import { Facts, Notes, Sections } from './runStyles'

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
          <RunTimeline run={run} lanes={lanes} locale={locale} timeZone={timeZone} />
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
