import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { FakeActors, testEveryTransition } from './testing/modelTesting'
import { WATCHDOG_TIMING as T, watchdogMachine, type VideoSample, type WatchdogInput, type WatchdogTick } from './watchdogMachine'

const DAY = T.dailyReloadMs

function tick(at: number, extra: Partial<WatchdogTick> = {}): WatchdogTick {
  return { type: 'tick', at, classRunning: false, nextClassAt: null, video: null, playerBeatAt: null, pollBeatAt: null, ...extra }
}
const playing = (currentTime: number, paused = false): VideoSample => ({ shouldPlay: true, paused, currentTime })

function start(input: WatchdogInput = { loadedAt: 0 }) {
  const done: string[] = []
  const saved: unknown[] = []
  const machine = watchdogMachine.provide({
    actions: {
      skipClip: () => void done.push('nextClip'),
      rereadState: () => void done.push('reread'),
      reloadPage: () => void done.push('reload'),
      persist: ({ context }) => void saved.push({ recoveries: context.recoveries, lastReloadAt: context.lastReloadAt }),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock, input }).start()
  return { actor, clock, done, saved }
}

describe('watchdogMachine', () => {
  it('skips a stalled clip, then re-reads, then reloads; each recovery counted and kept', () => {
    const { actor, done, saved } = start()
    actor.send(tick(1_000, { classRunning: true, video: playing(1) }))
    actor.send(tick(2_000, { classRunning: true, video: playing(2) }))
    // The playhead stops moving; it stalls only once videoStallMs have passed.
    actor.send(tick(2_000 + T.videoStallMs - 1, { classRunning: true, video: playing(2) }))
    expect(done).toEqual([])
    actor.send(tick(2_000 + T.videoStallMs, { classRunning: true, video: playing(2) }))
    expect(done).toEqual(['nextClip'])
    expect(actor.getSnapshot().value).toBe('skipped')
    // An uncaught error soon after: re-read; the next one reloads.
    actor.send({ type: 'fault', kind: 'error', at: 20_000, classRunning: true })
    actor.send({ type: 'fault', kind: 'rejection', at: 30_000, classRunning: true })
    expect(done).toEqual(['nextClip', 'reread', 'reload'])
    expect(actor.getSnapshot().context.recoveries).toBe(3)
    expect(saved.at(-1)).toEqual({ recoveries: 3, lastReloadAt: 30_000 })
  })

  it('counts a paused video as stalled even when its playhead is moved by seeks', () => {
    const { actor, done } = start()
    actor.send(tick(1_000, { classRunning: true, video: playing(1) }))
    actor.send(tick(3_000, { classRunning: true, video: playing(1.5, true) }))
    actor.send(tick(1_000 + T.videoStallMs, { classRunning: true, video: playing(2.5, true) }))
    expect(done).toEqual(['nextClip'])
  })

  it('treats an error storm as one fault', () => {
    const { actor, done } = start()
    for (const at of [1_000, 1_100, 1_200, 5_999]) actor.send({ type: 'fault', kind: 'error', at, classRunning: false })
    expect(done).toEqual(['reread'])
    expect(actor.getSnapshot().context.recoveries).toBe(1)
  })

  it('never reloads twice within reloadSpacing, also across a reload', () => {
    const { actor, done } = start({ loadedAt: 100_000, lastReloadAt: 90_000, recoveries: 4 })
    actor.send({ type: 'fault', kind: 'error', at: 110_000, classRunning: false })
    actor.send({ type: 'fault', kind: 'error', at: 120_000, classRunning: false })
    actor.send({ type: 'fault', kind: 'error', at: 130_000, classRunning: false })
    expect(done).toEqual(['reread', 'reread', 'reread'])
    actor.send({ type: 'fault', kind: 'error', at: 90_000 + T.reloadSpacingMs, classRunning: false })
    expect(done.at(-1)).toBe('reload')
    expect(actor.getSnapshot().context.recoveries).toBe(8)
  })

  it('never reloads with the network down, nor counts a hidden page’s slow timers as a freeze', () => {
    const { actor, done } = start()
    for (const at of [10_000, 20_000, 30_000]) actor.send({ type: 'fault', kind: 'error', at, classRunning: false, online: false })
    expect(done).toEqual(['reread', 'reread', 'reread'])
    actor.send({ type: 'fault', kind: 'error', at: 40_000, classRunning: false, online: true })
    expect(done.at(-1)).toBe('reload')
    // Offline mid-class, a re-read (which needs the server) gives way to skipping clips.
    const offline = start()
    for (const at of [10_000, 20_000, 30_000]) offline.actor.send({ type: 'fault', kind: 'videoStall', at, classRunning: true, online: false })
    expect(offline.done).toEqual(['nextClip', 'nextClip', 'nextClip'])
    const hidden = start()
    hidden.actor.send(tick(1_000))
    hidden.actor.send(tick(1_000 + 2 * T.freezeMs, { wasHidden: true }))
    expect(hidden.done).toEqual([])
    const daily = start()
    daily.actor.send(tick(DAY, { online: false }))
    expect(daily.done).toEqual([])
  })

  it('starts the ladder over after a calm spell', () => {
    const { actor, clock, done } = start()
    actor.send({ type: 'fault', kind: 'error', at: 1_000, classRunning: true })
    clock.increment(T.calmMs)
    expect(actor.getSnapshot().value).toBe('watching')
    actor.send({ type: 'fault', kind: 'error', at: 1_000 + T.calmMs, classRunning: true })
    expect(done).toEqual(['nextClip', 'nextClip'])
  })

  it('notices loops that stopped ticking: the player, the poll, the page itself', () => {
    const player = start()
    player.actor.send(tick(20_000, { classRunning: true, playerBeatAt: 20_000 - T.playerLoopMs }))
    expect(player.done).toEqual(['nextClip'])
    const poll = start()
    poll.actor.send(tick(T.pollLoopMs + 1, { pollBeatAt: 1 }))
    expect(poll.done).toEqual(['reread'])
    const frozen = start()
    frozen.actor.send(tick(1_000))
    frozen.actor.send(tick(1_000 + T.freezeMs - 1))
    expect(frozen.done).toEqual([])
    frozen.actor.send(tick(1_000 + 2 * T.freezeMs))
    expect(frozen.done).toEqual(['reread'])
    expect(frozen.actor.getSnapshot().context.last).toEqual({ kind: 'loopStall', action: 'reread', at: 1_000 + 2 * T.freezeMs })
  })

  it('reloads once a day, only at a quiet moment, without counting it as a recovery', () => {
    const { actor, done } = start()
    actor.send(tick(DAY, { classRunning: true }))
    actor.send(tick(DAY + 1_000, { nextClassAt: DAY + T.quietMs }))
    expect(done).toEqual([])
    actor.send(tick(DAY + 2_000, { nextClassAt: DAY + 2_000 + T.quietMs + 1 }))
    expect(done).toEqual(['reload'])
    expect(actor.getSnapshot().context).toMatchObject({ recoveries: 0, last: { kind: 'daily', action: 'dailyReload' } })
  })
})

describe('watchdogMachine model', () => {
  it('walks every transition of the real machine', async () => {
    const stalled = T.videoStallMs
    const result = await testEveryTransition({
      machine: watchdogMachine,
      inputs: [{ loadedAt: 0 }, { loadedAt: 0, lastReloadAt: 3 * DAY - 1 }],
      events: () => [
        tick(0, { classRunning: true, video: playing(1) }),
        tick(stalled, { classRunning: true, video: playing(1) }),
        tick(stalled, { classRunning: true, playerBeatAt: stalled - T.playerLoopMs }),
        tick(DAY, { nextClassAt: null }),
        { type: 'fault', kind: 'error', at: DAY, classRunning: true },
        { type: 'fault', kind: 'error', at: 2 * DAY, classRunning: false },
        { type: 'fault', kind: 'error', at: 3 * DAY, classRunning: false },
        { type: 'fault', kind: 'error', at: 4 * DAY, classRunning: true, online: false },
      ],
      volatileContext: ['recoveries', 'last', 'lastTickAt'],
      delays: { calm: T.calmMs, reloadGiveUp: T.reloadGiveUpMs },
      createSut: (inspect, input) => {
        const clock = new SimulatedClock()
        return { actor: createActor(watchdogMachine, { clock, inspect, input: input as WatchdogInput }), clock, fakes: new FakeActors() }
      },
    })
    expect([...result.all].filter((key) => !result.covered.has(key))).toEqual([])
  })
})
