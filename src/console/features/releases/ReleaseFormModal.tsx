import { useMutation } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RELEASE_TYPES, type ReleaseType } from '../../../shared/constants'
import { MESSAGE_CODES } from '../../../shared/messages'
import { ReleaseCreateBody } from '../../../shared/schemas/releases'
import { CreateReleaseDocument, LatestReleaseDocument, type ReleaseTypeInput } from '../../../gql/graphql'
import { errorCode, serverMessage } from '../../api/apollo'
import { storeAppVersion } from '../../api/version'
import { schemaErrors, useAddFailedText, useMessageText, useModalForm } from '../../forms'
import { DateField, FormGrid, FormModal, Select, TextAreaField, TextField, useAlerts } from '../../ui'

interface Values {
  title: string
  type: ReleaseType
  description: string
  version: string
  date: string
}

const empty = (): Values => ({ title: '', type: 'Release', description: '', version: '', date: '' })

const FORM_ID = 'release-form'
const newReleaseId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`

/** docs/RULES.md#releases Add Release: title, type, description, version and date; the id is chosen here, so a repeat is refused. */
export function ReleaseFormModal({ isOpen, onOpenChange, onSaved }: { isOpen: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const addFailedText = useAddFailedText()
  const { values, setField: set, errors, setErrors } = useModalForm(isOpen, empty)
  const [releaseId, setReleaseId] = useState(newReleaseId)
  const [createRelease, { loading }] = useMutation(CreateReleaseDocument)
  const [latestRelease] = useMutation(LatestReleaseDocument)

  useEffect(() => {
    if (isOpen) setReleaseId(newReleaseId())
  }, [isOpen])

  const translate = useMessageText()

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = schemaErrors<Values>(ReleaseCreateBody, values)
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
      if (errorCode(error) === MESSAGE_CODES.duplicateRelease) {
        alert.error(t('resources.releases.messages.duplicate'))
        return
      }
      alert.error(addFailedText(title, translate(reason)))
    }
  }

  const f = 'resources.releases.fields'
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('resources.releases.addTitle')}
      formId={FORM_ID}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('resources.releases.submitAdd')}
      isPending={loading}
    >
      <FormGrid>
        <div className="full">
          <TextField
            label={t(`${f}.title`)}
            isRequired
            maxLength={200}
            value={values.title}
            onChange={(v) => set('title', v)}
            errorMessage={translate(errors.title)}
            autoFocus
          />
        </div>
        <Select
          label={t(`${f}.type`)}
          isRequired
          options={RELEASE_TYPES.map((type) => ({ id: type, label: t(`resources.releases.types.${type}`) }))}
          value={values.type}
          onChange={(v) => set('type', v as ReleaseType)}
          errorMessage={translate(errors.type)}
        />
        <TextField
          label={t(`${f}.version`)}
          isRequired
          value={values.version}
          onChange={(v) => set('version', v)}
          description={t('resources.releases.hints.version')}
          errorMessage={translate(errors.version)}
          placeholder="00.00.00"
        />
        <div className="full">
          <TextAreaField
            label={t(`${f}.description`)}
            isRequired
            maxLength={5000}
            value={values.description}
            onChange={(v) => set('description', v)}
            errorMessage={translate(errors.description)}
          />
        </div>
        <DateField
          label={t(`${f}.date`)}
          isRequired
          value={values.date}
          onChange={(v) => set('date', v)}
          description={t('resources.releases.hints.date')}
          errorMessage={translate(errors.date)}
        />
      </FormGrid>
    </FormModal>
  )
}
