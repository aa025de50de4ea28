import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classRuns, locations, screens } from '../../src/server/db/schema'
import type { PlayReport } from '../../src/shared/schemas/classRuns'
import { USERS } from './fixtures'
import { buildTestApp, errorOf, type TestApp } from './helpers'
import { automaticPlay, MINUTE, pastClass, play, scheduleClasses } from './playsHelpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

// Proof of play: runs opened by Start or by a screen's report, plays stored once, read back by location.
let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
const tokens = {} as Record<'superAdmin' | 'admin' | 'staff' | 'api', string>
beforeAll(async () => {
  t = await buildTestApp()
  for (const key of ['superAdmin', 'admin', 'staff', 'api'] as const) tokens[key] = await t.login(USERS[key])
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})

const report = (token: string, plays: PlayReport[]) => screenCall(t, 'POST', '/api/v1/screens/plays', token, { plays })
const list = (locationId: string, token: string, query = '') => consoleCall(t, 'GET', `/api/v1/locations/${locationId}/class-runs${query}`, token)
const detail = (runId: string, token: string) => consoleCall(t, 'GET', `/api/v1/class-runs/${runId}`, token)
const setClass = (body: object, token = tokens.staff) => consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/class`, token, body)

describe('class runs', () => {
  it('records a manual class from Start to Stop with each screen’s clips, a retry stored once', async () => {
    const one = await pairScreen(t, tokens.admin, ids.demoScreen(1))
    const two = await pairScreen(t, tokens.admin, ids.demoScreen(2))
    await setClass({ automaticMode: false })
    const started = (await setClass({ classStart: true })).json().data.classStartedAt as string
    const anchor = Date.parse(started)

    const first = [play(anchor, 0), play(anchor, 1)]
    expect((await report(one, first)).json().data).toEqual({ accepted: 2, duplicates: 0 })
    // The answer was lost and the screen sends the same reports again, with one new.
    expect((await report(one, [...first, play(anchor, 2)])).json().data).toEqual({ accepted: 1, duplicates: 2 })
    const broken = play(anchor, 1, { replaced: true, replaceReason: 'unreachable', source: 'network', stalls: 2, stallMs: 900, gapBeforeMs: 400 })
    expect((await report(two, [play(anchor, 0), broken])).json().data).toEqual({ accepted: 2, duplicates: 0 })

    await setClass({ classStart: false, automaticMode: true }, tokens.admin)

    const runs = (
      await list(ids.demoId, tokens.staff, `?from=${encodeURIComponent(started)}&to=${encodeURIComponent(new Date(anchor + 1).toISOString())}`)
    ).json()
    expect(runs.meta).toEqual({ total: 1, page: 1, pageSize: 15 })
    const [run] = runs.data
    expect(run).toMatchObject({
      location: ids.demoId,
      kind: 'manual',
      format: 'normal',
      status: 'stopped',
      plannedStartAt: started,
      startedAt: started,
      lateSeconds: 0,
      onTime: true,
      // Template users are named by their role (tests/api/template.ts).
      startedBy: 'location Tester',
      stoppedBy: 'admin Tester',
      screens: 2,
      clips: 5,
      replaced: 1,
      stalls: 2,
      endedAt: new Date(anchor + 30_000).toISOString(),
    })

    const timeline = (await detail(run.id, tokens.staff)).json().data
    expect(timeline.timeline.map((lane: { round: number; plays: unknown[] }) => [lane.round, lane.plays.length])).toEqual([
      [1, 3],
      [2, 2],
    ])
    expect(timeline.timeline[1].plays[1]).toEqual({
      position: 1,
      clipKind: 'routine',
      step: 2,
      clipName: 'Clip 1',
      startedAt: new Date(anchor + 10_000).toISOString(),
      endedAt: new Date(anchor + 20_000).toISOString(),
      source: 'network',
      replaced: true,
      replaceReason: 'unreachable',
      stalls: 2,
      stallMs: 900,
      gapBeforeMs: 400,
      sync: null,
    })
    expect(timeline.timeline[0]).toMatchObject({ screen: ids.demoScreen(1), clockOffsetMs: 12, lateSeconds: 0 })
    // The demo studio has nine screens: seven said nothing of this class.
    expect(timeline.missing.map((screen: { round: number }) => screen.round)).toEqual([3, 4, 5, 6, 7, 8, 9])
  })

  it('ends a manual class that played all its clips: the class state, the run and the next Start say so without a Stop', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(3))
    const stoppedEarly = async () =>
      (
        (await consoleCall(t, 'GET', '/api/v1/class-reliability?days=7', tokens.admin)).json().data.locations as { location: string; stoppedEarly: number }[]
      ).find((row) => row.location === ids.demoId)!.stoppedEarly
    const stoppedBefore = await stoppedEarly()
    await setClass({ automaticMode: false })
    const pressed = new Date((await setClass({ classStart: true })).json().data.classStartedAt as string)
    // Pressed three minutes ago, so that all its 10-second clips have played by now (a report is never of the future).
    const anchor = pressed.getTime() - 3 * MINUTE
    const started = new Date(anchor).toISOString()
    await t.db
      .update(locations)
      .set({ classStartedAt: new Date(anchor) })
      .where(eq(locations.id, ids.demoId))
    await t.db
      .update(classRuns)
      .set({ anchorAt: new Date(anchor), startedAt: new Date(anchor) })
      .where(and(eq(classRuns.locationId, ids.demoId), eq(classRuns.anchorAt, pressed)))
    t.app.fleet.invalidate({ locations: [ids.demoId] })
    const classState = async () => (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}`, tokens.staff)).json().data
    const pollAnswer = async () => (await screenCall(t, 'POST', '/api/v1/screens/poll', token, { playing: false, automaticMode: false })).json().data
    const runOf = async () =>
      ((await list(ids.demoId, tokens.staff, '?pageSize=50')).json().data as { plannedStartAt: string }[]).find((run) => run.plannedStartAt === started)

    // Thirteen of its fourteen clips: still a class.
    const first = await report(
      token,
      Array.from({ length: 13 }, (_, position) => play(anchor, position)),
    )
    expect(first.json().data?.accepted, first.body).toBe(13)
    expect(await classState()).toMatchObject({ classStart: true, classStartedAt: started })
    // The last clip ended: the class has ended, for the console and for the screens (the poll answers the push's state).
    expect((await report(token, [play(anchor, 13)])).json().data.accepted).toBe(1)
    expect(await classState()).toMatchObject({ classStart: false, classStartedAt: null })
    expect(await pollAnswer()).toMatchObject({ classStart: false, classStartedAt: null })
    expect(await runOf()).toMatchObject({ status: 'completed', stoppedAt: null, stoppedBy: null })

    // A Stop pressed later stops nothing: the run stays completed. The next Start opens a new class.
    expect((await setClass({ classStart: false })).json().data.classStart).toBe(false)
    expect(await runOf()).toMatchObject({ status: 'completed', stoppedAt: null, stoppedBy: null })
    const next = (await setClass({ classStart: true })).json().data.classStartedAt as string
    expect(next).not.toBe(started)
    // Stopped before its last clip: the report counts it (the completed class is not counted).
    await setClass({ classStart: false, automaticMode: true })
    expect((await stoppedEarly()) - stoppedBefore).toBe(1)
  })

  it('opens an automatic run from the first screen’s report and says how late it began', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(3))
    const other = await pairScreen(t, tokens.admin, ids.demoScreen(4))
    const due = pastClass(20)
    const { scheduledAt, anchor } = due
    await scheduleClasses(t, ids.demoId, [scheduledAt])
    // The later screen reports first; the run's start is the earliest clip either showed.
    await report(other, [automaticPlay(due, 0, { startedAt: new Date(anchor + 95_000).toISOString() })])
    await report(token, [automaticPlay(due, 0, { startedAt: new Date(anchor + 75_000).toISOString() })])
    const [run] = (
      await list(
        ids.demoId,
        tokens.admin,
        `?from=${encodeURIComponent(new Date(anchor).toISOString())}&to=${encodeURIComponent(new Date(anchor + 5 * 60_000).toISOString())}`,
      )
    ).json().data
    expect(run).toMatchObject({
      kind: 'automatic',
      scheduledAt: new Date(scheduledAt).toISOString(),
      plannedStartAt: new Date(anchor).toISOString(),
      startedAt: new Date(anchor + 75_000).toISOString(),
      lateSeconds: 75,
      onTime: false,
      startedBy: null,
      screens: 2,
    })
    const lanes = (await detail(run.id, tokens.admin)).json().data.timeline
    expect(lanes.map((lane: { round: number; lateSeconds: number }) => [lane.round, lane.lateSeconds])).toEqual([
      [3, 75],
      [4, 95],
    ])
  })

  it('pages newest first and filters by time', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(5))
    const classes = [600, 540, 480].map(pastClass)
    await scheduleClasses(
      t,
      ids.demoId,
      classes.map((due) => due.scheduledAt),
    )
    for (const due of classes) expect((await report(token, [automaticPlay(due, 0)])).statusCode).toBe(200)
    const base = classes[0].anchor
    const window = `from=${encodeURIComponent(new Date(base - 1).toISOString())}&to=${encodeURIComponent(new Date(base + 3 * 60 * MINUTE).toISOString())}`
    const firstPage = (await list(ids.demoId, tokens.admin, `?${window}&pageSize=2`)).json()
    expect(firstPage.meta).toEqual({ total: 3, page: 1, pageSize: 2 })
    expect(firstPage.data.map((run: { plannedStartAt: string }) => run.plannedStartAt)).toEqual([
      new Date(classes[2].anchor).toISOString(),
      new Date(classes[1].anchor).toISOString(),
    ])
    const secondPage = (await list(ids.demoId, tokens.admin, `?${window}&pageSize=2&page=2`)).json()
    expect(secondPage.data.map((run: { plannedStartAt: string; status: string }) => [run.plannedStartAt, run.status])).toEqual([
      [new Date(base).toISOString(), 'unfinished'],
    ])
  })

  it('keeps runs to those who may see the location, and refuses bad reports in words', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(6))
    const due = pastClass(1)
    const anchor = due.anchor
    await scheduleClasses(t, ids.demoId, [due.scheduledAt])
    expect((await report(token, [automaticPlay(due, 0)])).statusCode).toBe(200)
    const runId = (
      await list(
        ids.demoId,
        tokens.api,
        `?from=${encodeURIComponent(new Date(anchor).toISOString())}&to=${encodeURIComponent(new Date(anchor + 1).toISOString())}`,
      )
    ).json().data[0].id as string
    expect((await detail(runId, tokens.api)).statusCode).toBe(200)
    expect((await list(ids.otherId, tokens.staff)).statusCode).toBe(404)
    expect((await list(ids.demoId, '')).statusCode).toBe(401)
    expect((await detail('00000000-0000-4000-8000-000000000000', tokens.admin)).statusCode).toBe(404)
    expect((await detail('not-an-id', tokens.admin)).statusCode).toBe(400)

    const badId = await report(token, [{ ...play(anchor, 0), id: 'x' }])
    expect(badId.statusCode).toBe(400)
    expect(badId.json().code).toBe('INVALID_INPUT')
    expect(errorOf(badId)).toContain('A play report id is 8 to 64')
    const farAway = await report(token, [play(anchor + 3 * 24 * 60 * 60_000, 0)])
    expect(farAway.statusCode).toBe(400)
    expect(errorOf(farAway)).toContain('36 hours')
    expect((await report('', [play(anchor, 0)])).statusCode).toBe(401)
    // A console user is not a screen.
    expect((await consoleCall(t, 'POST', '/api/v1/screens/plays', tokens.admin, { plays: [play(anchor, 0)] })).statusCode).toBe(401)
    expect((await report(token, [])).statusCode).toBe(400)
  })
})

describe('class reliability', () => {
  it('counts classes, on time, screens that missed and clips replaced per location and per day, for those who may see them', async () => {
    const screenToken = await pairScreen(t, tokens.admin, ids.demoScreen(7))
    // A run counts the screens that existed when it began: these were made with the test database, maybe minutes ago.
    await t.db
      .update(screens)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * MINUTE) })
      .where(eq(screens.locationId, ids.demoId))
    const before = (await consoleCall(t, 'GET', '/api/v1/class-reliability?days=7', tokens.admin)).json().data
    const demoBefore = before.locations.find((row: { location: string }) => row.location === ids.demoId)
    // One class on time with a replaced clip, one 2 min late.
    const onTime = pastClass(0)
    const late = pastClass(3)
    await scheduleClasses(t, ids.demoId, [onTime.scheduledAt, late.scheduledAt])
    const stored = await report(screenToken, [
      automaticPlay(onTime, 0),
      automaticPlay(onTime, 1, { replaced: true, replaceReason: 'missing', startedAt: new Date(onTime.anchor + 500).toISOString() }),
    ])
    expect(stored.statusCode, stored.body).toBe(200)
    const lateReport = await report(screenToken, [
      automaticPlay(late, 0, { startedAt: new Date(late.anchor + 120_000).toISOString(), endedAt: new Date(late.anchor + 121_000).toISOString() }),
    ])
    expect(lateReport.statusCode, lateReport.body).toBe(200)

    const after = (await consoleCall(t, 'GET', '/api/v1/class-reliability?days=7', tokens.admin)).json().data
    const demo = after.locations.find((row: { location: string }) => row.location === ids.demoId)
    // The demo studio has nine screens: each class missed by the eight that did not report it.
    expect({
      classes: demo.classes - demoBefore.classes,
      onTime: demo.onTime - demoBefore.onTime,
      late: demo.late - demoBefore.late,
      screensMissed: demo.screensMissed - demoBefore.screensMissed,
      clipsReplaced: demo.clipsReplaced - demoBefore.clipsReplaced,
    }).toEqual({ classes: 2, onTime: 1, late: 1, screensMissed: 16, clipsReplaced: 1 })
    expect(after.byDay).toHaveLength(7)
    expect(after.byDay.reduce((sum: number, day: { classes: number }) => sum + day.classes, 0)).toBe(after.totals.classes)
    expect(after.locations.find((row: { location: string }) => row.location === ids.otherId)).toMatchObject({ classes: 0 })

    // Staff see only their own locations; the period is checked.
    const staff = (await consoleCall(t, 'GET', '/api/v1/class-reliability', tokens.staff)).json().data
    expect(staff.locations.map((row: { location: string }) => row.location)).toEqual([ids.demoId])
    expect((await consoleCall(t, 'GET', '/api/v1/class-reliability?days=400', tokens.admin)).statusCode).toBe(400)
  })
})
