import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import { useUnsavedChanges } from './LeaveGuard'
import {
  currentValues,
  dirtyFieldsOf,
  hasErrors,
  initialLockedFormState,
  lockedFormReducer,
  sameValue,
  type FieldErrors,
  type LockedFormEvent,
  type LockedFormState,
} from './lockedForm'

export interface UseLockedFormOptions<V extends object> {
  /** The values as the server last gave them; null/undefined while loading (then `empty` shows). */
  saved: V | null | undefined
  /** What the form shows before `saved` arrives. */
  empty?: V
  /** Field messages for the current values; an empty object (or nothing) means valid. */
  validate?: (values: V) => FieldErrors<V> | null | undefined
  /**
   * Saves the values. Throw (or return false) to keep the form unlocked with the user's edits.
   * Return the values as saved (e.g. with a password field cleared) when they differ from the submitted ones.
   */
  onSubmit?: (values: V) => Promise<void | boolean | V> | void | boolean | V
  /** Locked when the page opens (docs/RULES.md#profile, docs/RULES.md#location-detail, docs/RULES.md#roll-over-schedule: locked by default). */
  initiallyLocked?: boolean
  /** Saving re-locks (docs/RULES.md#location-detail); pass true for forms that stay open after a save. */
  keepUnlockedAfterSave?: boolean
  /** Ask the browser to confirm leaving the page while there are unsaved edits (default true). */
  warnOnLeave?: boolean
  isEqual?: (a: unknown, b: unknown) => boolean
}

export interface LockedForm<V extends object> {
  isLocked: boolean
  unlock: () => void
  /** Locks again and drops unsaved edits. */
  lock: () => void
  setLocked: (isLocked: boolean) => void
  /** Spread into the kit's `<LockToggle {...form.lockProps} />`. */
  lockProps: { isLocked: boolean; onChange: (isLocked: boolean) => void }
  /** The saved values with the user's edits on top. */
  values: V
  setField: <K extends keyof V>(field: K, value: V[K]) => void
  setValues: (values: Partial<V>) => void
  /** True when a shown value differs from the saved one. */
  isDirty: boolean
  dirtyFields: (keyof V)[]
  errors: FieldErrors<V>
  setErrors: (errors: FieldErrors<V>) => void
  /** Drops the edits (the form stays as locked or unlocked as it is). */
  reset: () => void
  /** Validates, then calls onSubmit; resolves true when saved. Usable as a form's onSubmit. */
  submit: (event?: { preventDefault?: () => void }) => Promise<boolean>
  isSubmitting: boolean
  /** What onSubmit threw, until the next submit, unlock, lock or reset. */
  submitError: unknown
  /** False until the first `saved` arrives. */
  isLoaded: boolean
}

/**
 * The one lock/dirty/save implementation for the console's locked forms.
 *
 * ```tsx
 * const form = useLockedForm({ saved, validate, onSubmit: async (values) => { await update(values) } })
 * <LockToggle {...form.lockProps} />
 * <TextField isReadOnly={form.isLocked} value={form.values.name} onChange={(v) => form.setField('name', v)} errorMessage={form.errors.name} />
 * {form.isDirty ? <UnsavedChangesNotice /> : null}
 * {!form.isLocked ? <Button type="submit">Update</Button> : null}
 * ```
 * A reload of `saved` (a poll, a refetch) updates the fields the user has not touched and keeps the rest.
 */
export function useLockedForm<V extends object>(options: UseLockedFormOptions<V>): LockedForm<V> {
  const { saved, empty, validate, onSubmit, initiallyLocked = true, keepUnlockedAfterSave = false, warnOnLeave = true, isEqual = sameValue } = options
  const [state, dispatch] = useReducer(
    lockedFormReducer as (state: LockedFormState<V>, event: LockedFormEvent<V>) => LockedFormState<V>,
    initiallyLocked,
    (locked: boolean) => initialLockedFormState<V>(locked),
  )
  const base = saved ?? empty ?? ({} as V)

  // A new server copy clears the "just saved" overlay, but only when its content really changed.
  const previousSaved = useRef(saved)
  useEffect(() => {
    if (saved && !isEqual(saved, previousSaved.current)) dispatch({ type: 'saved.changed' })
    previousSaved.current = saved
  }, [saved, isEqual])

  const values = useMemo(() => currentValues(base, state), [base, state])
  const dirtyFields = useMemo(() => dirtyFieldsOf(base, state, isEqual), [base, state, isEqual])
  const isDirty = dirtyFields.length > 0

  const latest = useRef({ values, saved, validate, onSubmit, state, keepUnlockedAfterSave })
  latest.current = { values, saved, validate, onSubmit, state, keepUnlockedAfterSave }

  // Leaving for another page of the console asks first (LeaveGuard); so does reloading or closing the tab.
  useUnsavedChanges(warnOnLeave && isDirty && !state.isLocked)
  useEffect(() => {
    if (!warnOnLeave || !isDirty || state.isLocked) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [warnOnLeave, isDirty, state.isLocked])

  const unlock = useCallback(() => dispatch({ type: 'unlock' }), [])
  const lock = useCallback(() => dispatch({ type: 'lock' }), [])
  const setLocked = useCallback((isLocked: boolean) => dispatch({ type: isLocked ? 'lock' : 'unlock' }), [])
  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => dispatch({ type: 'field.set', field, value }), [])
  const setValues = useCallback((next: Partial<V>) => dispatch({ type: 'values.set', values: next }), [])
  const setErrors = useCallback((errors: FieldErrors<V>) => dispatch({ type: 'errors.set', errors }), [])
  const reset = useCallback(() => dispatch({ type: 'reset' }), [])

  const submit = useCallback(async (event?: { preventDefault?: () => void }) => {
    event?.preventDefault?.()
    const current = latest.current
    if (current.state.isLocked || current.state.isSubmitting) return false
    const errors = current.validate?.(current.values)
    if (hasErrors(errors)) {
      dispatch({ type: 'errors.set', errors: errors ?? {} })
      return false
    }
    dispatch({ type: 'errors.set', errors: {} })
    dispatch({ type: 'submit.start' })
    const savedBefore = current.saved
    const submitted = current.values
    let savedAs: V = submitted
    try {
      const result = await current.onSubmit?.(submitted)
      if (result === false) {
        dispatch({ type: 'submit.failed', error: null })
        return false
      }
      if (result && typeof result === 'object') savedAs = result
    } catch (error) {
      dispatch({ type: 'submit.failed', error })
      return false
    }
    // When the mutation already refreshed `saved` (Apollo cache), show it; otherwise bridge until the reload.
    const refreshed = latest.current.saved !== savedBefore && !sameValue(latest.current.saved, savedBefore)
    dispatch({ type: 'submit.done', values: refreshed ? (latest.current.saved as V) : savedAs, keepUnlocked: current.keepUnlockedAfterSave })
    if (refreshed) dispatch({ type: 'saved.changed' })
    return true
  }, [])

  return {
    isLocked: state.isLocked,
    unlock,
    lock,
    setLocked,
    lockProps: useMemo(() => ({ isLocked: state.isLocked, onChange: setLocked }), [state.isLocked, setLocked]),
    values,
    setField,
    setValues,
    isDirty,
    dirtyFields,
    errors: state.errors,
    setErrors,
    reset,
    submit,
    isSubmitting: state.isSubmitting,
    submitError: state.submitError,
    isLoaded: saved !== null && saved !== undefined,
  }
}
