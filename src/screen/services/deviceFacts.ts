import type { DeviceFacts } from '../../shared/schemas/deviceFacts'
import { offlineAppState } from './appUpdate'
import { pushEventsRefused } from './pushRefusals'
import { watchdogStatus } from './watchdog'

/**
 * What the class screen says of its device (docs/SCREEN-DEVICE.md#device-facts), read without waiting:
 * the storage estimate is asynchronous, so it is refreshed in the background and the last answer used.
 * Values that move all the time are rounded, so the device state changes (and travels with the poll)
 * only when something support cares about changes.
 */
const MB = 1024 * 1024
const STORAGE_REFRESH_MS = 5 * 60_000
const CLOCK_ROUNDING_MS = 50

let autoplayMuted = false
/** The player's audio policy: the browser refused sound (true), or a touch allowed it again (false). */
export function noteAutoplayMuted(muted: boolean): void {
  autoplayMuted = muted
}

let storage: { used: number | null; quota: number | null } = { used: null, quota: null }
let storageReadAt = -Infinity

function refreshStorage(now: number): void {
  if (now - storageReadAt < STORAGE_REFRESH_MS || !navigator.storage?.estimate) return
  storageReadAt = now
  navigator.storage.estimate().then(
    ({ usage, quota }) => {
      storage = {
        used: typeof usage === 'number' ? Math.round(usage / MB) * MB : null,
        quota: typeof quota === 'number' ? Math.round(quota / MB) * MB : null,
      }
    },
    () => undefined,
  )
}

/** "Chrome 131", "Firefox 133", "Safari 18", from the client hints when there are, else the user agent. */
export function browserOf(userAgent: string, brands?: readonly { brand: string; version: string }[]): string {
  const brand = brands?.find(({ brand: name }) => !/not.?a.?brand|chromium/i.test(name)) ?? brands?.find(({ brand: name }) => /chromium/i.test(name))
  if (brand) return `${brand.brand === 'Google Chrome' ? 'Chrome' : brand.brand} ${brand.version}`.slice(0, 80)
  const patterns: [string, RegExp][] = [
    ['Edge', /Edg\/(\d+)/],
    ['Firefox', /Firefox\/(\d+)/],
    ['Chrome', /(?:Chrome|Chromium)\/(\d+)/],
    ['Safari', /Version\/(\d+).*Safari/],
  ]
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(userAgent)
    if (match) return `${name} ${match[1]}`
  }
  return userAgent.slice(0, 80) || 'unknown'
}

interface FactsSources {
  clockOffsetMs: number | null
  /** Clips can be stored on the device (Cache Storage, or IndexedDB where it is missing). */
  canStoreClips: boolean
}

export function deviceFacts({ clockOffsetMs, canStoreClips }: FactsSources, now = Date.now()): DeviceFacts {
  refreshStorage(now)
  const nav = navigator as Navigator & { deviceMemory?: number; userAgentData?: { brands: { brand: string; version: string }[] } }
  const { recoveries, last } = watchdogStatus()
  const offlineApp = offlineAppState()
  return {
    browser: browserOf(nav.userAgent, nav.userAgentData?.brands),
    screen: `${window.screen.width}x${window.screen.height}@${Math.round(window.devicePixelRatio * 100) / 100}`.slice(0, 40),
    storageUsed: storage.used,
    storageQuota: storage.quota,
    deviceMemory: typeof nav.deviceMemory === 'number' ? nav.deviceMemory : null,
    loadedAt: new Date(Math.round(performance.timeOrigin)).toISOString(),
    clockOffsetMs: clockOffsetMs === null ? null : Math.round(clockOffsetMs / CLOCK_ROUNDING_MS) * CLOCK_ROUNDING_MS,
    autoplayMuted,
    offlineCapable: offlineApp === 'active' && canStoreClips,
    offlineApp,
    recoveries: Math.min(recoveries, 1_000_000),
    pushEventsRefused: Math.min(pushEventsRefused(), 1_000_000),
    lastRecovery:
      last && last.action !== 'dailyReload' && last.kind !== 'daily' ? { kind: last.kind, action: last.action, at: new Date(last.at).toISOString() } : null,
  }
}
