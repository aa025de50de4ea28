import { Link as RACLink, type LinkProps } from 'react-aria-components'
import styled from 'styled-components'
import { squareButtonStyles } from './Button'

const SquareLink = styled(RACLink)`
  ${squareButtonStyles}
`

/** A square icon-only link that looks like an IconButton (row "Edit" that opens a page); `label` is its name. */
export function IconLink({ label, ...props }: Omit<LinkProps, 'aria-label'> & { label: string }) {
  return <SquareLink {...props} aria-label={label} data-variant="ghost" data-size="sm" />
}
