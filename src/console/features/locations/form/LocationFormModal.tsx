import { useMutation } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CreateLocationDocument, UpdateLocationDocument, type LocationFormFieldsFragment } from '../../../../gql/graphql'
import { errorCode, serverMessage } from '../../../api/apollo'
import { useAddFailedText, useMessageText, useModalForm } from '../../../forms'
import { FormGrid, FormModal, Select, TextField, useAlerts } from '../../../ui'
import { DownloadFields } from './DownloadFields'
import { LocationSettingsFields, locationChoices } from './LocationSettingsFields'
import { RegionField, sendsRegion, useRegionChoices } from './RegionField'
import { NAME_MAX } from '../../../../shared/constants'
import { createInput, emptyLocation, nameLengthHint, slugify, studioNumberError, updateInput, validateCreate, validateUpdate, valuesOf } from './locationForm'

export interface LocationFormModalProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The location to update; without one the form adds a new location (docs/RULES.md#locations: mode follows the id). */
  location?: LocationFormFieldsFragment | null
  onSaved: () => void
  /** Runs once a new location exists, before `onSaved` (a user's detail gives it to the user, docs/RULES.md#users). */
  onCreated?: (location: { id: string; name: string }) => Promise<void>
  /** The dialog's title when adding, if not "Add Location". */
  addTitle?: string
  /** The Settings checkboxes; without them a new location is active with its screens enabled. */
  showSettings?: boolean
}

const Grid = styled(FormGrid)`
  fieldset {
    margin-top: ${({ theme }) => theme.space(1)};
  }
  @media (max-width: 560px) {
    fieldset {
      grid-template-columns: 1fr;
    }
  }
`

const FORM_ID = 'location-form'

/** Add or update a location, validated by the server's own schema before it is sent. */
export function LocationFormModal({ isOpen, onOpenChange, location = null, onSaved, onCreated, addTitle, showSettings = true }: LocationFormModalProps) {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const messageText = useMessageText()
  const addFailedText = useAddFailedText()
  const mode = location?.id ? 'update' : 'add'
  const form = useModalForm(isOpen, () => (location ? valuesOf(location) : emptyLocation()), location)
  const { values, setField: set, errors, setErrors, formError, setFormError } = form
  // The slug follows the name until the user edits the slug itself (or the location already has one).
  const [slugTouched, setSlugTouched] = useState(mode === 'update')
  const [finishing, setFinishing] = useState(false)
  const [createLocation, createState] = useMutation(CreateLocationDocument)
  const [updateLocation, updateState] = useMutation(UpdateLocationDocument)
  const { reach, regions } = useRegionChoices(isOpen)
  const sendRegion = sendsRegion(reach, mode, values.regionId)

  useEffect(() => {
    if (isOpen) setSlugTouched(Boolean(location?.id))
  }, [isOpen, location])

  const setName = (name: string) => {
    set('name', name)
    if (!slugTouched) form.setValues((previous) => ({ ...previous, urlSlug: slugify(name) }))
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const locationName = values.name.trim()
    if (mode === 'add') {
      const checked = validateCreate(values)
      if (!checked.ok) return setErrors(checked.errors)
      let created: { id: string; name: string } | undefined
      try {
        const result = await createLocation({ variables: { input: createInput(checked.data, sendRegion) } })
        created = result.data?.createLocation?.data
        alert.success(t('resources.locations.messages.added', { locationName, app: t('app.name') }))
      } catch (error) {
        // A studio number another location has: said at the field, in a few words.
        const taken = studioNumberError(errorCode(error), t)
        if (taken) setErrors({ locationIdentifier: taken })
        else setFormError(addFailedText(locationName, messageText(serverMessage(error))))
        return
      }
      if (created && onCreated) {
        setFinishing(true)
        try {
          await onCreated(created)
        } finally {
          setFinishing(false)
        }
      }
      onSaved()
      onOpenChange(false)
      return
    }
    if (!location) return
    const checked = validateUpdate(values, location.updatedAt)
    if (!checked.ok) return setErrors(checked.errors)
    try {
      await updateLocation({ variables: { id: location.id, input: updateInput(checked.data, sendRegion) } })
      alert.success(t('resources.locations.messages.updated', { locationName }))
      onSaved()
      onOpenChange(false)
    } catch (error) {
      setFormError(serverMessage(error) ?? t('resources.locations.messages.updateFailed'))
    }
  }

  const { timeZones, languages } = locationChoices(values.timeZone, values.language, i18n.language)
  const fields = 'resources.locations.fields'

  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={mode === 'add' ? (addTitle ?? t('resources.locations.addTitle')) : t('resources.locations.updateTitle')}
      formId={FORM_ID}
      onSubmit={(event) => void submit(event)}
      submitLabel={mode === 'add' ? t('resources.locations.submitAdd') : t('resources.locations.submitUpdate')}
      isPending={createState.loading || updateState.loading || finishing}
      error={formError}
    >
      <Grid>
        <div className="full">
          <TextField
            label={t(`${fields}.name`)}
            isRequired
            maxLength={NAME_MAX}
            value={values.name}
            onChange={setName}
            description={nameLengthHint(values.name, t)}
            errorMessage={messageText(errors.name)}
            autoFocus
          />
        </div>
        <TextField
          label={t(`${fields}.studioNumber`)}
          isRequired
          isReadOnly={mode === 'update'}
          value={values.locationIdentifier}
          onChange={(value) => set('locationIdentifier', value.toUpperCase())}
          description={mode === 'update' ? t('resources.locations.hints.studioNumberReadOnly') : t('resources.locations.hints.studioNumber')}
          errorMessage={messageText(errors.locationIdentifier)}
        />
        <TextField
          label={t(`${fields}.urlSlug`)}
          isRequired
          value={values.urlSlug}
          onChange={(value) => {
            setSlugTouched(true)
            set('urlSlug', value)
          }}
          description={t('resources.locations.hints.urlSlug')}
          errorMessage={messageText(errors.urlSlug)}
        />
        <Select
          label={t(`${fields}.timeZone`)}
          isRequired
          options={timeZones}
          value={values.timeZone}
          onChange={(value) => set('timeZone', value)}
          errorMessage={messageText(errors.timeZone)}
        />
        <Select
          label={t(`${fields}.language`)}
          isRequired
          options={languages}
          value={values.language}
          onChange={(value) => set('language', value)}
          errorMessage={messageText(errors.language)}
        />
        <RegionField
          reach={reach}
          regions={regions}
          mode={mode}
          value={values.regionId}
          onChange={(regionId) => set('regionId', regionId)}
          errorMessage={messageText(errors.regionId)}
        />
        {showSettings ? <LocationSettingsFields values={values} onChange={set} /> : null}
        <DownloadFields values={values} errors={errors} onChange={set} />
      </Grid>
    </FormModal>
  )
}
