import { useEffect, useState } from 'react'

export interface RefreshProgress {
  isRunning: boolean
  /** 0-100; reaches 100 when every screen has reported back or the time is up. */
  percent: number
  elapsedSeconds: number
  isDone: boolean
  isTimedOut: boolean
  start: () => void
  clear: () => void
}

/**
 * Progress of a refresh that screens confirm by clearing their flag (docs/RULES.md#connection-and-forms: a screen refresh
 * takes about 60 s, a hard refresh 30-60 s). `pending` is how many screens still hold the flag.
 */
export function useRefreshProgress(pending: number, expectedMs: number): RefreshProgress {
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const running = startedAt !== null
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [running])
  const elapsed = running ? Math.max(0, now - startedAt) : 0
  // The flag is set by the call itself, so give the list a moment to show it before trusting "0 pending".
  const settled = elapsed > 3000
  const isDone = running && settled && pending === 0
  const isTimedOut = running && !isDone && elapsed >= expectedMs
  const percent = !running ? 0 : isDone || isTimedOut ? 100 : Math.min(95, Math.round((elapsed / expectedMs) * 100))
  return {
    isRunning: running && !isDone && !isTimedOut,
    percent,
    elapsedSeconds: Math.round(elapsed / 1000),
    isDone,
    isTimedOut,
    start: () => {
      setStartedAt(Date.now())
      setNow(Date.now())
    },
    clear: () => setStartedAt(null),
  }
}
