import { useMutation, useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ROUND_NUMBERS } from '../../../../shared/constants'
import { ScreenCreateBody, ScreenUpdateBody } from '../../../../shared/schemas/screens'
import {
  CreateScreenDocument,
  DisconnectScreenDocument,
  ScreenTokenDocument,
  UpdateScreenDocument,
  type LocationDetailFragment,
  type ScreenRowFragment,
} from '../../../../gql/graphql'
import { serverMessage } from '../../../api/apollo'
import { schemaErrors, useAddFailedText, useMessageText, useModalForm } from '../../../forms'
import { languageName } from '../../../i18n/languages'
import { Button, FormGrid, FormModal, Select, TextField, useAlerts } from '../../../ui'

interface ScreenValues {
  name: string
  round: string
}

const TokenBox = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  > div {
    flex: 1;
    min-width: 200px;
  }
  input {
    font-family: ${({ theme }) => theme.font.mono};
    letter-spacing: 0.08em;
  }
`

const FORM_ID = 'screen-form'

/** Add a screen to the location or edit one (docs/RULES.md#screens-of-a-location): time zone and language come from the location. */
export function ScreenFormModal({
  isOpen,
  onOpenChange,
  location,
  screen,
  onSaved,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  location: LocationDetailFragment
  screen: ScreenRowFragment | null
  onSaved: () => void
}) {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const messageText = useMessageText()
  const mode = screen ? 'edit' : 'add'
  const addFailedText = useAddFailedText()
  const {
    values,
    setField: set,
    errors,
    setErrors,
    formError,
    setFormError,
  } = useModalForm<ScreenValues>(isOpen, () => (screen ? { name: screen.name, round: String(screen.round) } : { name: '', round: '1' }), screen)
  const [createScreen, createState] = useMutation(CreateScreenDocument)
  const [updateScreen, updateState] = useMutation(UpdateScreenDocument)
  const [disconnectScreen, disconnectState] = useMutation(DisconnectScreenDocument)
  const token = useQuery(ScreenTokenDocument, { variables: { id: screen?.id ?? '' }, skip: !isOpen || !screen?.linked, fetchPolicy: 'network-only' })
  const key = 'resources.locationDetail.screens'

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const screenName = values.name.trim()
    const round = Number(values.round)
    if (mode === 'add') {
      const input = { name: screenName, round, location: location.id, timeZone: location.timeZone, language: location.language }
      const found = schemaErrors<ScreenValues>(ScreenCreateBody, input)
      if (Object.keys(found).length > 0) return setErrors(found)
      try {
        await createScreen({ variables: { input } })
        alert.success(t(`${key}.added`, { screenName }))
        onSaved()
        onOpenChange(false)
      } catch (error) {
        setFormError(addFailedText(screenName, serverMessage(error)))
      }
      return
    }
    if (!screen) return
    const input = { name: screenName, round }
    const found = schemaErrors<ScreenValues>(ScreenUpdateBody, input)
    if (Object.keys(found).length > 0) return setErrors(found)
    try {
      await updateScreen({ variables: { id: screen.id, input } })
      alert.success(t(`${key}.updated`, { screenName }))
      onSaved()
      onOpenChange(false)
    } catch (error) {
      setFormError(serverMessage(error) ?? t(`${key}.saveFailed`))
    }
  }

  const disconnect = async () => {
    if (!screen) return
    try {
      await disconnectScreen({ variables: { id: screen.id } })
      alert.success(t(`${key}.disconnected`, { screenName: screen.name }))
      onSaved()
      onOpenChange(false)
    } catch (error) {
      setFormError(serverMessage(error) ?? t(`${key}.saveFailed`))
    }
  }

  const timeZone = screen?.timeZone ?? location.timeZone
  const language = screen?.language ?? location.language
  const pending = createState.loading || updateState.loading
  const maskedToken = token.data?.getScreen?.data?.authToken ?? ''

  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={mode === 'add' ? t(`${key}.addTitle`) : t(`${key}.editTitle`)}
      formId={FORM_ID}
      onSubmit={(event) => void submit(event)}
      submitLabel={mode === 'add' ? t(`${key}.submitAdd`) : t(`${key}.submitEdit`)}
      isPending={pending}
      error={formError}
    >
      <FormGrid>
        <div className="full">
          <TextField
            label={t(`${key}.fields.name`)}
            isRequired
            maxLength={85}
            value={values.name}
            onChange={(value) => set('name', value)}
            errorMessage={messageText(errors.name)}
            autoFocus
          />
        </div>
        <Select
          label={t(`${key}.fields.round`)}
          isRequired
          options={ROUND_NUMBERS.map((round) => ({ id: String(round), label: t(`${key}.roundN`, { round }) }))}
          value={values.round}
          onChange={(value) => set('round', value)}
          errorMessage={messageText(errors.round)}
        />
        <div />
        <Select
          label={t(`${key}.fields.timeZone`)}
          isDisabled
          options={[{ id: timeZone, label: timeZone.replace(/_/g, ' ') }]}
          value={timeZone}
          onChange={() => undefined}
          description={t(`${key}.fromLocation`)}
        />
        <Select
          label={t(`${key}.fields.language`)}
          isDisabled
          options={[{ id: language, label: languageName(language, i18n.language) }]}
          value={language}
          onChange={() => undefined}
          description={t(`${key}.fromLocation`)}
        />
        {screen?.linked ? (
          <TokenBox>
            <TextField label={t(`${key}.fields.authToken`)} isReadOnly value={maskedToken || '••••••••'} description={t(`${key}.tokenHint`)} />
            <Button variant="danger" onPress={() => void disconnect()} isPending={disconnectState.loading}>
              {t(`${key}.disconnect`)}
            </Button>
          </TokenBox>
        ) : null}
      </FormGrid>
    </FormModal>
  )
}
