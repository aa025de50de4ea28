import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldErrors } from './lockedForm'

export interface ModalForm<V> {
  values: V
  setValues: React.Dispatch<React.SetStateAction<V>>
  /** Sets one field and clears its error. */
  setField: <K extends keyof V>(field: K, value: V[K]) => void
  errors: FieldErrors<V>
  setErrors: (errors: FieldErrors<V>) => void
  /** A message about the whole form, e.g. the server's refusal. */
  formError: string | null
  setFormError: (message: string | null) => void
}

/**
 * The state of a form in a modal (an add or edit dialog, never locked): every time the modal opens,
 * or `resetKey` changes while it is open, the form starts again from `initial()` with no errors.
 */
export function useModalForm<V extends object>(isOpen: boolean, initial: () => V, resetKey?: unknown): ModalForm<V> {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors<V>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const latestInitial = useRef(initial)
  latestInitial.current = initial

  useEffect(() => {
    if (!isOpen) return
    setValues(latestInitial.current())
    setErrors({})
    setFormError(null)
  }, [isOpen, resetKey])

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => (previous[field] === undefined ? previous : { ...previous, [field]: undefined }))
  }, [])

  return { values, setValues, setField, errors, setErrors, formError, setFormError }
}
