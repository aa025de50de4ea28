import { CLASS_SCREEN_POLL_MS, COMBO_OVERLAY_MS } from '../src/shared/constants'
import { assign, fromPromise, raise, sendParent, setup } from 'xstate'
import {
  autoStartInstant,
  NEXT_CLASS_GRACE_MINUTES,
  nextClassToday,
  resolveTimeZone,
  shouldAutoStart,
  type ClassToday,
  type WeeklyTimetable,
} from '../src/shared/classSchedule'
import { buildClipQueue, classLength, COMBO_QUEUE_LENGTH, type ClassFormat, type Clip, type ClipUrls, type DefaultClipFor, type Workout } from './classQueue'

// The clips and their order live in classQueue.ts; what imports them from here still finds them.
export * from './classQueue'

/** Poll/tick every 30 s, combo overlay for 44 s (docs/RULES.md#constants). */
export const CLASS_DELAYS = { tickInterval: CLASS_SCREEN_POLL_MS, comboOverlay: COMBO_OVERLAY_MS } as const

/** The exact-instant wake-up fires this much after the start instant, so the start window has surely opened. */
export const AUTO_START_MARGIN_MS = 20

/** A better server-clock estimate that moves by at least this much re-anchors a class under way on this device. */
export const OFFSET_REANCHOR_MS = 5

/** What the server (poll or push) says about the location's class. */
export interface ServerClassState {
  classStart: boolean
  automaticMode: boolean
  alternateCountdown: boolean
  /** ISO instant the running class began, by the server's clock. */
  classStartedAt?: string | null
  /** ISO instant the server answered, to measure this device's clock offset. */
  serverTime?: string | null
}

export interface ClassInput extends ServerClassState {
  format: ClassFormat
  workout: Workout | null
  clips: ClipUrls
  defaultClipFor: DefaultClipFor
  locationName: string
  timeZone?: string | null
  timetable?: Partial<WeeklyTimetable>
  /** Scheduled starts (epoch ms, ClassToday.startsAt) of automatic classes that already ran to their end. */
  finishedStarts?: readonly number[]
  /** Screens flagged isLrVideo play the routines' lrVideoLink. */
  lowResolution?: boolean
  /** Server clock minus this device's clock, in ms (measured by the screen machine). */
  clockOffsetMs?: number
  /** Epoch ms; injected so tests and the app share one clock. */
  now?: () => number
}

export interface ClassContext {
  format: ClassFormat
  workout: Workout | null
  clips: ClipUrls
  defaultClipFor: DefaultClipFor
  now: () => number
  locationName: string
  timeZone: string
  timetable: Partial<WeeklyTimetable>
  lowResolution: boolean
  classStart: boolean
  automaticMode: boolean
  alternateCountdown: boolean
  classStartedAt: string | null
  clockOffsetMs: number
  /** Clips still to play; the head is playing. */
  queue: Clip[]
  /** Epoch ms (device clock) at which the running class's first clip began: feed it to positionAt. */
  startedAt: number | null
  /** The clock offset `startedAt` was worked out with; a better estimate moves both. */
  anchorOffsetMs: number
  /** Seconds into the head clip to seek to (set by class.join, cleared when the clip ends). */
  startOffsetSeconds: number
  /** n of the 'COMBO # n' overlay while it shows. */
  comboNumber: number | null
  /** Position of the clip the pre-check is loading. */
  checkingPosition: number | null
  /** Next class today in automatic mode (for the idle view). */
  nextClass: ClassToday | null
  /** A manual class ran to its end while classStart stayed true: do not start it again. */
  finishedRun: boolean
  /** Scheduled start (ClassToday.startsAt) of the automatic class playing now; null for a manual class. */
  autoStartedClass: number | null
  /** Scheduled starts of automatic classes that ran to their end: never started again inside their window. */
  finishedStarts: number[]
}

export type ClassEvent =
  | { type: 'clip.ended' }
  | { type: 'clip.failed' }
  | { type: 'class.join'; index: number; offsetSeconds: number }
  | ({ type: 'server.changed' } & ServerClassState)
  | { type: 'queue.advanced' }

/** Events the class machine sends to its parent (the screen machine); 'class.finished' hands over the finished starts. */
export type ClassParentEvent = { type: 'class.started' } | { type: 'class.ended' } | { type: 'class.finished'; finishedStarts: number[] }

/** Epoch ms on this device's clock at which the next class's first clip begins (null without one). */
function autoStartOnDevice(context: ClassContext): number | null {
  return context.nextClass ? autoStartInstant(context.nextClass, context.alternateCountdown) - context.clockOffsetMs : null
}

type ServerParams = ServerClassState

export const classMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as {
    context: ClassContext
    input: ClassInput
    events: ClassEvent
    tags: 'idle' | 'welcome' | 'nextClass' | 'noMoreClasses' | 'playing' | 'comboOverlay'
  },
  actors: {
    /** Loads the clip (e.g. a HEAD or a preload) and answers whether it can play. */
    checkClip: fromPromise<boolean, { url: string }>(async () => true),
  },
  actions: {
    buildQueue: assign({
      queue: ({ context }) =>
        buildClipQueue(context.workout, context.format, context.clips, context.alternateCountdown, {
          lowResolution: context.lowResolution,
          defaultClipFor: context.defaultClipFor,
        }),
      startOffsetSeconds: 0,
      comboNumber: null,
      checkingPosition: null,
    }),
    assignManualStart: assign({
      startedAt: ({ context }) =>
        context.classStartedAt && !Number.isNaN(Date.parse(context.classStartedAt))
          ? Date.parse(context.classStartedAt) - context.clockOffsetMs
          : context.now(),
      anchorOffsetMs: ({ context }) => context.clockOffsetMs,
    }),
    assignAutoStart: assign({
      anchorOffsetMs: ({ context }) => context.clockOffsetMs,
      startedAt: ({ context }) => autoStartOnDevice(context) ?? context.now(),
      autoStartedClass: ({ context }) => context.nextClass?.startsAt ?? null,
    }),
    assignNextClass: assign({
      nextClass: ({ context }) => nextClassToday(context.timetable, context.now() + context.clockOffsetMs, context.timeZone),
    }),
    assignServerState: assign(({ context }, params: ServerParams) => {
      const clockOffsetMs =
        params.serverTime && !Number.isNaN(Date.parse(params.serverTime)) ? Date.parse(params.serverTime) - context.now() : context.clockOffsetMs
      return {
        classStart: params.classStart,
        automaticMode: params.automaticMode,
        alternateCountdown: params.alternateCountdown,
        classStartedAt: params.classStartedAt ?? null,
        clockOffsetMs,
        // A class under way is anchored to a server instant: a better estimate of the server's
        // clock moves its start on this device's clock, so every screen converges on one instant.
        ...(context.startedAt !== null && Math.abs(clockOffsetMs - context.anchorOffsetMs) >= OFFSET_REANCHOR_MS
          ? { startedAt: context.startedAt - (clockOffsetMs - context.anchorOffsetMs), anchorOffsetMs: clockOffsetMs }
          : {}),
        finishedRun: params.classStart ? context.finishedRun : false,
      }
    }),
    joinAt: assign(({ context }, params: { index: number; offsetSeconds: number }) => ({
      queue: context.queue.filter((clip) => clip.position >= params.index),
      startOffsetSeconds: Math.max(0, params.offsetSeconds),
    })),
    removeHead: assign({ queue: ({ context }) => context.queue.slice(1), startOffsetSeconds: 0 }),
    replaceHead: assign({
      queue: ({ context }) =>
        context.queue.map((clip, index) =>
          index === 0
            ? { ...clip, url: context.defaultClipFor(clip.position, context.format), checked: true, replaced: true, replaceReason: 'failed' as const }
            : clip,
        ),
    }),
    finishClass: assign(({ context }) => {
      // Starts whose class can no longer be "next" (30 min after it) need no guarding.
      const serverNow = context.now() + context.clockOffsetMs
      const stillNext = context.finishedStarts.filter((startsAt) => startsAt + NEXT_CLASS_GRACE_MINUTES * 60_000 > serverNow)
      return {
        queue: [],
        startedAt: null,
        startOffsetSeconds: 0,
        comboNumber: null,
        checkingPosition: null,
        finishedRun: context.classStart,
        autoStartedClass: null,
        finishedStarts:
          context.autoStartedClass === null || stillNext.includes(context.autoStartedClass) ? stillNext : [...stillNext, context.autoStartedClass],
      }
    }),
    resetClass: assign({ queue: [], startedAt: null, startOffsetSeconds: 0, comboNumber: null, checkingPosition: null, autoStartedClass: null }),
    assignCombo: assign({ comboNumber: ({ context }) => (context.queue[0] ? context.queue[0].position - 2 : null) }),
    clearCombo: assign({ comboNumber: null }),
    assignCheckingPosition: assign({ checkingPosition: ({ context }) => context.queue.find((clip) => !clip.checked)?.position ?? null }),
    markChecked: assign(({ context }, params: { ok: boolean }) => ({
      queue: context.queue.map((clip) =>
        clip.position !== context.checkingPosition
          ? clip
          : params.ok
            ? { ...clip, checked: true }
            : { ...clip, checked: true, replaced: true, replaceReason: 'unreachable' as const, url: context.defaultClipFor(clip.position, context.format) },
      ),
      checkingPosition: null,
    })),
    raiseQueueAdvanced: raise({ type: 'queue.advanced' }),
    notifyStarted: sendParent({ type: 'class.started' } satisfies ClassParentEvent),
    notifyEnded: sendParent({ type: 'class.ended' } satisfies ClassParentEvent),
    notifyFinished: sendParent(({ context }) => ({ type: 'class.finished', finishedStarts: context.finishedStarts }) satisfies ClassParentEvent),
  },
  guards: {
    isAutomatic: ({ context }) => context.automaticMode,
    manualStartPending: ({ context }) => context.classStart && !context.finishedRun,
    isClassDue: ({ context }) =>
      shouldAutoStart(context.nextClass, context.now() + context.clockOffsetMs, context.alternateCountdown) &&
      !context.finishedStarts.includes(context.nextClass!.startsAt),
    isStartAhead: ({ context }) => (autoStartOnDevice(context) ?? -Infinity) > context.now(),
    hasNextClass: ({ context }) => context.nextClass !== null,
    isLastClip: ({ context }) => context.queue.length <= 1,
    headIsCombo: ({ context }) =>
      context.format === 'normal' && context.queue.length >= COMBO_QUEUE_LENGTH.min && context.queue.length <= COMBO_QUEUE_LENGTH.max,
    hasUncheckedClip: ({ context }) => context.queue.some((clip) => !clip.checked),
    headCanBeReplaced: ({ context }) => context.queue.length > 0 && !context.queue[0].replaced,
    stopRequested: (_, params: ServerParams) => !params.automaticMode && !params.classStart,
    joinIsPastEnd: ({ context }, params: { index: number }) => params.index >= classLength(context.format),
  },
  delays: {
    ...CLASS_DELAYS,
    /** Until the next class's start instant (server clock, as a device delay), so all screens of a location start together. */
    classStartDue: ({ context }) => Math.max(0, (autoStartOnDevice(context) ?? context.now()) - context.now() + AUTO_START_MARGIN_MS),
  },
}).createMachine({
  id: 'class',
  description: 'The class lifecycle: idle (welcome / next class / no more classes), then a queue of clips with the combo overlay and a clip pre-check.',
  initial: 'idle',
  context: ({ input }) => {
    const now = input.now ?? (() => Date.now())
    return {
      format: input.format,
      workout: input.workout,
      clips: input.clips,
      defaultClipFor: input.defaultClipFor,
      now,
      locationName: input.locationName,
      timeZone: resolveTimeZone(input.timeZone),
      timetable: input.timetable ?? {},
      lowResolution: input.lowResolution ?? false,
      classStart: input.classStart,
      automaticMode: input.automaticMode,
      alternateCountdown: input.alternateCountdown,
      classStartedAt: input.classStartedAt ?? null,
      clockOffsetMs: input.clockOffsetMs ?? 0,
      queue: [],
      startedAt: null,
      anchorOffsetMs: input.clockOffsetMs ?? 0,
      startOffsetSeconds: 0,
      comboNumber: null,
      checkingPosition: null,
      nextClass: null,
      finishedRun: false,
      autoStartedClass: null,
      finishedStarts: [...(input.finishedStarts ?? [])],
    }
  },
  states: {
    idle: {
      tags: ['idle'],
      initial: 'choosing',
      on: {
        'server.changed': {
          target: 'idle',
          reenter: true,
          actions: { type: 'assignServerState', params: ({ event }) => event },
        },
      },
      states: {
        choosing: {
          always: [{ guard: 'isAutomatic', target: 'automatic' }, { target: 'manual' }],
        },
        manual: {
          tags: ['welcome'],
          always: { guard: 'manualStartPending', target: '#class.playing', actions: ['buildQueue', 'assignManualStart'] },
          on: {
            'class.join': [
              { guard: { type: 'joinIsPastEnd', params: ({ event }) => ({ index: event.index }) } },
              { target: '#class.playing', actions: ['buildQueue', 'assignManualStart', { type: 'joinAt', params: ({ event }) => event }] },
            ],
          },
        },
        automatic: {
          entry: 'assignNextClass',
          initial: 'deciding',
          after: { tickInterval: { target: 'automatic', reenter: true } },
          on: {
            'class.join': [
              { guard: { type: 'joinIsPastEnd', params: ({ event }) => ({ index: event.index }) } },
              { target: '#class.playing', actions: ['buildQueue', 'assignAutoStart', { type: 'joinAt', params: ({ event }) => event }] },
            ],
          },
          states: {
            deciding: {
              always: [
                { guard: 'isClassDue', target: '#class.playing', actions: ['buildQueue', 'assignAutoStart'] },
                { guard: 'isStartAhead', target: 'scheduled' },
                { guard: 'hasNextClass', target: 'startPassed' },
                { target: 'noMoreClasses' },
              ],
            },
            scheduled: {
              tags: ['nextClass'],
              description: "Wakes at the class's own start instant (besides the 30 s tick), so every screen of the location starts together.",
              after: { classStartDue: { target: '#class.idle.automatic', reenter: true } },
            },
            startPassed: {
              tags: ['nextClass'],
              description: 'The next class began already (it ran here to its end, or its start window closed): the 30 s tick moves on.',
            },
            noMoreClasses: { tags: ['noMoreClasses'] },
          },
        },
      },
    },
    playing: {
      tags: ['playing'],
      type: 'parallel',
      entry: 'notifyStarted',
      exit: 'notifyEnded',
      on: {
        'clip.ended': [{ guard: 'isLastClip', target: 'idle', actions: ['finishClass', 'notifyFinished'] }, { actions: ['removeHead', 'raiseQueueAdvanced'] }],
        'clip.failed': [
          { guard: 'headCanBeReplaced', actions: 'replaceHead' },
          { guard: 'isLastClip', target: 'idle', actions: ['finishClass', 'notifyFinished'] },
          { actions: ['removeHead', 'raiseQueueAdvanced'] },
        ],
        'class.join': [
          { guard: { type: 'joinIsPastEnd', params: ({ event }) => ({ index: event.index }) }, target: 'idle', actions: ['finishClass', 'notifyFinished'] },
          { actions: [{ type: 'joinAt', params: ({ event }) => event }, 'raiseQueueAdvanced'] },
        ],
        'server.changed': [
          {
            guard: { type: 'stopRequested', params: ({ event }) => event },
            target: 'idle',
            actions: [{ type: 'assignServerState', params: ({ event }) => event }, 'resetClass'],
          },
          { actions: { type: 'assignServerState', params: ({ event }) => event } },
        ],
      },
      states: {
        overlay: {
          initial: 'hidden',
          states: {
            hidden: {
              on: { 'queue.advanced': { guard: 'headIsCombo', target: 'shown', actions: 'assignCombo' } },
            },
            shown: {
              tags: ['comboOverlay'],
              after: { comboOverlay: { target: 'hidden', actions: 'clearCombo' } },
              on: {
                'queue.advanced': [
                  { guard: 'headIsCombo', target: 'shown', reenter: true, actions: 'assignCombo' },
                  { target: 'hidden', actions: 'clearCombo' },
                ],
              },
            },
          },
        },
        precheck: {
          initial: 'next',
          states: {
            next: {
              always: [{ guard: 'hasUncheckedClip', target: 'checking', actions: 'assignCheckingPosition' }, { target: 'done' }],
            },
            checking: {
              invoke: {
                id: 'checkClip',
                src: 'checkClip',
                input: ({ context }) => ({ url: context.queue.find((clip) => clip.position === context.checkingPosition)?.url ?? '' }),
                onDone: { target: 'next', actions: { type: 'markChecked', params: ({ event }) => ({ ok: event.output === true }) } },
                onError: { target: 'next', actions: { type: 'markChecked', params: { ok: false } } },
              },
            },
            done: {},
          },
        },
      },
    },
  },
})
