import { Form } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { isStaleVersion, serverMessage } from '../api/apollo'
import { Button, ErrorBox } from '../ui'
import { UnsavedChangesNotice } from './UnsavedChangesNotice'
import type { LockedForm } from './useLockedForm'

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-top: ${({ theme }) => theme.space(2)};
  > p {
    margin-inline-end: auto;
  }
`
const NoticeRow = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`

export interface LockedFormBodyProps<V extends object> {
  form: LockedForm<V>
  /** The page's own wording (the texts of docs/RULES.md, word for word) for the unsaved-changes notice. */
  unsavedText: string
  /** The submit button's label ("Update", docs/RULES.md#profile, docs/RULES.md#location-detail, docs/RULES.md#roll-over-schedule). */
  submitText: string
  /** Shown when a save failed and the server gave no message of its own. */
  failedText: string
  /** Added after the message when the save failed because someone saved in between (a 409). */
  conflictHint?: string
  /** The notice on a row of its own above the buttons instead of beside them (the schedule's wide day grid). */
  noticeOnOwnRow?: boolean
  id?: string
  /** The fields. */
  children: React.ReactNode
}

/**
 * The body of a locked form's card (docs/RULES.md#connection-and-forms), for a `useLockedForm` state: the save error, the
 * form with its fields, the unsaved-changes notice, and Cancel (lock again, drop the edits) and the
 * submit button, which show only while unlocked. The lock toggle stays in the page's or card's header.
 */
export function LockedFormBody<V extends object>({
  form,
  unsavedText,
  submitText,
  failedText,
  conflictHint,
  noticeOnOwnRow = false,
  id,
  children,
}: LockedFormBodyProps<V>) {
  const { t } = useTranslation()
  const notice = form.isDirty ? <UnsavedChangesNotice message={unsavedText} /> : null
  return (
    <>
      {form.submitError ? (
        <ErrorBox role="alert">
          {serverMessage(form.submitError) ?? failedText}
          {conflictHint && isStaleVersion(form.submitError) ? ` ${conflictHint}` : null}
        </ErrorBox>
      ) : null}
      <Form id={id} onSubmit={(event) => void form.submit(event)} validationBehavior="aria">
        {children}
        {noticeOnOwnRow && notice ? <NoticeRow>{notice}</NoticeRow> : null}
        {!form.isLocked ? (
          <Footer>
            {noticeOnOwnRow ? null : notice}
            <Button variant="secondary" onPress={form.lock} isDisabled={form.isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" type="submit" isPending={form.isSubmitting}>
              {submitText}
            </Button>
          </Footer>
        ) : null}
      </Form>
    </>
  )
}
