import { Workbox } from 'workbox-window'
import { SCREEN_SW } from '../../shared/screenWorker'

/** A kiosk never navigates by itself: look for a new release this often (the browser checks on each reload too). */
export const UPDATE_CHECK_MS = 60 * 60_000

export interface ScreenWorker {
  /** Lets the waiting release take over; the page reloads into it once it controls the page. */
  activate(): void
  stop(): void
}

/**
 * Registers the screen's service worker (docs/SCREEN-DEVICE.md#offline-boot), which keeps the app for a boot
 * with no network. A new release installs beside the running one and waits: `onUpdateReady` tells the screen
 * machine, which calls `activate()` at an idle moment (never mid-class). Where service workers do not exist
 * (plain http on a LAN address: not a secure context) this does nothing.
 */
export function registerScreenWorker(onUpdateReady: () => void): ScreenWorker {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !globalThis.isSecureContext) return { activate: () => {}, stop: () => {} }
  const workbox = new Workbox(SCREEN_SW.url, { scope: SCREEN_SW.scope })
  let activating = false
  workbox.addEventListener('waiting', () => onUpdateReady())
  // Only the take-over this page asked for reloads it (the first install controls the page without one).
  workbox.addEventListener('controlling', () => {
    if (activating) window.location.reload()
  })
  void workbox.register().catch(() => undefined)
  const timer = setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS)
  return {
    activate() {
      activating = true
      workbox.messageSkipWaiting()
    },
    stop: () => clearInterval(timer),
  }
}
