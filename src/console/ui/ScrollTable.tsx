import { useRef } from 'react'
import styled, { css } from 'styled-components'
import { useScrollFocus, type ScrollEdges } from './useScrollFocus'

/**
 * A shade on each side of a box that scrolls sideways while that side hides more: the hint that it scrolls.
 * The shades sit on the frame, which does not scroll, at the start and end of the text's direction (so they
 * swap sides in Arabic), and let clicks through.
 */
export const scrollShades = css`
  position: relative;
  /* The shade's colour, for the frame's own shades and for a fixed column's (RollingSchedulePanel). */
  --shade: rgba(16, 24, 40, 0.16);
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    z-index: 1;
    width: 28px;
    pointer-events: none;
    opacity: 0;
    transition: opacity 0.15s ease;
  }
  &::before {
    inset-inline-start: 0;
    background: linear-gradient(to var(--shade-start-to, right), var(--shade), transparent);
  }
  &::after {
    inset-inline-end: 0;
    background: linear-gradient(to var(--shade-end-to, left), var(--shade), transparent);
  }
  [dir='rtl'] & {
    --shade-start-to: left;
    --shade-end-to: right;
  }
  &[data-more-start]::before,
  &[data-more-end]::after {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before,
    &::after {
      transition: none;
    }
  }
`

/** The outline of a box that scrolls sideways when it has the keyboard's focus (useScrollFocus makes it focusable). */
export const scrollFocusOutline = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`

const Shaded = styled.div`
  ${scrollShades}
`

/** The frame around a box that scrolls sideways, shading the ends of it that hide more (edges from useScrollFocus). */
export function ScrollShades({ edges, className, children }: { edges: ScrollEdges; className?: string; children: React.ReactNode }) {
  return (
    <Shaded className={className} data-more-start={edges.start ? '' : undefined} data-more-end={edges.end ? '' : undefined}>
      {children}
    </Shaded>
  )
}

const Frame = styled.div`
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
  ${scrollFocusOutline}
`

/**
 * The frame of a small read-only table (a week of classes, a week of workouts): it scrolls sideways on a narrow
 * screen (and is then reachable from the keyboard, named after its table, with a shade on each side that hides
 * more), rows are split by hairlines and the header row is small and muted. Extend it with `styled(ScrollTable)`
 * for the cells' padding and alignment.
 */
export function ScrollTable({ className, children }: { className?: string; children: React.ReactNode }) {
  const frame = useRef<HTMLDivElement>(null)
  const edges = useScrollFocus(frame)
  return (
    <ScrollShades edges={edges} className={className}>
      <Frame ref={frame}>{children}</Frame>
    </ScrollShades>
  )
}
