import type { ScreenData, ScreenLocation, ScreenPlanData } from '../../../machines/screenData'
import type { ScreenEffects } from '../../../machines/screenEffectsContract'
import type { LocationShape, PollEvent, PollResponse } from '../../../machines/pollMachine'
import type { LinkPollResult } from '../../../machines/pairingMachine'
import type { Routine, Workout } from '../../../machines/classMachine'
import type { ClosedDay, WeeklyTimetable } from '../../shared/classSchedule'
import { WEEKDAYS } from '../../shared/weekdays'
import type { DeviceState, PollBody, PollResult } from '../../shared/schemas/class'
import type { ScreenLocation as AuthLocation } from '../../shared/schemas/screens'
import type { ScreenPlan } from '../../shared/schemas/screenPlan'
import { ScreenLinkPollDocument, ScreenRegisterCodeDocument } from '../gql/graphql'
import { beat } from './beats'
import { createClockOffset, shareClock } from './clockOffset'
import { deviceClient } from './deviceClient'
import { noteDownloadSettings } from './downloadSettings'
import { createDeviceReporter } from './deviceReport'
import { screenRequest } from './graphqlClient'
import { openEventStream } from './sse'
import { forgetScreenToken, readScreenToken, storeScreenToken } from './tokenStore'

export const SCREEN_EVENTS_PATH = '/api/v1/screens/events'

/** Today's classes from the poll, as the weekly timetable the class machine reads (keyed by the location's weekday). */
export function timetableFromPoll(poll: Pick<PollResult, 'today' | 'timetable'>): Partial<WeeklyTimetable> {
  const [year, month, day] = poll.today.split('-').map(Number)
  const weekday = WEEKDAYS[new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1)).getUTCDay()]
  const classes = poll.timetable.flatMap((entry) => (entry ? [{ class_name: entry.class_name, class_time: entry.class_time }] : []))
  return weekday ? { [weekday]: classes } : {}
}

/** Today's closure from the poll (a holiday's name or a closure's reason), dated so it never outlives its day. */
export function closedTodayFromPoll(poll: Pick<PollResult, 'today' | 'closedToday'>): ClosedDay | null {
  return poll.closedToday ? { date: poll.today, reason: poll.closedToday } : null
}

/** The location's shape as the poll answers it; the poll machine compares it with the last one. */
export function locationShapeFromPoll(poll: PollResult): LocationShape {
  return {
    enabled: poll.locationEnabled,
    mctEnabled: poll.mctEnabled,
    timeZone: poll.timeZone,
    timetable: timetableFromPoll(poll),
    closedToday: closedTodayFromPoll(poll),
    workoutDay: poll.workoutDay ?? null,
  }
}

/** The loaded location: the screen's location, with the poll's fresher answer where it has one. */
export function screenLocationFrom(location: Omit<AuthLocation, '_id'>, poll: PollResult | undefined): ScreenLocation {
  return {
    id: location.id,
    name: location.name,
    timeZone: poll?.timeZone ?? location.timeZone,
    isActive: location.isActive,
    isEnabled: poll ? poll.locationEnabled && location.isEnabled : location.isEnabled,
    mctEnabled: poll?.mctEnabled ?? location.mctEnabled,
    classStart: poll?.classStart ?? location.classStart,
    automaticMode: poll?.automaticMode ?? location.automaticMode,
    alternateCountdown: poll?.alternateCountdown ?? location.alternateCountdown,
    classStartedAt: poll ? poll.classStartedAt : location.classStartedAt,
    timetable: poll ? timetableFromPoll(poll) : {},
    closedToday: poll ? closedTodayFromPoll(poll) : null,
    workoutDay: poll?.workoutDay ?? null,
  }
}

/** The plan as the screen keeps it: instants as epoch ms on the server's clock. */
export function planFromAnswer(plan: ScreenPlan, readAt: number): ScreenPlanData {
  return {
    readAt,
    timeZone: plan.timeZone,
    screens: plan.screens,
    workouts: plan.workouts.map((entry) => ({
      date: entry.date,
      from: entry.from === null ? null : Date.parse(entry.from),
      workout: entry.workout
        ? {
            id: entry.workout.id,
            name: entry.workout.name,
            updatedAt: entry.workout.updatedAt,
            routines: entry.workout.routines.map((routine): Routine => ({
              step: routine.step,
              name: routine.name,
              videoLink: routine.videoLink,
              lrVideoLink: routine.lrVideoLink,
            })),
          }
        : null,
      clips: entry.clips.map((clip) => ({ url: clip.url, bytes: clip.bytes, sha256: clip.sha256 })),
    })),
    days: plan.timetable.map((day) => ({ date: day.date, classes: day.classes, closed: day.closed })),
  }
}

export interface AppHooks {
  /** The screen's language field (docs/RULES.md#class-screen: the texts follow it). */
  onLanguage(language: string): void
  /** What the screen says of itself with each poll, for readiness (docs/CLASS-RUNS.md#readiness); undefined until known. */
  deviceState?(): DeviceState | undefined
}

/**
 * The push frames' parser, loaded apart from the first view: it brings the shared schemas, and with them zod
 * (docs/SCREEN-DEVICE.md#what-the-first-view-loads). A linked screen starts loading it at once, a screen being
 * paired when it gets its token, so it is in by the time the stream opens. A failed load is tried again.
 */
let pushEventsModule: Promise<typeof import('./pushEvents')> | undefined
function loadPushEvents(): Promise<typeof import('./pushEvents')> {
  pushEventsModule ??= import('./pushEvents').catch((error: unknown) => {
    pushEventsModule = undefined
    throw error
  })
  return pushEventsModule
}

/** The real effects of the class screen: GraphQL calls, the push channel, localStorage and reload. */
export function createScreenEffects(hooks: AppHooks) {
  const clock = createClockOffset()
  shareClock(clock)
  let token = readScreenToken()
  if (token) void loadPushEvents().catch(() => undefined)
  let hardRefreshCleared: Promise<unknown> = Promise.resolve()

  /** Each answer's server time feeds the one clock service; the machines hear of it by 'clock.synced' alone (watchClock). */
  async function timed<T extends { serverTime: string }>(call: () => Promise<T>): Promise<T> {
    const sentAt = Date.now()
    const result = await call()
    const receivedAt = Date.now()
    clock.add({ sentAt, receivedAt, serverTime: Date.parse(result.serverTime) })
    return result
  }

  const deviceReporter = createDeviceReporter()
  /** A poll, with the device's own state when the server does not have it yet (deviceReport.ts). */
  async function pollWithDevice(body: PollBody, currentToken: string | null) {
    beat('poll')
    const report = deviceReporter.next(hooks.deviceState?.(), Date.now())
    const answer = await timed(() => deviceClient.poll(report.device ? { ...body, device: report.device } : body, { token: currentToken }))
    report.delivered()
    return answer
  }

  /** A few quick samples after loading: the shortest round trip makes screens agree on the class clock within a few ms. */
  let warmUp: ReturnType<typeof setTimeout>[] = []
  function warmUpClock(currentToken: string, automaticMode: boolean) {
    for (const timer of warmUp) clearTimeout(timer)
    warmUp = [300, 1_000, 2_000, 4_000, 8_000].map((delay) =>
      setTimeout(() => {
        void pollWithDevice({ playing: false, automaticMode }, currentToken).catch(() => undefined)
      }, delay),
    )
  }

  /** The asks answered already: an ask is heard again on a new stream within half a minute of it. */
  const answeredAsks = new Set<string>()

  async function sendScreenshot(requestedAt: string | undefined) {
    if (requestedAt !== undefined) {
      if (answeredAsks.has(requestedAt)) return
      // A handful a day: kept small all the same on a screen that runs for months.
      if (answeredAsks.size >= 50) answeredAsks.clear()
      answeredAsks.add(requestedAt)
    }
    try {
      const picture = await (await import('./screenshot')).captureScreen()
      await deviceClient.uploadScreenshot({ ...picture, takenAt: new Date(clock.serverNow(Date.now())).toISOString() }, { token })
    } catch (error) {
      console.warn('[screen] the screenshot could not be sent', error)
    }
  }

  // The app adds how the class machine's code loads (App.tsx), which is not this module's to import.
  const effects: Omit<ScreenEffects, 'loadClassMachine'> = {
    async registerCode(code) {
      const result = await screenRequest(ScreenRegisterCodeDocument, { input: { authCode: code } })
      const link = result.createScreenLink?.data
      if (!link?.id) throw new Error('createScreenLink answered no id')
      // The server chooses the code to show (docs/SECURITY.md); ours was only a proposal.
      return { linkId: link.id, code: link.authCode }
    },

    async pollLink(linkId): Promise<LinkPollResult> {
      const result = await screenRequest(ScreenLinkPollDocument, { id: linkId })
      const linkToken = result.getScreenLink?.data.token
      return linkToken ? { token: linkToken } : null
    },

    storeToken(newToken) {
      token = newToken
      void loadPushEvents().catch(() => undefined)
      deviceReporter.reset()
      storeScreenToken(newToken)
    },

    async fetchScreen(currentToken): Promise<ScreenData> {
      token = currentToken
      const screen = await deviceClient.screenAuth({ token: currentToken })
      hooks.onLanguage(screen.language || screen.location.language)
      // The page has (re)loaded: clear both refresh requests, report connected, read the workout and today's classes.
      const [heartbeat, poll] = await Promise.all([
        deviceClient.heartbeat({ refreshFlag: false, hardRefreshFlag: false, status: { label: 'Connected', isConnected: true } }, { token: currentToken }),
        pollWithDevice({ playing: false, automaticMode: screen.location.automaticMode }, currentToken),
      ])
      warmUpClock(currentToken, screen.location.automaticMode)
      const location = screen.location
      const workout: Workout | null = heartbeat.workout
        ? {
            id: heartbeat.workout.id,
            name: heartbeat.workout.name,
            updatedAt: heartbeat.workout.updatedAt,
            routines: heartbeat.workout.routines.map((routine): Routine => ({
              step: routine.step,
              name: routine.name,
              videoLink: routine.videoLink,
              lrVideoLink: routine.lrVideoLink,
            })),
          }
        : null
      return {
        screen: { id: screen.id, name: screen.name, round: screen.round, isLrVideo: heartbeat.lrVideo },
        location: screenLocationFrom(location, poll),
        workout,
        workoutReadAt: Date.parse(poll.serverTime),
      }
    },

    async fetchPlan() {
      const plan = await deviceClient.plan({ token })
      return planFromAnswer(plan, clock.serverNow(Date.now()))
    },

    async poll(request): Promise<PollResponse> {
      const poll = await pollWithDevice(request, token)
      // The location's download window and cap, when the server sends them (optional fields).
      noteDownloadSettings(poll)
      return {
        classStart: poll.classStart,
        automaticMode: poll.automaticMode,
        alternateCountdown: poll.alternateCountdown,
        classStartedAt: poll.classStartedAt,
        refreshFlag: poll.refreshFlag,
        hardRefreshFlag: poll.hardRefreshFlag,
        location: locationShapeFromPoll(poll),
        ...(poll.messages ? { messages: poll.messages } : {}),
      }
    },

    subscribePush(send: (event: PollEvent) => void) {
      if (!token) return () => {}
      let stopped = false
      let close: (() => void) | undefined
      // The frames' parser (loadPushEvents); the service worker keeps it for an offline boot. Should it not load, the
      // poll machine treats that as a dropped stream and opens it again later.
      loadPushEvents().then(
        ({ readPushEvent }) => {
          if (stopped || !token) return
          close = openEventStream({
            url: SCREEN_EVENTS_PATH,
            token,
            onMessage(message) {
              const push = readPushEvent(message)
              if (!push) return
              // The server clock's offset reaches the machines by `clock.synced` alone (watchClock).
              if (push.event === 'class') {
                const { classStart, automaticMode, classStartedAt } = push.data
                send({ type: 'push.classStart', classStart, automaticMode, classStartedAt })
              } else if (push.event === 'refresh') send({ type: 'push.refresh' })
              else if (push.event === 'hard-refresh') send({ type: 'push.hardRefresh' })
              else if (push.event === 'unlinked') send({ type: 'push.unlinked' })
              else if (push.event === 'messages') send({ type: 'push.messages', messages: push.data.messages })
              // Staff asked what this screen shows: draw it and send it (nothing for the machines to decide).
              else if (push.event === 'screenshot') void sendScreenshot(push.data.requestedAt)
            },
            onRejected: () => send({ type: 'push.failed' }),
            // Opened at first or again after a drop: the poll machine polls, so nothing pushed while it was down waits 30 s.
            onConnection: (connected) => {
              if (connected) send({ type: 'push.connected' })
            },
          })
        },
        () => {
          if (!stopped) send({ type: 'push.failed' })
        },
      )
      return () => {
        stopped = true
        close?.()
      }
    },

    watchClock: (send) => clock.watch(send),

    everySecond(tick) {
      const timer = setInterval(tick, 1_000)
      return () => clearInterval(timer)
    },

    // The clip probe and cache load after the first view (docs/FLEET.md); a class asks long after.
    checkClip: async (url) => (await import('./clipProbe')).checkClip(url),

    forgetToken() {
      token = null
      forgetScreenToken()
    },

    clearHardRefresh() {
      hardRefreshCleared = deviceClient.heartbeat({ hardRefreshFlag: false }, { token, keepalive: true, timeoutMs: 3_000 }).catch(() => undefined)
    },

    reloadPage() {
      // Give the flag-clearing call a moment so the reloaded page is not told to reload again.
      void Promise.race([hardRefreshCleared, new Promise((resolve) => setTimeout(resolve, 2_000))]).then(() => window.location.reload())
    },
  }
  return { effects, clock }
}
