import { useMutation } from '@apollo/client/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { HardRefreshLocationDocument, type ScreenRowFragment } from '../../../../gql/graphql'
import { serverMessage } from '../../../api/apollo'
import { Button, ConfirmDialog, ProgressBar, useAlerts, icons } from '../../../ui'
import { liveClass } from '../operations/connection'
import { useRefreshProgress } from './useRefreshProgress'

/** docs/RULES.md#connection-and-forms: a location-wide hard refresh takes about 30-60 seconds. */
export const HARD_REFRESH_MS = 60_000

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  > [role='progressbar'] {
    flex: 1;
    min-width: 220px;
    max-width: 420px;
  }
  .note {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
`

/**
 * Hard Refresh (docs/RULES.md#location-detail): every screen reloads. Progress counts the connected
 * screens only (a disconnected one reloads when it reconnects, which may be hours away) and ends
 * with a result: all reloaded, or how many did not report back in time. While a class plays on any
 * screen it asks first, as Stop does: each screen restarts the class from where it is.
 */
export function HardRefresh({ locationId, screens, onStarted }: { locationId: string; screens: ScreenRowFragment[]; onStarted: () => void }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [hardRefresh, state] = useMutation(HardRefreshLocationDocument)
  const connected = screens.filter((screen) => screen.status.isConnected)
  const pending = connected.filter((screen) => screen.hardRefreshFlag).length
  const progress = useRefreshProgress(pending, HARD_REFRESH_MS)
  const key = 'resources.locationDetail.hardRefresh'
  const total = connected.length
  const offline = screens.length - total
  // The list shows the new flags a moment after the call: until then no screen counts as reloaded.
  const reloaded = progress.elapsedSeconds >= 3 ? total - pending : 0
  const playing = liveClass(screens).playing
  const [asking, setAsking] = useState(false)

  const start = async () => {
    setAsking(false)
    try {
      await hardRefresh({ variables: { id: locationId } })
      progress.start()
      alert.info(t(`${key}.startedConnected`, { count: total, offline }))
      onStarted()
    } catch (error) {
      alert.error(serverMessage(error) ?? t(`${key}.failed`))
    }
  }

  return (
    <Row>
      <Button
        variant="secondary"
        onPress={() => (playing > 0 ? setAsking(true) : void start())}
        isPending={state.loading}
        isDisabled={progress.isRunning || total === 0}
      >
        <icons.RefreshIcon />
        {t(`${key}.button`)}
      </Button>
      {progress.isRunning ? (
        <ProgressBar
          label={t(`${key}.progress`, { done: reloaded, total })}
          value={total === 0 ? 100 : Math.round((reloaded / total) * 100)}
          valueText={t(`${key}.seconds`, { seconds: progress.elapsedSeconds })}
        />
      ) : progress.isDone ? (
        <span className="note" role="status" data-testid="hard-refresh-result">
          {t(`${key}.doneConnected`, { count: total })}
        </span>
      ) : progress.isTimedOut ? (
        <span className="note" role="status" data-testid="hard-refresh-result">
          {t(`${key}.timedOutConnected`, { count: pending, total })}
        </span>
      ) : total === 0 && screens.length > 0 ? (
        <span className="note">{t(`${key}.noneConnected`)}</span>
      ) : (
        <span className="note">{t(`${key}.hint`)}</span>
      )}
      {offline > 0 && total > 0 ? <span className="note">{t(`${key}.offlineNote`, { count: offline })}</span> : null}
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t(`${key}.liveConfirmTitle`)}
        message={t(`${key}.liveConfirmMessage`, { count: playing })}
        confirmLabel={t(`${key}.liveConfirm`)}
        onConfirm={() => void start()}
      />
    </Row>
  )
}
