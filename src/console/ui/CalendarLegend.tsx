import { css } from 'styled-components'
import styled from 'styled-components'
import type { Theme } from './theme'

/** What a calendar day can hold. */
export type CalendarDayKind = 'holiday' | 'closure' | 'extra' | 'cancelled'

/** One colour per kind, the same on the month, its legend and the lists' badges. */
export const CALENDAR_KIND_TONES = { holiday: 'info', closure: 'error', extra: 'success', cancelled: 'warning' } as const satisfies Record<
  CalendarDayKind,
  keyof Theme['color']
>

/** `selector` coloured by its `data-kind` (the month's days, the legend's marks). */
export const calendarKindColors = (selector: string) => css`
  ${(Object.keys(CALENDAR_KIND_TONES) as CalendarDayKind[]).map(
    (kind) => css`
      [data-kind='${kind}']${selector} {
        background: ${({ theme }) => theme.color[CALENDAR_KIND_TONES[kind]]};
      }
    `,
  )}
`

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: ${({ theme }) => theme.space(1.5)} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.text.sm};
  li::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-inline-end: 6px;
    border-radius: 3px;
    vertical-align: -1px;
  }
  ${calendarKindColors('::before')}
`

/** The month's key: each kind shown with its colour and its words. */
export function CalendarLegend({ labels }: { labels: Partial<Record<CalendarDayKind, string>> }) {
  return (
    <List>
      {(Object.entries(labels) as [CalendarDayKind, string][]).map(([kind, label]) => (
        <li key={kind} data-kind={kind}>
          {label}
        </li>
      ))}
    </List>
  )
}
