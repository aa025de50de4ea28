import { createContext, useContext, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import styled, { css, keyframes } from 'styled-components'
import { AlertStore, ALERT_CLOSE_ANIMATION_MS, type AlertEntry, type AlertOptions, type AlertType } from './alertStore'
import { IconButton } from './Button'
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from './icons'
import type { Theme } from './theme'

/** Each kind of notification: its label, icon, colour and whether it interrupts (docs/RULES.md#connection-and-forms). */
export const alertKinds: Record<
  AlertType,
  { labelKey: string; icon: typeof InfoIcon; color: keyof Theme['color']; soft: keyof Theme['color']; role: 'alert' | 'status' }
> = {
  success: { labelKey: 'alerts.types.success', icon: CheckCircleIcon, color: 'success', soft: 'successSoft', role: 'status' },
  error: { labelKey: 'alerts.types.error', icon: ErrorIcon, color: 'error', soft: 'errorSoft', role: 'alert' },
  warning: { labelKey: 'alerts.types.warning', icon: WarningIcon, color: 'warning', soft: 'warningSoft', role: 'alert' },
  info: { labelKey: 'alerts.types.info', icon: InfoIcon, color: 'info', soft: 'infoSoft', role: 'status' },
}

const AlertStoreContext = createContext<AlertStore | null>(null)

export function AlertsProvider({ children, store }: { children: React.ReactNode; store?: AlertStore }) {
  const [ownStore] = useState(() => store ?? new AlertStore())
  return <AlertStoreContext.Provider value={ownStore}>{children}</AlertStoreContext.Provider>
}

function useAlertStore() {
  const store = useContext(AlertStoreContext)
  if (!store) throw new Error('useAlerts needs <AlertsProvider>.')
  return store
}

export interface AlertsApi {
  success: (message: string, options?: AlertOptions) => string
  error: (message: string, options?: AlertOptions) => string
  warning: (message: string, options?: AlertOptions) => string
  info: (message: string, options?: AlertOptions) => string
  dismiss: (id: string) => void
  clear: () => void
}

/** `const alert = useAlerts(); alert.success(t(...))`: a stable object, safe in effect deps. */
export function useAlerts(): AlertsApi {
  const store = useAlertStore()
  return useMemo(
    () => ({
      success: (message, options) => store.push('success', message, options),
      error: (message, options) => store.push('error', message, options),
      warning: (message, options) => store.push('warning', message, options),
      info: (message, options) => store.push('info', message, options),
      dismiss: store.dismiss,
      clear: store.clear,
    }),
    [store],
  )
}

const slideIn = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`

const Card = styled.div<{ $type: AlertType; $border: boolean; $closing: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1.5)};
  width: 100%;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $type }) => theme.color[alertKinds[$type].soft]};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.card};
  animation: ${slideIn} 180ms ease-out;
  transition:
    opacity ${ALERT_CLOSE_ANIMATION_MS}ms ease,
    transform ${ALERT_CLOSE_ANIMATION_MS}ms ease;
  ${({ $border, $type, theme }) =>
    $border &&
    css`
      border: 1px solid ${theme.color[alertKinds[$type].color]}33;
      border-inline-start: 4px solid ${theme.color[alertKinds[$type].color]};
    `}
  ${({ $closing }) =>
    $closing &&
    css`
      opacity: 0;
      transform: translateX(16px);
    `}
  > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme, $type }) => theme.color[alertKinds[$type].color]};
  }
  /* Not .content: the admin frame's page box is one (src/console/app/layoutStyles.ts), a window tall. */
  .alert-text {
    flex: 1;
    min-width: 0;
  }
  .label {
    display: block;
    font-weight: ${({ theme }) => theme.weight.semibold};
    color: ${({ theme, $type }) => theme.color[alertKinds[$type].color]};
  }
  .message {
    overflow-wrap: anywhere;
  }
`

/** One alert, as a toast or inline (a form's error box uses it with `notification: false`). */
export function AlertCard({ alert, onDismiss }: { alert: Pick<AlertEntry, 'type' | 'message' | 'border'> & { closing?: boolean }; onDismiss?: () => void }) {
  const { t } = useTranslation()
  const kind = alertKinds[alert.type]
  const Icon = kind.icon
  return (
    <Card role={kind.role} $type={alert.type} $border={alert.border} $closing={alert.closing ?? false}>
      <Icon size={20} />
      <div className="alert-text">
        <span className="label">{t(kind.labelKey)}</span>
        <span className="message">{alert.message}</span>
      </div>
      {onDismiss ? (
        <IconButton label={t('alerts.dismiss')} onPress={onDismiss}>
          <CloseIcon size={16} />
        </IconButton>
      ) : null}
    </Card>
  )
}

const Viewport = styled.section`
  /* Bottom corner: the page header's live status (screens connected, the bell) stays in view. */
  position: fixed;
  bottom: ${({ theme }) => theme.space(2)};
  inset-inline-end: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.z.alerts};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  width: min(420px, calc(100vw - 32px));
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
`

/** The toasts (alerts with `notification`), bottom corner, newest last. */
export function AlertsViewport() {
  const { t } = useTranslation()
  const store = useAlertStore()
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  const toasts = entries.filter((entry) => entry.notification)
  return (
    <Viewport aria-label={t('alerts.region')}>
      {toasts.map((entry) => (
        <AlertCard key={entry.id} alert={entry} onDismiss={() => store.dismiss(entry.id)} />
      ))}
    </Viewport>
  )
}

/** Inline alerts (no `notification`), where a page wants them. */
export function InlineAlerts() {
  const store = useAlertStore()
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  return (
    <>
      {entries
        .filter((entry) => !entry.notification)
        .map((entry) => (
          <AlertCard key={entry.id} alert={entry} onDismiss={() => store.dismiss(entry.id)} />
        ))}
    </>
  )
}
