import { useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CONTENT_STATUS_PAGE_SIZE } from '../../../shared/constants'
import { WorkoutsDocument, type WorkoutListItemFragment } from '../../../gql/graphql'
import { toLocale } from '../../i18n/languages'
import { Badge, Link, Pager, Spinner, Panel } from '../../ui'
import { missingVideoSteps } from './rollingStatus'

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
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
  .loading {
    display: grid;
    place-items: center;
    padding: ${({ theme }) => theme.space(2)};
  }
`

function WorkoutLine({ workout, detail }: { workout: WorkoutListItemFragment; detail: React.ReactNode }) {
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
  const noRoutinesTotal = noRoutinesList?.meta.total ?? 0
  const missingTotal = missingList?.meta.total ?? 0

  return (
    <Panel id="content-status" title={t(`${key}.title`)} subtitle={t(`${key}.subtitle`)} flush>
      <Columns>
        <Section aria-labelledby="content-no-routines">
          <h3 id="content-no-routines">
            {t(`${key}.noRoutines`)}
            <Badge $tone={noRoutinesTotal > 0 ? 'warning' : 'success'}>{noRoutinesTotal}</Badge>
          </h3>
          {noRoutines.loading && !noRoutinesList ? (
            <div className="loading">
              <Spinner />
            </div>
          ) : noRoutinesRows.length === 0 ? (
            <p className="empty">{t(`${key}.empty`)}</p>
          ) : (
            <ul>
              {noRoutinesRows.map((workout) => (
                <WorkoutLine key={workout.id} workout={workout} detail={<Badge $tone="warning">{t(`${key}.noRoutinesBadge`)}</Badge>} />
              ))}
            </ul>
          )}
          <Pager total={noRoutinesTotal} page={noRoutinesPage} pageSize={CONTENT_STATUS_PAGE_SIZE} onPageChange={setNoRoutinesPage} />
        </Section>
        <Section aria-labelledby="content-missing-links">
          <h3 id="content-missing-links">
            {t(`${key}.missingLinks`)}
            <Badge $tone={missingTotal > 0 ? 'error' : 'success'}>{missingTotal}</Badge>
          </h3>
          {missingVideo.loading && !missingList ? (
            <div className="loading">
              <Spinner />
            </div>
          ) : missingRows.length === 0 ? (
            <p className="empty">{t(`${key}.empty`)}</p>
          ) : (
            <ul>
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
            </ul>
          )}
          <Pager total={missingTotal} page={missingPage} pageSize={CONTENT_STATUS_PAGE_SIZE} onPageChange={setMissingPage} />
        </Section>
      </Columns>
    </Panel>
  )
}
