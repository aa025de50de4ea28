import { useMutation } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import { MESSAGE_CODES } from '../../../shared/messages'
import { CleanLogsDocument } from '../../../gql/graphql'
import { errorCode, serverMessage } from '../../api/apollo'
import { Button, Modal, TextField, useAlerts } from '../../ui'

const FORM_ID = 'clean-logs-form'

/** docs/RULES.md#logs, docs/RULES.md#validation: CLEAN LOGS asks for the confirmation word; a wrong one says 'Incorrect Password', cancel does nothing. */
export function CleanLogsModal({ isOpen, onOpenChange, onCleaned }: { isOpen: boolean; onOpenChange: (open: boolean) => void; onCleaned: () => void }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [password, setPassword] = useState('')
  const [cleanLogs, { loading }] = useMutation(CleanLogsDocument)
  useEffect(() => {
    if (isOpen) setPassword('')
  }, [isOpen])

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    try {
      await cleanLogs({ variables: { input: { password } } })
      alert.success(t('resources.logs.messages.cleaned'))
      onCleaned()
    } catch (error) {
      const message = serverMessage(error)
      alert.error(!message || errorCode(error) === MESSAGE_CODES.incorrectPassword || !password ? t('resources.logs.messages.incorrectPassword') : message)
    }
    onOpenChange(false)
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      role="alertdialog"
      title={t('resources.logs.cleanTitle')}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={FORM_ID} isPending={loading}>
            {t('resources.logs.cleanSubmit')}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={(event) => void submit(event)}>
        <p style={{ marginTop: 0 }}>{t('resources.logs.cleanPrompt')}</p>
        <TextField label={t('resources.logs.password')} type="password" value={password} onChange={setPassword} autoFocus autoComplete="off" />
      </Form>
    </Modal>
  )
}
