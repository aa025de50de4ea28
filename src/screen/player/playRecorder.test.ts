import { describe, expect, it } from 'vitest'
import type { PlayReport } from '../../shared/schemas/classRuns'
import { newReportId, PlayRecorder, runOf, type RecordedClip } from './playRecorder'

const RUN: PlayReport['run'] = { kind: 'manual', anchor: '2026-06-15T14:00:00.000Z', scheduledAt: null, format: 'normal' }
const CLIPS: RecordedClip[] = [
  { position: 0, kind: 'countdown', step: 1, name: 'COUNTDOWN', replaced: false },
  { position: 1, kind: 'routine', step: 2, name: 'Warm-up', replaced: true, replaceReason: 'unreachable' },
  { position: 2, kind: 'routine', step: 3, name: 'Gloves on', replaced: false },
]

function recorder(offset: number | null = 1_000) {
  let now = Date.parse('2026-06-15T13:59:59.000Z')
  let ids = 0
  const reports: PlayReport[] = []
  const recording = new PlayRecorder({
    run: RUN,
    workoutId: '0b6f2c1e-8d3a-4f7e-9c2d-5a1b3c4d5e6f',
    clipAt: (position) => CLIPS[position],
    clockOffsetMs: () => offset,
    clockErrorMs: () => 14.5,
    now: () => now,
    newId: () => `report-id-${++ids}`,
    report: (play) => reports.push(play),
  })
  return { recording, reports, advance: (ms: number) => (now += ms) }
}

describe('PlayRecorder', () => {
  it('reports each clip when the next one shows, on the server’s clock, with its source, stalls and gap', () => {
    const { recording, reports, advance } = recorder()
    recording.shown(0, { fromCache: true, gapMs: null })
    advance(100)
    recording.stalled(0, 200) // under the threshold: not worth a line
    recording.stalled(0, 600)
    recording.stalled(1, 900) // not the clip on screen
    advance(9_900)
    recording.shown(1, { fromCache: false, gapMs: 320 })
    recording.shown(1, { fromCache: false, gapMs: null }) // the same clip again: nothing new
    expect(reports).toEqual([
      {
        id: 'report-id-1',
        run: RUN,
        position: 0,
        clipKind: 'countdown',
        step: 1,
        clipName: 'COUNTDOWN',
        workoutId: '0b6f2c1e-8d3a-4f7e-9c2d-5a1b3c4d5e6f',
        startedAt: '2026-06-15T14:00:00.000Z',
        endedAt: '2026-06-15T14:00:10.000Z',
        source: 'cache',
        replaced: false,
        replaceReason: null,
        stalls: 1,
        stallMs: 600,
        gapBeforeMs: null,
        clockOffsetMs: 1_000,
        sync: null,
      },
    ])
    advance(5_000)
    recording.finish()
    expect(reports[1]).toMatchObject({
      position: 1,
      source: 'network',
      replaced: true,
      replaceReason: 'unreachable',
      gapBeforeMs: 320,
      endedAt: '2026-06-15T14:00:15.000Z',
    })
    recording.finish()
    expect(reports).toHaveLength(2)
  })

  it('reports device time when the clock offset is not yet known, and says so', () => {
    const { recording, reports, advance } = recorder(null)
    recording.shown(2, { fromCache: true, gapMs: 100 })
    advance(1_000)
    recording.finish()
    expect(reports[0]).toMatchObject({ startedAt: '2026-06-15T13:59:59.000Z', clockOffsetMs: null, gapBeforeMs: null })
  })

  it('sums up the drift measured while each clip was on screen, with the clock’s error bound; the class’s first catch-up in its largest only', () => {
    const { recording, reports, advance } = recorder()
    recording.shown(0, { fromCache: true, gapMs: null })
    recording.drifted(0, 400, 'seek')
    for (const drift of [-12, 8, 20, -30, 5]) recording.drifted(0, drift, 'rate')
    recording.drifted(0, 3, null)
    recording.drifted(1, 900, 'seek') // not the clip on screen
    advance(2_000)
    recording.shown(1, { fromCache: true, gapMs: null })
    recording.drifted(1, 7, null)
    recording.drifted(1, 500, 'seek') // a later clip is no catch-up: it counts in full
    advance(1_000)
    recording.finish()
    // The 400 ms before its first seek landed was the screen joining the class: its largest drift, not its 95th percentile.
    expect(reports[0].sync).toEqual({ samples: 7, medianMs: 8, p95Ms: 30, maxMs: 400, seeks: 1, rateChanges: 5, clockErrorMs: 15 })
    expect(reports[1].sync).toEqual({ samples: 2, medianMs: 7, p95Ms: 500, maxMs: 500, seeks: 1, rateChanges: 0, clockErrorMs: 15 })
  })

  it('makes report ids the server accepts', () => {
    const id = newReportId()
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(newReportId()).not.toBe(id)
  })
})

describe('runOf', () => {
  // The class clock anchored the class with a 250 ms offset; a later, better estimate (400 ms) did not move it.
  const base = { anchorOffsetMs: 250, clockOffsetMs: 400, format: 'normal' as const }
  it('names a manual class by the server’s start stamp, as the class clock holds it', () => {
    expect(runOf({ ...base, autoStartedClass: null, startedAt: Date.parse('2026-06-15T14:00:00.000Z') - 250 })).toEqual({
      kind: 'manual',
      anchor: '2026-06-15T14:00:00.000Z',
      scheduledAt: null,
      format: 'normal',
    })
  })
  it('names an automatic class by its first clip’s planned instant, the countdown before the class time', () => {
    const classTime = Date.parse('2026-06-15T18:00:00.000Z')
    expect(runOf({ ...base, autoStartedClass: classTime, startedAt: Date.parse('2026-06-15T17:55:00.000Z') - 250, format: 'mashup' })).toEqual({
      kind: 'automatic',
      anchor: '2026-06-15T17:55:00.000Z',
      scheduledAt: '2026-06-15T18:00:00.000Z',
      format: 'mashup',
    })
  })
})
