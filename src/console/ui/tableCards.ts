import { css } from 'styled-components'

/** Below this width (px) a table's rows become cards: a phone shows every value and every action without scrolling sideways. */
export const TABLE_CARDS_BELOW = 600

/**
 * The kit table's phone layout. Each row is a card: the row's name first as its title, then one line per
 * column, the column's name on the start side and the value beside it, then the row's actions together on
 * the last line. The header row stays for screen readers only; the elements keep their table roles.
 */
export const tableCards = css`
  @media (max-width: ${TABLE_CARDS_BELOW - 0.02}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    /* A wrapping row: each value takes a line of its own, and the action cells (each table may have several) share one. */
    tbody tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space(0.75)} ${({ theme }) => theme.space(0.5)};
      padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody td,
    tbody th {
      display: grid;
      grid-template-columns: minmax(6rem, 38%) minmax(0, 1fr);
      align-items: center;
      gap: ${({ theme }) => theme.space(1)};
      padding: 0;
      border: 0;
      white-space: normal;
      overflow-wrap: anywhere;
      text-align: start;
      flex: 1 0 100%;
    }
    tbody [data-align] {
      text-align: start;
    }
    tbody tr > :first-child,
    tbody tr > :last-child,
    tbody tr > [data-align='end']:last-child,
    tbody td[data-align='end'] {
      padding: 0;
    }
    tbody th[scope='row'] {
      order: -1;
      display: block;
      font-size: ${({ theme }) => theme.text.lg};
      font-weight: ${({ theme }) => theme.weight.semibold};
    }
    tbody .cell-value {
      min-width: 0 !important;
    }
    tbody .cell-value * {
      white-space: normal;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      display: block;
      /* A column's name breaks between words (CJK ones too), mid-word only when a word alone is too wide. */
      word-break: keep-all;
      color: ${({ theme }) => theme.color.textMuted};
      font-size: ${({ theme }) => theme.text.xs};
      font-weight: ${({ theme }) => theme.weight.semibold};
      letter-spacing: 0.04em;
      text-transform: uppercase;
    }
    /* The row's tick box goes before the card's title, on its line: it is the title it ticks. */
    tbody td[data-selection] {
      order: -2;
      display: flex;
      flex: 0 0 auto;
    }
    tbody tr:has(> td[data-selection]) > th[scope='row'] {
      flex: 1 1 0;
      min-width: 0;
    }
    tbody td[data-actions] {
      display: block;
      flex: 0 0 auto;
      padding-top: ${({ theme }) => theme.space(0.5)};
    }
    tbody td[data-actions] .cell-value > * {
      justify-content: flex-start;
      flex-wrap: wrap;
    }
    tbody td.empty {
      display: block;
      padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
      text-align: center;
    }
    tbody tr:has(> td.empty) {
      padding: 0;
    }
  }
`
