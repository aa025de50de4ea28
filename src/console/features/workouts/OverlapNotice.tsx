import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { WorkoutsDocument } from '../../../gql/graphql'
import { workoutOverlaps } from '../../../shared/rollover'
import { workoutDateRangeError } from '../../../shared/workoutRules'
import { dateRange } from './dateRange'

const Notice = styled.div`
  grid-column: 1 / -1;
  padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.text.sm};
  strong {
    color: ${({ theme }) => theme.color.warning};
  }
  ul {
    margin: ${({ theme }) => theme.space(0.75)} 0;
    padding-inline-start: ${({ theme }) => theme.space(2.5)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

export interface OverlapNoticeProps {
  round: number
  /** The workout being edited (absent while adding one). */
  id?: string
  startDate: string
  endDate: string
  /** When the saved workout was last updated; absent for unsaved dates, which would count as the newest. */
  updatedAt?: string
}

/**
 * Other workouts of the round that share days with these dates, and which one plays on those days
 * (docs/RULES.md#rounds-and-workouts): saving is still allowed, but nobody is surprised by it.
 */
export function OverlapNotice({ round, id, startDate, endDate, updatedAt }: OverlapNoticeProps) {
  const { t, i18n } = useTranslation()
  const valid = Boolean(startDate && endDate) && !workoutDateRangeError(startDate, endDate)
  const q = JSON.stringify({ round, overlaps: { from: startDate, to: endDate } })
  const { data, previousData } = useQuery(WorkoutsDocument, { variables: { q, pageSize: 20 }, skip: !valid })
  if (!valid) return null
  const others = ((data ?? previousData)?.listWorkouts?.data ?? []).filter((other) => other !== null)
  const overlaps = workoutOverlaps({ id, startDate, endDate, updatedAt: updatedAt ?? new Date().toISOString() }, others)
  if (overlaps.length === 0) return null
  const key = 'resources.workouts.overlap'
  return (
    <Notice role="note" data-testid="workout-overlaps">
      <strong>{t(`${key}.title`)}</strong>
      <ul>
        {overlaps.map(({ other, from, to, plays }) => {
          const days = dateRange(from.toString(), to.toString(), i18n.language)
          return <li key={other.id}>{t(plays === 'this' ? `${key}.thisPlays` : `${key}.otherPlays`, { days, name: other.name })}</li>
        })}
      </ul>
      <p>{t(`${key}.rule`)}</p>
    </Notice>
  )
}
