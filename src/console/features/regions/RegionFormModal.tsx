import { useMutation } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CreateRegionDocument, UpdateRegionDocument, type RegionFieldsFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { Checkbox, FormModal, Spinner, TextField, useAlerts } from '../../ui'
import { useAllLocations } from './useAllLocations'

const Choices = styled.fieldset`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  max-height: 320px;
  overflow-y: auto;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(0.5)};
  }
`

export interface RegionFormModalProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** The region edited; null adds one. */
  region: RegionFieldsFragment | null
  onSaved: () => void
}

/** Add or edit a region: its name and its locations (a location ticked here leaves the region it was in). */
export function RegionFormModal({ isOpen, onOpenChange, region, onSaved }: RegionFormModalProps) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const { locations, loading } = useAllLocations(isOpen)
  const [name, setName] = useState('')
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [failure, setFailure] = useState<string | null>(null)
  const [createRegion, createState] = useMutation(CreateRegionDocument)
  const [updateRegion, updateState] = useMutation(UpdateRegionDocument)

  useEffect(() => {
    if (!isOpen) return
    setName(region?.name ?? '')
    setChosen(new Set(region?.locations.map((location) => location?.id ?? '') ?? []))
    setFailure(null)
  }, [isOpen, region])

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const input = { name: name.trim(), locations: [...chosen] }
    try {
      if (region) await updateRegion({ variables: { id: region.id, input: { ...input, updatedAt: region.updatedAt } } })
      else await createRegion({ variables: { input } })
      alert.success(t('regions.messages.saved', { name: input.name }))
      onSaved()
      onOpenChange(false)
    } catch (error) {
      setFailure(serverMessage(error) ?? t('regions.messages.saveFailed'))
    }
  }

  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={region ? t('regions.editTitle', { name: region.name }) : t('regions.addTitle')}
      formId="region-form"
      onSubmit={(event) => void save(event)}
      submitLabel={t('regions.save')}
      isPending={createState.loading || updateState.loading}
      error={failure}
    >
      <TextField label={t('regions.fields.name')} value={name} onChange={setName} isRequired autoFocus />
      <Choices>
        <legend>{t('regions.fields.locations')}</legend>
        {loading ? <Spinner /> : null}
        {locations.map((location) => {
          const elsewhere = location.regionId && location.regionId !== region?.id
          return (
            <Checkbox
              key={location.id}
              label={`${location.name} (${location.locationIdentifier})`}
              description={elsewhere ? t('regions.inOtherRegion') : undefined}
              isSelected={chosen.has(location.id)}
              onChange={(selected) =>
                setChosen((current) => {
                  const next = new Set(current)
                  if (selected) next.add(location.id)
                  else next.delete(location.id)
                  return next
                })
              }
            />
          )
        })}
      </Choices>
    </FormModal>
  )
}
