/** Timestamps the e2e tests read (window.__screenMetrics): push arrivals, clip seams and sync drift. */
export interface ScreenMetrics {
  push: { event: string; at: number }[]
  /** Push frames the screen could not read (pushEvents.ts). */
  pushRefused: { event: string; at: number }[]
  /** startupMs: play() (as meant) → first frame; plannedStartupMs: what the seam was scheduled with; startLateMs: how late the timer ran. */
  seams: {
    from: number
    to: number
    gapMs: number
    frameIntervalMs: number
    steadyFrameMs: number
    startupMs: number
    plannedStartupMs: number
    startLateMs: number
    at: number
  }[]
  drift: { position: number; driftMs: number; at: number }[]
}

declare global {
  interface Window {
    __screenMetrics?: ScreenMetrics
  }
}

function metrics(): ScreenMetrics {
  window.__screenMetrics ??= { push: [], pushRefused: [], seams: [], drift: [] }
  return window.__screenMetrics
}

const LIMIT = 200

export function recordMetric(kind: 'push' | 'pushRefused', event: string): void {
  const list = metrics()[kind]
  list.push({ event, at: Date.now() })
  if (list.length > LIMIT) list.shift()
}

export function recordSeam(seam: Omit<ScreenMetrics['seams'][number], 'at'>): void {
  const list = metrics().seams
  list.push({ ...seam, at: Date.now() })
  if (list.length > LIMIT) list.shift()
}

export function recordDrift(position: number, driftMs: number): void {
  const list = metrics().drift
  list.push({ position, driftMs, at: Date.now() })
  if (list.length > LIMIT) list.shift()
}
