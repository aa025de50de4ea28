import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock, type AnyEventObject } from 'xstate'
import { generatePairingCode, isPairingCode, PAIRING_DELAYS, pairingMachine, type LinkPollResult, type RegisteredLink } from './pairingMachine'
import { FakeActors, flush, testEveryTransition } from './testing/modelTesting'

function start(codes = ['AAA111', 'BBB222', 'CCC333', 'DDD444']) {
  const clock = new SimulatedClock()
  const fakes = new FakeActors()
  const storeToken = vi.fn()
  let next = 0
  const generateCode = () => codes[next++ % codes.length]
  const machine = pairingMachine.provide({
    actors: {
      registerCode: fakes.promise<RegisteredLink, { code: string }>('registerCode'),
      pollLink: fakes.promise<LinkPollResult, { linkId: string }>('pollLink'),
    },
    actions: { storeToken: (_, params) => storeToken(params.token) },
  })
  const actor = createActor(machine, { clock, input: { generateCode } }).start()
  return { actor, clock, fakes, storeToken }
}

describe('generatePairingCode', () => {
  it('makes 6 uppercase alphanumerics', () => {
    for (let i = 0; i < 200; i++) expect(isPairingCode(generatePairingCode())).toBe(true)
  })

  it('maps every byte onto the 32 characters without look-alikes (32 divides 256: no byte is skipped, none is favoured)', () => {
    const bytes = [0, 31, 32, 8, 24, 255, 0, 0, 0, 0, 0, 0]
    expect(generatePairingCode((n) => Uint8Array.from(bytes.slice(0, n)))).toBe('A9AJ29')
    for (let i = 0; i < 200; i++) expect(generatePairingCode()).not.toMatch(/[IO01]/)
  })
})

describe('pairingMachine', () => {
  it('registers a code, polls the link every 15 s and stores the token', async () => {
    const { actor, clock, fakes, storeToken } = start()
    expect(actor.getSnapshot().hasTag('registering')).toBe(true)
    // Nothing is shown until the server has chosen the code.
    expect(actor.getSnapshot().context.code).toBeNull()
    expect(fakes.live('registerCode')).toEqual([{ code: 'AAA111' }])

    fakes.settle('registerCode', { output: { linkId: 'link-1', code: 'SRV001' } })
    await flush()
    expect(actor.getSnapshot().hasTag('awaitingLink')).toBe(true)
    expect(actor.getSnapshot().context.code).toBe('SRV001')

    clock.increment(PAIRING_DELAYS.pollInterval - 1)
    expect(fakes.live('pollLink')).toEqual([])
    clock.increment(1)
    expect(fakes.live('pollLink')).toEqual([{ linkId: 'link-1' }])

    fakes.settle('pollLink', { output: null })
    await flush()
    clock.increment(15_000)
    fakes.settle('pollLink', { output: { token: 'screen-token' } })
    await flush()

    expect(storeToken).toHaveBeenCalledWith('screen-token')
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ token: 'screen-token' })
  })

  it('renews the code every hour and registers the new one', async () => {
    const { actor, clock, fakes } = start()
    fakes.settle('registerCode', { output: { linkId: 'link-1', code: 'SRV001' } })
    await flush()
    for (let poll = 0; poll < 239; poll++) {
      clock.increment(15_000)
      fakes.settle('pollLink', { output: null })
      await flush()
    }
    expect(actor.getSnapshot().context.code).toBe('SRV001')
    clock.increment(15_000)
    expect(actor.getSnapshot().context.code).toBeNull()
    expect(fakes.live('registerCode')).toEqual([{ code: 'BBB222' }])
    fakes.settle('registerCode', { output: { linkId: 'link-2', code: 'SRV002' } })
    await flush()
    expect(actor.getSnapshot().context.code).toBe('SRV002')
    expect(fakes.live('pollLink')).toEqual([])
  })

  it('retries a failed registration after 15 s with a fresh code', async () => {
    const { actor, clock, fakes } = start()
    fakes.settle('registerCode', { error: new Error('Network Error') })
    await flush()
    expect(actor.getSnapshot().value).toBe('registerRetry')
    clock.increment(14_999)
    expect(fakes.live('registerCode')).toEqual([])
    clock.increment(1)
    expect(fakes.live('registerCode')).toEqual([{ code: 'BBB222' }])
  })

  it('keeps polling after a poll error, and re-registers when the link is gone', async () => {
    const { actor, clock, fakes } = start()
    fakes.settle('registerCode', { output: { linkId: 'link-1', code: 'SRV001' } })
    await flush()
    clock.increment(15_000)
    fakes.settle('pollLink', { error: Object.assign(new Error('Request failed with status code 500'), { status: 500 }) })
    await flush()
    expect(actor.getSnapshot().value).toEqual({ linked: 'waiting' })
    clock.increment(15_000)
    fakes.settle('pollLink', { error: Object.assign(new Error('Not Found'), { status: 404 }) })
    await flush()
    expect(actor.getSnapshot().value).toBe('registering')
    expect(fakes.live('registerCode')).toEqual([{ code: 'BBB222' }])
  })

  it('accepts the link from a push channel', async () => {
    const { actor, fakes, storeToken } = start()
    fakes.settle('registerCode', { output: { linkId: 'link-1', code: 'SRV001' } })
    await flush()
    actor.send({ type: 'link.completed', token: 'pushed' })
    expect(storeToken).toHaveBeenCalledWith('pushed')
    expect(actor.getSnapshot().output).toEqual({ token: 'pushed' })
  })
})

describe('pairingMachine model', () => {
  it('walks every transition of the real machine', async () => {
    const events = (): AnyEventObject[] => [
      { type: 'xstate.done.actor.registerCode', output: { linkId: 'link-1', code: 'SRV001' } },
      { type: 'xstate.error.actor.registerCode', error: { message: 'Network Error' } },
      { type: 'xstate.done.actor.pollLink', output: null },
      { type: 'xstate.done.actor.pollLink', output: { token: 'polled' } },
      { type: 'xstate.error.actor.pollLink', error: { status: 500 } },
      { type: 'xstate.error.actor.pollLink', error: { status: 404 } },
      { type: 'link.completed', token: 'pushed' },
    ]
    const result = await testEveryTransition({
      machine: pairingMachine,
      input: { generateCode: () => 'ABC123' },
      events,
      delays: PAIRING_DELAYS,
      createSut: (inspect) => {
        const clock = new SimulatedClock()
        const fakes = new FakeActors()
        const machine = pairingMachine.provide({
          actors: { registerCode: fakes.promise('registerCode'), pollLink: fakes.promise('pollLink') },
        })
        return { actor: createActor(machine, { clock, inspect, input: { generateCode: () => 'ABC123' } }), clock, fakes }
      },
    })
    expect([...result.all].filter((key) => !result.covered.has(key))).toEqual([])
    expect(result.covered.size).toBe(result.all.size)
  })
})
