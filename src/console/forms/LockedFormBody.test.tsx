// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n, i18nReady } from '../i18n'
import { LockToggle, TextField, theme } from '../ui'
import { LockedFormBody } from './LockedFormBody'
import { useLockedForm } from './useLockedForm'

interface Values {
  name: string
}

function Page({ onSubmit, noticeOnOwnRow }: { onSubmit?: (values: Values) => Promise<void>; noticeOnOwnRow?: boolean }) {
  const form = useLockedForm<Values>({ saved: { name: 'Demo Studio' }, onSubmit, warnOnLeave: false })
  return (
    <>
      <LockToggle {...form.lockProps} />
      <LockedFormBody
        form={form}
        unsavedText="You have unsaved changes!"
        submitText="Update"
        failedText="Could not save."
        conflictHint="Someone else saved first."
        noticeOnOwnRow={noticeOnOwnRow}
      >
        <TextField label="Name" isReadOnly={form.isLocked} value={form.values.name} onChange={(value) => form.setField('name', value)} />
      </LockedFormBody>
    </>
  )
}

function show(page: React.ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{page}</ThemeProvider>
    </I18nextProvider>,
  )
}

async function unlockAndType(value: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /^(Unlock to edit|Lock)$/ })))
  await act(async () => fireEvent.change(screen.getByLabelText('Name'), { target: { value } }))
}

beforeAll(async () => {
  await i18nReady
})
afterEach(cleanup)

describe('LockedFormBody', () => {
  it('shows Cancel and Update only while unlocked, and the notice beside them once a value changed', async () => {
    show(<Page />)
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull()
    await unlockAndType('Demo Studio East')
    const update = screen.getByRole('button', { name: 'Update' })
    const notice = screen.getByRole('status')
    expect(notice.textContent).toBe('You have unsaved changes!')
    expect(notice.parentElement).toBe(update.parentElement)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })))
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Demo Studio')
  })

  it('can put the notice on a row of its own above the buttons', async () => {
    show(<Page noticeOnOwnRow />)
    await unlockAndType('Demo Studio East')
    const update = screen.getByRole('button', { name: 'Update' })
    expect(screen.getByRole('status').parentElement).not.toBe(update.parentElement)
  })

  it("shows the server's message, with the conflict hint on a 409, and stays unlocked with the edits", async () => {
    const conflict = new CombinedGraphQLErrors({ errors: [{ message: 'The location was changed by someone else.', extensions: { code: 'CONFLICT' } }] })
    show(
      <Page
        onSubmit={async () => {
          throw conflict
        }}
      />,
    )
    await unlockAndType('Demo Studio East')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })))
    expect(screen.getByRole('alert').textContent).toBe('The location was changed by someone else. Someone else saved first.')
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Demo Studio East')
  })

  it('falls back to the page text when the server gave no message, and locks again after a save', async () => {
    let fail = true
    show(
      <Page
        onSubmit={async () => {
          if (fail) throw new Error('network')
        }}
      />,
    )
    await unlockAndType('Demo Studio East')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })))
    expect(screen.getByRole('alert').textContent).toBe('Could not save.')
    fail = false
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull()
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Demo Studio East')
  })
})
