import { useTranslation } from 'react-i18next'
import { Button } from './Button'
import { Modal } from './Modal'

export interface ConfirmDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: React.ReactNode
  message: React.ReactNode
  confirmLabel?: React.ReactNode
  cancelLabel?: React.ReactNode
  onConfirm: () => void
  isPending?: boolean
  variant?: 'danger' | 'primary'
}

/** Asks before doing something that cannot be undone. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isPending = false,
  variant = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      role="alertdialog"
      isDismissable
      isPending={isPending}
      cancelLabel={cancelLabel}
      action={
        <Button variant={variant} onPress={onConfirm} isPending={isPending} autoFocus>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      }
    >
      <p style={{ margin: 0 }}>{message}</p>
    </Modal>
  )
}
