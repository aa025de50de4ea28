import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { IDENTITY_DELAYS, identityMachine } from './identityMachine'
import { FakeActors, testEveryTransition } from './testing/modelTesting'

describe('identityMachine', () => {
  it('shows for a minute after loading, then for ten seconds after each tap', () => {
    const clock = new SimulatedClock()
    const actor = createActor(identityMachine, { clock }).start()
    expect(actor.getSnapshot().hasTag('visible')).toBe(true)
    clock.increment(IDENTITY_DELAYS.afterLoad - 1)
    expect(actor.getSnapshot().hasTag('visible')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('visible')).toBe(false)
    actor.send({ type: 'tapped' })
    expect(actor.getSnapshot().hasTag('visible')).toBe(true)
    clock.increment(IDENTITY_DELAYS.afterTap - 1_000)
    // Another tap starts the ten seconds again.
    actor.send({ type: 'tapped' })
    clock.increment(IDENTITY_DELAYS.afterTap - 1)
    expect(actor.getSnapshot().hasTag('visible')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('visible')).toBe(false)
  })
})

describe('identityMachine model', () => {
  it('walks every transition of the real machine', async () => {
    const result = await testEveryTransition({
      machine: identityMachine,
      input: undefined,
      events: () => [{ type: 'tapped' }],
      delays: IDENTITY_DELAYS,
      createSut: (inspect) => {
        const clock = new SimulatedClock()
        return { actor: createActor(identityMachine, { clock, inspect }), clock, fakes: new FakeActors() }
      },
    })
    expect([...result.all].filter((key) => !result.covered.has(key))).toEqual([])
    expect(result.covered.size).toBe(result.all.size)
  })
})
