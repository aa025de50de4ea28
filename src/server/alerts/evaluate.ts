import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { lastClipPosition } from '../../shared/classFormat'
import { autoStartInstant, classesOfDay, START_WINDOW_MINUTES } from '../../shared/classSchedule'
import { DEFAULT_SYNC_THRESHOLD_MS } from '../../shared/constants'
import { SCREEN_ALERT_KINDS } from '../../shared/schemas/alerts'
import type { Workout } from '../../shared/schemas/workouts'
import type { Db } from '../db/client'
import { emitWebhookEvents } from '../webhooks/outbox'
import { inBatches, letRequestsIn } from '../lib/jobs'
import { alerts, classRunPlays, classRuns, locations, screens } from '../db/schema'
import type { LocationRow } from '../domain/locations'
import { locationReadiness, type ReadinessSources } from '../domain/readiness'
import type { Liveness } from '../fleet/liveness'
import { screensRefusingPlays } from '../limits/playLimits'
import { contentConditions, CONTENT_READY_LEAD_HOURS } from './contentConditions'
import { deviceConditions } from './deviceConditions'
import { syncConditions } from './syncConditions'

export type AlertKind = (typeof alerts.$inferSelect)['kind']

/** How long before a scheduled class a screen that is not ready raises an alert (docs/ALERTS.md). */
export const NOT_READY_ALERT_MINUTES = 15
/** A scheduled class not begun this long after its first clip was due raises an alert. */
export const NOT_STARTED_ALERT_SECONDS = 60
/** A class stopped early stays an open alert this long. */
export const STOPPED_EARLY_OPEN_MINUTES = 60
/** A class nobody stopped that has not reached its last clip, with nothing heard of it this long, has ended by itself. */
export const ENDED_QUIET_MINUTES = 10
/** A screen that polled this recently saying it plays is still in a class. */
const PLAYING_NOW_MS = 2 * 60_000

/** One condition that puts a class at risk, named by a key that stays the same while it lasts. */
export interface Condition {
  key: string
  locationId: string
  kind: AlertKind
  details: Record<string, string | number | null>
}

export interface AlertSources extends ReadinessSources {
  currentWorkout(round: number, location: LocationRow, now: Date): Promise<Workout | null>
}

const MINUTE = 60_000
/** How many studios the check looks at before it lets waiting requests in. */
const YIELD_EVERY_LOCATIONS = 25
const instant = (epochMs: number) => new Date(epochMs).toISOString()

/** What the check reads for every location at once, so a chain of hundreds costs a handful of queries. */
export interface FleetFacts {
  /** Classes staff started (Start presses) in the last two hours, by location: the server's own record. */
  startPresses: Map<string, Date[]>
  /** When each location's screens last polled saying a class was playing (the poll of the last 40 minutes), by location. */
  playingPolls: Map<string, Date[]>
  /**
   * Runs that ended before their last clip without anyone choosing it, in the last hour, by location: stopped by a
   * system (an API key), or ended by themselves (`stoppedAt` null; `endedAt` the last word of them). A Stop by a
   * person at the console is a decision, not an incident: the run records it, nothing is raised.
   */
  stoppedEarly: Map<string, { id: string; stoppedAt: Date | null; endedAt: Date; stoppedBy: string | null; startedAt: Date }[]>
  /** The rounds each location's screens play. */
  rounds: Map<string, number[]>
  /** Screens that keep sending play reports the server refuses, by location. */
  refusingPlays: Map<string, { screen: string; round: number; refused: number; subject: string }[]>
}

const push = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value])

/** Long enough to cover a class's countdown and its start window: a playing poll older than this says nothing of a class due now. */
const PLAYING_POLLS_MINUTES = 40

export async function fleetFacts(db: Db, fleet: Pick<Liveness, 'lastSeen' | 'deviceState'>, now: Date): Promise<FleetFacts> {
  const facts: FleetFacts = { startPresses: new Map(), playingPolls: new Map(), stoppedEarly: new Map(), rounds: new Map(), refusingPlays: new Map() }
  // Manual runs are opened by the Start press alone (a screen's report can only join one): the class state's record.
  const presses = await db
    .select({ locationId: classRuns.locationId, startedAt: classRuns.startedAt })
    .from(classRuns)
    .where(and(eq(classRuns.kind, 'manual'), gte(classRuns.startedAt, new Date(now.getTime() - 2 * 60 * MINUTE))))
  for (const press of presses) push(facts.startPresses, press.locationId, press.startedAt)
  const polled = await db
    .select()
    .from(screens)
    .where(gte(screens.statusUpdatedAt, new Date(now.getTime() - PLAYING_POLLS_MINUTES * MINUTE)))
  for (const screen of polled) {
    const seen = fleet.lastSeen(screen)
    if (seen && fleet.deviceState(screen.id, screen.deviceState)?.playing) push(facts.playingPolls, screen.locationId, seen)
  }
  const since = new Date(now.getTime() - STOPPED_EARLY_OPEN_MINUTES * MINUTE)
  const stopped = await db
    .select({
      id: classRuns.id,
      locationId: classRuns.locationId,
      stoppedAt: classRuns.stoppedAt,
      stoppedBy: classRuns.stoppedByName,
      startedAt: classRuns.startedAt,
      lastWord: sql<Date>`coalesce(${classRuns.lastPlayEndedAt}, ${classRuns.startedAt})`.mapWith(classRuns.startedAt),
      format: classRuns.format,
    })
    .from(classRuns)
    .where(
      or(
        and(eq(classRuns.stoppedBySystem, true), gte(classRuns.stoppedAt, since)),
        // Nobody stopped it, a screen played some of it, and nothing has been heard of it for a while.
        and(
          isNull(classRuns.stoppedAt),
          gt(classRuns.reportingScreens, 0),
          gte(sql`coalesce(${classRuns.lastPlayEndedAt}, ${classRuns.startedAt})`, since),
          lte(sql`coalesce(${classRuns.lastPlayEndedAt}, ${classRuns.startedAt})`, new Date(now.getTime() - ENDED_QUIET_MINUTES * MINUTE)),
        ),
      ),
    )
  if (stopped.length > 0) {
    const finished = await db
      .select({ runId: classRunPlays.runId, last: sql<number>`max(${classRunPlays.position})::int` })
      .from(classRunPlays)
      .where(
        and(
          inArray(
            classRunPlays.runId,
            stopped.map((run) => run.id),
          ),
          isNotNull(classRunPlays.endedAt),
        ),
      )
      .groupBy(classRunPlays.runId)
    const lastPosition = new Map(finished.map((row) => [row.runId, row.last]))
    for (const run of stopped) {
      if ((lastPosition.get(run.id) ?? -1) >= lastClipPosition(run.format)) continue
      // A screen of the location still plays: the class goes on there.
      if (!run.stoppedAt && (facts.playingPolls.get(run.locationId) ?? []).some((polledAt) => now.getTime() - polledAt.getTime() <= PLAYING_NOW_MS)) continue
      push(facts.stoppedEarly, run.locationId, {
        id: run.id,
        stoppedAt: run.stoppedAt,
        endedAt: run.stoppedAt ?? run.lastWord,
        stoppedBy: run.stoppedBy,
        startedAt: run.startedAt,
      })
    }
  }
  const rounds = await db.selectDistinct({ locationId: screens.locationId, round: screens.round }).from(screens).orderBy(asc(screens.round))
  for (const row of rounds) push(facts.rounds, row.locationId, row.round)
  const refusing = await screensRefusingPlays(db, now)
  if (refusing.length > 0) {
    const named = await db
      .select({ id: screens.id, name: screens.name, round: screens.round })
      .from(screens)
      .where(
        inArray(
          screens.id,
          refusing.map((row) => row.screenId),
        ),
      )
    const byId = new Map(named.map((row) => [row.id, row]))
    for (const row of refusing) {
      const screen = byId.get(row.screenId)
      if (screen) push(facts.refusingPlays, row.locationId, { screen: screen.name, round: screen.round, refused: row.refused, subject: screen.id })
    }
  }
  return facts
}

/** Every condition that holds now at the location (docs/ALERTS.md says which and why). */
export async function conditionsAt(db: Db, sources: AlertSources, location: LocationRow, facts: FleetFacts, now: Date): Promise<Condition[]> {
  const found: Condition[] = []
  const add = (kind: AlertKind, subject: string, details: Condition['details']) =>
    found.push({ key: `${kind}|${location.id}|${subject}`, locationId: location.id, kind, details })
  // The day's classes with the calendar applied: a holiday or closure has none, so neither
  // "screen not ready" nor "class not started" can fire for a closed studio (docs/ALERTS.md).
  const { classes } = await sources.dayPlan(location, now)
  const today = classesOfDay(classes, now.getTime(), location.timeZone)

  // A screen not ready within 15 minutes of a scheduled class. Screens never paired are not in service yet.
  const soon = today.find((entry) => entry.startsAt > now.getTime() && entry.startsAt - now.getTime() <= NOT_READY_ALERT_MINUTES * MINUTE)
  if (soon && location.automaticMode) {
    const readiness = await locationReadiness(db, sources, location, now)
    for (const screen of readiness.screens) {
      const reasons = screen.reasons.filter((reason) => reason !== 'notLinked')
      if (reasons.length === 0 || screen.reasons.includes('notLinked')) continue
      add('screenNotReady', `${screen.screen}|${soon.startsAt}`, {
        screen: screen.name,
        round: screen.round,
        reasons: reasons.join(','),
        classTime: soon.time,
        classAt: instant(soon.startsAt),
        className: soon.name,
      })
    }
  }

  // A scheduled class not begun a minute after its first clip was due (and its start window still open).
  // Decided by the server's own evidence, never by a screen's play reports: staff pressed Start since
  // the countdown was due, or a screen of the location polled since then saying it plays the class.
  const presses = facts.startPresses.get(location.id) ?? []
  const playing = facts.playingPolls.get(location.id) ?? []
  for (const entry of today) {
    const due = autoStartInstant(entry, location.alternateCountdown)
    const windowEnds = entry.startsAt + START_WINDOW_MINUTES.to * MINUTE
    if (now.getTime() - due < NOT_STARTED_ALERT_SECONDS * 1000 || now.getTime() > windowEnds) continue
    const begun =
      presses.some((startedAt) => startedAt.getTime() >= due - 15 * MINUTE && startedAt.getTime() <= windowEnds) ||
      playing.some((polledAt) => polledAt.getTime() >= due)
    if (!begun)
      add('classNotStarted', String(entry.startsAt), {
        classTime: entry.time,
        classAt: instant(entry.startsAt),
        className: entry.name,
        automaticMode: location.automaticMode ? 1 : 0,
      })
  }

  // A class that ended before its last clip without anyone choosing it, for an hour after. Times are instants: the
  // console shows them in the reader's language, on the studio's clock.
  for (const run of facts.stoppedEarly.get(location.id) ?? []) {
    add('classStoppedEarly', run.id, {
      run: run.id,
      stoppedBy: run.stoppedAt ? run.stoppedBy : null,
      startedAt: instant(run.startedAt.getTime()),
      stoppedAt: run.stoppedAt ? instant(run.stoppedAt.getTime()) : null,
      endedAt: instant(run.endedAt.getTime()),
    })
  }

  // A screen that keeps sending play reports the server refuses (docs/SECURITY.md#proof-of-play), while it goes on.
  for (const screen of facts.refusingPlays.get(location.id) ?? []) {
    add('playsRefused', screen.subject, { screen: screen.screen, round: screen.round, refused: screen.refused })
  }

  // A round the location's screens play with no workout tomorrow (the fleet caches workouts by round and date).
  const tomorrow = new Date(now.getTime() + 24 * 60 * MINUTE)
  const tomorrowDate = new Intl.DateTimeFormat('en-CA', { timeZone: location.timeZone }).format(tomorrow)
  for (const round of facts.rounds.get(location.id) ?? []) {
    if (!(await sources.currentWorkout(round, location, tomorrow))) add('noWorkoutTomorrow', `${round}|${tomorrowDate}`, { round, date: tomorrowDate })
  }
  return found
}

export interface EvaluationResult {
  raised: number
  resolved: number
  /** Locations with an alert raised or resolved now: their consoles hear it (docs/FLEET.md#live-consoles). */
  locations: string[]
}

/**
 * Brings the alerts in line with the conditions of every location in service: a new condition is
 * raised once (one open alert per key, whatever process sees it first), an open alert whose
 * condition is gone resolves itself. `webhook` says whether raising and resolving are to be sent.
 */
export async function evaluateAlerts(
  db: Db,
  sources: AlertSources,
  now: Date,
  webhook: boolean,
  options: { contentLeadHours?: number; syncThresholdMs?: number } = {},
): Promise<EvaluationResult> {
  const inService = await db
    .select()
    .from(locations)
    .where(and(eq(locations.isActive, true), eq(locations.isEnabled, true)))
  const facts = await fleetFacts(db, sources, now)
  const conditions: Condition[] = []
  for (const [index, location] of inService.entries()) {
    conditions.push(...(await conditionsAt(db, sources, location, facts, now)))
    // Most of what a location needs comes from the fleet's memory, and awaiting it never leaves the loop: let the
    // requests waiting meanwhile (a Start, a poll) in between studios, or a chain of a thousand holds them all.
    if (index % YIELD_EVERY_LOCATIONS === YIELD_EVERY_LOCATIONS - 1) await letRequestsIn()
  }
  conditions.push(...(await deviceConditions(db, sources, inService, now)))
  conditions.push(...(await syncConditions(db, sources, inService, options.syncThresholdMs ?? DEFAULT_SYNC_THRESHOLD_MS, now)))
  conditions.push(...(await contentConditions(db, sources, inService, now, options.contentLeadHours ?? CONTENT_READY_LEAD_HOURS, NOT_READY_ALERT_MINUTES)))
  // Every open alert, a location taken out of service included: conditions already open cost no write.
  const open = await db.select({ id: alerts.id, key: alerts.key, locationId: alerts.locationId }).from(alerts).where(isNull(alerts.resolvedAt))
  const openKeys = new Set(open.map((alert) => alert.key))
  let raised = 0
  const touched = new Set<string>()
  // A chain-wide condition (a round with no workout tomorrow, a region's Wi-Fi down) raises hundreds at once: written a
  // batch a transaction, with waiting requests let in between (lib/jobs.ts).
  const fresh = [...new Map(conditions.filter((condition) => !openKeys.has(condition.key)).map((condition) => [condition.key, condition])).values()]
  await inBatches(fresh, async (batch) => {
    // The alerts and their webhook events in one transaction (docs/WEBHOOKS.md#delivery): never one without the other.
    const inserted = await db.transaction(async (tx) => {
      const rows = batch.map(
        (condition) =>
          sql`(${condition.locationId}::uuid, ${condition.kind}, ${condition.key}, ${JSON.stringify(condition.details)}::jsonb, ${now.toISOString()}::timestamptz, ${webhook ? 'pending' : 'none'}, ${webhook ? now.toISOString() : null}::timestamptz)`,
      )
      const result = await tx.execute(sql`
      insert into alerts (location_id, kind, key, details, raised_at, delivery, next_delivery_at)
      values ${sql.join(rows, sql`, `)}
      on conflict (key) where resolved_at is null do nothing
      returning id, key`)
      const ids = new Map(rowsOf(result).map((row) => [String(row.key), String(row.id)]))
      const raisedNow = batch.filter((condition) => ids.has(condition.key))
      await emitWebhookEvents(
        tx,
        raisedNow.map((condition) => ({
          event: 'alert.raised' as const,
          data: {
            alertId: ids.get(condition.key),
            locationId: condition.locationId,
            kind: condition.kind,
            details: condition.details,
            raisedAt: now.toISOString(),
          },
        })),
        now,
      )
      return raisedNow
    })
    raised += inserted.length
    for (const condition of inserted) touched.add(condition.locationId)
  })
  const holding = new Set(conditions.map((condition) => condition.key))
  const clearedAlerts = open.filter((alert) => !holding.has(alert.key))
  for (const alert of clearedAlerts) if (alert.locationId) touched.add(alert.locationId)
  const cleared = clearedAlerts.map((alert) => alert.id)
  await resolveAlerts(db, cleared, now, webhook)
  return { raised, resolved: cleared.length, locations: [...touched] }
}

/** Resolves these open alerts now, each with its webhook event when `webhook` (docs/WEBHOOKS.md#delivery). */
async function resolveAlerts(db: Db, ids: string[], now: Date, webhook: boolean): Promise<void> {
  await inBatches(ids, (batch) =>
    db.transaction(async (tx) => {
      const resolved = await tx
        .update(alerts)
        .set({
          resolvedAt: now,
          resolutionPending: webhook,
          nextDeliveryAt: webhook ? sql`coalesce(${alerts.nextDeliveryAt}, ${now})` : alerts.nextDeliveryAt,
        })
        .where(and(inArray(alerts.id, batch), isNull(alerts.resolvedAt)))
        .returning({ id: alerts.id, locationId: alerts.locationId, kind: alerts.kind, details: alerts.details })
      await emitWebhookEvents(
        tx,
        resolved.map((alert) => ({
          event: 'alert.resolved' as const,
          data: { alertId: alert.id, locationId: alert.locationId, kind: alert.kind, details: alert.details, resolvedAt: now.toISOString() },
        })),
        now,
      )
    }),
  )
}

/**
 * A screen deleted, unpaired or paired to another device: the open alerts about it (the kinds about one screen)
 * resolve at once, not at the next check, as what they said was about a device it no longer has. Returns their
 * locations, for their consoles to hear.
 */
export async function resolveScreenAlerts(db: Db, screenId: string, now: Date, webhook: boolean): Promise<string[]> {
  const open = await db
    .select({ id: alerts.id, locationId: alerts.locationId })
    .from(alerts)
    .where(and(isNull(alerts.resolvedAt), inArray(alerts.kind, [...SCREEN_ALERT_KINDS]), sql`split_part(${alerts.key}, '|', 3) = ${screenId}`))
  await resolveAlerts(
    db,
    open.map((alert) => alert.id),
    now,
    webhook,
  )
  return [...new Set(open.map((alert) => alert.locationId))]
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows
  return Array.isArray(rows) ? rows : []
}
