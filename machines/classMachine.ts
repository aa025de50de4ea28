import { assign, fromPromise, raise, sendParent, setup } from 'xstate'
import { nextClassToday, shouldAutoStart } from '../src/shared/classSchedule'
import { reanchor, serverStartOf } from './classClock'
import {
  AUTO_START_MARGIN_MS,
  autoStartOnDevice,
  CLASS_DELAYS,
  checkedQueue,
  closedAt,
  clockCorrection,
  finishedClass,
  initialClassContext,
  FRESH_START_MS,
  plannedWorkout,
  type ClassContext,
  type ClassEvent,
  type ClassInput,
  type ClassParentEvent,
  type ServerClassState,
} from './classData'
import { buildClipQueue, classLength, comboNumber } from './classQueue'

// The clips and their order live in classQueue.ts, the clock in classClock.ts, the context and events in classData.ts; imports from here still find them.
export * from './classClock'
export * from './classData'
export * from './classQueue'

export const classMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as {
    context: ClassContext
    input: ClassInput
    events: ClassEvent
    tags: 'idle' | 'welcome' | 'nextClass' | 'noMoreClasses' | 'closed' | 'playing' | 'placed' | 'comboOverlay'
  },
  actors: {
    /** Loads the clip (e.g. a HEAD or a preload) and answers whether it can play. */
    checkClip: fromPromise<boolean, { url: string }>(async () => true),
  },
  actions: {
    // The workout of the class's own moment (an automatic class's scheduled start, else now): past a roll-over the
    // plan's next one, with or without a network.
    buildQueue: assign(({ context }) => {
      const at = context.automaticMode && context.nextClass ? context.nextClass.startsAt : context.now() + context.clockOffsetMs
      const workout = plannedWorkout(context, at)
      return {
        workout,
        queue: buildClipQueue(workout, context.format, context.clips, context.alternateCountdown, {
          lowResolution: context.lowResolution,
          defaultClipFor: context.defaultClipFor,
        }),
        startOffsetSeconds: 0,
        comboNumber: null,
        checkingPosition: null,
        classRun: context.classRun + 1,
        durations: [],
      }
    }),
    assignPlan: assign(
      (_, params: { upcoming: ClassContext['upcoming']; timetable: ClassContext['timetable']; closedAhead?: ClassContext['closedAhead'] }) => ({
        closedAhead: params.closedAhead ?? [],
        upcoming: params.upcoming,
        timetable: params.timetable,
      }),
    ),
    assignManualStart: assign({
      startedAt: ({ context }) => {
        const serverStart = serverStartOf(context.classStartedAt, null, context.alternateCountdown)
        return serverStart === null ? context.now() : serverStart - context.clockOffsetMs
      },
      anchorOffsetMs: ({ context }) => context.clockOffsetMs,
    }),
    assignAutoStart: assign({
      anchorOffsetMs: ({ context }) => context.clockOffsetMs,
      startedAt: ({ context }) => autoStartOnDevice(context) ?? context.now(),
      autoStartedClass: ({ context }) => context.nextClass?.startsAt ?? null,
    }),
    assignNextClass: assign({
      nextClass: ({ context }) => nextClassToday(context.timetable, context.now() + context.clockOffsetMs, context.timeZone, context.alternateCountdown),
    }),
    assignServerState: assign(({ context }, params: ServerClassState) => ({
      classStart: params.classStart,
      automaticMode: params.automaticMode,
      alternateCountdown: params.alternateCountdown,
      classStartedAt: params.classStartedAt ?? null,
      finishedRun: params.classStart ? context.finishedRun : false,
    })),
    // The server clock's offset arrives by 'clock.synced' alone. A class under way is anchored to a server instant:
    // a better estimate of the server's clock moves its start on this device's clock, so every screen converges on one instant.
    assignClockOffset: assign(({ context }, params: { offsetMs: number }) => ({
      clockOffsetMs: params.offsetMs,
      ...reanchor(context.startedAt, context.anchorOffsetMs, params.offsetMs),
    })),
    assignDurations: assign({ durations: (_, params: { durations: (number | undefined)[] }) => params.durations }),
    /** A screen joining a class under way goes to the clip and second where the class is by the clock. */
    jumpToClock: assign(({ context }) => {
      const correction = clockCorrection(context)
      if (correction.kind !== 'jump') return {}
      return { queue: context.queue.filter((clip) => clip.position >= correction.index), startOffsetSeconds: Math.max(0, correction.offsetSeconds) }
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
    finishClass: assign(({ context }) => finishedClass(context)),
    resetClass: assign({ queue: [], startedAt: null, startOffsetSeconds: 0, comboNumber: null, checkingPosition: null, autoStartedClass: null }),
    assignCombo: assign({ comboNumber: ({ context }) => (context.queue[0] ? comboNumber(context.format, context.queue[0].position) : null) }),
    clearCombo: assign({ comboNumber: null }),
    assignCheckingPosition: assign({ checkingPosition: ({ context }) => context.queue.find((clip) => !clip.checked)?.position ?? null }),
    markChecked: assign(({ context }, params: { ok: boolean }) => ({ queue: checkedQueue(context, params.ok), checkingPosition: null })),
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
    isClosedToday: ({ context }) => closedAt(context, context.now() + context.clockOffsetMs) !== null,
    isLastClip: ({ context }) => context.queue.length <= 1,
    headIsCombo: ({ context }) => context.queue[0] !== undefined && comboNumber(context.format, context.queue[0].position) !== null,
    hasUncheckedClip: ({ context }) => context.queue.some((clip) => !clip.checked),
    headCanBeReplaced: ({ context }) => context.queue.length > 0 && !context.queue[0].replaced,
    stopRequested: (_, params: ServerClassState) => !params.automaticMode && !params.classStart,
    joinIsPastEnd: ({ context }, params: { index: number }) => params.index >= classLength(context.format),
    clockSaysOver: ({ context }) => clockCorrection(context).kind === 'over',
    clockSaysLater: ({ context }) => clockCorrection(context).kind === 'jump',
    durationsKnown: ({ context }) => context.durations.length === classLength(context.format) && context.durations.every((duration) => duration !== undefined),
    isFreshStart: ({ context }) => context.startedAt === null || context.now() - context.startedAt < FRESH_START_MS,
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
  context: ({ input }) => initialClassContext(input),
  on: {
    'clock.synced': { actions: { type: 'assignClockOffset', params: ({ event }) => ({ offsetMs: event.offsetMs }) } },
    // Read by the next class to start and the next turn of the automatic tick; a class in play keeps its clips.
    'plan.changed': {
      actions: { type: 'assignPlan', params: ({ event }) => ({ upcoming: event.upcoming, timetable: event.timetable, closedAhead: event.closedAhead }) },
    },
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
          always: { guard: 'manualStartPending', target: '#class.playing', actions: ['buildQueue', 'assignManualStart'] },
          initial: 'deciding',
          description: 'Waits for Start; on a closed day (a holiday or a closure) it says so instead of the welcome. Staff may still start a class.',
          states: {
            deciding: { always: [{ guard: 'isClosedToday', target: 'closed' }, { target: 'welcome' }] },
            welcome: { tags: ['welcome'] },
            closed: { tags: ['closed'] },
          },
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
                { guard: 'isClosedToday', target: 'closed' },
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
            closed: {
              tags: ['closed'],
              description: 'A holiday or a closure of the studio today: no class starts by itself; the 30 s tick looks again (a new day opens it).',
            },
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
        'durations.known': { actions: { type: 'assignDurations', params: ({ event }) => ({ durations: event.durations }) } },
      },
      states: {
        join: {
          description:
            "Where this screen joins the class: at once when it starts with the class; else once every clip's duration is known, at the clip and second the clock says (or after 10 s, from where it is).",
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'isFreshStart', target: 'placed' }, { target: 'waiting' }] },
            waiting: {
              always: [
                { guard: 'clockSaysOver', target: '#class.idle', actions: ['finishClass', 'notifyFinished'] },
                { guard: 'clockSaysLater', target: 'placed', actions: ['jumpToClock', 'raiseQueueAdvanced'] },
                { guard: 'durationsKnown', target: 'placed' },
              ],
              after: { durationWait: { target: 'placed' } },
            },
            placed: { tags: ['placed'] },
          },
        },
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
