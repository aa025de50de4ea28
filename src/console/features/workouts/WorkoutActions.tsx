import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Button, icons } from '../../ui'

const NewTabLink = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.weight.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`

/** A saved workout's header buttons: preview on this page (a dialog), preview on the stage in a new tab (each label says which), and delete when `onDelete` is given (super-admins). */
export function WorkoutActions({ workoutId, onPreview, onDelete }: { workoutId: string; onPreview: () => void; onDelete?: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      <Button variant="secondary" onPress={onPreview}>
        <icons.ClassesIcon />
        {t('resources.workouts.previewWindow')}
      </Button>
      <NewTabLink href={`/stage?workout=${encodeURIComponent(workoutId)}`} target="_blank" rel="noopener">
        <icons.ClassesIcon />
        {t('resources.workouts.preview')}
      </NewTabLink>
      {onDelete ? (
        <Button variant="danger" onPress={onDelete}>
          <icons.TrashIcon />
          {t('common.delete')}
        </Button>
      ) : null}
    </>
  )
}
