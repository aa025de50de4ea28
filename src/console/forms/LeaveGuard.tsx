import { createContext, useContext, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router-dom'
import { ConfirmDialog } from '../ui'

interface UnsavedRegistry {
  set(id: symbol, dirty: boolean): void
  any(): boolean
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
  const registry = useMemo<UnsavedRegistry>(
    () => ({
      set: (id, isDirty) => void (isDirty ? dirty.current.add(id) : dirty.current.delete(id)),
      any: () => dirty.current.size > 0,
    }),
    [],
  )
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => registry.any() && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/login'),
  )
  return (
    <UnsavedContext.Provider value={registry}>
      {children}
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
