/**
 * The class's facts, written once: the formats and their clips, as the class screen plays them and
 * the server checks its reports (docs/RULES.md#class-playback, docs/CLASS-RUNS.md): the countdown,
 * then the format's routines; which routines are the combos; the built-in clips served with the app.
 */

/** 'normal' is the 14-clip SIGNATURE 45 class, 'mashup' the 7-clip MASHUP 45 class (docs/RULES.md#class-screen, docs/RULES.md#class-playback). */
export type ClassFormat = 'normal' | 'mashup'

/** A class of either format (SIGNATURE 45, MASHUP 45) lasts this long. */
export const CLASS_MINUTES = 45

/** Button labels of the format selection (docs/RULES.md#class-screen). */
export const FORMAT_LABELS: Record<ClassFormat, string> = { normal: 'SIGNATURE 45', mashup: 'MASHUP 45' }

/** Routine steps after the countdown: normal plays 2..14; mashup 2, 3, the mashup timer, then 12..14. */
export const CLASS_SEQUENCES: Record<ClassFormat, ReadonlyArray<number | 'mashupTimer'>> = {
  normal: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  mashup: [2, 3, 'mashupTimer', 12, 13, 14],
}

/** Number of clips in a class of `format`: 14 normal, 7 mashup. */
export function classLength(format: ClassFormat): number {
  return CLASS_SEQUENCES[format].length + 1
}

/** What the clip at a 0-based position of a class is: its kind and routine step (the countdown stands in for step 1); undefined past the end. */
export function clipSlot(format: ClassFormat, position: number): { kind: 'countdown' | 'routine' | 'mashupTimer'; step: number | null } | undefined {
  if (!Number.isInteger(position) || position < 0 || position >= classLength(format)) return undefined
  if (position === 0) return { kind: 'countdown', step: 1 }
  const entry = CLASS_SEQUENCES[format][position - 1]
  return entry === 'mashupTimer' ? { kind: 'mashupTimer', step: null } : { kind: 'routine', step: entry }
}

/** The combos: 'COMBO #1' … 'COMBO #8' are routine steps 4 to 11 (docs/RULES.md#records). */
export const COMBO_COUNT = 8
const FIRST_COMBO_STEP = 4

/** 'COMBO # n' of the clip at a position, or null when it is no combo; only a normal class plays them (docs/RULES.md#class-screen). */
export function comboNumber(format: ClassFormat, position: number): number | null {
  const slot = clipSlot(format, position)
  if (slot?.kind !== 'routine' || slot.step === null) return null
  const n = slot.step - FIRST_COMBO_STEP + 1
  return n >= 1 && n <= COMBO_COUNT ? n : null
}

/** Where the app serves its own clips. */
export const MEDIA_PATH = '/media/'

/** The fixed clips of every class, served with the app. */
export const BUILT_IN_CLIPS = {
  countdown: `${MEDIA_PATH}countdown.mp4`,
  /** Played instead of the countdown when the location has the alternate (short) countdown. */
  shortCountdown: `${MEDIA_PATH}countdown-short.mp4`,
  mashupTimer: `${MEDIA_PATH}mashup-timer.mp4`,
} as const

/** Demo clip file for a step: routine-01.mp4 ... routine-14.mp4. */
export function demoClipName(step: number): string {
  return `routine-${String(step).padStart(2, '0')}.mp4`
}

/** The demo clip of a position's routine step (/media/routine-NN.mp4) stands in for a missing or broken clip. */
export function defaultClipUrl(position: number, format: ClassFormat): string {
  const step = clipSlot(format, position)?.step ?? position + 1
  return MEDIA_PATH + demoClipName(step)
}

/** The 0-based position of a class's last clip; a run recorded without its format played a normal class. */
export function lastClipPosition(format: ClassFormat | null | undefined): number {
  return classLength(format ?? 'normal') - 1
}
