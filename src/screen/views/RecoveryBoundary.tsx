import { Component, type ErrorInfo, type ReactNode } from 'react'
import { LoadingView } from './LoadingView'

/**
 * Delays before the page reloads itself after a crash of the view: quick at first (a reload rejoins a class
 * where it is), then backing off so a build that cannot render does not reload in a tight loop.
 */
export const RECOVERY_DELAYS_MS = [3_000, 10_000, 30_000, 60_000] as const
/** A crash this long after the last one starts the back-off over. */
export const RECOVERY_RESET_MS = 10 * 60_000
const STORAGE_KEY = 'screen_recovery'

export interface RecoveryRecord {
  attempts: number
  lastAt: number
}

/** The delay before the next reload, and the record to keep for the crash after it. */
export function nextRecovery(previous: RecoveryRecord | null, now: number): { delayMs: number; record: RecoveryRecord } {
  const attempts = previous && now - previous.lastAt < RECOVERY_RESET_MS ? previous.attempts + 1 : 1
  return { delayMs: RECOVERY_DELAYS_MS[Math.min(attempts, RECOVERY_DELAYS_MS.length) - 1], record: { attempts, lastAt: now } }
}

function readRecord(storage: Pick<Storage, 'getItem'>): RecoveryRecord | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<RecoveryRecord> | null
    return value && typeof value.attempts === 'number' && typeof value.lastAt === 'number' ? { attempts: value.attempts, lastAt: value.lastAt } : null
  } catch {
    return null
  }
}

export interface RecoveryBoundaryProps {
  children: ReactNode
  /** Injected by tests; the page's reload and sessionStorage otherwise. */
  reload?: () => void
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  now?: () => number
}

/**
 * A wall screen has nobody to press reload: if a view throws, show the loading image instead of a blank
 * page and reload the page after a short delay. The reloaded page re-reads the screen and joins a running
 * class where it is.
 */
export class RecoveryBoundary extends Component<RecoveryBoundaryProps, { failed: boolean }> {
  state = { failed: false }
  private timer: ReturnType<typeof setTimeout> | undefined

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[screen] the view crashed; reloading', error, info.componentStack)
    const storage = this.props.storage ?? window.sessionStorage
    const { delayMs, record } = nextRecovery(readRecord(storage), (this.props.now ?? Date.now)())
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(record))
    } catch {
      // Storage full or blocked: reload anyway, without the back-off.
    }
    const reload = this.props.reload ?? (() => window.location.reload())
    clearTimeout(this.timer)
    this.timer = setTimeout(reload, delayMs)
  }

  componentWillUnmount(): void {
    clearTimeout(this.timer)
  }

  render(): ReactNode {
    return this.state.failed ? <LoadingView /> : this.props.children
  }
}
