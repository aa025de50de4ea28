import { useMutation } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { RESTRICTED_TIME_ZONES } from '../../../shared/constants'
import { CreateLocationDocument, UpdateLocationDocument, type LocationRowFragment } from '../../../gql/graphql'
import { serverMessage } from '../../app/apollo'
import { RESTRICTED_LANGUAGES, languageName } from '../../i18n/languages'
import { Button, Checkbox, ErrorBox, Modal, Select, TextField, useAlerts, type SelectOption } from '../../ui'
import { createInput, emptyLocation, messageKey, slugify, updateInput, validateCreate, validateUpdate, valuesOf, type FieldErrors, type LocationField, type LocationFormValues } from './locationForm'

export interface LocationFormModalProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The location to update; without one the form adds a new location (SPEC §2.7: mode follows the id). */
  location: LocationRowFragment | null
  onSaved: () => void
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  .full { grid-column: 1 / -1; }
  fieldset {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  legend { padding: 0 ${({ theme }) => theme.space(0.5)}; font-size: ${({ theme }) => theme.text.sm}; font-weight: ${({ theme }) => theme.weight.semibold}; }
  @media (max-width: 560px) { grid-template-columns: 1fr; fieldset { grid-template-columns: 1fr; } }
`

const FORM_ID = 'location-form'

/** Add or update a location, validated by the server's own schema before it is sent. */
export function LocationFormModal({ isOpen, onOpenChange, location, onSaved }: LocationFormModalProps) {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const mode = location?.id ? 'update' : 'add'
  const [values, setValues] = useState<LocationFormValues>(() => (location ? valuesOf(location) : emptyLocation()))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [slugTouched, setSlugTouched] = useState(mode === 'update')
  const [createLocation, createState] = useMutation(CreateLocationDocument)
  const [updateLocation, updateState] = useMutation(UpdateLocationDocument)

  useEffect(() => {
    if (!isOpen) return
    setValues(location ? valuesOf(location) : emptyLocation())
    setErrors({})
    setFormError(null)
    setSlugTouched(Boolean(location?.id))
  }, [isOpen, location])

  const set = <K extends LocationField>(field: K, value: LocationFormValues[K]) => {
    setValues((previous) => {
      const next = { ...previous, [field]: value }
      if (field === 'name' && !slugTouched) next.urlSlug = slugify(String(value))
      return next
    })
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }))
  }

  const translate = (message: string | undefined) => {
    if (!message) return undefined
    const key = messageKey(message)
    return key ? t(key, { defaultValue: message }) : message
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const locationName = values.name.trim()
    if (mode === 'add') {
      const checked = validateCreate(values)
      if (!checked.ok) return setErrors(checked.errors)
      try {
        await createLocation({ variables: { input: createInput(checked.data) } })
        alert.success(t('resources.locations.messages.added', { locationName, app: t('app.name') }))
        onSaved()
        onOpenChange(false)
      } catch (error) {
        const reason = serverMessage(error)
        setFormError(
          reason
            ? t('alerts.addFailed', { thing: locationName, error: reason.replace(/[.!]+$/, '') })
            : t('alerts.addFailedNoError', { thing: locationName }),
        )
      }
      return
    }
    if (!location) return
    const checked = validateUpdate(values, location.updatedAt)
    if (!checked.ok) return setErrors(checked.errors)
    try {
      await updateLocation({ variables: { id: location.id, input: updateInput(checked.data) } })
      alert.success(t('resources.locations.messages.updated', { locationName }))
      onSaved()
      onOpenChange(false)
    } catch (error) {
      setFormError(serverMessage(error) ?? t('resources.locations.messages.updateFailed'))
    }
  }

  const timeZones: SelectOption[] = RESTRICTED_TIME_ZONES.map((zone) => ({ id: zone, label: zone.replace(/_/g, ' ') }))
  // A location saved with a zone or language outside the short lists keeps it selectable.
  if (!timeZones.some((zone) => zone.id === values.timeZone)) timeZones.push({ id: values.timeZone, label: values.timeZone.replace(/_/g, ' ') })
  const languageIds: string[] = [...RESTRICTED_LANGUAGES]
  if (!languageIds.includes(values.language)) languageIds.push(values.language)
  const languages = languageIds.map((language) => ({ id: language, label: languageName(language, i18n.language) }))
  const pending = createState.loading || updateState.loading
  const fields = 'resources.locations.fields'

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={mode === 'add' ? t('resources.locations.addTitle') : t('resources.locations.updateTitle')}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={FORM_ID} isPending={pending}>
            {mode === 'add' ? t('resources.locations.submitAdd') : t('resources.locations.submitUpdate')}
          </Button>
        </>
      }
    >
      {formError ? <ErrorBox role="alert">{formError}</ErrorBox> : null}
      <Form id={FORM_ID} onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <Grid>
          <div className="full">
            <TextField label={t(`${fields}.name`)} isRequired maxLength={85} value={values.name} onChange={(value) => set('name', value)} errorMessage={translate(errors.name)} autoFocus />
          </div>
          <TextField
            label={t(`${fields}.studioNumber`)}
            isRequired
            isReadOnly={mode === 'update'}
            value={values.locationIdentifier}
            onChange={(value) => set('locationIdentifier', value.toUpperCase())}
            description={mode === 'update' ? t('resources.locations.hints.studioNumberReadOnly') : t('resources.locations.hints.studioNumber')}
            errorMessage={translate(errors.locationIdentifier)}
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
            errorMessage={translate(errors.urlSlug)}
          />
          <Select label={t(`${fields}.timeZone`)} isRequired options={timeZones} value={values.timeZone} onChange={(value) => set('timeZone', value)} errorMessage={translate(errors.timeZone)} />
          <Select label={t(`${fields}.language`)} isRequired options={languages} value={values.language} onChange={(value) => set('language', value)} errorMessage={translate(errors.language)} />
          <fieldset>
            <legend>{t('resources.locations.settings')}</legend>
            <Checkbox label={t(`${fields}.isActive`)} isSelected={values.isActive} onChange={(value) => set('isActive', value)} />
            <Checkbox label={t(`${fields}.isEnabled`)} isSelected={values.isEnabled} onChange={(value) => set('isEnabled', value)} />
            <Checkbox label={t(`${fields}.mctEnabled`)} description={t('resources.locations.hints.mctEnabled')} isSelected={values.mctEnabled} onChange={(value) => set('mctEnabled', value)} />
            <Checkbox label={t(`${fields}.alternateCountdown`)} description={t('resources.locations.hints.alternateCountdown')} isSelected={values.alternateCountdown} onChange={(value) => set('alternateCountdown', value)} />
          </fieldset>
        </Grid>
      </Form>
    </Modal>
  )
}
