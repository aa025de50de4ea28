import styled from 'styled-components'
import { EmptyState } from './List'
import { Card } from './Page'

const Root = styled(Card)`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
  text-align: center;
`

/** A page with nothing to show yet, as a card: the kit's empty state (an icon over the message), announced as a status. */
export function EmptyCard({ icon, message }: { icon?: React.ReactNode; message: React.ReactNode }) {
  return (
    <Root as="div" role="status">
      <EmptyState icon={icon} message={message} />
    </Root>
  )
}
