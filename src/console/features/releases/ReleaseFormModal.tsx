import { useMutation } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { RELEASE_TYPES, type ReleaseType } from '../../../shared/constants'
import { API_MESSAGES, FIELD_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages'
import { ReleaseCreateBody } from '../../../shared/schemas/releases'
import { CreateReleaseDocument, LatestReleaseDocument, type ReleaseTypeInput } from '../../../gql/graphql'
import { serverMessage } from '../../app/apollo'
import { storeAppVersion } from '../../app/version'
import { Button, DateField, Modal, Select, TextAreaField, TextField, useAlerts } from '../../ui'

interface Values {
  title: string
  type: ReleaseType
  description: string
  version: string
  date: string
}
type Field = keyof Values
type Errors = Partial<Record<Field, string>>

const empty = (): Values => ({ title: '', type: 'Release', description: '', version: '', date: '' })

function validate(values: Values): Errors {
  const result = ReleaseCreateBody.safeParse(values)
  if (result.success) return {}
  const errors: Errors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

function messageKey(message: string): string | undefined {
  if (message === FIELD_MESSAGES.required) return 'validation.required'
  if (message === FIELD_MESSAGES.tooLong) return 'validation.tooLong'
  if (message === VALIDATION_MESSAGES.duplicateRelease) return 'resources.releases.messages.duplicate'
  const entry = Object.entries(API_MESSAGES).find(([, text]) => text === message)
  return entry ? `resources.releases.serverMessages.${entry[0]}` : undefined
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  .full { grid-column: 1 / -1; }
  @media (max-width: 560px) { grid-template-columns: 1fr; }
`
const FORM_ID = 'release-form'
const newReleaseId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

/** SPEC §2.13 Add Release: title, type, description, version and date; the id is chosen here, so a repeat is refused. */
export function ReleaseFormModal({ isOpen, onOpenChange, onSaved }: { isOpen: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Errors>({})
  const [releaseId, setReleaseId] = useState(newReleaseId)
  const [createRelease, { loading }] = useMutation(CreateReleaseDocument)
  const [latestRelease] = useMutation(LatestReleaseDocument)

  useEffect(() => {
    if (!isOpen) return
    setValues(empty())
    setErrors({})
    setReleaseId(newReleaseId())
  }, [isOpen])

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }
  const translate = (message?: string) => (message ? t(messageKey(message) ?? '', { defaultValue: message }) : undefined)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = validate(values)
    if (Object.keys(found).length) return setErrors(found)
    const title = values.title.trim()
    try {
      await createRelease({
        variables: {
          input: {
            _id: releaseId,
            title,
            type: values.type.replace(/-/g, '_') as ReleaseTypeInput,
            description: values.description.trim(),
            version: values.version.trim(),
            date: values.date,
          },
        },
      })
      alert.success(t('resources.releases.messages.added', { type: values.type, title, app: t('app.name') }))
      onSaved()
      onOpenChange(false)
      const latest = await latestRelease().catch(() => null)
      storeAppVersion(latest?.data?.latestRelease?.data?.version)
    } catch (error) {
      const reason = serverMessage(error)
      if (reason === VALIDATION_MESSAGES.duplicateRelease) {
        alert.error(t('resources.releases.messages.duplicate'))
        return
      }
      alert.error(reason ? t('alerts.addFailed', { thing: title, error: translate(reason)?.replace(/[.!]+$/, '') }) : t('alerts.addFailedNoError', { thing: title }))
    }
  }

  const f = 'resources.releases.fields'
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('resources.releases.addTitle')}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={FORM_ID} isPending={loading}>
            {t('resources.releases.submitAdd')}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <Grid>
          <div className="full">
            <TextField label={t(`${f}.title`)} isRequired maxLength={200} value={values.title} onChange={(v) => set('title', v)} errorMessage={translate(errors.title)} autoFocus />
          </div>
          <Select
            label={t(`${f}.type`)}
            isRequired
            options={RELEASE_TYPES.map((type) => ({ id: type, label: t(`resources.releases.types.${type}`) }))}
            value={values.type}
            onChange={(v) => set('type', v as ReleaseType)}
            errorMessage={translate(errors.type)}
          />
          <TextField label={t(`${f}.version`)} isRequired value={values.version} onChange={(v) => set('version', v)} description={t('resources.releases.hints.version')} errorMessage={translate(errors.version)} placeholder="00.00.00" />
          <div className="full">
            <TextAreaField label={t(`${f}.description`)} isRequired maxLength={5000} value={values.description} onChange={(v) => set('description', v)} errorMessage={translate(errors.description)} />
          </div>
          <DateField label={t(`${f}.date`)} isRequired value={values.date} onChange={(v) => set('date', v)} description={t('resources.releases.hints.date')} errorMessage={translate(errors.date)} />
        </Grid>
      </Form>
    </Modal>
  )
}
