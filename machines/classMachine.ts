import { CLASS_SCREEN_POLL_MS, COMBO_OVERLAY_MS } from '../src/shared/constants';
import { assign, fromPromise, raise, sendParent, setup } from 'xstate';
import {
  autoStartInstant,
  NEXT_CLASS_GRACE_MINUTES,
  nextClassToday,
  resolveTimeZone,
  shouldAutoStart,
  type ClassToday,
  type WeeklyTimetable,
} from '../src/shared/classSchedule';

/** 'normal' is the 14-clip SIGNATURE 45 class, 'mashup' the 7-clip MASHUP 45 class (docs/RULES.md#class-screen, docs/RULES.md#class-playback). */
export type ClassFormat = 'normal' | 'mashup';

/** Button labels of the format selection (docs/RULES.md#class-screen). */
export const FORMAT_LABELS: Record<ClassFormat, string> = { normal: 'SIGNATURE 45', mashup: 'MASHUP 45' };

/** Poll/tick every 30 s, combo overlay for 44 s (docs/RULES.md#constants). */
export const CLASS_DELAYS = { tickInterval: CLASS_SCREEN_POLL_MS, comboOverlay: COMBO_OVERLAY_MS } as const;

/** The exact-instant wake-up fires this much after the start instant, so the start window has surely opened. */
export const AUTO_START_MARGIN_MS = 20;

/** Routine steps after the countdown: normal plays 2..14; mashup 2, 3, the mashup timer, then 12..14. */
export const CLASS_SEQUENCES: Record<ClassFormat, ReadonlyArray<number | 'mashupTimer'>> = {
  normal: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  mashup: [2, 3, 'mashupTimer', 12, 13, 14],
};

/** The overlay 'COMBO # n' shows when, after a clip ends, the queue holds this many clips (normal only). */
export const COMBO_QUEUE_LENGTH = { min: 4, max: 11 } as const;

export interface Routine {
  step: number;
  name: string;
  videoLink: string;
  lrVideoLink?: string | null;
}

export interface Workout {
  id: string;
  name: string;
  routines: readonly Routine[];
  updatedAt?: string;
}

/** The fixed clips that are not routines of a workout. */
export interface ClipUrls {
  countdown: string;
  /** Played instead of the countdown when the location has the alternate (short) countdown. */
  shortCountdown: string;
  mashupTimer: string;
}

export interface Clip {
  /** 0-based place in this class's sequence; in a normal class COMBO # = position - 2. */
  position: number;
  kind: 'countdown' | 'routine' | 'mashupTimer';
  /** The workout routine step (the countdown stands in for step 1); null for the mashup timer. */
  step: number | null;
  name: string;
  url: string;
  /** The pre-check has run for this clip. */
  checked: boolean;
  /** The url is the default clip for the position (the original was missing or failed). */
  replaced: boolean;
  /** Why it was replaced: no link in the workout, the pre-check could not load it, or it failed while playing. */
  replaceReason?: 'missing' | 'unreachable' | 'failed';
}

/** The default clip for a position of a class sequence, used when a clip is missing or fails to load. */
export type DefaultClipFor = (position: number, format: ClassFormat) => string;

/** Number of clips in a class of `format`: 14 normal, 7 mashup. */
export function classLength(format: ClassFormat): number {
  return CLASS_SEQUENCES[format].length + 1;
}

/** The clip queue of a class: countdown (or short countdown), then the format's routines; blanks get the default clip. */
export function buildClipQueue(
  workout: Workout | null,
  format: ClassFormat,
  clips: ClipUrls,
  alternateCountdown: boolean,
  options: { lowResolution?: boolean; defaultClipFor?: DefaultClipFor } = {},
): Clip[] {
  const routines = new Map((workout?.routines ?? []).map((routine) => [routine.step, routine]));
  const urlOf = (routine: Routine | undefined) =>
    (options.lowResolution ? routine?.lrVideoLink || routine?.videoLink : routine?.videoLink) ?? '';
  const queue: Clip[] = [
    {
      position: 0,
      kind: 'countdown',
      step: 1,
      name: routines.get(1)?.name ?? 'COUNTDOWN',
      url: alternateCountdown ? clips.shortCountdown : clips.countdown,
      checked: false,
      replaced: false,
    },
  ];
  CLASS_SEQUENCES[format].forEach((entry, index) => {
    const position = index + 1;
    if (entry === 'mashupTimer') {
      queue.push({ position, kind: 'mashupTimer', step: null, name: 'MASHUP', url: clips.mashupTimer, checked: false, replaced: false });
    } else {
      const routine = routines.get(entry);
      queue.push({ position, kind: 'routine', step: entry, name: routine?.name ?? '', url: urlOf(routine), checked: false, replaced: false });
    }
  });
  return queue.map((clip) =>
    clip.url || !options.defaultClipFor ? clip : { ...clip, url: options.defaultClipFor(clip.position, format), replaced: true, replaceReason: 'missing' as const },
  );
}

/** Where a class that began at `startedAt` (epoch ms) is at `now`: the clip index and seconds into it; index = length when over. */
export function positionAt(queueDurations: readonly number[], startedAt: number, now: number): { index: number; offsetSeconds: number } {
  let remaining = (now - startedAt) / 1000;
  if (!(remaining > 0)) return { index: 0, offsetSeconds: 0 };
  for (let index = 0; index < queueDurations.length; index++) {
    const duration = Math.max(0, queueDurations[index] || 0);
    if (remaining < duration) return { index, offsetSeconds: remaining };
    remaining -= duration;
  }
  return { index: queueDurations.length, offsetSeconds: 0 };
}

/** What the server (poll or push) says about the location's class. */
export interface ServerClassState {
  classStart: boolean;
  automaticMode: boolean;
  alternateCountdown: boolean;
  /** ISO instant the running class began, by the server's clock. */
  classStartedAt?: string | null;
  /** ISO instant the server answered, to measure this device's clock offset. */
  serverTime?: string | null;
}

export interface ClassInput extends ServerClassState {
  format: ClassFormat;
  workout: Workout | null;
  clips: ClipUrls;
  defaultClipFor: DefaultClipFor;
  locationName: string;
  timeZone?: string | null;
  timetable?: Partial<WeeklyTimetable>;
  /** Scheduled starts (epoch ms, ClassToday.startsAt) of automatic classes that already ran to their end. */
  finishedStarts?: readonly number[];
  /** Screens flagged isLrVideo play the routines' lrVideoLink. */
  lowResolution?: boolean;
  /** Server clock minus this device's clock, in ms (measured by the screen machine). */
  clockOffsetMs?: number;
  /** Epoch ms; injected so tests and the app share one clock. */
  now?: () => number;
}

export interface ClassContext {
  format: ClassFormat;
  workout: Workout | null;
  clips: ClipUrls;
  defaultClipFor: DefaultClipFor;
  now: () => number;
  locationName: string;
  timeZone: string;
  timetable: Partial<WeeklyTimetable>;
  lowResolution: boolean;
  classStart: boolean;
  automaticMode: boolean;
  alternateCountdown: boolean;
  classStartedAt: string | null;
  clockOffsetMs: number;
  /** Clips still to play; the head is playing. */
  queue: Clip[];
  /** Epoch ms (device clock) at which the running class's first clip began: feed it to positionAt. */
  startedAt: number | null;
  /** Seconds into the head clip to seek to (set by class.join, cleared when the clip ends). */
  startOffsetSeconds: number;
  /** n of the 'COMBO # n' overlay while it shows. */
  comboNumber: number | null;
  /** Position of the clip the pre-check is loading. */
  checkingPosition: number | null;
  /** Next class today in automatic mode (for the idle view). */
  nextClass: ClassToday | null;
  /** A manual class ran to its end while classStart stayed true: do not start it again. */
  finishedRun: boolean;
  /** Scheduled start (ClassToday.startsAt) of the automatic class playing now; null for a manual class. */
  autoStartedClass: number | null;
  /** Scheduled starts of automatic classes that ran to their end: never started again inside their window. */
  finishedStarts: number[];
}

export type ClassEvent =
  | { type: 'clip.ended' }
  | { type: 'clip.failed' }
  | { type: 'class.join'; index: number; offsetSeconds: number }
  | ({ type: 'server.changed' } & ServerClassState)
  | { type: 'queue.advanced' };

/** Events the class machine sends to its parent (the screen machine); 'class.finished' hands over the finished starts. */
export type ClassParentEvent = { type: 'class.started' } | { type: 'class.ended' } | { type: 'class.finished'; finishedStarts: number[] };

/** Epoch ms on this device's clock at which the next class's first clip begins (null without one). */
function autoStartOnDevice(context: ClassContext): number | null {
  return context.nextClass ? autoStartInstant(context.nextClass, context.alternateCountdown) - context.clockOffsetMs : null;
}

type ServerParams = ServerClassState;

export const classMachine = setup({
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the machine's types from this value
  types: {} as {
    context: ClassContext;
    input: ClassInput;
    events: ClassEvent;
    tags: 'idle' | 'welcome' | 'nextClass' | 'noMoreClasses' | 'playing' | 'comboOverlay';
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
    }),
    assignAutoStart: assign({
      startedAt: ({ context }) => autoStartOnDevice(context) ?? context.now(),
      autoStartedClass: ({ context }) => context.nextClass?.startsAt ?? null,
    }),
    assignNextClass: assign({
      nextClass: ({ context }) => nextClassToday(context.timetable, context.now() + context.clockOffsetMs, context.timeZone),
    }),
    assignServerState: assign(({ context }, params: ServerParams) => ({
      classStart: params.classStart,
      automaticMode: params.automaticMode,
      alternateCountdown: params.alternateCountdown,
      classStartedAt: params.classStartedAt ?? null,
      clockOffsetMs: params.serverTime && !Number.isNaN(Date.parse(params.serverTime)) ? Date.parse(params.serverTime) - context.now() : context.clockOffsetMs,
      finishedRun: params.classStart ? context.finishedRun : false,
    })),
    joinAt: assign(({ context }, params: { index: number; offsetSeconds: number }) => ({
      queue: context.queue.filter((clip) => clip.position >= params.index),
      startOffsetSeconds: Math.max(0, params.offsetSeconds),
    })),
    removeHead: assign({ queue: ({ context }) => context.queue.slice(1), startOffsetSeconds: 0 }),
    replaceHead: assign({
      queue: ({ context }) =>
        context.queue.map((clip, index) =>
          index === 0 ? { ...clip, url: context.defaultClipFor(clip.position, context.format), checked: true, replaced: true, replaceReason: 'failed' as const } : clip,
        ),
    }),
    finishClass: assign(({ context }) => {
      // Starts whose class can no longer be "next" (30 min after it) need no guarding.
      const serverNow = context.now() + context.clockOffsetMs;
      const stillNext = context.finishedStarts.filter((startsAt) => startsAt + NEXT_CLASS_GRACE_MINUTES * 60_000 > serverNow);
      return {
        queue: [],
        startedAt: null,
        startOffsetSeconds: 0,
        comboNumber: null,
        checkingPosition: null,
        finishedRun: context.classStart,
        autoStartedClass: null,
        finishedStarts: context.autoStartedClass === null || stillNext.includes(context.autoStartedClass) ? stillNext : [...stillNext, context.autoStartedClass],
      };
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
    const now = input.now ?? (() => Date.now());
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
      startOffsetSeconds: 0,
      comboNumber: null,
      checkingPosition: null,
      nextClass: null,
      finishedRun: false,
      autoStartedClass: null,
      finishedStarts: [...(input.finishedStarts ?? [])],
    };
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
        'clip.ended': [
          { guard: 'isLastClip', target: 'idle', actions: ['finishClass', 'notifyFinished'] },
          { actions: ['removeHead', 'raiseQueueAdvanced'] },
        ],
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
});
