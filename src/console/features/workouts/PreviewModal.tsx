import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Modal } from '../../ui'

const Frame = styled.iframe`
  display: block;
  width: min(360px, 100%);
  max-height: 68vh;
  aspect-ratio: 9 / 16;
  margin: 0 auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #000;
`

/** The embedded preview window: /stage in a portrait frame (docs/RULES.md#console-pages). */
export function PreviewModal({
  workoutId,
  workoutName,
  isOpen,
  onOpenChange,
}: {
  workoutId: string
  workoutName: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable title={t('resources.workouts.previewTitle', { workoutName })} size="md">
      <Frame
        src={`/stage?workout=${encodeURIComponent(workoutId)}&size=720x1280&embed=1`}
        title={t('resources.workouts.previewFrame', { workoutName })}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </Modal>
  )
}
