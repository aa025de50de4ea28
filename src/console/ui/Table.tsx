import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import { ScrollShades, scrollFocusOutline } from './ScrollTable'
import { Spinner } from './Spinner'
import { tableCards } from './tableCards'
import { useScrollFocus } from './useScrollFocus'
import { VisuallyHidden } from './VisuallyHidden'

export interface TableColumn<T> {
  id: string
  header: string
  cell: (row: T) => React.ReactNode
  /** The column that names a row for screen readers (one per table). */
  isRowHeader?: boolean
  /** Keep the header for screen readers but hide it visually (action columns). */
  hideHeader?: boolean
  align?: 'start' | 'end' | 'center'
  width?: number
  /** Lets text wrap only once the column is at least this wide (names); other cells do not wrap. */
  minWidth?: number
  /** A header longer than its cells (a number under "Class screen") may take two lines, so the column stays narrow. */
  wrapHeader?: boolean
  /**
   * Hidden on viewports narrower than this (px): for columns that repeat what the page already says
   * (the location on its own page), so a phone shows what differs from row to row.
   */
  hideBelow?: number
  /** The row's tick box (select for a bulk action): on a phone's card it stands on the title's line, before the row's name. */
  isSelection?: boolean
}

/** An action column (Edit, Delete): an icon button or link at the end of each row, its header for screen readers only. */
export function actionColumn<T>(id: string, header: string, cell: (row: T) => React.ReactNode): TableColumn<T> {
  return { id, header, hideHeader: true, align: 'end', width: 40, cell }
}

export interface TableProps<T extends { id: string }> {
  'aria-label': string
  columns: readonly TableColumn<T>[]
  rows: readonly T[]
  isLoading?: boolean
  emptyState: React.ReactNode
  /** The row a link pointed at (an alert's screen): marked, and scrolled into view once it is there. */
  highlightRowId?: string | null
}

const Wrap = styled.div`
  position: relative;
  overflow-x: auto;
  ${scrollFocusOutline}
  .empty-inner {
    position: sticky;
    inset-inline-start: 0;
    max-width: calc(100vw - ${({ theme }) => theme.space(7)});
    white-space: normal;
  }
  .loading {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    background: rgba(255, 255, 255, 0.6);
    z-index: 1;
  }
`

const StyledTable = styled.table<{ $hideBelow: number[] }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.text.md};

  thead th {
    padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(1.25)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
    font-weight: ${({ theme }) => theme.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    text-align: start;
    white-space: nowrap;
    outline: none;
  }
  /* A two-line header breaks between words only: Japanese, Chinese and Korean words stay whole too. */
  thead th[data-wrap-header] {
    white-space: normal;
    word-break: keep-all;
    overflow-wrap: normal;
  }
  td,
  tbody th {
    padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(1.25)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
    outline: none;
  }
  tr > :first-child {
    padding-inline-start: ${({ theme }) => theme.space(2)};
  }
  tr > :last-child {
    padding-inline-end: ${({ theme }) => theme.space(2)};
  }
  [data-align='end'] {
    text-align: end;
  }
  thead [data-align='end'],
  tbody td[data-align='end'] {
    padding-inline: ${({ theme }) => theme.space(0.5)};
  }
  tr > [data-align='end']:last-child {
    padding-inline-end: ${({ theme }) => theme.space(1.5)};
  }
  [data-align='center'] {
    text-align: center;
  }
  tbody th {
    text-align: start;
    font-weight: inherit;
  }
  tbody td,
  tbody th {
    white-space: nowrap;
  }
  tbody [data-wrap] {
    white-space: normal;
  }
  tbody tr {
    transition: background-color 80ms ease;
  }
  tbody tr:hover {
    background: #fafbfc;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody tr[data-highlight] {
    background: ${({ theme }) => theme.color.infoSoft};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.info};
  }
  .empty {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
    text-align: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${tableCards}
  ${({ $hideBelow }) =>
    $hideBelow
      .map((width) => `@media (max-width: ${width - 0.02}px) { thead [data-hide-below='${width}'], tbody [data-hide-below='${width}'] { display: none; } }`)
      .join('\n')}
`

// min-width does not apply to table cells, so it goes on the content.
function CellContent<T>({ column, row }: { column: TableColumn<T>; row: T }) {
  const content = column.cell(row)
  return column.minWidth ? (
    <div className="cell-value" style={{ minWidth: column.minWidth }}>
      {content}
    </div>
  ) : (
    <div className="cell-value">{content}</div>
  )
}

/**
 * What a phone's card shows beside a value: its column's name, drawn from `data-label` by CSS (tableCards), so
 * it adds nothing to the cell's text, and screen readers, which have the column header, are not told twice.
 * The row's name (the card's title) and action columns have none.
 */
const cardLabel = <T,>(column: TableColumn<T>) => (column.hideHeader || column.isRowHeader ? undefined : column.header)

/**
 * A data table over column definitions; rows need an `id`.
 * A native <table> rather than RAC's grid: rows hold ordinary links and buttons that Tab reaches,
 * and screen readers get the table reading commands they expect.
 */
export function Table<T extends { id: string }>({ columns, rows, isLoading = false, emptyState, highlightRowId, ...props }: TableProps<T>) {
  const wrap = useRef<HTMLDivElement>(null)
  const edges = useScrollFocus(wrap, props['aria-label'])
  const hasHighlight = Boolean(highlightRowId && rows.some((row) => row.id === highlightRowId))
  useEffect(() => {
    if (hasHighlight) wrap.current?.querySelector('tr[data-highlight]')?.scrollIntoView({ block: 'center' })
  }, [hasHighlight])
  return (
    <ScrollShades edges={edges}>
      <Wrap ref={wrap} aria-busy={isLoading || undefined}>
        <StyledTable aria-label={props['aria-label']} $hideBelow={[...new Set(columns.flatMap((column) => (column.hideBelow ? [column.hideBelow] : [])))]}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  data-align={column.align}
                  data-hide-below={column.hideBelow}
                  data-wrap-header={column.wrapHeader || undefined}
                  style={{ width: column.width }}
                >
                  {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="empty">
                  {/* Held to the visible width, so a wide table's empty state is read on a phone, not cut off. */}
                  {isLoading ? null : <div className="empty-inner">{emptyState}</div>}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} data-highlight={row.id === highlightRowId ? '' : undefined} aria-current={row.id === highlightRowId ? 'true' : undefined}>
                  {columns.map((column) =>
                    column.isRowHeader ? (
                      <th
                        key={column.id}
                        scope="row"
                        data-align={column.align}
                        data-hide-below={column.hideBelow}
                        data-wrap={column.minWidth ? true : undefined}
                      >
                        <CellContent column={column} row={row} />
                      </th>
                    ) : (
                      <td
                        key={column.id}
                        data-align={column.align}
                        data-hide-below={column.hideBelow}
                        data-wrap={column.minWidth ? true : undefined}
                        data-actions={column.hideHeader && !column.isSelection ? '' : undefined}
                        data-selection={column.isSelection ? '' : undefined}
                        data-label={cardLabel(column)}
                      >
                        <CellContent column={column} row={row} />
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </StyledTable>
        {isLoading ? (
          <div className="loading">
            <Spinner />
          </div>
        ) : null}
      </Wrap>
    </ScrollShades>
  )
}
