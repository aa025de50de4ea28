import { STORAGE_NEARLY_FULL } from '../../../../shared/schemas/deviceFacts'

// Bytes as people read them: shared with other features through the kit (src/console/ui/bytes.ts).
export { formatBytes } from '../../../ui/bytes'

/** A span of time in its two largest units: "3 d 4 h", "2 h 5 min", "45 min". */
export function formatDuration(ms: number, locale: string): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  const parts: [number, string][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ]
  const first = parts.findIndex(([value]) => value > 0)
  const shown = first === -1 ? [parts[2]] : parts.slice(first, first + 2).filter(([value], index) => index === 0 || value > 0)
  return shown.map(([value, unit]) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value)).join(' ')
}

/** A clock offset with its sign and unit: "+150 ms", "−2.4 s". */
export function formatOffset(ms: number, locale: string): string {
  const seconds = Math.abs(ms) >= 1000
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: seconds ? 'second' : 'millisecond',
    unitDisplay: 'short',
    signDisplay: 'exceptZero',
    maximumFractionDigits: seconds ? 1 : 0,
  }).format(seconds ? ms / 1000 : ms)
}

/** The problems the console warns about (the same as the alerts, docs/ALERTS.md). */
export interface DeviceProblems {
  notOfflineCapable: boolean
  muted: boolean
  storageFull: boolean
}

export function deviceProblems(device: {
  offlineCapable: boolean
  autoplayMuted: boolean
  storageUsed: number | null
  storageQuota: number | null
}): DeviceProblems {
  return {
    notOfflineCapable: !device.offlineCapable,
    muted: device.autoplayMuted,
    storageFull: device.storageUsed !== null && Boolean(device.storageQuota) && device.storageUsed / device.storageQuota! > STORAGE_NEARLY_FULL,
  }
}

export const hasProblem = (problems: DeviceProblems) => problems.notOfflineCapable || problems.muted || problems.storageFull
