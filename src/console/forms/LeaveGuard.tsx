import { Suspense, createContext, lazy, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router-dom'

// The dialog (and the overlay code under it) downloads the first time it is needed, not with the sign-in page.
const ConfirmDialog = lazy(async () => ({ default: (await import('../ui/ConfirmDialog')).ConfirmDialog }))

interface UnsavedRegistry {
  set(id: symbol, dirty: boolean): void
  any(): boolean
  /** Lets the next navigation through unasked (the page saved or deleted what the edits were about). */
  allowNext(): void
  takeAllowance(): boolean
}

const UnsavedContext = createContext<UnsavedRegistry | null>(null)

/**
 * One guard for the whole console (the router allows a single blocker): while any form on the page
 * holds unsaved edits, leaving for another page (a menu link, the back button) first asks "Leave
 * without saving?". Reloading or closing the tab is asked by the browser (useLockedForm). Signing
 * out is never held up.
 */
export function LeaveGuard({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation()
  const dirty = useRef(new Set<symbol>())
  const allowance = useRef(false)
  const registry = useMemo<UnsavedRegistry>(
    () => ({
      set: (id, isDirty) => void (isDirty ? dirty.current.add(id) : dirty.current.delete(id)),
      any: () => dirty.current.size > 0,
      allowNext: () => void (allowance.current = true),
      takeAllowance: () => {
        const allowed = allowance.current
        allowance.current = false
        return allowed
      },
    }),
    [],
  )
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname || nextLocation.pathname.startsWith('/login')) return false
    if (registry.takeAllowance()) return false
    return registry.any()
  })
  const [asked, setAsked] = useState(false)
  if (blocker.state === 'blocked' && !asked) setAsked(true)
  return (
    <UnsavedContext.Provider value={registry}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen={blocker.state === 'blocked'}
            onOpenChange={(open) => {
              if (!open) blocker.reset?.()
            }}
            title={t('lock.leaveTitle')}
            message={t('lock.leaveMessage')}
            confirmLabel={t('lock.leave')}
            cancelLabel={t('lock.stay')}
            onConfirm={() => blocker.proceed?.()}
          />
        </Suspense>
      )}
    </UnsavedContext.Provider>
  )
}

/** Marks this form's edits as unsaved while `when` holds, for the LeaveGuard above it. */
export function useUnsavedChanges(when: boolean): void {
  const registry = useContext(UnsavedContext)
  const id = useRef(Symbol('form'))
  useEffect(() => {
    if (!registry) return
    const key = id.current
    registry.set(key, when)
    return () => registry.set(key, false)
  }, [registry, when])
}

/**
 * For a page that navigates on its own after a save or a delete: the edits are dealt with, so the
 * next navigation goes through unasked (the form's own state may not have caught up yet).
 */
export function useLeaveFreely(): () => void {
  const registry = useContext(UnsavedContext)
  return () => registry?.allowNext()
}
