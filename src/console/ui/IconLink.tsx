import { Link as RACLink, type LinkProps } from 'react-aria-components'
import styled from 'styled-components'
import { buttonStyles } from './Button'

const SquareLink = styled(RACLink)`
  ${buttonStyles}
  width: 32px;
  height: 32px;
  padding: 0;
  &[data-size='sm'] {
    padding: 0;
    height: 32px;
  }
`

/** A square icon-only link that looks like an IconButton (row "Edit" that opens a page); `label` is its name. */
export function IconLink({ label, ...props }: Omit<LinkProps, 'aria-label'> & { label: string }) {
  return <SquareLink {...props} aria-label={label} data-variant="ghost" data-size="sm" />
}
