import { useTranslation } from 'react-i18next'
import { Button, IconButton } from './Button'
import { EditIcon, PlusIcon, TrashIcon } from './icons'

interface RowButtonProps {
  /** The id of the row's name: the button says only "Edit"/"Delete" and points at the name for context. */
  describedBy: string
  onPress: () => void
}

/** A table row's Edit icon button. */
export function EditRowButton({ describedBy, onPress }: RowButtonProps) {
  const { t } = useTranslation()
  return (
    <IconButton label={t('common.edit')} aria-describedby={describedBy} onPress={onPress}>
      <EditIcon />
    </IconButton>
  )
}

/** A table row's Delete icon button. */
export function DeleteRowButton({ describedBy, onPress }: RowButtonProps) {
  const { t } = useTranslation()
  return (
    <IconButton label={t('common.delete')} aria-describedby={describedBy} onPress={onPress}>
      <TrashIcon />
    </IconButton>
  )
}

/** A page's or panel's "Add" button (the primary action that opens the add form). */
export function AddButton({ onPress }: { onPress: () => void }) {
  const { t } = useTranslation()
  return (
    <Button variant="primary" onPress={onPress}>
      <PlusIcon />
      {t('common.add')}
    </Button>
  )
}
