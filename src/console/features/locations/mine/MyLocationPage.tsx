import { useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { OperationsLocationDocument, type ScreenRowFragment } from '../../../../gql/graphql'
import { serverMessage } from '../../../api/apollo'
import { useLivePollInterval } from '../../../app/live/LiveConsole'
import { useAuth } from '../../../auth/AuthContext'
import { toLocale } from '../../../i18n/languages'
import {
  Card,
  ErrorBox,
  Link,
  LoadingImage,
  PageHeader,
  STAMP,
  Table,
  clockOptions,
  icons,
  type TableColumn,
  Crumb,
  Panel,
  useDocumentTitle,
} from '../../../ui'
import { ClassControls, ClassSchedulePanel, ConnectionSummary, ControlsGrid, ScreenStatusBadge, useLocationScreens, useLocationTimetable } from '../operations'
import { ScreenDeviceButton, ScreenDeviceModal } from '../device/ScreenDeviceModal'

const Grid = styled(ControlsGrid)`
  margin-bottom: ${({ theme }) => theme.space(2.5)};
`
const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`
const Empty = styled(Card)`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`

/** /admin/my-locations/{id}: one of the user's locations, its screens' connection and the class controls. */
export function MyLocationPage() {
  const { id = '' } = useParams()
  const { t, i18n } = useTranslation()
  const { isAdmin } = useAuth()
  const query = useQuery(OperationsLocationDocument, { variables: { id }, pollInterval: useLivePollInterval(30_000) })
  const location = (query.data ?? query.previousData)?.getLocation?.data ?? null
  const { screens, loading: screensLoading, loaded } = useLocationScreens(location?.id)
  const timetable = useLocationTimetable(location?.id)
  const key = 'resources.myLocations'
  const [inspecting, setInspecting] = useState<ScreenRowFragment | null>(null)
  // An alert's link names the screen it is about: its row is marked and brought into view.
  const [search] = useSearchParams()
  useDocumentTitle(location?.name ?? t('pages.myLocation'))

  const columns = useMemo<TableColumn<ScreenRowFragment>[]>(() => {
    // The studio's clock, named (src/console/ui/clock.ts).
    const format = new Intl.DateTimeFormat(toLocale(i18n.language), clockOptions(location?.timeZone, STAMP))
    return [
      { id: 'name', header: t(`${key}.fields.name`), isRowHeader: true, cell: (row) => <strong id={`my-screen-${row.id}`}>{row.name}</strong> },
      { id: 'round', header: t(`${key}.fields.round`), cell: (row) => row.round, align: 'center', wrapHeader: true, width: 72 },
      { id: 'status', header: t(`${key}.fields.status`), cell: (row) => <ScreenStatusBadge status={row.status} timeZone={row.timeZone} /> },
      {
        id: 'lastReport',
        header: t(`${key}.fields.lastReport`),
        cell: (row) => <Muted>{row.status.statusUpdatedAt ? format.format(new Date(row.status.statusUpdatedAt)) : t(`${key}.never`)}</Muted>,
      },
      {
        id: 'device',
        header: t('resources.locationDetail.device.open'),
        hideHeader: true,
        align: 'end',
        cell: (row) => <ScreenDeviceButton screen={row} describedBy={`my-screen-${row.id}`} onOpen={setInspecting} />,
      },
    ]
  }, [t, i18n.language, location?.timeZone])

  if (!location) {
    if (query.error) {
      return (
        <>
          <PageHeader title={t('pages.myLocation')} />
          <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
        </>
      )
    }
    if (!query.loading) return <Empty>{t(`${key}.noData`)}</Empty>
    return <LoadingImage />
  }

  return (
    <>
      <Crumb aria-label={t(`${key}.breadcrumb`)}>
        <Link href="/admin/my-locations">
          <icons.ChevronLeftIcon size={14} />
          {t('pages.myLocations')}
        </Link>
      </Crumb>
      <PageHeader
        title={location.name}
        subtitle={`${location.locationIdentifier} · ${location.timeZone.replace(/_/g, ' ')}`}
        actions={
          <>
            <Link href={`/admin/my-locations/${location.id}/calendar`}>
              <icons.CalendarIcon size={16} />
              {t('resources.calendar.open')}
            </Link>
            {loaded ? <ConnectionSummary screens={screens} href="#screens" /> : null}
          </>
        }
      />
      <Grid>
        <Panel id="class-controls" title={t(`${key}.controlsTitle`)}>
          <ClassControls location={location} screens={loaded ? screens : undefined} scheduledClasses={timetable.scheduledClasses} />
        </Panel>
        <ClassSchedulePanel
          title={t('resources.operations.schedule.title')}
          timetable={timetable}
          timeZone={location.timeZone}
          scheduleHref={isAdmin ? `/admin/locations/${location.id}/schedule` : undefined}
        />
      </Grid>
      <Panel id="screens" title={t(`${key}.screensTitle`)} subtitle={t(`${key}.screensSubtitle`)} flush>
        <Table
          aria-label={t(`${key}.screensTitle`)}
          columns={columns}
          rows={screens}
          isLoading={screensLoading}
          highlightRowId={search.get('screen')}
          emptyState={<strong>{t(`${key}.noScreens`)}</strong>}
        />
      </Panel>
      <ScreenDeviceModal screen={inspecting} onClose={() => setInspecting(null)} />
    </>
  )
}
