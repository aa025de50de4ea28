import { Form } from 'react-aria-components'
import styled from 'styled-components'
import { Button } from './Button'
import { Modal, type ModalProps } from './Modal'
import { ErrorBox } from './Page'

export interface FormModalProps extends Pick<ModalProps, 'isOpen' | 'onOpenChange' | 'title' | 'children'> {
  /** The form's id: the footer's submit button sits outside the form and points at it. */
  formId: string
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  submitLabel: React.ReactNode
  /** A save in flight: the submit button spins and Cancel waits. */
  isPending?: boolean
  /** A message about the whole form (a refused save), shown above the fields. */
  error?: React.ReactNode
}

/** A modal whose body is one form, with Cancel and a submit button in the footer. */
export function FormModal({ isOpen, onOpenChange, title, formId, onSubmit, submitLabel, isPending = false, error, children }: FormModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      isPending={isPending}
      action={
        <Button variant="primary" type="submit" form={formId} isPending={isPending}>
          {submitLabel}
        </Button>
      }
    >
      {error ? <ErrorBox role="alert">{error}</ErrorBox> : null}
      <Form id={formId} onSubmit={onSubmit} validationBehavior="aria">
        {children}
      </Form>
    </Modal>
  )
}

/** A modal form's two columns (one on a phone); `.full` spans both. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  .full {
    grid-column: 1 / -1;
  }
  @media (max-width: 560px) {
    grid-template-columns: 1fr;
  }
`
