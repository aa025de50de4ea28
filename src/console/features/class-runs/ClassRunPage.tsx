import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { DEFAULT_SYNC_THRESHOLD_MS } from '../../../shared/constants'
import { ClassRunDocument, ClassRunLocationDocument } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useAuth } from '../../auth/AuthContext'
import { toLocale } from '../../i18n/languages'
import { Badge, Card, ErrorBox, Link, LoadingImage, PageHeader, icons, Crumb, Panel, useDocumentTitle } from '../../ui'
import { formatClock, formatWhen, originWords, startWords, statusWords, syncWords } from './runText'
import { RunSync } from './RunSync'
import { RunTimeline, type Lane, type Play } from './RunTimeline'
import { Facts, Notes, Sections } from './runStyles'

/** What went wrong on a lane, in words staff can act on. */
function laneNotes(lane: Lane, t: ReturnType<typeof useTranslation>['t'], thresholdMs: number | null, locale: string): string[] {
  const notes: string[] = []
  // Proof of sync: a screen out of step, and the clips that took it there (docs/CLASS-RUNS.md#proof-of-sync).
  if (lane.sync && !lane.sync.inStep && thresholdMs !== null) {
    const over = lane.plays.filter((play): play is Play => play?.sync != null && play.sync.p95Ms > thresholdMs)
    const clips = new Intl.ListFormat(locale, { type: 'conjunction' }).format(over.map((play) => t('classRuns.clip', { n: play.position + 1 })))
    const numbers = new Intl.NumberFormat(locale)
    notes.push(
      t('classRuns.sync.outOfStepNote', { screen: lane.name, p95Ms: numbers.format(lane.sync.p95Ms), thresholdMs: numbers.format(thresholdMs), clips }),
    )
  }
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
  const sync = syncWords(run.sync, locale, t)
  const thresholdMs = run.sync?.thresholdMs ?? null
  const notes = lanes.flatMap((lane) => laneNotes(lane, t, thresholdMs, locale))
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
          {/* The sentence is long: its card takes the whole row, and the badge wraps within it. */}
          <Card as="div" data-testid="run-sync-summary" style={{ gridColumn: '1 / -1' }}>
            <dt>{t('classRuns.facts.sync')}</dt>
            <dd>
              {sync ? (
                <Badge $tone={sync.tone} style={{ whiteSpace: 'normal', height: 'auto' }}>
                  {sync.text}
                </Badge>
              ) : (
                <small>{t('classRuns.sync.notMeasured')}</small>
              )}
            </dd>
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

        <Panel id="run-sync" title={t('classRuns.sync.title')} subtitle={t('classRuns.sync.subtitle', { ms: thresholdMs ?? DEFAULT_SYNC_THRESHOLD_MS })} flush>
          <RunSync lanes={lanes} thresholdMs={thresholdMs ?? DEFAULT_SYNC_THRESHOLD_MS} locale={locale} />
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
