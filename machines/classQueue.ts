// The class's clips, as pure data and functions: which clips a format plays, in which order, with
// which links, and where a class that began at an instant is now. The class machine (classMachine.ts)
// drives them; the screen's player and the console's stage preview read them too.

import { CLASS_SEQUENCES, type ClassFormat } from '../src/shared/classFormat'

/** The formats, their clips and combos live in src/shared, where the server checks the screens' reports against them. */
export { CLASS_SEQUENCES, classLength, comboNumber, FORMAT_LABELS, type ClassFormat } from '../src/shared/classFormat'

export interface Routine {
  step: number
  name: string
  videoLink: string
  lrVideoLink?: string | null
}

export interface Workout {
  id: string
  name: string
  routines: readonly Routine[]
  updatedAt?: string
}

/** The fixed clips that are not routines of a workout. */
export interface ClipUrls {
  countdown: string
  /** Played instead of the countdown when the location has the alternate (short) countdown. */
  shortCountdown: string
  mashupTimer: string
}

export interface Clip {
  /** 0-based place in this class's sequence; in a normal class COMBO # = position - 2. */
  position: number
  kind: 'countdown' | 'routine' | 'mashupTimer'
  /** The workout routine step (the countdown stands in for step 1); null for the mashup timer. */
  step: number | null
  name: string
  url: string
  /** The pre-check has run for this clip. */
  checked: boolean
  /** The url is the default clip for the position (the original was missing or failed). */
  replaced: boolean
  /** Why it was replaced: no link in the workout, the pre-check could not load it, or it failed while playing. */
  replaceReason?: 'missing' | 'unreachable' | 'failed'
}

/** The default clip for a position of a class sequence, used when a clip is missing or fails to load. */
export type DefaultClipFor = (position: number, format: ClassFormat) => string

/** The clip queue of a class: countdown (or short countdown), then the format's routines; blanks get the default clip. */
export function buildClipQueue(
  workout: Workout | null,
  format: ClassFormat,
  clips: ClipUrls,
  alternateCountdown: boolean,
  options: { lowResolution?: boolean; defaultClipFor?: DefaultClipFor } = {},
): Clip[] {
  const routines = new Map((workout?.routines ?? []).map((routine) => [routine.step, routine]))
  const urlOf = (routine: Routine | undefined) => (options.lowResolution ? routine?.lrVideoLink || routine?.videoLink : routine?.videoLink) ?? ''
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
  ]
  CLASS_SEQUENCES[format].forEach((entry, index) => {
    const position = index + 1
    if (entry === 'mashupTimer') {
      queue.push({ position, kind: 'mashupTimer', step: null, name: 'MASHUP', url: clips.mashupTimer, checked: false, replaced: false })
    } else {
      const routine = routines.get(entry)
      queue.push({ position, kind: 'routine', step: entry, name: routine?.name ?? '', url: urlOf(routine), checked: false, replaced: false })
    }
  })
  return queue.map((clip) =>
    clip.url || !options.defaultClipFor
      ? clip
      : { ...clip, url: options.defaultClipFor(clip.position, format), replaced: true, replaceReason: 'missing' as const },
  )
}
