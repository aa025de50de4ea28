import type { TFunction } from 'i18next'

/** What a link check found, as the console reads it (GraphQL's ClipFacts, only the fields shown). */
export interface LinkFacts {
  status: string
  httpStatus?: number | null
  contentType?: string | null
  videoCodec?: string | null
  audioCodec?: string | null
}

const KEY = 'resources.workouts.linkChecks'
const PLAYABLE_VIDEO = /^(avc1|avc3|vp08|vp09|av01)\b/

/** A length in minutes and seconds, 38:05 (the same in every language the console speaks). */
export function formatLength(ms: number): string {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** Why a link will not play, in the reader's words, with the figure that failed (the HTTP status, the type, the codec). */
export function linkProblemText(t: TFunction, facts: LinkFacts): string {
  const problem = t(`${KEY}.status.${facts.status}`, { defaultValue: t(`${KEY}.status.unreachable`) })
  const detail =
    facts.status === 'unreachable' && facts.httpStatus
      ? `HTTP ${facts.httpStatus}`
      : facts.status === 'notVideo'
        ? facts.contentType
        : facts.status === 'unplayableCodec'
          ? facts.videoCodec && !PLAYABLE_VIDEO.test(facts.videoCodec)
            ? facts.videoCodec
            : facts.audioCodec
          : null
  return detail ? t(`${KEY}.withDetail`, { problem, detail }) : problem
}
