import { useMutation } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { HardRefreshLocationDocument, type ScreenRowFragment } from '../../../gql/graphql'
import { serverMessage } from '../../app/apollo'
import { Button, ProgressBar, useAlerts } from '../../ui'
import { RefreshIcon } from './icons'
import { useRefreshProgress } from './useRefreshProgress'

/** docs/RULES.md#connection-and-forms: a location-wide hard refresh takes about 30-60 seconds. */
export const HARD_REFRESH_MS = 60_000

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  > [role='progressbar'] { flex: 1; min-width: 220px; max-width: 420px; }
  .note { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.text.sm}; }
`

/** Hard Refresh (docs/RULES.md#location-detail): every screen reloads; progress runs until each has reported back. */
export function HardRefresh({ locationId, screens, onStarted }: { locationId: string; screens: ScreenRowFragment[]; onStarted: () => void }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [hardRefresh, state] = useMutation(HardRefreshLocationDocument)
  const pending = screens.filter((screen) => screen.hardRefreshFlag).length
  const progress = useRefreshProgress(pending, HARD_REFRESH_MS)
  const key = 'resources.locationDetail.hardRefresh'
  const total = screens.length

  const start = async () => {
    try {
      const result = await hardRefresh({ variables: { id: locationId } })
      progress.start()
      alert.info(t(`${key}.started`, { count: result.data?.hardRefreshLocation?.data.screens ?? total }))
      onStarted()
    } catch (error) {
      alert.error(serverMessage(error) ?? t(`${key}.failed`))
    }
  }

  return (
    <Row>
      <Button variant="secondary" onPress={() => void start()} isPending={state.loading} isDisabled={progress.isRunning || total === 0}>
        <RefreshIcon />
        {t(`${key}.button`)}
      </Button>
      {progress.isRunning ? (
        <ProgressBar label={t(`${key}.progress`, { done: total - pending, total })} value={progress.percent} valueText={t(`${key}.seconds`, { seconds: progress.elapsedSeconds })} />
      ) : progress.isDone ? (
        <span className="note" role="status">{t(`${key}.done`)}</span>
      ) : progress.isTimedOut ? (
        <span className="note" role="status">{t(`${key}.timedOut`, { count: pending })}</span>
      ) : (
        <span className="note">{t(`${key}.hint`)}</span>
      )}
    </Row>
  )
}
