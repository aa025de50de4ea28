import type { DownloadWindow } from '../../../machines/fetchAheadMachine'

// The location's download window and cap as the poll last said them (docs/SCREEN-DEVICE.md#content-ahead). Apart from
// fetchAhead.ts, which loads after the first view: the poll writes here from the start, and this module loads nothing.

export interface DownloadSettings {
  window: DownloadWindow | null
  /** The location's cap for all its screens, Mbit/s; null: none. */
  capMbps: number | null
}

let settings: DownloadSettings = { window: null, capMbps: null }
const settingsListeners = new Set<(settings: DownloadSettings) => void>()

/** The poll's optional location fields `downloadWindowStart`/`downloadWindowEnd` ('HH:MM') and `downloadCapMbps`. */
export function noteDownloadSettings(poll: object): void {
  const fields = poll as { downloadWindowStart?: unknown; downloadWindowEnd?: unknown; downloadCapMbps?: unknown }
  const start = typeof fields.downloadWindowStart === 'string' ? fields.downloadWindowStart : null
  const end = typeof fields.downloadWindowEnd === 'string' ? fields.downloadWindowEnd : null
  const cap = typeof fields.downloadCapMbps === 'number' && fields.downloadCapMbps > 0 ? fields.downloadCapMbps : null
  const next: DownloadSettings = { window: start && end ? { start, end } : null, capMbps: cap }
  if (next.capMbps === settings.capMbps && next.window?.start === settings.window?.start && next.window?.end === settings.window?.end) return
  settings = next
  for (const listener of settingsListeners) listener(settings)
}

/** The settings the poll said last. */
export const currentDownloadSettings = (): DownloadSettings => settings

/** Calls `listener` with each change; returns the function that stops. */
export function onDownloadSettings(listener: (settings: DownloadSettings) => void): () => void {
  settingsListeners.add(listener)
  return () => settingsListeners.delete(listener)
}
