import { useNavigation } from 'react-router-dom'
import styled from 'styled-components'
import { Spinner } from '../ui'

const Corner = styled.div`
  position: fixed;
  top: 76px;
  inset-inline-end: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.z.topBar};
  display: flex;
  padding: ${({ theme }) => theme.space(0.75)};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
`

/** While the next page's code downloads, the current page stays and a spinner says something is coming. */
export function NavigationPending() {
  const { state } = useNavigation()
  if (state !== 'loading') return null
  return (
    <Corner>
      <Spinner size={24} />
    </Corner>
  )
}
