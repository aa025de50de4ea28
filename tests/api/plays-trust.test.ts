import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_VERSION } from '../../src/shared/constants'
import { classRunPlays, classRuns } from '../../src/server/db/schema'
import type { PlayReport } from '../../src/shared/schemas/classRuns'
import { USERS } from './fixtures'
import { buildTestApp, errorOf, type TestApp } from './helpers'
import { automaticPlay, MINUTE, pastClass, play, scheduleClasses } from './playsHelpers'
import { daytimeZone } from './wallClock'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

// Proof of play you can trust (docs/SECURITY.md#proof-of-play): a screen token, used as an attacker
// would, cannot store forged plays, flood the runs, silence "class not started" or move the report.
// The alert timers are off; the test runs the check as the timer would.

let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
const tokens = {} as Record<'admin' | 'staff', string>
beforeAll(async () => {
  t = await buildTestApp({ alerts: { checkEveryMs: 3_600_000, deliverEveryMs: 3_600_000 } })
  for (const key of ['admin', 'staff'] as const) tokens[key] = await t.login(USERS[key])
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})

const report = (token: string, plays: PlayReport[]) => screenCall(t, 'POST', '/api/v1/screens/plays', token, { plays })
const setClass = (locationId: string, body: object) => consoleCall(t, 'PUT', `/api/v1/locations/${locationId}/class`, tokens.admin, body)
const runCount = async () => (await t.db.select({ runs: count() }).from(classRuns))[0].runs
const playCount = async () => (await t.db.select({ plays: count() }).from(classRunPlays))[0].plays
const reliability = async () => {
  const { from: _from, to: _to, ...rest } = (await consoleCall(t, 'GET', '/api/v1/class-reliability?days=90', tokens.admin)).json().data
  return rest
}
const openAlerts = async () =>
  (await consoleCall(t, 'GET', '/api/v1/alerts?status=open', tokens.admin)).json().data as { kind: string; details: Record<string, unknown> }[]

/** Asserts a refusal: 400 (or the status given), its code, and words. */
async function refused(response: Promise<{ statusCode: number; json(): { code: string; error: string } }>, code: string, status = 400) {
  const answer = await response
  expect({ status: answer.statusCode, code: answer.json().code }).toEqual({ status, code })
  expect(answer.json().error.length).toBeGreaterThan(20)
}

describe('proof of play from a screen token', () => {
  it('decides "class not started" by the class state and the screens’ polls, never by a screen’s plays', async () => {
    const zone = daytimeZone(new Date())
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(4))
    // The countdown was due two minutes ago (the class starts in three). Nobody pressed Start (this test goes first).
    const due = pastClass(-3)
    await scheduleClasses(t, ids.demoId, [due.scheduledAt], zone)
    // A play of it is stored (a play before it was due is refused, above), but it is no proof the class started: the alert is raised all the same.
    const stored = await report(token, [
      automaticPlay(due, 0, { startedAt: new Date(due.anchor).toISOString(), endedAt: new Date(due.anchor + 1_000).toISOString() }),
    ])
    expect(stored.statusCode, stored.body).toBe(200)
    await t.app.alerts.evaluate()
    const notStarted = () => openAlerts().then((open) => open.filter((alert) => alert.kind === 'classNotStarted'))
    expect(await notStarted()).toHaveLength(1)

    // A screen polls saying it plays the class: that is the server's own evidence, and the alert resolves.
    const device = { appVersion: APP_VERSION, cacheAvailable: true, clipsWanted: 17, clipsCached: 17, position: 1 }
    expect((await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: true, automaticMode: true, device })).statusCode).toBe(200)
    // The heartbeat is written as its timer would (the check may run on another process: it reads the database).
    await t.app.fleet.heartbeats.flush()
    await t.app.alerts.evaluate()
    expect(await notStarted()).toEqual([])
  })

  it('refuses every forged report with a code, stores nothing of them, and leaves the reliability report where it was', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(1))
    await setClass(ids.demoId, { automaticMode: false, classStart: false })
    // Another location's class: its Start press is not this screen's, and its run is not this screen's to report on.
    const otherStart = Date.parse((await setClass(ids.otherId, { automaticMode: false, classStart: true })).json().data.classStartedAt)
    const otherRuns = await runCount()
    await refused(report(token, [play(otherStart, 0, { startedAt: new Date(otherStart).toISOString(), endedAt: null })]), 'PLAY_CLASS_UNKNOWN')
    expect(await runCount()).toBe(otherRuns)
    const started = Date.parse((await setClass(ids.demoId, { classStart: true })).json().data.classStartedAt)
    // Clips of the class just started (each as if it had just played, so none is in the future).
    const clip = (position: number, extra: Partial<PlayReport> = {}) =>
      play(started, position, { startedAt: new Date(started).toISOString(), endedAt: new Date(started + 1_000).toISOString(), ...extra })
    const beforeReport = await reliability()
    const [runsBefore, playsBefore] = [await runCount(), await playCount()]

    // Times far from the class, or in 1970 and 9999.
    await refused(report(token, [clip(0, { startedAt: '1970-01-01T00:00:00.000Z' })]), 'PLAY_TIME_RANGE')
    await refused(report(token, [clip(0, { endedAt: '9999-12-31T23:59:59.000Z' })]), 'PLAY_TIME_RANGE')
    await refused(report(token, [play(Date.parse('1970-01-01T00:00:00.000Z'), 0)]), 'INVALID_INPUT')
    // A manual class 35 h ahead, and one an hour ago that nobody started.
    await refused(report(token, [play(Date.now() + 35 * 60 * MINUTE, 0)]), 'PLAY_TIME_RANGE')
    await refused(report(token, [play(started - 60 * MINUTE, 0)]), 'PLAY_CLASS_UNKNOWN')
    // Clips that do not fit the format: 42 clips of a 14-clip class, position 13 of a 7-clip mashup, a routine where the countdown is.
    const fortyTwo = Array.from({ length: 42 }, (_, index) => clip(index % 14))
    await refused(report(token, fortyTwo), 'PLAY_CLIP_REPEATED')
    const mashup = clip(13)
    await refused(report(token, [{ ...mashup, run: { ...mashup.run, format: 'mashup' } }]), 'PLAY_CLIP_FORMAT')
    await refused(report(token, [clip(0, { clipKind: 'routine', step: 5 })]), 'PLAY_CLIP_FORMAT')
    await refused(report(token, [clip(0, { workoutId: '00000000-0000-4000-8000-000000000000' })]), 'PLAY_WORKOUT_UNKNOWN')
    // An automatic class the timetable does not have, and one it has that is not due yet.
    const unknown = pastClass(30)
    await refused(report(token, [automaticPlay(unknown, 0)]), 'PLAY_CLASS_UNKNOWN')
    const soon = pastClass(-10)
    await scheduleClasses(t, ids.demoId, [soon.scheduledAt])
    await refused(report(token, [automaticPlay(soon, 0, { startedAt: new Date(Date.now() - MINUTE).toISOString(), endedAt: null })]), 'PLAY_CLASS_UNKNOWN')
    // One bad report refuses the batch: nothing of it is stored.
    await refused(report(token, [clip(0), clip(1, { startedAt: '1970-01-01T00:00:00.000Z' })]), 'PLAY_TIME_RANGE')

    // Refused by the body's own checks (a position past any format) counts too: 14 refusals in all, each counted against the screen.
    await refused(report(token, [clip(20)]), 'INVALID_INPUT')
    const readiness = (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/readiness`, tokens.staff)).json().data
    expect(readiness.screens.find((screen: { round: number }) => screen.round === 1).playsRefused).toBe(14)

    expect([await runCount(), await playCount()]).toEqual([runsBefore, playsBefore])
    expect(await reliability()).toEqual(beforeReport)

    // The same screen's real report is stored; the same clip again under another id is not stored twice.
    expect((await report(token, [clip(0)])).json().data).toEqual({ accepted: 1, duplicates: 0 })
    expect((await report(token, [clip(0)])).json().data).toEqual({ accepted: 0, duplicates: 1 })
    await setClass(ids.otherId, { classStart: false })
    await setClass(ids.demoId, { classStart: false, automaticMode: true })
  })

  it('caps a flood of reports (429 with a code), counts each refusal and raises an alert while the screen goes on', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(2))
    const due = pastClass(45)
    await scheduleClasses(t, ids.demoId, [due.scheduledAt])
    const clip = automaticPlay(due, 0)
    // A screen sends a report after each clip and its backlog 50 at a time: 30 a minute pass, more are refused.
    for (let sent = 0; sent < 30; sent += 1) expect((await report(token, [clip])).statusCode).toBe(200)
    const flooded = await report(token, [clip])
    await refused(Promise.resolve(flooded), 'PLAYS_TOO_OFTEN', 429)
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0)
    for (let sent = 0; sent < 9; sent += 1) expect((await report(token, [clip])).statusCode).toBe(429)

    await t.app.alerts.evaluate()
    const alert = (await openAlerts()).find((open) => open.kind === 'playsRefused' && open.details.screen === 'Screen 2')
    expect(alert?.details).toMatchObject({ screen: 'Screen 2', round: 2, refused: 10 })
    // The screen's readiness says how many of its reports were refused this hour.
    const readiness = (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/readiness`, tokens.staff)).json().data
    expect(readiness.screens.find((screen: { round: number }) => screen.round === 2).playsRefused).toBe(10)
  })

  it('lets a screen open no more classes an hour than it could play', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(3))
    const classes = Array.from({ length: 31 }, (_, index) => pastClass(60 + index * 20))
    await scheduleClasses(
      t,
      ids.demoId,
      classes.map((due) => due.scheduledAt),
    )
    const runsBefore = await runCount()
    await refused(
      report(
        token,
        classes.map((due) => automaticPlay(due, 0)),
      ),
      'PLAY_RUNS_CAPPED',
      429,
    )
    expect(await runCount()).toBe(runsBefore)
    expect(
      (
        await report(
          token,
          classes.slice(0, 30).map((due) => automaticPlay(due, 0)),
        )
      ).statusCode,
    ).toBe(200)
    await refused(report(token, [automaticPlay(classes[30], 0)]), 'PLAY_RUNS_CAPPED', 429)
    expect(await runCount()).toBe(runsBefore + 30)
  })

  it('limits how often one user asks for the reliability report', async () => {
    const staff = await t.login(USERS.staff)
    let answer = await consoleCall(t, 'GET', '/api/v1/class-reliability?days=90', staff)
    for (let asked = 1; asked < 40 && answer.statusCode === 200; asked += 1) answer = await consoleCall(t, 'GET', '/api/v1/class-reliability?days=90', staff)
    expect(answer.statusCode).toBe(429)
    expect(answer.json().code).toBe('RELIABILITY_TOO_OFTEN')
    expect(errorOf(answer)).toContain('too often')
    // Another user is not held back by it.
    expect((await consoleCall(t, 'GET', '/api/v1/class-reliability?days=7', tokens.admin)).statusCode).toBe(200)
  })
})
