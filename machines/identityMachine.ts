import { setup } from 'xstate'

/**
 * How long a class screen says who it is (docs/RULES.md#class-screen): after it loads (just paired,
 * or reloaded) and after a tap on the idle view, so staff setting up nine TVs can tell which is which.
 */
export const IDENTITY_DELAYS = { afterLoad: 60_000, afterTap: 10_000 } as const

export const identityMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as { events: { type: 'tapped' }; tags: 'visible' },
  delays: IDENTITY_DELAYS,
}).createMachine({
  id: 'identity',
  description: 'Shows the location, screen name and round for a minute after loading, and for ten seconds after a tap.',
  initial: 'afterLoad',
  states: {
    afterLoad: { tags: ['visible'], after: { afterLoad: { target: 'hidden' } }, on: { tapped: { target: 'afterTap' } } },
    hidden: { on: { tapped: { target: 'afterTap' } } },
    afterTap: { tags: ['visible'], after: { afterTap: { target: 'hidden' } }, on: { tapped: { target: 'afterTap', reenter: true } } },
  },
})
