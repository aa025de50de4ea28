import { Workbox } from 'workbox-window'
import type { OfflineAppState } from '../../shared/schemas/deviceFacts'
import { SCREEN_SW } from '../../shared/screenWorker'

/** A kiosk never navigates by itself: look for a new release this often (the browser checks on each reload too). */
export const UPDATE_CHECK_MS = 60 * 60_000
/** How long a release asked to take over may stay waiting before the page reloads once to let it (see `activate`). */
export const TAKE_OVER_GRACE_MS = 20_000
/** A reload to let a waiting release take over happens at most once this often: never a loop of reloads. */
const STALL_RELOAD_EVERY_MS = 10 * 60_000
const STALL_RELOAD_KEY = 'screen_release_reload_at'

export interface ScreenWorker {
  /** Lets the waiting release take over; the page reloads into it once it controls the page. */
  activate(): void
  stop(): void
}

export interface UpdateStatus {
  /** Times a new release was found waiting, or took control of the page. */
  waitingSeen: number
  controlling: number
  /** Times the screen machine let it take over, and reloads that made room for it. */
  activations: number
  stallReloads: number
}

/** What `offlineAppState` reads: whether service workers exist here, and the registration once the browser has it. */
let workerSupported = false
let registration: ServiceWorkerRegistration | undefined
let registrationFailed = false

/**
 * Where the service worker that keeps the app for an offline boot is, for the device facts
 * (docs/SCREEN-DEVICE.md#device-facts). On its first load a page is not controlled by the worker it installs (no
 * clientsClaim), yet once that worker is active the next boot, with or without a network, comes from it: `active`.
 * Until the browser says so it is `installing`, and the server waits for the report after (docs/ALERTS.md).
 */
export function offlineAppState(): OfflineAppState {
  if (!workerSupported) return 'unsupported'
  if (navigator.serviceWorker.controller || registration?.active) return 'active'
  if (registrationFailed) return 'failed'
  if (!registration || registration.installing || registration.waiting) return 'installing'
  return 'failed'
}

/**
 * Registers the screen's service worker (docs/SCREEN-DEVICE.md#offline-boot), which keeps the app for a boot
 * with no network. A new release installs beside the running one and waits: `onUpdateReady` tells the screen
 * machine, which calls `activate()` at an idle moment (never mid-class). Where service workers do not exist
 * (plain http on a LAN address: not a secure context) this does nothing.
 *
 * The browser lets a waiting release take over only once the running one has no request in hand, and gives up
 * waiting for that after minutes; so a take-over may come late, and it is told to the machine like a new release
 * (`onUpdateReady`), which reloads at once when idle, or when the class ends. When the release still waits
 * `TAKE_OVER_GRACE_MS` after being let in, the machine is asked again and, at an idle moment, the page reloads (at most
 * once in 10 minutes), which drops every request it held; the release then takes over on the next boot.
 */
export function registerScreenWorker(onUpdateReady: () => void, storage?: Storage): ScreenWorker {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !globalThis.isSecureContext) return { activate: () => {}, stop: () => {} }
  workerSupported = true
  const reloads = storage ?? window.sessionStorage
  const workbox = new Workbox(SCREEN_SW.url, { scope: SCREEN_SW.scope })
  const status: UpdateStatus = { waitingSeen: 0, controlling: 0, activations: 0, stallReloads: 0 }
  window.__screenUpdate = () => ({ ...status })
  let tookOver = false
  let stalled = false
  let stall: ReturnType<typeof setTimeout> | undefined
  workbox.addEventListener('waiting', () => {
    status.waitingSeen++
    onUpdateReady()
  })
  // Without clientsClaim the first install never controls a page it did not load: a change of control is a new release.
  workbox.addEventListener('controlling', () => {
    status.controlling++
    tookOver = true
    clearTimeout(stall)
    onUpdateReady()
  })
  void workbox.register().then(
    (registered) => {
      registration = registered
      registrationFailed = registered === undefined
    },
    () => {
      registrationFailed = true
    },
  )
  const timer = setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS)
  return {
    activate() {
      status.activations++
      if (tookOver) return window.location.reload()
      if (stalled) {
        stalled = false
        if (Date.now() - Number(reloads.getItem(STALL_RELOAD_KEY) ?? 0) >= STALL_RELOAD_EVERY_MS) {
          reloads.setItem(STALL_RELOAD_KEY, String(Date.now()))
          status.stallReloads++
          return window.location.reload()
        }
      }
      workbox.messageSkipWaiting()
      clearTimeout(stall)
      // Still waiting: the machine is asked again, and reloads at an idle moment (now, or when a class just begun ends).
      stall = setTimeout(() => {
        stalled = true
        onUpdateReady()
      }, TAKE_OVER_GRACE_MS)
    },
    stop: () => {
      clearInterval(timer)
      clearTimeout(stall)
    },
  }
}

declare global {
  interface Window {
    /** For support and the e2e tests: what the page has seen of a new release. */
    __screenUpdate?: () => UpdateStatus
  }
}
