import { API_MESSAGES } from './messages'
import { CLASS_TIME_PATTERN } from './validation'

// A location's download window and bandwidth cap (docs/LINK-CHECKS.md#download-window-and-cap): when and how
// fast its screens may fetch the coming days' clips.

/** The highest bandwidth cap, in Mbit/s: beyond any studio's line. */
export const DOWNLOAD_CAP_MAX_MBPS = 10_000

export interface DownloadSettings {
  downloadWindowStart: string | null
  downloadWindowEnd: string | null
  downloadCapMbps: number | null
}

/** True when the text is a time of day as the window stores it: 'HH:MM', 24-hour. */
export function isWindowTime(value: unknown): value is string {
  return typeof value === 'string' && CLASS_TIME_PATTERN.test(value)
}

/** Why these settings cannot be saved (an API message), or null. A window is both ends or neither, and may cross midnight. */
export function downloadSettingsProblem(settings: DownloadSettings): string | null {
  const { downloadWindowStart: start, downloadWindowEnd: end, downloadCapMbps: cap } = settings
  if ((start !== null && !isWindowTime(start)) || (end !== null && !isWindowTime(end))) return API_MESSAGES.downloadWindowTime
  if ((start === null) !== (end === null)) return API_MESSAGES.downloadWindowPair
  if (start !== null && start === end) return API_MESSAGES.downloadWindowEmpty
  if (cap !== null && (!Number.isInteger(cap) || cap < 1 || cap > DOWNLOAD_CAP_MAX_MBPS)) return API_MESSAGES.downloadCapRange
  return null
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** True when `minutes` after local midnight fall inside the window [start, end); a window whose end comes before its start crosses midnight. */
export function inDownloadWindow(start: string, end: string, minutes: number): boolean {
  const from = minutesOf(start)
  const to = minutesOf(end)
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to
}
