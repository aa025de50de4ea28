import { useQuery } from '@apollo/client/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ClassDayCalendarDocument, type LocationControlFragment } from '../../../../gql/graphql'
import { closureOn } from '../../../../shared/calendar'
import { serverMessage } from '../../../api/apollo'
import { UnsavedChangesNotice } from '../../../forms'
import { AlertCard, Badge, Button, ConfirmDialog, Switch, useAlerts } from '../../../ui'
import { connectionSummary, liveClass, type LiveClip } from './connection'
import { useClassControl, useLiveClassFormat } from './useLocationOperations'

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
  .buttons {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(1.5)};
  }
  .buttons button {
    height: 48px;
    font-size: ${({ theme }) => theme.text.lg};
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
  .live {
    margin: 0;
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .said:empty {
    display: none;
  }
  .elapsed {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    font-size: ${({ theme }) => theme.text.lg};
  }
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

/** m:ss (or h:mm:ss) since `since`, ticking every second while shown. */
function useElapsed(since: string | null | undefined): string | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!since) return
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [since])
  if (!since) return null
  const seconds = Math.max(0, Math.floor((now - new Date(since).getTime()) / 1000))
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
  const pad = (value: number) => String(value).padStart(2, '0')
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`
}

/**
 * Manual class controls (docs/RULES.md#class-controls): automatic mode is on by default and then Start and Stop are
 * disabled; in manual mode Start works when stopped and Stop when started. Every screen of the
 * location follows, so Stop asks first, and Start warns when some screens are not connected.
 */
export function ClassControls({
  location,
  screens,
  scheduledClasses,
}: {
  location: LocationControlFragment
  screens?: Parameters<typeof liveClass>[0]
  /** Classes in the location's weekly timetable; undefined while it loads or when it failed. */
  scheduledClasses?: number
}) {
  const { t } = useTranslation()
  const alert = useAlerts()
  const [setClassControl, state] = useClassControl()
  const [asking, setAsking] = useState<'stop' | 'start' | 'closed' | null>(null)
  // A closed day (docs/RULES.md#calendar): no class starts by itself, and Start asks first.
  const day = useQuery(ClassDayCalendarDocument, { variables: { id: location.id }, fetchPolicy: 'cache-and-network' }).data?.getLocationCalendar?.data
  const closedToday = day
    ? closureOn(
        { holidays: (day.holidays ?? []).filter((row) => row !== null), closures: (day.closures ?? []).filter((row) => row !== null), exceptions: [] },
        day.today,
      )
    : null
  // The class state a press asked for, until its answer lands: 'Starting Class' / 'Stopping Class' shows while the
  // badge does not say it yet, and not a moment after (the store's alerts stay ten seconds).
  const [pending, setPending] = useState<boolean | null>(null)
  const key = 'resources.operations.controls'
  const automatic = location.automaticMode
  const started = location.classStart
  const elapsed = useElapsed(!automatic && started ? location.classStartedAt : null)
  const counts = screens ? connectionSummary(screens) : null
  const offline = counts ? counts.total - counts.connected : 0
  // While a class runs, what the screens themselves say (their last poll, every 30 s), its clips numbered as the screens play them.
  const running = Boolean(screens && started && !automatic)
  const positions = (screens ?? []).map((screen) => screen.nowPlaying?.position ?? '-').join(',')
  const format = useLiveClassFormat(location, running, positions)
  const live = screens && running ? liveClass(screens, format) : null

  const liveClipText = (clip: LiveClip) =>
    clip.kind === 'countdown'
      ? t(`${key}.liveCountdown`)
      : clip.kind === 'mashupTimer'
        ? t(`${key}.liveMashupTimer`)
        : clip.combo === null
          ? t(`${key}.liveClip`, { clip: clip.step })
          : t(`${key}.liveCombo`, { clip: clip.step, n: clip.combo })

  const send = async (input: { classStart?: boolean; automaticMode?: boolean }) => {
    try {
      await setClassControl({ variables: { id: location.id, input } })
    } catch (error) {
      alert.error(serverMessage(error) ?? t(`${key}.failed`))
    } finally {
      if (input.classStart !== undefined) setPending(null)
    }
  }

  const press = (classStart: boolean) => {
    setAsking(null)
    setPending(classStart)
    void send({ classStart })
  }
  const start = () => press(true)
  const stop = () => press(false)
  // The badge may say it first (another console's press, pushed live): then the notice has nothing left to say.
  const notice = pending !== null && pending !== started ? t(pending ? `${key}.starting` : `${key}.stopping`) : null

  return (
    <Controls data-testid="class-controls">
      <div className="row">
        <Switch label={t(`${key}.automaticMode`)} isSelected={automatic} isDisabled={state.loading} onChange={(value) => void send({ automaticMode: value })} />
        <Badge $tone={automatic ? 'info' : started ? 'success' : 'neutral'} role="status" aria-live="polite">
          {automatic ? t(`${key}.stateAutomatic`) : started ? t(`${key}.stateStarted`) : t(`${key}.stateStopped`)}
        </Badge>
        {elapsed ? (
          <span className="elapsed" data-testid="class-elapsed" aria-label={t(`${key}.elapsedLabel`, { elapsed })}>
            {elapsed}
          </span>
        ) : null}
      </div>
      {live ? (
        <p className="live" data-testid="class-live">
          {t(`${key}.livePlaying`, { playing: live.playing, connected: live.connected })}
          {live.clip === null ? '' : ` · ${liveClipText(live.clip)}`}
        </p>
      ) : null}
      <div className="buttons">
        <Button
          variant="primary"
          onPress={() => (closedToday ? setAsking('closed') : offline > 0 ? setAsking('start') : start())}
          isDisabled={automatic || started || state.loading}
        >
          <PlayIcon />
          {t(`${key}.start`)}
        </Button>
        <Button variant="secondary" onPress={() => setAsking('stop')} isDisabled={automatic || !started || state.loading}>
          <StopIcon />
          {t(`${key}.stop`)}
        </Button>
      </div>
      {/* 'Starting Class' / 'Stopping Class' (docs/RULES.md#class-controls) appear here, where the press was: inline,
          as a toast in the corner covered the screens' Status column. */}
      <div className="said" aria-live="polite">
        {notice ? (
          <div data-testid="class-notice">
            <AlertCard alert={{ type: 'info', message: notice, border: true }} />
          </div>
        ) : null}
      </div>
      {/* What staff must know before a class is missed: nothing starts by itself in these two cases (the kit's warning notice). */}
      {closedToday ? (
        <div role="note" data-testid="class-closed">
          <UnsavedChangesNotice message={t(`${key}.noteClosed`, { reason: closedToday.reason })} />
        </div>
      ) : null}
      {automatic && scheduledClasses === 0 && !closedToday ? (
        <div role="note" data-testid="class-note">
          <UnsavedChangesNotice message={t(`${key}.noteNoSchedule`, { locationName: location.name })} />
        </div>
      ) : null}
      {!automatic && scheduledClasses !== undefined && scheduledClasses > 0 ? (
        <div role="note" data-testid="class-note">
          <UnsavedChangesNotice message={t(`${key}.noteManual`)} />
        </div>
      ) : null}
      <p className="hint">{automatic ? t(`${key}.hintAutomatic`) : t(`${key}.hintManual`)}</p>
      <ConfirmDialog
        isOpen={asking === 'stop'}
        onOpenChange={(open) => setAsking(open ? 'stop' : null)}
        title={t(`${key}.stopConfirmTitle`)}
        message={t(`${key}.stopConfirmMessage`, { locationName: location.name })}
        confirmLabel={t(`${key}.stopConfirm`)}
        onConfirm={stop}
      />
      <ConfirmDialog
        isOpen={asking === 'closed'}
        onOpenChange={(open) => setAsking(open ? 'closed' : null)}
        title={t(`${key}.startClosedTitle`)}
        message={t(`${key}.startClosedMessage`, { locationName: location.name, reason: closedToday?.reason ?? '' })}
        confirmLabel={t(`${key}.startAnyway`)}
        variant="primary"
        onConfirm={() => (offline > 0 ? setAsking('start') : start())}
      />
      <ConfirmDialog
        isOpen={asking === 'start'}
        onOpenChange={(open) => setAsking(open ? 'start' : null)}
        title={t(`${key}.startOfflineTitle`)}
        message={t(`${key}.startOfflineMessage`, { offline, total: counts?.total ?? 0 })}
        confirmLabel={t(`${key}.startAnyway`)}
        variant="primary"
        onConfirm={start}
      />
    </Controls>
  )
}
