import { COMBO_COUNT, demoClipName } from './classFormat'
import { BRAND_PREFIX, WORKOUT_ROUTINES } from './constants'

export { demoClipName }

export interface RoutineTemplate {
  step: number
  name: string
  videoLink: string
  lrVideoLink: string
  text: string
}

/** The 14 routine names of a workout, in step order (docs/RULES.md#records). */
export const ROUTINE_NAMES: readonly string[] = [
  `${BRAND_PREFIX} WELCOME`,
  'WARM-UP',
  'GLOVES ON - WORLD OFF',
  ...Array.from({ length: COMBO_COUNT }, (_, index) => `COMBO #${index + 1}`),
  'CORE & COOL DOWN',
  'STRETCHES',
  'ENDING',
]

/** Clips preset in a new workout; the other routines start empty (docs/RULES.md#records). */
const presetClips: Readonly<Record<number, string>> = { 1: 'countdown.mp4', 3: demoClipName(3), 14: demoClipName(WORKOUT_ROUTINES) }

function routinesWith(linkFor: (step: number) => string): RoutineTemplate[] {
  return ROUTINE_NAMES.map((name, index) => {
    const step = index + 1
    const videoLink = linkFor(step)
    return { step, name, videoLink, lrVideoLink: videoLink, text: '' }
  })
}

/** The 14 routines of a new workout; `mediaBase` ends with a slash. */
export function defaultRoutines(mediaBase: string): RoutineTemplate[] {
  return routinesWith((step) => (presetClips[step] ? mediaBase + presetClips[step] : ''))
}

/** The 14 routines with every demo clip filled in, as seeded on first start. */
export function demoRoutines(mediaBase: string): RoutineTemplate[] {
  return routinesWith((step) => mediaBase + demoClipName(step))
}
