import { createActor, fromPromise } from 'xstate'
import { playReportMachine, type SendOutcome } from '../../../machines/playReportMachine'
import type { PlayReport } from '../../shared/schemas/classRuns'
import { deviceClient } from './deviceClient'
import { ScreenApiError } from './http'
import { readScreenToken } from './tokenStore'

/** localStorage key of the reports not yet sent: they survive a reload, a power cut, a network outage. */
export const PLAY_REPORTS_KEY = 'play_reports'

function restore(): PlayReport[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PLAY_REPORTS_KEY) ?? '[]')
    return Array.isArray(stored) ? (stored as PlayReport[]) : []
  } catch {
    return []
  }
}

function save(pending: readonly PlayReport[]): void {
  try {
    if (pending.length === 0) localStorage.removeItem(PLAY_REPORTS_KEY)
    else localStorage.setItem(PLAY_REPORTS_KEY, JSON.stringify(pending))
  } catch {
    // Storage full or off: the queue lives on in memory.
  }
}

/** Answers that will not change on a retry: a report the server cannot take, a screen no longer linked. */
const REFUSED = new Set([400, 401, 404, 413])

async function send(plays: PlayReport[]): Promise<SendOutcome> {
  const token = readScreenToken()
  if (!token) return 'refused'
  try {
    await deviceClient.reportPlays({ plays }, { token })
    return 'stored'
  } catch (error) {
    if (error instanceof ScreenApiError && error.status !== undefined && REFUSED.has(error.status)) return 'refused'
    throw error
  }
}

/** The screen's outbox of proof-of-play reports (machines/playReportMachine.ts), started with what a reload left. */
export const playReports = createActor(
  playReportMachine.provide({
    actors: { sendPlays: fromPromise<SendOutcome, { plays: PlayReport[] }>(({ input }) => send(input.plays)) },
    actions: { persist: ({ context }) => save(context.pending) },
  }),
  { input: { pending: restore() } },
).start()

window.addEventListener('online', () => playReports.send({ type: 'connection.restored' }))

declare global {
  interface Window {
    /** Read by the e2e tests: reports waiting to be sent. */
    __playReports?: () => { pending: number; state: string }
  }
}
window.__playReports = () => ({ pending: playReports.getSnapshot().context.pending.length, state: String(playReports.getSnapshot().value) })
