import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { deferredLogic } from './deferredLogic'

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
const counter = setup({ types: {} as { context: { count: number }; events: { type: 'add' } } }).createMachine({
  context: { count: 0 },
  on: { add: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
})

describe('deferredLogic', () => {
  it('refuses to stand in before its code loaded, and acts as the loaded logic after', async () => {
    let loads = 0
    const { logic, ready } = deferredLogic(async () => {
      loads += 1
      return counter
    })
    expect(() => Reflect.get(logic, 'transition')).toThrow(/before its code loaded/)
    await Promise.all([ready(), ready()])
    expect(loads).toBe(1)
    const actor = createActor(logic).start()
    actor.send({ type: 'add' })
    actor.send({ type: 'add' })
    expect(actor.getSnapshot().context.count).toBe(2)
  })

  it('loads again after a failed load', async () => {
    let attempts = 0
    const { ready } = deferredLogic(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('network')
      return counter
    })
    await expect(ready()).rejects.toThrow('network')
    await expect(ready()).resolves.toBe(counter)
    expect(attempts).toBe(2)
  })
})
