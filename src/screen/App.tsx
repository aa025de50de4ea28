import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { identityMachine } from '../../machines/identityMachine'
import type { pairingMachine } from '../../machines/pairingMachine'
import { SCREEN_DELAYS, type KeptScreen } from '../../machines/screenData'
import { provideScreenEffects } from '../../machines/screenEffectsContract'
import { BUILT_IN_CLIPS as CLIPS, defaultClipUrl as defaultClipFor } from '../shared/classFormat'
import { APP_VERSION } from '../shared/constants'
import { setScreenLanguage } from './i18n'
import { ClassArea } from './player/ClassArea'
import { nowPlayingPosition } from './player/nowPlaying'
import type { ClassRef } from './player/ClassPlayer'
import type { ClipCacheStatus, HeldWorkoutReport } from './services/clipCache'
import { createScreenEffects } from './services/screenEffectsBrowser'
import { readScreenToken } from './services/tokenStore'
import { DebugOverlay, debugInspector, screenDebugEnabled } from './views/DebugOverlay'
import { FormatSelectionView } from './views/FormatSelectionView'
import { HoldToReset } from './views/HoldToReset'
import { IdentityBanner } from './views/IdentityBanner'
import { LoadingView } from './views/LoadingView'
import { EmergencyView } from './views/MessageViews'
import { PairingView } from './views/PairingView'
import { UnavailableView } from './views/UnavailableView'

/** The clip cache is not part of the first view: it loads right after, like the player (docs/FLEET.md). */
const clipCacheModule = import('./services/clipCache')
let clipCacheStatus: (() => ClipCacheStatus) | null = null
let clipAhead: (() => HeldWorkoutReport[]) | null = null
void clipCacheModule.then(({ clipCache }) => {
  clipCacheStatus = () => clipCache.status()
  clipAhead = () => clipCache.ahead()
})

/** Nor are the watchdog, offline support and the device's facts (services/afterFirstView.ts). */
const afterFirstViewModule = import('./services/afterFirstView')
let afterFirstView: Awaited<typeof afterFirstViewModule> | null = null
void afterFirstViewModule.then((loaded) => (afterFirstView = loaded))

/** Nor is the class machine, with the calendar's code: asked for now, in memory long before the class area opens. */
let classMachineModule = import('../../machines/classMachine')
/** The class machine; a load that failed (a dropped connection) is asked for again. */
const loadClassMachine = () =>
  classMachineModule.then(
    ({ classMachine }) => classMachine,
    async () => (await (classMachineModule = import('../../machines/classMachine'))).classMachine,
  )

/** Connects `attach` from the later module to the actor once it loads; the function it answers stops it. */
function attachLater(attach: (loaded: Awaited<typeof afterFirstViewModule>) => () => void): () => void {
  let stop: (() => void) | null = null
  let stopped = false
  void afterFirstViewModule.then((loaded) => {
    if (!stopped) stop = attach(loaded)
  })
  return () => {
    stopped = true
    stop?.()
  }
}

/** The device report's `ahead`, absent until the plan is read. */
function aheadReport(): { ahead?: HeldWorkoutReport[] } {
  const ahead = clipAhead?.() ?? []
  return ahead.length > 0 ? { ahead } : {}
}

const { effects, clock } = createScreenEffects({
  onLanguage: (language) => void setScreenLanguage(language),
  // Readiness (docs/CLASS-RUNS.md#readiness): which app this is and how much of its class it has stored; and the device, for support.
  deviceState: () => {
    const status = clipCacheStatus?.()
    if (!status || !afterFirstView) return undefined
    const facts = afterFirstView.deviceFacts({ clockOffsetMs: clock.offset(), canStoreClips: status.available === true || typeof indexedDB !== 'undefined' })
    return {
      appVersion: APP_VERSION,
      cacheAvailable: status.available,
      clipsWanted: status.wanted,
      clipsCached: status.cached,
      position: nowPlayingPosition(),
      facts,
      // Content ahead: what it holds of each workout of its plan (none until the plan is read).
      ...aheadReport(),
    }
  },
})
const screenLogic = provideScreenEffects({
  ...effects,
  loadClassMachine,
  activateUpdate: () => void afterFirstViewModule.then(({ activateUpdate }) => activateUpdate()),
})
const DEBUG = screenDebugEnabled()

function Pairing({ pairingRef }: { pairingRef: ActorRefFrom<typeof pairingMachine> | undefined }) {
  // Show the code only once the server knows it: staff could not link a code still being registered.
  const code = useSelector(pairingRef, (state) => (state?.hasTag('awaitingLink') ? state.context.code : null))
  return <PairingView code={code} />
}

/** The class screen, with its machines shown in a corner when debugging; `kept` is what the device kept of its last state. */
export function App({ kept = null }: { kept?: KeptScreen | null }) {
  return DEBUG ? (
    <>
      <ScreenViews kept={kept} />
      <DebugOverlay />
    </>
  ) : (
    <ScreenViews kept={kept} />
  )
}

/** One view per state of the screen machine. */
function ScreenViews({ kept }: { kept: KeptScreen | null }) {
  const actor = useActorRef(screenLogic, {
    // The plan is read 2-15 s after loading: the screens of a reload storm ask spread out (machines/planMachine.ts).
    input: { token: readScreenToken(), kept, clips: CLIPS, defaultClipFor, planDelayMs: 2_000 + Math.random() * 13_000 },
    inspect: DEBUG ? debugInspector : undefined,
  })
  // Its state is kept on the device for a boot with no network; a new release waits for its word (docs/SCREEN-DEVICE.md#offline-boot).
  useEffect(() => attachLater(({ attachOfflineSupport }) => attachOfflineSupport(actor)), [actor])
  // docs/SCREEN-DEVICE.md#the-watchdog: errors, a stalled clip or a stopped loop are recovered from without anyone at the screen.
  useEffect(() => attachLater(({ watchScreen }) => watchScreen(actor)), [actor])
  // docs/SCREEN-DEVICE.md#content-ahead: the coming workouts' clips, fetched outside classes and in the location's window.
  useEffect(() => attachLater(({ attachFetchAhead }) => attachFetchAhead(actor, CLIPS, defaultClipFor)), [actor])
  const view = useSelector(actor, (state) =>
    state.hasTag('pairing')
      ? 'pairing'
      : state.hasTag('emergency')
        ? 'emergency'
        : state.hasTag('unavailable')
          ? 'unavailable'
          : state.hasTag('formatSelection')
            ? 'format'
            : state.hasTag('class')
              ? 'class'
              : 'loading',
  )
  // Warm the clip cache as soon as the workout is known, so a class can play through a network or server outage.
  const screenData = useSelector(actor, (state) => state.context.screen)
  useEffect(() => {
    if (!screenData) return
    void clipCacheModule.then(({ clipCache, workoutClipUrls }) =>
      clipCache.want('workout', workoutClipUrls(screenData.workout, CLIPS, defaultClipFor, screenData.screen.isLrVideo ?? false)),
    )
  }, [screenData])
  const pairingRef = useSelector(actor, (state) => state.children.pairing as ActorRefFrom<typeof pairingMachine> | undefined)
  const classRef = useSelector(actor, (state) => state.children.class as ClassRef | undefined)
  // Who this screen is, while the identity machine says so and no class plays over it.
  const identityRef = useSelector(actor, (state) => state.children.identity as ActorRefFrom<typeof identityMachine> | undefined)
  const identityVisible = useSelector(identityRef, (state) => state?.hasTag('visible') ?? false)
  const classPlaying = useSelector(actor, (state) => state.context.classPlaying)
  const pressing = useSelector(actor, (state) => state.hasTag('pressing'))
  // docs/MESSAGES.md: what the machine says shows now (it looks again every second, on the screen's own clock).
  const showing = useSelector(actor, (state) => state.context.showing)
  const identity =
    identityVisible && !classPlaying && screenData?.location ? (
      <IdentityBanner location={screenData.location.name} screen={screenData.screen.name} round={screenData.screen.round} />
    ) : null

  switch (view) {
    case 'pairing':
      return <Pairing pairingRef={pairingRef} />
    case 'emergency':
      return <EmergencyView message={showing.emergency} />
    case 'unavailable':
      return <UnavailableView />
    case 'format':
      return (
        <>
          <FormatSelectionView onSelect={(format) => actor.send({ type: 'format.selected', format })} />
          {identity}
        </>
      )
    case 'class':
      return classRef ? (
        <>
          <ClassArea classRef={classRef} notices={showing.notices} onPress={(pressed) => actor.send({ type: pressed ? 'press.start' : 'press.end' })} />
          {identity}
          {pressing ? <HoldToReset durationMs={SCREEN_DELAYS.longPress} /> : null}
        </>
      ) : (
        <LoadingView />
      )
    default:
      return <LoadingView />
  }
}
