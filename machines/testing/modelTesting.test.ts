import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, setup, SimulatedClock, type InspectionEvent } from 'xstate'
import { allTransitionKeys, FakeActors, testEveryTransition, toModelMachine } from './modelTesting'

const doorMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as { events: { type: 'door.open' } | { type: 'door.close' } },
  actors: { lock: fromPromise<boolean>(async () => true) },
  delays: { autoClose: 5_000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': 'open' } },
    open: { after: { autoClose: 'locking' }, on: { 'door.close': 'locking' } },
    locking: { invoke: { id: 'lock', src: 'lock', onDone: 'closed', onError: 'open' } },
  },
})

function createSut(inspect: (event: InspectionEvent) => void) {
  const clock = new SimulatedClock()
  const fakes = new FakeActors()
  return { actor: createActor(doorMachine.provide({ actors: { lock: fakes.promise('lock') } }), { clock, inspect }), clock, fakes }
}

describe('model testing helpers', () => {
  it('turns invoke and after into the internal events the real machine handles', () => {
    const model = toModelMachine(doorMachine)
    expect([...model.root.states.open.transitions.keys()]).toContain('xstate.after.autoClose.door.open')
    expect([...model.root.states.locking.transitions.keys()]).toEqual(['xstate.done.actor.lock', 'xstate.error.actor.lock'])
    expect(allTransitionKeys(doorMachine)).toEqual(allTransitionKeys(model))
  })

  it('covers every transition by replaying the model against the real machine', async () => {
    const result = await testEveryTransition({
      machine: doorMachine,
      events: () => [],
      delays: { autoClose: 5_000 },
      createSut: (inspect) => createSut(inspect),
    })
    expect(result.covered).toEqual(result.all)
  })

  it('reports a transition no test reaches, so a new untested transition fails', async () => {
    const result = await testEveryTransition({
      machine: doorMachine,
      events: () => [],
      omit: () => ['door.close'],
      createSut: (inspect) => createSut(inspect),
    })
    expect([...result.all].filter((key) => !result.covered.has(key))).toEqual(['door.open|door.close|0'])
  })

  it('fails when a timer is scheduled with another delay than the model says', async () => {
    await expect(
      testEveryTransition({ machine: doorMachine, events: () => [], delays: { autoClose: 4_000 }, createSut: (inspect) => createSut(inspect) }),
    ).rejects.toThrow(/scheduled after 5000 ms, expected 4000 ms/)
  })
})
