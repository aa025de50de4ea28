import { useMutation } from '@apollo/client/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { SCREEN_AUTH_CODE_LENGTH } from '../../../../shared/constants'
import { VALIDATION_MESSAGES } from '../../../../shared/messages'
import { DisconnectScreenDocument, LinkScreenDocument, UpdateScreenDocument, type ScreenRowFragment } from '../../../../gql/graphql'
import { errorCode, serverMessage } from '../../../api/apollo'
import { Badge, Button, IconButton, ProgressBar, TextField, useAlerts, icons } from '../../../ui'
import { useRefreshProgress } from './useRefreshProgress'

/** docs/RULES.md#connection-and-forms: a screen refresh takes about 60 seconds. */
export const SCREEN_REFRESH_MS = 60_000

const LinkRow = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(0.75)};
  min-width: 150px;
  > div {
    width: 88px;
  }
  input {
    height: 32px;
    font-family: ${({ theme }) => theme.font.mono};
    text-transform: uppercase;
    letter-spacing: 0.1em;
  }
`

const Waiting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.75)};
`

/**
 * The auth link code cell (docs/RULES.md#screens-of-a-location, docs/RULES.md#connection-and-forms): code + Link while
 * unlinked; Unlink when linked and the form is unlocked. A code the server took pairs the screen only once its TV
 * collects its token (it asks every 15 s): until the row says linked, the cell says it waits for the TV, and the
 * success comes then. A refused code says what to check; a new refusal replaces the last one, never stacks on it.
 */
export function ScreenLinkCell({
  screen,
  isLocked,
  describedBy,
  onChanged,
}: {
  screen: ScreenRowFragment
  isLocked: boolean
  describedBy: string
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [code, setCode] = useState('')
  const [linkScreen, linkState] = useMutation(LinkScreenDocument)
  const [disconnectScreen, disconnectState] = useMutation(DisconnectScreenDocument)
  const key = 'resources.locationDetail.screens'
  // A code was accepted: the TV has not collected its token yet.
  const [waiting, setWaiting] = useState(false)
  // The refusal on screen, replaced by the next one.
  const refusal = useRef<string | null>(null)
  const refuse = (message: string) => {
    if (refusal.current) alert.dismiss(refusal.current)
    refusal.current = alert.error(message)
  }
  const { linked, name } = screen
  useEffect(() => {
    if (!waiting || !linked) return
    setWaiting(false)
    alert.success(t(`${key}.linkedAlert`, { screenName: name }))
  }, [waiting, linked, name, alert, t])

  if (screen.linked) {
    return isLocked ? (
      <Badge $tone="info">{t(`${key}.linked`)}</Badge>
    ) : (
      <Button
        size="sm"
        variant="secondary"
        aria-describedby={describedBy}
        isPending={disconnectState.loading}
        onPress={() => {
          void disconnectScreen({ variables: { id: screen.id } }).then(
            () => {
              alert.success(t(`${key}.unlinked`, { screenName: screen.name }))
              onChanged()
            },
            (error: unknown) => alert.error(serverMessage(error) ?? t(`${key}.saveFailed`)),
          )
        }}
      >
        <icons.UnlinkIcon size={16} />
        {t(`${key}.unlink`)}
      </Button>
    )
  }

  const link = async (event: React.FormEvent) => {
    event.preventDefault()
    const authCode = code.trim().toUpperCase()
    if (!authCode) {
      refuse(t(`${key}.invalidCode`, { defaultValue: VALIDATION_MESSAGES.invalidAuthorizationCode }))
      return
    }
    try {
      await linkScreen({ variables: { id: screen.id, input: { authCode } } })
      setCode('')
      if (refusal.current) alert.dismiss(refusal.current)
      refusal.current = null
      setWaiting(true)
      onChanged()
    } catch (error) {
      // No TV shows that code now: typed wrong, expired, or the TV drew another.
      refuse(errorCode(error) === 'INVALID_AUTHORIZATION_CODE' ? t(`${key}.wrongCode`, { code: authCode }) : (serverMessage(error) ?? t(`${key}.invalidCode`)))
    }
  }

  if (waiting) {
    return (
      <Waiting role="status" data-testid="pairing-waiting">
        <Badge $tone="info">{t(`${key}.waitingForTv`)}</Badge>
        <Button size="sm" variant="ghost" aria-describedby={describedBy} onPress={() => setWaiting(false)}>
          {t(`${key}.otherCode`)}
        </Button>
      </Waiting>
    )
  }

  return (
    <LinkRow onSubmit={(event) => void link(event)}>
      <TextField
        aria-label={t(`${key}.codeLabel`, { screenName: screen.name })}
        placeholder={t(`${key}.codePlaceholder`)}
        value={code}
        onChange={(value) => setCode(value.toUpperCase())}
        maxLength={SCREEN_AUTH_CODE_LENGTH}
        autoComplete="off"
      />
      <Button size="sm" variant="primary" type="submit" aria-describedby={describedBy} isPending={linkState.loading}>
        {t(`${key}.link`)}
      </Button>
    </LinkRow>
  )
}

/** Asks one screen to reload and shows the ~60 s until it reports back (its refresh flag clears). */
export function ScreenRefreshButton({ screen, describedBy }: { screen: ScreenRowFragment; describedBy: string }) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [updateScreen] = useMutation(UpdateScreenDocument)
  const progress = useRefreshProgress(screen.refreshFlag ? 1 : 0, SCREEN_REFRESH_MS)
  const key = 'resources.locationDetail.screens'
  // The refresh ends with a result: the screen reloaded, or it did not report back in time.
  const { isDone, isTimedOut, clear } = progress
  useEffect(() => {
    if (!isDone && !isTimedOut) return
    if (isDone) alert.success(t(`${key}.refreshDone`, { screenName: screen.name }))
    else alert.warning(t(`${key}.refreshTimedOut`, { screenName: screen.name }))
    clear()
  }, [isDone, isTimedOut, clear, alert, t, screen.name])
  if (progress.isRunning) {
    return (
      <div style={{ minWidth: 110 }} data-testid="screen-refresh-progress">
        <ProgressBar label={t(`${key}.refreshing`)} value={progress.percent} valueText={t(`${key}.seconds`, { seconds: progress.elapsedSeconds })} />
      </div>
    )
  }
  return (
    <IconButton
      label={t(`${key}.refresh`)}
      aria-describedby={describedBy}
      onPress={() => {
        progress.start()
        alert.info(t(`${key}.refreshNotice`, { screenName: screen.name }))
        void updateScreen({ variables: { id: screen.id, input: { refreshFlag: true } } }).catch((error: unknown) => {
          progress.clear()
          alert.error(serverMessage(error) ?? t(`${key}.saveFailed`))
        })
      }}
    >
      <icons.RefreshIcon />
    </IconButton>
  )
}
