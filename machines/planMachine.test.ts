import { describe, expect, it } from 'vitest'
import { createActor, createMachine, SimulatedClock, type AnyEventObject } from 'xstate'
import { PLAN_DELAYS, planMachine } from './planMachine'
import type { ScreenPlanData } from './screenData'
import { FakeActors, flush, recordingParent, testEveryTransition } from './testing/modelTesting'

const PLAN: ScreenPlanData = { readAt: 1, timeZone: 'UTC', screens: 1, workouts: [], days: [] }

describe('planMachine', () => {
  it('reads the plan after its first wait, every 30 minutes after, and 5 minutes after a failure; each plan goes to the parent', async () => {
    const clock = new SimulatedClock()
    const fakes = new FakeActors()
    const heard: AnyEventObject[] = []
    const parent = createMachine({
      invoke: { id: 'plan', src: planMachine.provide({ actors: { fetchPlan: fakes.promise('fetchPlan') } }), input: { firstDelayMs: 7_000 } },
      on: { 'plan.loaded': { actions: ({ event }) => void heard.push(event) } },
    })
    createActor(parent, { clock }).start()
    clock.increment(6_999)
    expect(fakes.live('fetchPlan')).toHaveLength(0)
    clock.increment(1)
    expect(fakes.live('fetchPlan')).toHaveLength(1)
    fakes.settle('fetchPlan', { output: PLAN })
    await flush()
    expect(heard).toEqual([{ type: 'plan.loaded', plan: PLAN }])
    clock.increment(PLAN_DELAYS.refresh - 1)
    expect(fakes.live('fetchPlan')).toHaveLength(0)
    clock.increment(1)
    fakes.settle('fetchPlan', { error: new Error('Network Error') })
    await flush()
    clock.increment(PLAN_DELAYS.retry)
    expect(fakes.live('fetchPlan')).toHaveLength(1)
    expect(heard).toHaveLength(1)
  })
})

describe('planMachine model', () => {
  it('walks every transition of the real machine', async () => {
    const result = await testEveryTransition({
      machine: planMachine,
      input: { firstDelayMs: 3_000 },
      events: () => [
        { type: 'xstate.done.actor.fetchPlan', output: PLAN },
        { type: 'xstate.error.actor.fetchPlan', error: new Error('Network Error') },
        { type: 'plan.readNow' },
      ],
      omit: (state) => ((state.context as { failures: number }).failures >= 1 ? ['xstate.error.actor.fetchPlan'] : []),
      delays: { ...PLAN_DELAYS, first: 3_000 },
      createSut: (inspect) => {
        const clock = new SimulatedClock()
        const fakes = new FakeActors()
        const { parent } = recordingParent({ clock, inspect })
        const machine = planMachine.provide({ actors: { fetchPlan: fakes.promise('fetchPlan') } })
        return { actor: createActor(machine, { parent, input: { firstDelayMs: 3_000 } }), clock, fakes, stop: () => parent.stop() }
      },
    })
    expect([...result.all].filter((key) => !result.covered.has(key))).toEqual([])
  })
})
