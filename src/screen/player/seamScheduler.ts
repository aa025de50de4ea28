import { clipStartInstant, clipStartSeconds } from '../../../machines/classClock'
import type { DeckPlan } from './deckPlan'

/**
 * Start the next clip this much before its instant. Landing exactly on it leaves a visible gap half the time
 * (timer and decoder jitter); landing early only trims the outgoing clip's last frame under the swap, and the
 * rate nudge absorbs the lead within a second.
 */
export const SEAM_LEAD_MS = 40

/** A clip starting this close to its beginning starts from 0 (a seek would cost more than it saves). */
const START_FROM_ZERO_SECONDS = 0.1

type Clock = Pick<DeckPlan, 'durations' | 'startedAt'>

/**
 * How long from `now` (device epoch ms) until play() is called on the preloaded clip at `position`, so its
 * first frame lands on its instant on the class clock: the instant less the start latency and the lead.
 * Null without a clock or while a duration before it is unknown: then its predecessor's 'ended' starts it.
 */
export function seamStartDelay(plan: Clock, position: number, startLatencyMs: number, now: number): number | null {
  if (plan.startedAt === null) return null
  const at = clipStartInstant(plan.durations, plan.startedAt, position)
  if (Number.isNaN(at)) return null
  return Math.max(0, at - startLatencyMs - SEAM_LEAD_MS - now)
}

/**
 * Seconds into clip `position` where the class will be when a clip asked to play `now` shows its first
 * frame (`startLatencyMs` later): 0 near its beginning or past its end, null without a clock.
 */
export function clockStartOffset(plan: Clock, position: number, startLatencyMs: number, now: number): number | null {
  if (plan.startedAt === null) return null
  const start = clipStartSeconds(plan.durations, position)
  if (Number.isNaN(start)) return null
  const offset = (now + startLatencyMs - plan.startedAt) / 1000 - start
  const duration = plan.durations[position]
  if (offset <= START_FROM_ZERO_SECONDS || (duration !== undefined && offset >= duration)) return 0
  return offset
}

/**
 * Where a clip that starts mid-class (a join, a jump, a fallback to the network) is sought to: where the
 * clock says, else the machine's join offset when it is the head, else its beginning.
 */
export function startSeekSeconds(plan: DeckPlan | null, position: number, startLatencyMs: number, now: number): number {
  if (!plan) return 0
  return clockStartOffset(plan, position, startLatencyMs, now) ?? (position === plan.head.position ? plan.startOffsetSeconds : 0)
}
