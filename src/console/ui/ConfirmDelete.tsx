import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAlerts } from './Alerts'
import { ConfirmDialog } from './ConfirmDialog'

export interface ConfirmDeleteProps<T> {
  /** What is to be deleted; null: the dialog is closed. */
  item: T | null
  onClose: () => void
  title: React.ReactNode
  message: (item: T) => React.ReactNode
  /** Deletes it (a mutation); a rejection says it failed. */
  remove: (item: T) => Promise<unknown>
  /** The words shown once it is gone. */
  deleted: (item: T) => string
  /** The words shown when it failed: the server's, or the page's own. */
  failed: (item: T, failure: unknown) => string
  /** After a deletion that worked (read the list again). */
  onDeleted?: (item: T) => void
  /** The confirm button's words when the row goes another way than "Delete" (an API key is revoked). */
  confirmLabel?: string
}

/** Asks before deleting a row, deletes it, says how it went and closes: the one delete flow of every page. */
export function ConfirmDelete<T>({ item, onClose, title, message, remove, deleted, failed, onDeleted, confirmLabel }: ConfirmDeleteProps<T>) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [pending, setPending] = useState(false)
  const confirm = async () => {
    if (item === null) return
    setPending(true)
    try {
      await remove(item)
      alert.success(deleted(item))
      onDeleted?.(item)
    } catch (failure) {
      alert.error(failed(item, failure))
    } finally {
      setPending(false)
      onClose()
    }
  }
  return (
    <ConfirmDialog
      isOpen={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={title}
      message={item === null ? null : message(item)}
      confirmLabel={confirmLabel ?? t('common.delete')}
      isPending={pending}
      onConfirm={() => void confirm()}
    />
  )
}
