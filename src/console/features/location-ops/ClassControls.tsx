import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { LocationControlFragment } from '../../../gql/graphql'
import { serverMessage } from '../../app/apollo'
import { Badge, Button, Switch, useAlerts } from '../../ui'
import { useClassControl } from './useLocationOperations'

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  .row { display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space(1.5)}; }
  .buttons { display: grid; grid-template-columns: 1fr 1fr; gap: ${({ theme }) => theme.space(1.5)}; }
  .buttons button { height: 48px; font-size: ${({ theme }) => theme.text.lg}; }
  .hint { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.text.sm}; }
`

const PlayIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M7 4.5v15l13-7.5z" />
  </svg>
)
const StopIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <rect x="5" y="5" width="14" height="14" rx="2" />
  </svg>
)

/**
 * Manual class controls (docs/RULES.md#class-controls): automatic mode is on by default and then Start and Stop are
 * disabled; in manual mode Start works when stopped and Stop when started. Every screen of the
 * location follows.
 */
export function ClassControls({ location }: { location: LocationControlFragment }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [setClassControl, state] = useClassControl()
  const key = 'resources.operations.controls'
  const automatic = location.automaticMode
  const started = location.classStart

  const send = async (input: { classStart?: boolean; automaticMode?: boolean }) => {
    try {
      await setClassControl({ variables: { id: location.id, input } })
    } catch (error) {
      alert.error(serverMessage(error) ?? t(`${key}.failed`))
    }
  }

  const start = () => {
    alert.info(t(`${key}.starting`))
    void send({ classStart: true })
  }
  const stop = () => {
    alert.info(t(`${key}.stopping`))
    void send({ classStart: false })
  }

  return (
    <Controls data-testid="class-controls">
      <div className="row">
        <Switch
          label={t(`${key}.automaticMode`)}
          isSelected={automatic}
          isDisabled={state.loading}
          onChange={(value) => void send({ automaticMode: value })}
        />
        <Badge $tone={automatic ? 'info' : started ? 'success' : 'neutral'} role="status" aria-live="polite">
          {automatic ? t(`${key}.stateAutomatic`) : started ? t(`${key}.stateStarted`) : t(`${key}.stateStopped`)}
        </Badge>
      </div>
      <div className="buttons">
        <Button variant="primary" onPress={start} isDisabled={automatic || started || state.loading}>
          <PlayIcon />
          {t(`${key}.start`)}
        </Button>
        <Button variant="secondary" onPress={stop} isDisabled={automatic || !started || state.loading}>
          <StopIcon />
          {t(`${key}.stop`)}
        </Button>
      </div>
      <p className="hint">{automatic ? t(`${key}.hintAutomatic`) : t(`${key}.hintManual`)}</p>
    </Controls>
  )
}
