import { useRef } from 'react'
import styled from 'styled-components'
import { useScrollFocus } from './useScrollFocus'

const Frame = styled.div`
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

/**
 * The frame of a small read-only table (a week of classes, a week of workouts): it scrolls sideways on a narrow
 * screen (and is then reachable from the keyboard, named after its table), rows are split by hairlines and the
 * header row is small and muted. Extend it with `styled(ScrollTable)` for the cells' padding and alignment.
 */
export function ScrollTable({ className, children }: { className?: string; children: React.ReactNode }) {
  const frame = useRef<HTMLDivElement>(null)
  useScrollFocus(frame)
  return (
    <Frame ref={frame} className={className}>
      {children}
    </Frame>
  )
}
