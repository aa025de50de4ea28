import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, icons } from '../../ui'

// The dialog (its date fields and their calendar code) downloads the first time someone opens it, not with
// the dashboard and the Class reliability page that show the button.
const PlaysExportDialog = lazy(async () => ({ default: (await import('./PlaysExportDialog')).PlaysExportDialog }))

export interface PlaysExportDialogProps {
  /** The locations to choose from (all of them by default), or one location the export is fixed to. */
  locations: readonly { id: string; name: string }[]
  fixedLocation?: boolean
}

/** "Export plays": the button, and the dialog it opens (PlaysExportDialog.tsx). */
export function PlaysExportButton(props: PlaysExportDialogProps) {
  const { t } = useTranslation()
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => setOpen(true)} data-testid="plays-export-open">
        <icons.LogsIcon size={16} />
        {t('playsExport.open')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <PlaysExportDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
