// The shared locked-form state (docs/RULES.md#connection-and-forms): one implementation for every locked form.
export { useLockedForm, type LockedForm, type UseLockedFormOptions } from './useLockedForm'
export { UnsavedChangesNotice } from './UnsavedChangesNotice'
export { LockedFormBody, type LockedFormBodyProps } from './LockedFormBody'
export { hasErrors, sameValue, type FieldErrors } from './lockedForm'
export { schemaErrors, useAddFailedText, useMessageText } from './messages'
export { useModalForm, type ModalForm } from './useModalForm'
export { LeaveGuard, useLeaveFreely, useUnsavedChanges } from './LeaveGuard'
export { revealFirstError } from './revealFirstError'
