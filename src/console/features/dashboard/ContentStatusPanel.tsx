import { useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CONTENT_STATUS_PAGE_SIZE } from '../../../shared/constants'
import { LinkProblemsDocument, WorkoutsDocument, type WorkoutListItemFragment } from '../../../gql/graphql'
import { toLocale } from '../../i18n/languages'
import { serverMessage } from '../../api/apollo'
import { Badge, type BadgeTone, ErrorBox, Link, Pager, Spinner, Panel } from '../../ui'
import { formatLength, linkProblemText } from '../workouts'
import { missingVideoSteps } from './rollingStatus'

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
/** The links checked before the day, below the two lists. */
const Wide = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  .problems {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 4px;
    max-width: 100%;
  }
`
const Section = styled.section`
  & + & {
    border-inline-start: 1px solid ${({ theme }) => theme.color.border};
  }
  @media (max-width: 900px) {
    & + & {
      border-inline-start: 0;
      border-top: 1px solid ${({ theme }) => theme.color.border};
    }
  }
  h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin: 0;
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(0.5)};
    font-size: ${({ theme }) => theme.text.md};
  }
  ul {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space(2)};
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 4px 12px;
    padding: ${({ theme }) => theme.space(1)} 0;
    border-bottom: 1px dashed ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  /* A long list of steps wraps inside its pill instead of running off a phone's edge. */
  .steps {
    white-space: normal;
    max-width: 100%;
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
  }
  .empty {
    margin: 0;
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .failed {
    margin: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  }
  .loading {
    display: grid;
    place-items: center;
    padding: ${({ theme }) => theme.space(2)};
  }
`

function WorkoutLine({
  workout,
  detail,
}: {
  workout: Pick<WorkoutListItemFragment, 'id' | 'name' | 'round' | 'startDate' | 'endDate'>
  detail: React.ReactNode
}) {
  const { t, i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(toLocale(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' })
  const range = `${format.format(new Date(workout.startDate))} – ${format.format(new Date(workout.endDate))}`
  return (
    <li>
      <span>
        <Link href={`/admin/rounds/${workout.round}/workout/${workout.id}`}>{workout.name}</Link>
        <br />
        <span className="meta">
          {t('resources.dashboard.content.round', { round: workout.round })} · {range}
        </span>
      </span>
      {detail}
    </li>
  )
}

/**
 * One list of the panel: its count once the list is read (none while it loads, so nothing reads as "all done" before
 * it is known), the rows, or why they could not be read.
 */
function StatusSection({
  id,
  title,
  tone,
  query,
  total,
  page,
  pageSize,
  empty,
  onPageChange,
  children,
}: {
  id: string
  title: string
  /** The count's tone when there is something to do. */
  tone: BadgeTone
  query: { loading: boolean; error?: Error }
  /** The list's total, once read. */
  total: number | undefined
  page: number
  pageSize: number
  empty: string
  onPageChange: (page: number) => void
  children: React.ReactNode[]
}) {
  const { t } = useTranslation()
  return (
    <Section aria-labelledby={id} aria-busy={total === undefined && query.loading}>
      <h3 id={id}>
        {title}
        {total === undefined ? null : <Badge $tone={total > 0 ? tone : 'success'}>{total}</Badge>}
      </h3>
      {total === undefined && query.error ? (
        <ErrorBox role="alert" className="failed">
          {serverMessage(query.error) ?? t('errors.loadFailed')}
        </ErrorBox>
      ) : total === undefined ? (
        <div className="loading">
          <Spinner />
        </div>
      ) : children.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ul>{children}</ul>
      )}
      <Pager total={total ?? 0} page={page} pageSize={pageSize} onPageChange={onPageChange} />
    </Section>
  )
}

/** Workouts admins still have to finish (docs/RULES.md#dashboard, docs/RULES.md#rounds-and-workouts: content-status lists have page size 5). */
export function ContentStatusPanel() {
  const { t } = useTranslation()
  const key = 'resources.dashboard.content'
  const [noRoutinesPage, setNoRoutinesPage] = useState(1)
  const [missingPage, setMissingPage] = useState(1)
  const noRoutines = useQuery(WorkoutsDocument, {
    variables: { q: JSON.stringify({ noRoutines: true }), page: noRoutinesPage, pageSize: CONTENT_STATUS_PAGE_SIZE },
  })
  // Every workout with a routine lacking its link, a page at a time; the steps come from the page's own routines.
  const missingVideo = useQuery(WorkoutsDocument, {
    variables: { q: JSON.stringify({ missingVideo: true }), page: missingPage, pageSize: CONTENT_STATUS_PAGE_SIZE },
  })

  const noRoutinesList = (noRoutines.data ?? noRoutines.previousData)?.listWorkouts
  const noRoutinesRows = (noRoutinesList?.data ?? []).filter((row): row is WorkoutListItemFragment => row !== null)
  const missingList = (missingVideo.data ?? missingVideo.previousData)?.listWorkouts
  const missingRows = useMemo(
    () =>
      (missingList?.data ?? [])
        .filter((row): row is WorkoutListItemFragment => row !== null)
        .map((workout) => ({ workout, steps: missingVideoSteps(workout.routines) })),
    [missingList],
  )
  const [linksPage, setLinksPage] = useState(1)
  // The coming 7 days' workouts whose links the server found will not play (docs/LINK-CHECKS.md).
  const linkProblems = useQuery(LinkProblemsDocument, { variables: { page: linksPage, pageSize: CONTENT_STATUS_PAGE_SIZE } })
  const linksList = (linkProblems.data ?? linkProblems.previousData)?.listLinkProblems
  const linkRows = (linksList?.data ?? []).filter((row) => row !== null)
  const section = { pageSize: CONTENT_STATUS_PAGE_SIZE, empty: t(`${key}.empty`) }

  return (
    <Panel id="content-status" title={t(`${key}.title`)} subtitle={t(`${key}.subtitle`)} flush>
      <Columns>
        <StatusSection
          {...section}
          id="content-no-routines"
          title={t(`${key}.noRoutines`)}
          tone="warning"
          query={noRoutines}
          total={noRoutinesList?.meta.total}
          page={noRoutinesPage}
          onPageChange={setNoRoutinesPage}
        >
          {noRoutinesRows.map((workout) => (
            <WorkoutLine key={workout.id} workout={workout} detail={<Badge $tone="warning">{t(`${key}.noRoutinesBadge`)}</Badge>} />
          ))}
        </StatusSection>
        <StatusSection
          {...section}
          id="content-missing-links"
          title={t(`${key}.missingLinks`)}
          tone="error"
          query={missingVideo}
          total={missingList?.meta.total}
          page={missingPage}
          onPageChange={setMissingPage}
        >
          {missingRows.map(({ workout, steps }) => (
            <WorkoutLine
              key={workout.id}
              workout={workout}
              detail={
                <Badge className="steps" $tone="error">
                  {t(`${key}.missingSteps`, { steps: steps.join(', ') })}
                </Badge>
              }
            />
          ))}
        </StatusSection>
      </Columns>
      <Wide>
        <StatusSection
          {...section}
          id="content-broken-links"
          title={t(`${key}.brokenLinks`)}
          tone="error"
          query={linkProblems}
          total={linksList?.meta.total}
          page={linksPage}
          onPageChange={setLinksPage}
        >
          {linkRows.map((workout) => (
            <WorkoutLine
              key={workout.id}
              workout={workout}
              detail={
                <span className="problems">
                  {workout.problems.flatMap((problem) =>
                    problem?.facts
                      ? [
                          <Badge key={`${problem.step}-${problem.field}`} className="steps" $tone="error">
                            {t(`${key}.problemLine`, { step: problem.step, problem: linkProblemText(t, problem.facts) })}
                          </Badge>,
                        ]
                      : [],
                  )}
                  <Badge $tone={workout.totalDurationMs > workout.classLengthMs ? 'warning' : 'neutral'}>
                    {t(`${key}.length`, { length: formatLength(workout.totalDurationMs), classLength: formatLength(workout.classLengthMs) })}
                  </Badge>
                </span>
              }
            />
          ))}
        </StatusSection>
      </Wide>
    </Panel>
  )
}
