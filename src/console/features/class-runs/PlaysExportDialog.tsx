import { getLocalTimeZone, today } from '@internationalized/date'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { readToken } from '../../api/token'
import { translateMessage } from '../../i18n/apiErrors'
import { Button, DateField, ErrorBox, Modal, Select } from '../../ui'
import type { PlaysExportDialogProps } from './PlaysExportButton'

/** Days the dialog offers by default: the last 30, today included. */
const DEFAULT_DAYS = 30
const ALL = 'all'

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`
const Help = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
  code {
    direction: ltr;
    unicode-bidi: isolate;
  }
`

/** The query string of an export: the period in the studios' own days, and the locations (docs/CLASS-RUNS.md#exporting-plays). */
export function playsExportQuery(from: string, to: string, locationIds: readonly string[]): string {
  const query = new URLSearchParams({ from, to })
  if (locationIds.length > 0) query.set('locationIds', locationIds.join(','))
  return query.toString()
}

/**
 * "Export plays": every clip the screens played in a period, as a CSV file, from `GET /api/v1/plays`
 * streamed by the server. The dialog, opened by `PlaysExportButton`.
 */
export function PlaysExportDialog({ locations, fixedLocation = false, onClose }: PlaysExportDialogProps & { onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const last = today(getLocalTimeZone())
  const [from, setFrom] = useState(last.subtract({ days: DEFAULT_DAYS - 1 }).toString())
  const [to, setTo] = useState(last.toString())
  const [location, setLocation] = useState<string>(fixedLocation && locations[0] ? locations[0].id : ALL)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const download = async () => {
    setPending(true)
    setError(null)
    try {
      const ids = location === ALL ? [] : [location]
      const token = readToken()
      const response = await fetch(`/api/v1/plays?${playsExportQuery(from, to, ids)}`, {
        headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string; code?: string; fields?: Record<string, string> } | null
        const words = body?.fields ? Object.values(body.fields)[0] : body?.error
        setError(translateMessage(i18n, words, body?.code) ?? t('errors.loadFailed'))
        return
      }
      const link = document.createElement('a')
      link.href = URL.createObjectURL(await response.blob())
      link.download = `plays-${from}-to-${to}.csv`
      link.click()
      setTimeout(() => URL.revokeObjectURL(link.href), 1_000)
      onClose()
    } catch {
      setError(t('errors.loadFailed'))
    } finally {
      setPending(false)
    }
  }

  const options = [
    ...(fixedLocation ? [] : [{ id: ALL, label: t('playsExport.allLocations') }]),
    ...locations.map((entry) => ({ id: entry.id, label: entry.name })),
  ]
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t('playsExport.title')}
      isPending={pending}
      action={
        <Button variant="primary" onPress={download} isPending={pending} isDisabled={!from || !to} data-testid="plays-export-download">
          {t('playsExport.download')}
        </Button>
      }
    >
      {error ? <ErrorBox role="alert">{error}</ErrorBox> : null}
      <Fields>
        <DateField label={t('playsExport.from')} value={from} onChange={setFrom} />
        <DateField label={t('playsExport.to')} value={to} onChange={setTo} />
        <Select label={t('playsExport.location')} options={options} value={location} onChange={setLocation} isDisabled={fixedLocation} />
      </Fields>
      <Help>{t('playsExport.help')}</Help>
    </Modal>
  )
}
