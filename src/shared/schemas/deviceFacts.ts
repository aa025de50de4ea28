import { z } from 'zod'
import { dateTime } from './common'

/** Where the screen's service worker is (docs/SCREEN-DEVICE.md#device-facts). */
export const OFFLINE_APP_STATES = ['unsupported', 'installing', 'active', 'failed'] as const
export type OfflineAppState = (typeof OFFLINE_APP_STATES)[number]
/** A worker still installing this long after the page loaded counts as not capable (docs/ALERTS.md). */
export const OFFLINE_APP_INSTALL_MINUTES = 10

/** What the watchdog found wrong (docs/SCREEN-DEVICE.md#the-watchdog), and what it did about it. */
export const FAULT_KINDS = ['error', 'rejection', 'videoStall', 'loopStall'] as const
export const RECOVERY_ACTIONS = ['nextClip', 'reread', 'reload'] as const

/**
 * What a class screen says of the device it runs on, for support (docs/SCREEN-DEVICE.md#device-facts).
 * Sent with the poll only when it changed, like the rest of the device state: values that move all the
 * time are sent as instants (`loadedAt`) or rounded (storage to the MB, clock offset to 50 ms).
 */
export const DeviceFacts = z
  .object({
    browser: z.string().max(80).describe('Browser name and major version, e.g. "Chrome 131"'),
    screen: z.string().max(40).describe('Screen resolution in CSS pixels and the pixel ratio, e.g. "1920x1080@1"'),
    storageUsed: z
      .number()
      .min(0)
      .max(1e15)
      .nullable()
      .describe('Bytes this app stores (navigator.storage.estimate; a number, as it passes 2^31); null when unknown'),
    storageQuota: z.number().min(0).max(1e15).nullable().describe('Bytes the browser lets it store; null when unknown'),
    deviceMemory: z.number().min(0).max(4096).nullable().describe('Device memory in GB as the browser tells it (rounded); null when unknown'),
    loadedAt: dateTime().describe('When the page was loaded (uptime = now - loadedAt)'),
    clockOffsetMs: z.number().min(-1e13).max(1e13).nullable().describe('Server clock minus device clock, ms; null before the first poll'),
    autoplayMuted: z.boolean().describe('The browser refused autoplay with sound: clips play muted until someone touches the screen'),
    offlineCapable: z
      .boolean()
      .describe('The app is kept for a boot with no network (an active service worker) and clips can be stored (Cache Storage or IndexedDB)'),
    offlineApp: z
      .enum(OFFLINE_APP_STATES)
      .optional()
      .describe(
        'Where the service worker that keeps the app is: unsupported (not a secure context, or no service workers), installing (registered, not yet active: the screen reports again once it is), active, or failed (it could not install); absent from older screens',
      ),
    recoveries: z.number().int().min(0).max(1_000_000).describe('Times the watchdog recovered the screen (kept across reloads)'),
    pushEventsRefused: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .optional()
      .describe('Push events the screen could not read since the page loaded (an unknown event or data it does not fit); absent from older screens'),
    lastRecovery: z
      .object({ kind: z.enum(FAULT_KINDS), action: z.enum(RECOVERY_ACTIONS), at: dateTime() })
      .nullable()
      .describe('The latest recovery: what went wrong and what the watchdog did'),
  })
  .meta({ id: 'DeviceFacts' })
export type DeviceFacts = z.infer<typeof DeviceFacts>

/** Storage used beyond this share of the quota raises an alert (docs/ALERTS.md). */
export const STORAGE_NEARLY_FULL = 0.9

/** The device facts of a screen as the console shows them, with its app version. */
export const ScreenDevice = DeviceFacts.extend({ appVersion: z.string() }).meta({ id: 'ScreenDevice' })
export type ScreenDevice = z.infer<typeof ScreenDevice>
