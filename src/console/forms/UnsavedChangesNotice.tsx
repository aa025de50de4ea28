import styled from 'styled-components'
import { icons } from '../ui'

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.text.sm};
  font-weight: ${({ theme }) => theme.weight.semibold};
  svg {
    flex: none;
  }
`

/** The "you have unsaved changes" line of a locked form; the page passes its own wording (docs/RULES.md). */
export function UnsavedChangesNotice({ message }: { message: string }) {
  return (
    <Notice role="status">
      <icons.WarningIcon size={16} />
      {message}
    </Notice>
  )
}
