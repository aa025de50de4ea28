import { buildClipQueue, type Clip, type Workout } from '../../../../machines/classMachine'
import { BUILT_IN_CLIPS, comboNumber as comboOf } from '../../../shared/classFormat'

/** The class screen's player controls (docs/RULES.md#constants). */
export const PLAYER = {
  /** Arrow keys seek this many seconds. */
  seekStepSeconds: 5,
  /** Arrow up/down change the volume by this much. */
  volumeStep: 0.1,
  /** The control bar hides after this long without a pointer or key. */
  autohideMs: 3000,
} as const

/** The two portrait sizes a preview can take (docs/RULES.md#rounds-and-workouts). */
export const STAGE_SIZES = {
  '720x1280': { width: 720, height: 1280 },
  '1080x1920': { width: 1080, height: 1920 },
} as const
export type StageSize = keyof typeof STAGE_SIZES

export const isStageSize = (value: string | null): value is StageSize => value !== null && value in STAGE_SIZES

/** The size asked for in the URL, else the larger one only when the screen is tall enough to show it whole. */
export function stageSizeFor(requested: string | null, viewport: { width: number; height: number }): StageSize {
  if (isStageSize(requested)) return requested
  return viewport.width >= 1080 && viewport.height >= 1920 ? '1080x1920' : '720x1280'
}

/** A normal class as a screen plays it (docs/RULES.md#class-playback): the countdown, then routines 2 to 14. */
export function stageQueue(workout: Workout, lowResolution: boolean): Clip[] {
  return buildClipQueue(workout, 'normal', BUILT_IN_CLIPS, false, { lowResolution })
}

/** 'COMBO # n' shows while combo clips play, as on a screen (docs/RULES.md#class-screen). */
export const comboNumber = (position: number): number | null => comboOf('normal', position)

/** Seconds as m:ss, zero-padded (docs/RULES.md#constants). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds || 0))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
