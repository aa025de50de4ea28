import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookDeliveries, webhookEndpoints } from '../../src/server/db/schema'
import type { PlayReport, PlaySync } from '../../src/shared/schemas/classRuns'
import { USERS } from './fixtures'
import { evaluateAlerts } from '../../src/server/alerts/evaluate'
import { bearer, buildTestApp, type TestApp } from './helpers'
import { play } from './playsHelpers'
import { consoleCall, pairScreen, screenCall, templateIds } from './screensHelpers'

// Proof of sync (docs/CLASS-RUNS.md#proof-of-sync): each screen's drift per clip, carried with its plays, checked
// against the play it belongs to, and read back per clip, per screen and per class, in the reliability report, the
// plays export, the classRun.finished event and GraphQL.
let t: TestApp
let ids: Awaited<ReturnType<typeof templateIds>>
const tokens = {} as Record<'admin' | 'staff', string>
beforeAll(async () => {
  t = await buildTestApp({ graphql: { supergraphPath: 'mesh/supergraph.graphql', production: false }, webhooks: { allowPrivate: true, sends: false } })
  for (const key of ['admin', 'staff'] as const) tokens[key] = await t.login(USERS[key])
  ids = await templateIds(t)
})
afterAll(async () => {
  await t?.close()
})

const report = (token: string, plays: PlayReport[]) => screenCall(t, 'POST', '/api/v1/screens/plays', token, { plays })
const setClass = (body: object, token = tokens.staff) => consoleCall(t, 'PUT', `/api/v1/locations/${ids.demoId}/class`, token, body)
/** A clip's figures: 50 samples of a 10-second clip (five a second). */
const sync = (p95Ms: number, maxMs: number, extra: Partial<PlaySync> = {}): PlaySync => ({
  samples: 50,
  medianMs: Math.min(8, p95Ms),
  p95Ms,
  maxMs,
  seeks: 0,
  rateChanges: 3,
  clockErrorMs: 4,
  ...extra,
})

async function startClass(): Promise<number> {
  await setClass({ automaticMode: false })
  const started = (await setClass({ classStart: true })).json().data.classStartedAt as string
  // Ten-second clips, reported as they left the screen: the class began a minute ago, its first clips have ended.
  return Date.parse(started)
}

async function refusedWith(response: Promise<{ statusCode: number; json(): { code: string; error: string } }>, code: string) {
  const answer = await response
  expect({ status: answer.statusCode, code: answer.json().code }).toEqual({ status: 400, code })
  expect(answer.json().error.length).toBeGreaterThan(20)
}

describe('proof of sync', () => {
  it('refuses figures that do not fit their play, with a code, and stores nothing of the report', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(7))
    const anchor = await startClass()
    const clip = (position: number, figures: unknown) => ({ ...play(anchor, position), sync: figures }) as PlayReport
    // A 10-second clip has room for 50 comparisons (and the first turn, and a late timer): 53 is more than it could hold.
    await refusedWith(report(token, [clip(0, sync(20, 30)), clip(1, sync(20, 30, { samples: 53 }))]), 'PLAY_SYNC_MISMATCH')
    await refusedWith(report(token, [clip(0, sync(20, 30, { medianMs: 25 }))]), 'PLAY_SYNC_MISMATCH')
    await refusedWith(report(token, [clip(0, sync(20, 10))]), 'PLAY_SYNC_MISMATCH')
    await refusedWith(report(token, [clip(0, sync(20, 30, { samples: 5, seeks: 3, rateChanges: 3 }))]), 'PLAY_SYNC_MISMATCH')
    // A clip cut off while it played is measured up to now: a minute of it cannot hold an hour of samples.
    await refusedWith(report(token, [{ ...clip(0, sync(20, 30, { samples: 18_000 })), endedAt: null }]), 'PLAY_SYNC_MISMATCH')
    // Negative figures, and figures of the wrong kind, are the body's own checks.
    await refusedWith(report(token, [clip(0, sync(20, 30, { maxMs: -1 }))]), 'INVALID_INPUT')
    await refusedWith(report(token, [clip(0, sync(20, 30, { clockErrorMs: -5 }))]), 'INVALID_INPUT')
    await refusedWith(report(token, [clip(0, { ...sync(20, 30), samples: 0 })]), 'INVALID_INPUT')
    // Nothing of any of them was stored: the same clips are accepted now, as new.
    expect((await report(token, [clip(0, sync(20, 30, { samples: 52 })), clip(1, null), play(anchor, 2)])).json().data).toEqual({ accepted: 3, duplicates: 0 })
    await setClass({ classStart: false, automaticMode: true }, tokens.admin)
  })

  it('tells per clip, per screen and for the class how closely the screens played together, with one slowed screen out of step', async () => {
    const runsBefore = (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/class-runs?pageSize=50`, tokens.staff)).json().meta.total as number
    const screens = [1, 2, 3]
    const tokensOf = await Promise.all(screens.map((round) => pairScreen(t, tokens.admin, ids.demoScreen(round))))
    // A webhook endpoint that hears classRun.finished (its deliveries are not sent here; the outbox row is read).
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({ name: 'Sync', url: 'http://127.0.0.1:9/hooks', events: ['classRun.finished'], secret: 'not-sent' })
      .returning({ id: webhookEndpoints.id })
    const anchor = await startClass()
    // Two screens in step; the third (a slowed TV) drifts, seeks and falls out of step in its second clip.
    expect(
      (
        await report(tokensOf[0], [
          { ...play(anchor, 0), sync: sync(12, 20) },
          { ...play(anchor, 1), sync: sync(21, 38, { clockErrorMs: 6 }) },
        ])
      ).statusCode,
    ).toBe(200)
    expect(
      (
        await report(tokensOf[1], [
          { ...play(anchor, 0), sync: sync(9, 15) },
          { ...play(anchor, 1), sync: sync(14, 25) },
        ])
      ).statusCode,
    ).toBe(200)
    const slow = [
      { ...play(anchor, 0), sync: sync(60, 90) },
      { ...play(anchor, 1), sync: sync(180, 420, { seeks: 2, rateChanges: 20, clockErrorMs: 9 }) },
    ]
    expect((await report(tokensOf[2], slow)).statusCode).toBe(200)
    // An older app on a fourth screen says nothing of its drift: it is neither in step nor out.
    const old = await pairScreen(t, tokens.admin, ids.demoScreen(4))
    expect((await report(old, [play(anchor, 0)])).statusCode).toBe(200)
    await setClass({ classStart: false, automaticMode: true }, tokens.admin)

    const runs = (await consoleCall(t, 'GET', `/api/v1/locations/${ids.demoId}/class-runs?pageSize=50`, tokens.staff)).json()
    expect(runs.meta.total).toBe(runsBefore + 1)
    const run = (runs.data as { plannedStartAt: string; id: string; sync: unknown }[]).find((row) => Date.parse(row.plannedStartAt) === anchor)!
    const classFigures = { thresholdMs: 100, screens: 3, inStep: 2, p95Ms: 180, maxMs: 420, clockErrorMs: 9 }
    expect(run.sync).toEqual(classFigures)

    const detail = (await consoleCall(t, 'GET', `/api/v1/class-runs/${run.id}`, tokens.staff)).json().data
    expect(detail.sync).toEqual(classFigures)
    const lanes = detail.timeline as { round: number; sync: unknown; plays: { position: number; sync: unknown }[] }[]
    expect(lanes.map((lane) => [lane.round, lane.sync])).toEqual([
      [1, { clips: 2, samples: 100, p95Ms: 21, maxMs: 38, seeks: 0, rateChanges: 6, clockErrorMs: 6, inStep: true }],
      [2, { clips: 2, samples: 100, p95Ms: 14, maxMs: 25, seeks: 0, rateChanges: 6, clockErrorMs: 4, inStep: true }],
      [3, { clips: 2, samples: 100, p95Ms: 180, maxMs: 420, seeks: 2, rateChanges: 23, clockErrorMs: 9, inStep: false }],
      [4, null],
    ])
    expect(lanes[2].plays[1].sync).toEqual({ samples: 50, medianMs: 8, p95Ms: 180, maxMs: 420, seeks: 2, rateChanges: 20, clockErrorMs: 9 })
    expect(lanes[3].plays[0].sync).toBeNull()

    // The Stop's classRun.finished carries the class's figures.
    const [delivery] = await t.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.event, 'classRun.finished')))
    expect(delivery.payload.data).toMatchObject({ runId: run.id, stoppedBy: 'admin Tester', sync: classFigures })

    // The reliability report: one class measured at the location, not in step, its worst screen's 95th percentile.
    const reliability = (await consoleCall(t, 'GET', '/api/v1/class-reliability?days=7', tokens.admin)).json().data
    const row = (reliability.locations as { location: string }[]).find((location) => location.location === ids.demoId)
    expect(row).toMatchObject({ syncClasses: 2, syncInStep: 1, syncMedianP95Ms: 20, syncWorstP95Ms: 180 })
    expect(reliability.totals).toMatchObject({ syncClasses: 2, syncInStep: 1, syncWorstP95Ms: 180 })
    const today = (reliability.byDay as { syncClasses: number }[]).reduce((sum, day) => sum + day.syncClasses, 0)
    expect(today).toBe(2)

    // The plays export, as JSON and as CSV: each clip's figures in columns of their own.
    const date = new Date(anchor).toISOString().slice(0, 10)
    const around = `from=${date}&to=${new Date(anchor + 86_400_000).toISOString().slice(0, 10)}&screenId=${ids.demoScreen(3)}`
    const exported = (await consoleCall(t, 'GET', `/api/v1/plays?${around}`, tokens.admin)).json().data as Record<string, unknown>[]
    expect(exported.find((line) => line.runId === run.id && line.position === 2)).toMatchObject({
      driftSamples: 50,
      driftMedianMs: 8,
      driftP95Ms: 180,
      driftMaxMs: 420,
      seeks: 2,
      rateChanges: 20,
      clockErrorMs: 9,
    })
    const csv = await t.app.inject({ method: 'GET', url: `/api/v1/plays?${around}`, headers: { ...bearer(tokens.admin), accept: 'text/csv' } })
    const [header, ...lines] = csv.body.trim().split('\r\n')
    expect(header).toContain('"driftSamples","driftMedianMs","driftP95Ms","driftMaxMs","seeks","rateChanges","clockErrorMs"')
    expect(lines.some((line) => line.includes(run.id) && line.endsWith('"50","8","180","420","2","20","9"'))).toBe(true)

    // GraphQL, as the console asks for it.
    const answer = (
      await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...bearer(tokens.staff) },
        payload: {
          query: `query($id: String!) { getClassRun(id: $id) { data { sync { screens inStep p95Ms maxMs thresholdMs } timeline { round sync { p95Ms inStep } plays { position sync { p95Ms maxMs samples } } } } } }`,
          variables: { id: run.id },
        },
      })
    ).json()
    expect(answer.errors).toBeUndefined()
    expect(answer.data.getClassRun.data.sync).toEqual({ screens: 3, inStep: 2, p95Ms: 180, maxMs: 420, thresholdMs: 100 })
    expect(answer.data.getClassRun.data.timeline[2].sync).toEqual({ p95Ms: 180, inStep: false })
    expect(answer.data.getClassRun.data.timeline[2].plays[1].sync).toEqual({ p95Ms: 180, maxMs: 420, samples: 50 })
  })

  it('raises an alert naming a screen out of step and its clips, with the likely cause, resolved after a class in step', async () => {
    const token = await pairScreen(t, tokens.admin, ids.demoScreen(5))
    const openOutOfStep = async () =>
      (
        (await consoleCall(t, 'GET', '/api/v1/alerts?status=open', tokens.staff)).json().data as {
          kind: string
          screen: string | null
          details: Record<string, unknown>
        }[]
      ).filter((alert) => alert.kind === 'screenOutOfStep' && alert.screen === ids.demoScreen(5))
    const check = () => evaluateAlerts(t.db, t.app.fleet, new Date(), false, { syncThresholdMs: t.app.syncThresholdMs })

    // Its first clip in step, the next two frozen waiting for data: out of step in those two.
    const anchor = await startClass()
    const stalled = { stalls: 2, stallMs: 1_400 }
    const plays = [
      { ...play(anchor, 0), sync: sync(30, 60) },
      { ...play(anchor, 1), ...stalled, sync: sync(240, 1_300, { seeks: 2 }) },
      { ...play(anchor, 2), sync: sync(130, 300) },
    ]
    expect((await report(token, plays)).statusCode).toBe(200)
    await setClass({ classStart: false, automaticMode: true }, tokens.admin)
    await check()
    const [alert] = await openOutOfStep()
    expect(alert.details).toMatchObject({
      screen: 'Screen 5',
      round: 5,
      classAt: new Date(anchor).toISOString(),
      p95Ms: 240,
      maxMs: 1_300,
      thresholdMs: 100,
      clips: 'Clip 1, Clip 2',
      cause: 'stalls',
    })
    // Checked again, the same condition: one alert, not two.
    await check()
    expect(await openOutOfStep()).toHaveLength(1)

    // The next class in step resolves it.
    const next = await startClass()
    expect(next).toBeGreaterThan(anchor)
    expect((await report(token, [{ ...play(next, 0), sync: sync(18, 35) }])).statusCode).toBe(200)
    await setClass({ classStart: false, automaticMode: true }, tokens.admin)
    await check()
    expect(await openOutOfStep()).toEqual([])
    const all = (await consoleCall(t, 'GET', '/api/v1/alerts?status=all', tokens.staff)).json().data as {
      kind: string
      screen: string | null
      resolvedAt: string | null
    }[]
    expect(all.filter((row) => row.kind === 'screenOutOfStep' && row.screen === ids.demoScreen(5)).map((row) => row.resolvedAt !== null)).toEqual([true])
  })
})
