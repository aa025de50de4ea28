import { useMutation, useQuery } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { RequestScreenshotDocument, ScreenScreenshotsDocument } from '../../../../gql/graphql'
import { serverMessage } from '../../../api/apollo'
import { toLocale } from '../../../i18n/languages'
import { Button, STAMP, Spinner, clockOptions, icons, useAlerts } from '../../../ui'

/** How long the console waits for the screen's picture before saying it did not come. */
export const SCREENSHOT_WAIT_MS = 20_000
const POLL_MS = 1_500

const Frame = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`
const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 380px;
  padding: ${({ theme }) => theme.space(1)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #0d0f12;
  color: #aab1bc;
  font-size: ${({ theme }) => theme.text.sm};
  text-align: center;
  img {
    max-width: 100%;
    max-height: 100%;
    border-radius: ${({ theme }) => theme.radius.sm};
    box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.12);
  }
`
const Caption = styled.figcaption`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
`
const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  button {
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #0d0f12;
    cursor: pointer;
    line-height: 0;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand};
  }
  img {
    width: 72px;
    height: 72px;
    object-fit: contain;
  }
`

/** The screen's last pictures and the button that asks for a new one (docs/SCREEN-DEVICE.md#remote-screenshot). */
export function ScreenshotPanel({ screenId, screenName, timeZone, connected }: { screenId: string; screenName: string; timeZone: string; connected: boolean }) {
  const { t, i18n } = useTranslation()
  const alert = useAlerts()
  const key = 'resources.locationDetail.device'
  const [waitingSince, setWaitingSince] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const query = useQuery(ScreenScreenshotsDocument, { variables: { id: screenId }, fetchPolicy: 'network-only' })
  const [requestScreenshot, requestState] = useMutation(RequestScreenshotDocument)
  const shots = (query.data?.listScreenshots?.data ?? []).flatMap((shot) => (shot ? [shot] : []))
  const newest = shots[0]
  const arrived = waitingSince !== null && newest !== undefined && newest.receivedAt >= waitingSince
  const { refetch } = query

  // While a picture is on its way, look for it every 1.5 s; give up after 20 s.
  useEffect(() => {
    if (waitingSince === null || arrived) return
    const poll = setInterval(() => void refetch(), POLL_MS)
    const giveUp = setTimeout(() => {
      setWaitingSince(null)
      alert.warning(t(`${key}.screenshotTimedOut`, { screenName }))
    }, SCREENSHOT_WAIT_MS)
    return () => {
      clearInterval(poll)
      clearTimeout(giveUp)
    }
  }, [waitingSince, arrived, refetch, alert, t, screenName])
  useEffect(() => {
    if (arrived) {
      setWaitingSince(null)
      setChosen(null)
    }
  }, [arrived])

  const shown = shots.find((shot) => shot.id === chosen) ?? newest
  const format = new Intl.DateTimeFormat(toLocale(i18n.language), clockOptions(timeZone, { ...STAMP, second: '2-digit' }))
  const ask = () => {
    void requestScreenshot({ variables: { id: screenId } }).then(
      (answer) => setWaitingSince(answer.data?.requestScreenshot?.data.requestedAt ?? new Date().toISOString()),
      (error: unknown) => alert.error(serverMessage(error) ?? t(`${key}.screenshotFailed`)),
    )
  }

  return (
    <Frame data-testid="screenshot-panel">
      <Picture>
        {waitingSince !== null ? (
          <span>
            <Spinner />
            <br />
            {t(`${key}.screenshotWaiting`)}
          </span>
        ) : shown ? (
          <img src={shown.image} alt={t(`${key}.screenshotAlt`, { screenName, time: format.format(new Date(shown.takenAt)) })} data-testid="screenshot-image" />
        ) : (
          <span>{t(`${key}.noScreenshot`)}</span>
        )}
      </Picture>
      <Caption>
        <span data-testid="screenshot-time">
          {shown && waitingSince === null ? t(`${key}.takenAt`, { time: format.format(new Date(shown.takenAt)) }) : null}
        </span>
        <Button size="sm" variant="primary" onPress={ask} isPending={requestState.loading || waitingSince !== null} isDisabled={!connected}>
          <icons.ScreenIcon size={16} />
          {t(`${key}.takeScreenshot`)}
        </Button>
      </Caption>
      {shots.length > 1 ? (
        <Thumbs aria-label={t(`${key}.earlierScreenshots`)}>
          {shots.map((shot) => (
            <button
              key={shot.id}
              type="button"
              aria-pressed={shot.id === shown?.id}
              onClick={() => setChosen(shot.id)}
              title={format.format(new Date(shot.takenAt))}
            >
              <img src={shot.image} alt={format.format(new Date(shot.takenAt))} />
            </button>
          ))}
        </Thumbs>
      ) : null}
    </Frame>
  )
}
