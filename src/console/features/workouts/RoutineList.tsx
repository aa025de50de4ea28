import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Select, TextField } from '../../ui'
import type { RoutineValues } from './workoutForm'

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`
const Row = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(140px, 1fr) minmax(0, 2fr) minmax(0, 2fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2.5)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid transparent;
  &:last-child {
    border-bottom: 0;
  }
  &[data-invalid] {
    background: ${({ theme }) => theme.color.errorSoft};
    border-inline-start-color: ${({ theme }) => theme.color.error};
  }
  .step {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    margin-top: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surfaceSunken};
    font-weight: ${({ theme }) => theme.weight.bold};
    font-size: ${({ theme }) => theme.text.sm};
  }
  &[data-invalid] .step {
    background: ${({ theme }) => theme.color.error};
    color: ${({ theme }) => theme.color.textInverse};
  }
  .name {
    margin-top: 28px;
    font-weight: ${({ theme }) => theme.weight.semibold};
    font-size: ${({ theme }) => theme.text.sm};
    overflow-wrap: anywhere;
  }
  .name small {
    display: block;
    color: ${({ theme }) => theme.color.error};
    font-weight: ${({ theme }) => theme.weight.medium};
  }
  @media (max-width: 900px) {
    grid-template-columns: 40px minmax(0, 1fr);
    .step {
      margin-top: 0;
    }
    .name {
      margin-top: 6px;
    }
    > div {
      grid-column: 2;
    }
  }
`

/** A library clip as the routine list offers it. */
export interface LibraryClip {
  id: string
  name: string
  url: string
  lrUrl?: string | null
  durationMs: number
}

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** The 14 routines in step order, each with its video link and low-resolution link (docs/RULES.md#records, docs/RULES.md#validation). */
export function RoutineList({
  routines,
  invalidSteps,
  isLocked,
  onChange,
  defaults,
  library,
  onPick,
}: {
  routines: readonly RoutineValues[]
  invalidSteps: ReadonlySet<number>
  isLocked: boolean
  onChange: (step: number, field: 'videoLink' | 'lrVideoLink', value: string) => void
  /** A new workout's steps whose links are preset (welcome, gloves-on, ending): each says its link is the default. */
  defaults?: ReadonlySet<number>
  /** The media library's clips (docs/MEDIA-LIBRARY.md): picking one fills the video link and the low-resolution link. */
  library?: readonly LibraryClip[]
  onPick?: (step: number, links: { videoLink: string; lrVideoLink: string }) => void
}) {
  const { t } = useTranslation()
  return (
    <List>
      {routines.map((routine) => {
        const invalid = invalidSteps.has(routine.step)
        return (
          <Row key={routine.step} data-invalid={invalid || undefined} data-step={routine.step}>
            <span className="step" aria-hidden="true">
              {routine.step}
            </span>
            <span className="name" id={`routine-${routine.step}-name`}>
              {routine.name}
            </span>
            <div className="clip">
              {library && library.length > 0 && onPick && !isLocked ? (
                <Select
                  label={t('resources.workouts.library.pick')}
                  aria-describedby={`routine-${routine.step}-name`}
                  options={library.map((clip) => ({
                    id: clip.id,
                    label: t('resources.workouts.library.option', { name: clip.name, duration: clock(clip.durationMs) }),
                  }))}
                  value={library.find((clip) => clip.url === routine.videoLink)?.id ?? null}
                  onChange={(id) => {
                    const clip = library.find((candidate) => candidate.id === id)
                    if (!clip) return
                    onPick(routine.step, { videoLink: clip.url, lrVideoLink: clip.lrUrl ?? '' })
                  }}
                />
              ) : null}
              <TextField
                label={t('resources.workouts.fields.videoLink')}
                aria-describedby={`routine-${routine.step}-name`}
                type="url"
                isReadOnly={isLocked}
                value={routine.videoLink}
                onChange={(value) => onChange(routine.step, 'videoLink', value)}
                description={defaults?.has(routine.step) ? t('resources.workouts.defaultLink') : undefined}
                errorMessage={invalid ? (routine.videoLink.trim() ? t('resources.workouts.rowInvalid') : t('apiErrors.VIDEO_LINK_EMPTY')) : undefined}
                placeholder="https://…/media/clip.mp4"
              />
            </div>
            <TextField
              label={t('resources.workouts.fields.lrVideoLink')}
              aria-describedby={`routine-${routine.step}-name`}
              type="url"
              isReadOnly={isLocked}
              value={routine.lrVideoLink}
              onChange={(value) => onChange(routine.step, 'lrVideoLink', value)}
            />
          </Row>
        )
      })}
    </List>
  )
}
