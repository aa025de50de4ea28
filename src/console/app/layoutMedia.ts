import { css } from 'styled-components'
import { visuallyHidden } from '../ui'

type Themed = { theme: { breakpoint: { menu: string } } }

/** Wide enough for the top menu and the sidebar (the theme's menu breakpoint). */
export const wide = ({ theme }: Themed) => `(min-width: ${theme.breakpoint.menu})`

/** Below `maxWidth` a top-bar button shows its icon only; its words stay for screen readers. */
export const iconOnlyBelow = (maxWidth: string) => css`
  @media (max-width: ${maxWidth}) {
    padding: 0 ${({ theme }) => theme.space(1)};
    span {
      ${visuallyHidden}
    }
  }
`
