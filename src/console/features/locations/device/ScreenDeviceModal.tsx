import { useQuery } from '@apollo/client/react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ScreenDeviceDocument, type ScreenDeviceFactsFragment, type ScreenRowFragment } from '../../../../gql/graphql'
import { toLocale } from '../../../i18n/languages'
import { Badge, IconButton, Modal, STAMP, Spinner, clockOptions, icons } from '../../../ui'
import { ScreenStatusBadge } from '../operations'
import { deviceProblems, formatBytes, formatDuration, formatOffset, hasProblem } from './deviceFormat'
import { ScreenshotPanel } from './ScreenshotPanel'

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`
const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space(2)};
  row-gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.text.md};
  align-content: start;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.weight.medium};
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: normal;
  }
`
const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`
const Dot = styled.span`
  position: absolute;
  top: 4px;
  inset-inline-end: 4px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.warning};
`
const ButtonWrap = styled.span`
  position: relative;
  display: inline-flex;
`

function FactList({ device, timeZone }: { device: ScreenDeviceFactsFragment; timeZone: string }) {
  const { t, i18n } = useTranslation()
  const key = 'resources.locationDetail.device'
  const locale = toLocale(i18n.language)
  // The studio's clock, named (src/console/ui/clock.ts).
  const when = new Intl.DateTimeFormat(locale, clockOptions(timeZone, STAMP))
  const problems = deviceProblems(device)
  const unknown = t(`${key}.unknown`)
  const storage =
    device.storageUsed !== null && device.storageQuota
      ? t(`${key}.storageOf`, {
          used: formatBytes(device.storageUsed, locale),
          quota: formatBytes(device.storageQuota, locale),
          percent: Math.round((device.storageUsed / device.storageQuota) * 100),
        })
      : unknown
  const last = device.lastRecovery
  return (
    <Facts data-testid="device-facts">
      <dt>{t(`${key}.offline`)}</dt>
      <dd>{problems.notOfflineCapable ? <Badge $tone="warning">{t(`${key}.offlineNo`)}</Badge> : <Badge $tone="success">{t(`${key}.offlineYes`)}</Badge>}</dd>
      <dt>{t(`${key}.sound`)}</dt>
      <dd>{problems.muted ? <Badge $tone="warning">{t(`${key}.soundMuted`)}</Badge> : <Badge $tone="success">{t(`${key}.soundOn`)}</Badge>}</dd>
      <dt>{t(`${key}.storage`)}</dt>
      <dd>{problems.storageFull ? <Badge $tone="warning">{storage}</Badge> : storage}</dd>
      <dt>{t(`${key}.browser`)}</dt>
      <dd>{device.browser}</dd>
      <dt>{t(`${key}.resolution`)}</dt>
      <dd>{device.screen}</dd>
      <dt>{t(`${key}.memory`)}</dt>
      <dd>
        {device.deviceMemory === null
          ? unknown
          : new Intl.NumberFormat(locale, { style: 'unit', unit: 'gigabyte', unitDisplay: 'short' }).format(device.deviceMemory)}
      </dd>
      <dt>{t(`${key}.uptime`)}</dt>
      <dd>
        {formatDuration(Date.now() - Date.parse(device.loadedAt), locale)}
        <small>{t(`${key}.loadedAt`, { time: when.format(new Date(device.loadedAt)) })}</small>
      </dd>
      <dt>{t(`${key}.clockOffset`)}</dt>
      <dd>{device.clockOffsetMs === null ? unknown : formatOffset(device.clockOffsetMs, locale)}</dd>
      <dt>{t(`${key}.appVersion`)}</dt>
      <dd>{device.appVersion}</dd>
      <dt>{t(`${key}.recoveries`)}</dt>
      <dd data-testid="device-recoveries">
        {device.recoveries}
        {last ? (
          <small>
            {t(`${key}.lastRecovery`, {
              fault: t(`${key}.faults.${last.kind}`),
              action: t(`${key}.actions.${last.action}`),
              time: when.format(new Date(last.at)),
            })}
          </small>
        ) : null}
      </dd>
    </Facts>
  )
}

/** What a screen says of its device and a picture of what it shows, for support (docs/SCREEN-DEVICE.md#device-facts). */
export function ScreenDeviceModal({ screen, onClose }: { screen: ScreenRowFragment | null; onClose: () => void }) {
  const { t } = useTranslation()
  const key = 'resources.locationDetail.device'
  const query = useQuery(ScreenDeviceDocument, { variables: { id: screen?.id ?? '' }, skip: !screen, pollInterval: 10_000, fetchPolicy: 'network-only' })
  const data = query.data?.getScreen?.data
  return (
    <Modal
      isOpen={screen !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`${key}.title`, { screenName: screen?.name ?? '' })}
      size="lg"
      isDismissable
    >
      {screen ? (
        <Layout>
          <div>
            <Facts style={{ marginBottom: 12 }}>
              <dt>{t(`${key}.status`)}</dt>
              <dd>
                <ScreenStatusBadge status={data?.status ?? screen.status} timeZone={screen.timeZone} />
              </dd>
            </Facts>
            {data?.device ? (
              <FactList device={data.device} timeZone={screen.timeZone} />
            ) : query.loading ? (
              <Spinner />
            ) : (
              <Empty>{t(`${key}.notReported`)}</Empty>
            )}
          </div>
          <ScreenshotPanel screenId={screen.id} screenName={screen.name} timeZone={screen.timeZone} connected={(data?.status ?? screen.status).isConnected} />
        </Layout>
      ) : null}
    </Modal>
  )
}

/** The row's button that opens the device view; a dot when the screen reports a problem that raises an alert. */
export function ScreenDeviceButton({
  screen,
  describedBy,
  onOpen,
}: {
  screen: ScreenRowFragment
  describedBy: string
  onOpen: (screen: ScreenRowFragment) => void
}) {
  const { t } = useTranslation()
  const warn = screen.device ? hasProblem(deviceProblems(screen.device)) : false
  return (
    <ButtonWrap>
      <IconButton
        label={t(warn ? 'resources.locationDetail.device.openWarning' : 'resources.locationDetail.device.open')}
        aria-describedby={describedBy}
        onPress={() => onOpen(screen)}
      >
        <icons.ScreenIcon />
      </IconButton>
      {warn ? <Dot aria-hidden data-testid="device-warning" /> : null}
    </ButtonWrap>
  )
}
