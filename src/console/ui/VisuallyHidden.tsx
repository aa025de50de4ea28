import styled, { css } from 'styled-components'

/** Hides an element from sight but not from screen readers (an icon button's words on a narrow screen). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`

/**
 * Text for screen readers only. It is absolutely positioned, so the scroll container it lives in must be
 * `position: relative`: otherwise it escapes the container's clipping and widens the page (a 1 px span at
 * the far end of a wide table made the whole dashboard scroll sideways on a phone).
 */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`
