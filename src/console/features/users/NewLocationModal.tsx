import { useMutation } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { DEFAULT_LANGUAGE, DEFAULT_TIME_ZONE, RESTRICTED_LANGUAGES, RESTRICTED_TIME_ZONES } from '../../../shared/constants'
import { LocationCreateBody } from '../../../shared/schemas/locations'
import { AddUserLocationDocument, CreateLocationForUserDocument } from '../../../gql/graphql'
import { serverMessage } from '../../app/apollo'
import { languageName } from '../../i18n/languages'
import { Button, ErrorBox, Modal, Select, TextField, useAlerts } from '../../ui'
import { fieldErrors, messageKey, type Errors } from './userForm'

interface Values {
  name: string
  locationIdentifier: string
  urlSlug: string
  timeZone: string
  language: string
}
type Field = keyof Values

const empty = (): Values => ({ name: '', locationIdentifier: '', urlSlug: '', timeZone: DEFAULT_TIME_ZONE, language: DEFAULT_LANGUAGE })
const slugify = (name: string) =>
  name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 85)

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  .full { grid-column: 1 / -1; }
  @media (max-width: 560px) { grid-template-columns: 1fr; }
`
const FORM_ID = 'user-new-location-form'

/** SPEC §2.11/§7: from a user's detail, create a location and then give it to the user. */
export function NewLocationModal({
  user,
  isOpen,
  onOpenChange,
  onSaved,
}: {
  user: { id: string; firstName: string; lastName: string }
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  onSaved: () => void
}) {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const [values, setValues] = useState<Values>(empty)
  const [slugTouched, setSlugTouched] = useState(false)
  const [errors, setErrors] = useState<Errors<Field>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [createLocation, createState] = useMutation(CreateLocationForUserDocument)
  const [addLocation, addState] = useMutation(AddUserLocationDocument)

  useEffect(() => {
    if (!isOpen) return
    setValues(empty())
    setSlugTouched(false)
    setErrors({})
    setFormError(null)
  }, [isOpen])

  const set = (field: Field, value: string) => {
    setValues((previous) => {
      const next = { ...previous, [field]: value }
      if (field === 'name' && !slugTouched) next.urlSlug = slugify(value)
      return next
    })
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }
  const translate = (message?: string) => (message ? t(messageKey(message) ?? '', { defaultValue: message }) : undefined)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const found = fieldErrors<Field>(LocationCreateBody, values)
    if (Object.keys(found).length) return setErrors(found)
    const locationName = values.name.trim()
    let locationId: string
    try {
      const created = await createLocation({
        variables: { input: { ...values, name: locationName, locationIdentifier: values.locationIdentifier.trim(), isActive: true, isEnabled: true } },
      })
      locationId = created.data!.createLocation!.data.id
      alert.success(t('resources.locations.messages.added', { locationName, app: t('app.name') }))
    } catch (error) {
      const reason = serverMessage(error)
      setFormError(reason ? t('alerts.addFailed', { thing: locationName, error: translate(reason)?.replace(/[.!]+$/, '') }) : t('alerts.addFailedNoError', { thing: locationName }))
      return
    }
    try {
      await addLocation({ variables: { id: user.id, input: { locationId } } })
      alert.success(t('resources.users.messages.locationAdded', { firstName: user.firstName, lastName: user.lastName }))
    } catch (error) {
      alert.error(serverMessage(error) ?? t('resources.users.messages.locationAddFailed'))
    }
    onSaved()
    onOpenChange(false)
  }

  const f = 'resources.locations.fields'
  const pending = createState.loading || addState.loading
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('resources.users.newLocationTitle')}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={FORM_ID} isPending={pending}>
            {t('resources.locations.submitAdd')}
          </Button>
        </>
      }
    >
      {formError ? <ErrorBox role="alert">{formError}</ErrorBox> : null}
      <Form id={FORM_ID} onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <Grid>
          <div className="full">
            <TextField label={t(`${f}.name`)} isRequired maxLength={85} value={values.name} onChange={(v) => set('name', v)} errorMessage={translate(errors.name)} autoFocus />
          </div>
          <TextField
            label={t(`${f}.studioNumber`)}
            isRequired
            value={values.locationIdentifier}
            onChange={(v) => set('locationIdentifier', v.toUpperCase())}
            description={t('resources.locations.hints.studioNumber')}
            errorMessage={translate(errors.locationIdentifier)}
          />
          <TextField
            label={t(`${f}.urlSlug`)}
            isRequired
            value={values.urlSlug}
            onChange={(v) => {
              setSlugTouched(true)
              set('urlSlug', v)
            }}
            description={t('resources.locations.hints.urlSlug')}
            errorMessage={translate(errors.urlSlug)}
          />
          <Select
            label={t(`${f}.timeZone`)}
            isRequired
            options={RESTRICTED_TIME_ZONES.map((zone) => ({ id: zone, label: zone.replace(/_/g, ' ') }))}
            value={values.timeZone}
            onChange={(v) => set('timeZone', v)}
            errorMessage={translate(errors.timeZone)}
          />
          <Select
            label={t(`${f}.language`)}
            isRequired
            options={RESTRICTED_LANGUAGES.map((language) => ({ id: language, label: languageName(language, i18n.language) }))}
            value={values.language}
            onChange={(v) => set('language', v)}
            errorMessage={translate(errors.language)}
          />
        </Grid>
      </Form>
    </Modal>
  )
}
