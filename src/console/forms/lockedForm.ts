/**
 * The state of every locked form (docs/RULES.md#connection-and-forms: location detail, schedule, profile, workout, user):
 * a pure reducer so it can be tested without React. The hook in useLockedForm.ts wraps it.
 *
 * Values shown = the saved values (from the server) overlaid with the fields the user edited.
 * A server reload replaces `saved` but never the user's edits, so a 45 s poll cannot wipe typing.
 */

export type FieldErrors<V> = Partial<Record<keyof V, string>>

export interface LockedFormState<V> {
  isLocked: boolean
  /** Fields the user changed since the last save, unlock or reset. */
  edits: Partial<V>
  errors: FieldErrors<V>
  isSubmitting: boolean
  submitError: unknown
  /** What was just saved, shown until the server's reload arrives (no flash of the old values). */
  justSaved: V | null
}

export type LockedFormEvent<V> =
  | { type: 'unlock' }
  | { type: 'lock' }
  | { type: 'field.set'; field: keyof V; value: V[keyof V] }
  | { type: 'values.set'; values: Partial<V> }
  | { type: 'errors.set'; errors: FieldErrors<V> }
  | { type: 'reset' }
  | { type: 'submit.start' }
  | { type: 'submit.done'; values: V; keepUnlocked?: boolean }
  | { type: 'submit.failed'; error: unknown }
  | { type: 'saved.changed' }

export function initialLockedFormState<V>(isLocked = true): LockedFormState<V> {
  return { isLocked, edits: {}, errors: {}, isSubmitting: false, submitError: null, justSaved: null }
}

/** Structural equality for form values: primitives, arrays and plain objects. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

export function lockedFormReducer<V>(state: LockedFormState<V>, event: LockedFormEvent<V>): LockedFormState<V> {
  switch (event.type) {
    case 'unlock':
      return { ...state, isLocked: false, submitError: null }
    case 'lock':
      // Locking again means "never mind": the saved values come back.
      return { ...state, isLocked: true, edits: {}, errors: {}, submitError: null }
    case 'field.set': {
      if (state.isLocked) return state
      const errors = { ...state.errors }
      delete errors[event.field]
      return { ...state, edits: { ...state.edits, [event.field]: event.value }, errors }
    }
    case 'values.set': {
      if (state.isLocked) return state
      const errors = { ...state.errors }
      for (const field of Object.keys(event.values) as (keyof V)[]) delete errors[field]
      return { ...state, edits: { ...state.edits, ...event.values }, errors }
    }
    case 'errors.set':
      return { ...state, errors: event.errors }
    case 'reset':
      return { ...state, edits: {}, errors: {}, submitError: null }
    case 'submit.start':
      return { ...state, isSubmitting: true, submitError: null }
    case 'submit.done':
      return { ...state, isSubmitting: false, isLocked: event.keepUnlocked ? state.isLocked : true, edits: {}, errors: {}, justSaved: event.values }
    case 'submit.failed':
      return { ...state, isSubmitting: false, submitError: event.error }
    case 'saved.changed':
      return state.justSaved ? { ...state, justSaved: null } : state
  }
}

/** The values the form shows: the saved ones (or what was just saved) with the user's edits on top. */
export function currentValues<V>(saved: V, state: LockedFormState<V>): V {
  return { ...(state.justSaved ?? saved), ...state.edits }
}

/** Fields whose shown value differs from the saved one. */
export function dirtyFieldsOf<V>(saved: V, state: LockedFormState<V>, isEqual: (a: unknown, b: unknown) => boolean = sameValue): (keyof V)[] {
  const base = state.justSaved ?? saved
  return (Object.keys(state.edits) as (keyof V)[]).filter((field) => !isEqual(state.edits[field], base[field]))
}

/** True when an errors object holds at least one message. */
export function hasErrors<V>(errors: FieldErrors<V> | null | undefined): boolean {
  return Boolean(errors) && Object.values(errors as object).some(Boolean)
}
