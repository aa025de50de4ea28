import styled from 'styled-components'

/**
 * The frame of a small read-only table (a week of classes, a week of workouts): it scrolls sideways on a narrow
 * screen, rows are split by hairlines and the header row is small and muted. Extend it with `styled(ScrollTable)`
 * for the cells' padding and alignment.
 */
export const ScrollTable = styled.div`
  position: relative;
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.text.sm};
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-size: ${({ theme }) => theme.text.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`
