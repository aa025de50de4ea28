import { fromCallback, fromPromise } from 'xstate'
import type { classMachine } from './classMachine'
import { deferredLogic } from './deferredLogic'
import { pairingMachine, type LinkPollResult, type RegisteredLink } from './pairingMachine'
import { pollMachine, type PollEvent, type PollRequest, type PollResponse } from './pollMachine'
import { planMachine } from './planMachine'
import type { ScreenData, ScreenEvent, ScreenPlanData } from './screenData'
import { screenMachine } from './screenMachine'

/** The app's effects, as plain functions: the only place fetch, localStorage and location live. */
export interface ScreenEffects {
  /** Registers a proposed code; answers the link to poll and the code the server chose to show. */
  registerCode(code: string): Promise<RegisteredLink>
  pollLink(linkId: string): Promise<LinkPollResult>
  storeToken(token: string): void
  fetchScreen(token: string): Promise<ScreenData>
  poll(request: PollRequest): Promise<PollResponse>
  /** GET /api/v1/screens/plan, as the screen keeps it (docs/SCREEN-DEVICE.md#content-ahead). */
  fetchPlan?(): Promise<ScreenPlanData>
  /** Opens the push channel; returns the function that closes it. */
  subscribePush?(send: (event: PollEvent) => void): () => void
  /** Calls `send` with the server clock's offset each time its estimate improves; returns the function that stops. */
  watchClock?(send: (offsetMs: number) => void): () => void
  checkClip?(url: string): Promise<boolean>
  forgetToken(): void
  clearHardRefresh(): void
  reloadPage(): void
  /** Lets a waiting new release of the app take over (it reloads the page). */
  activateUpdate?(): void
  /** The class machine, whose code the app loads after the first view (`import('./classMachine')`; docs/SCREEN-DEVICE.md#what-the-first-view-loads). */
  loadClassMachine(): Promise<typeof classMachine>
  /** Calls `tick` every second (messages start and end on the screen's own clock); returns the function that stops. */
  everySecond?(tick: () => void): () => void
}

/** The screen machine with the app's effects provided to it and to its child machines. */
export function provideScreenEffects(effects: ScreenEffects) {
  const classLogic = deferredLogic(async () => {
    const classMachine = await effects.loadClassMachine()
    return effects.checkClip
      ? classMachine.provide({ actors: { checkClip: fromPromise(({ input }: { input: { url: string } }) => effects.checkClip!(input.url)) } })
      : classMachine
  })
  return screenMachine.provide({
    actors: {
      pairing: pairingMachine.provide({
        actors: {
          registerCode: fromPromise(({ input }: { input: { code: string } }) => effects.registerCode(input.code)),
          pollLink: fromPromise(({ input }: { input: { linkId: string } }) => effects.pollLink(input.linkId)),
        },
        actions: { storeToken: (_, params) => effects.storeToken(params.token) },
      }),
      fetchScreen: fromPromise(({ input }: { input: { token: string } }) => effects.fetchScreen(input.token)),
      poll: pollMachine.provide({
        actors: {
          poll: fromPromise(({ input }: { input: PollRequest }) => effects.poll(input)),
          push: fromCallback<PollEvent>(({ sendBack }) => effects.subscribePush?.(sendBack)),
        },
      }),
      plan: effects.fetchPlan ? planMachine.provide({ actors: { fetchPlan: fromPromise(() => effects.fetchPlan!()) } }) : planMachine,
      clockSync: fromCallback<ScreenEvent>(({ sendBack }) => effects.watchClock?.((offsetMs) => sendBack({ type: 'clock.synced', offsetMs }))),
      messageClock: fromCallback<ScreenEvent>(({ sendBack }) => effects.everySecond?.(() => sendBack({ type: 'messages.tick' }))),
      class: classLogic.logic,
      loadClass: fromPromise(async () => {
        await classLogic.ready()
      }),
    },
    actions: {
      forgetToken: () => effects.forgetToken(),
      clearHardRefresh: () => effects.clearHardRefresh(),
      reloadPage: () => effects.reloadPage(),
      activateUpdate: () => effects.activateUpdate?.(),
    },
  })
}
