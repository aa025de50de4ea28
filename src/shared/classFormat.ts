/**
 * The clips of a class by format, as the class screen plays them and the server checks its reports
 * (docs/RULES.md#class-playback, docs/CLASS-RUNS.md): the countdown, then the format's routines.
 */

/** 'normal' is the 14-clip SIGNATURE 45 class, 'mashup' the 7-clip MASHUP 45 class (docs/RULES.md#class-screen, docs/RULES.md#class-playback). */
export type ClassFormat = 'normal' | 'mashup'

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
