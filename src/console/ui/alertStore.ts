import { ALERT_AUTO_CLOSE_MS, ALERT_CLOSE_ANIMATION_MS } from '../../shared/constants'

// Alerts close themselves after 9850 ms, then animate out for 150 ms (docs/RULES.md#connection-and-forms, docs/RULES.md#constants).
export { ALERT_AUTO_CLOSE_MS, ALERT_CLOSE_ANIMATION_MS }

export type AlertType = 'success' | 'error' | 'warning' | 'info'

/** docs/RULES.md#records Alert: `border` draws the coloured edge; `notification` shows it as a toast (else inline). */
export interface Alert {
  id: string
  message: string
  type: AlertType
  border: boolean
  notification: boolean
}

export interface AlertEntry extends Alert {
  closing: boolean
}

export type AlertOptions = Partial<Pick<Alert, 'border' | 'notification'>>

type Listener = () => void

/**
 * The alerts on screen. A plain store (no React) so its timing is testable with fake timers:
 * each alert closes after 9850 ms, is marked `closing` for 150 ms, then removed.
 */
export class AlertStore {
  private entries: readonly AlertEntry[] = []
  private readonly listeners = new Set<Listener>()
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>[]>()
  private counter = 0

  subscribe = (listener: Listener) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = () => this.entries

  push = (type: AlertType, message: string, options: AlertOptions = {}): string => {
    this.counter += 1
    const id = `alert-${this.counter}`
    const entry: AlertEntry = { id, message, type, border: options.border ?? true, notification: options.notification ?? true, closing: false }
    this.set([...this.entries, entry])
    this.timers.set(id, [setTimeout(() => this.dismiss(id), ALERT_AUTO_CLOSE_MS)])
    return id
  }

  /** Starts the close animation, then removes the alert. */
  dismiss = (id: string) => {
    const entry = this.entries.find((candidate) => candidate.id === id)
    if (!entry || entry.closing) return
    this.clearTimers(id)
    this.set(this.entries.map((candidate) => (candidate.id === id ? { ...candidate, closing: true } : candidate)))
    this.timers.set(id, [setTimeout(() => this.remove(id), ALERT_CLOSE_ANIMATION_MS)])
  }

  /** Removes every alert at once (route change). */
  clear = () => {
    for (const id of this.timers.keys()) this.clearTimers(id)
    if (this.entries.length) this.set([])
  }

  private remove(id: string) {
    this.clearTimers(id)
    this.set(this.entries.filter((candidate) => candidate.id !== id))
  }

  private clearTimers(id: string) {
    for (const timer of this.timers.get(id) ?? []) clearTimeout(timer)
    this.timers.delete(id)
  }

  private set(entries: readonly AlertEntry[]) {
    this.entries = entries
    for (const listener of this.listeners) listener()
  }
}
