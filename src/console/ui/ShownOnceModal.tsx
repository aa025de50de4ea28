import styled from 'styled-components'
import { Button } from './Button'
import { Modal } from './Modal'

const Secret = styled.code`
  display: block;
  margin: ${({ theme }) => theme.space(1.5)} 0;
  padding: ${({ theme }) => theme.space(1.5)};
  direction: ltr;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-size: ${({ theme }) => theme.text.md};
  word-break: break-all;
  user-select: all;
`

export interface ShownOnceModalProps {
  /** The secret (a new API key, a webhook's signing secret); null: the modal is closed. */
  secret: string | null
  onClose: () => void
  title: React.ReactNode
  /** Said above the secret: it is shown this once. */
  intro: React.ReactNode
  /** Said below it (how to use it). */
  children?: React.ReactNode
  /** Buttons before Done (Copy). */
  actions?: React.ReactNode
  doneLabel: React.ReactNode
  /** The secret's test id. */
  testId: string
}

/** A secret the server shows only once, to be copied now, selected whole with a click. */
export function ShownOnceModal({ secret, onClose, title, intro, children, actions, doneLabel, testId }: ShownOnceModalProps) {
  return (
    <Modal
      isOpen={secret !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <>
          {actions}
          <Button variant="primary" onPress={onClose}>
            {doneLabel}
          </Button>
        </>
      }
    >
      {intro}
      <Secret data-testid={testId}>{secret}</Secret>
      {children}
    </Modal>
  )
}
