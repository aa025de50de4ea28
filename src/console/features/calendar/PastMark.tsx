import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Badge } from '../../ui'

const Past = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`

/** A row's date; one gone by is greyed and says so. */
export function PastMark({ isPast, children }: { isPast: boolean; children: React.ReactNode }) {
  const { t } = useTranslation()
  if (!isPast) return <>{children}</>
  return (
    <Past>
      {children}
      <Badge $tone="neutral">{t('resources.calendar.past')}</Badge>
    </Past>
  )
}

/** Rows still to come first, those gone by after them (each group in its order). */
export const upcomingFirst = <T,>(rows: readonly T[], isPast: (row: T) => boolean): T[] => [...rows].sort((a, b) => Number(isPast(a)) - Number(isPast(b)))
