import { memo, useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { LocationControlFragment, ScreenRowFragment } from '../../../gql/graphql'
import { serverMessage } from '../../api/apollo'
import { useAuth } from '../../auth/AuthContext'
import { isApiAccess } from '../../auth/roles'
import { ErrorBox, Link, LoadingImage, PageHeader, Select, icons, EmptyCard, Panel, PanelPlaceholder, RenderWhenNear, useDocumentTitle } from '../../ui'
import { LocationAlerts } from '../alerts'
import { ApiAccessPage } from './ApiAccessPage'
import { ClassRunsPanel, ContentAheadPanel, ReadinessPanel } from '../class-runs'
import { ClassControls, ClassSchedulePanel, ConnectionSummary, ControlsGrid, useLocationScreens, useLocationTimetable } from '../locations'
import { ContentStatusPanel } from './ContentStatusPanel'
import { RollingSchedulePanel } from './RollingSchedulePanel'
import { useDashboardLocation } from './useDashboardLocation'

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
`
const LocationLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.text.md};
  }
  /* A separator stays with the item it leads: on a narrow phone the line wraps between items, never after a lone dot. */
  > span {
    white-space: nowrap;
  }
`
const Picker = styled.div`
  min-width: 240px;
`

function ScreensLink({ href, count }: { href: string; count: number }) {
  const { t } = useTranslation()
  return <Link href={href}>{t('resources.dashboard.viewScreens', { count })}</Link>
}

/**
 * /admin/dashboard: the location's class controls and status (docs/RULES.md#dashboard, docs/RULES.md#class-controls);
 * api-access users get their API page.
 */
export function DashboardPage() {
  const { user } = useAuth()
  return user && isApiAccess(user.role) ? <ApiAccessPage /> : <LocationDashboard />
}

function LocationDashboard() {
  const { t } = useTranslation()
  const { user, isAdmin } = useAuth()
  const title = t('pages.dashboard')
  useDocumentTitle(title)
  const { state, select, canPick } = useDashboardLocation()
  const location = state.kind === 'ready' ? state.location : null
  const { screens, loaded: screensLoaded, error: screensError } = useLocationScreens(location?.id)
  const timetable = useLocationTimetable(location?.id)
  const key = 'resources.dashboard'
  // The page shows once the location's screens and timetable are in (or failed): the class controls, the connection
  // summary and the schedule then come in one paint, instead of each pushing the others down as its answer arrives.
  // Only the first time: another location picked later keeps the page up while its figures load.
  const [settled, setSettled] = useState(false)
  if (!settled && location && (screensLoaded || screensError) && !timetable.loading) setSettled(true)
  // The page's body renders from deferred copies of what it shows (CONTRIBUTING.md#add-a-console-page): an
  // answer first re-renders only the header, at once, and the body follows in pieces the browser can interleave
  // with input, not in one long task.
  const body = useDeferredValue(
    useMemo(() => ({ settled, location, screens: screensLoaded ? screens : undefined, timetable }), [settled, location, screensLoaded, screens, timetable]),
  )

  const picker =
    state.kind === 'ready' && canPick ? (
      <Picker>
        <Select
          label={t(`${key}.location`)}
          options={state.locations.map((row) => ({ id: row.id, label: `${row.name} · ${row.locationIdentifier}` }))}
          value={state.location.id}
          onChange={select}
        />
      </Picker>
    ) : null

  const header = (
    <PageHeader
      title={title}
      subtitle={user ? t(`${key}.welcome`, { firstName: user.firstName }) : undefined}
      actions={
        // With the rest of the page: the summary and the picker never push the page down on their own.
        body.settled || state.kind !== 'ready' ? (
          <>
            {location && screensLoaded ? (
              <ConnectionSummary screens={screens} href={`${isAdmin ? '/admin/locations' : '/admin/my-locations'}/${location.id}#screens`} />
            ) : null}
            {picker}
          </>
        ) : null
      }
    />
  )

  if (state.kind === 'loading' || (state.kind === 'ready' && (!body.settled || !body.location))) {
    return (
      <>
        {header}
        <LoadingImage />
      </>
    )
  }

  if (state.kind !== 'ready') {
    const message =
      state.kind === 'noLocations'
        ? t(`${key}.noLocations`)
        : state.kind === 'error'
          ? (serverMessage(state.error) ?? t('errors.loadFailed'))
          : t(`${key}.noLocationData`)
    return (
      <>
        {header}
        {state.kind === 'error' ? <ErrorBox role="alert">{message}</ErrorBox> : <EmptyCard icon={<icons.LocationIcon size={32} />} message={message} />}
        {isAdmin ? (
          <div style={{ marginTop: 20 }}>
            <AdminPanels />
          </div>
        ) : null}
      </>
    )
  }

  return (
    <>
      {header}
      <DashboardBody location={body.location!} screens={body.screens} timetable={body.timetable} isAdmin={isAdmin} />
    </>
  )
}

/** What the dashboard shows of its location, below the header: rendered again only when one of its props changes. */
const DashboardBody = memo(function DashboardBody({
  location,
  screens,
  timetable,
  isAdmin,
}: {
  location: LocationControlFragment
  screens: ScreenRowFragment[] | undefined
  timetable: ReturnType<typeof useLocationTimetable>
  isAdmin: boolean
}) {
  const { t } = useTranslation()
  const key = 'resources.dashboard'
  const detailHref = isAdmin ? `/admin/locations/${location.id}` : `/admin/my-locations/${location.id}`
  return (
    <>
      <LocationLine>
        <icons.LocationIcon size={16} />
        <strong>{location.name}</strong>
        <span>· {location.locationIdentifier}</span>
        <span>· {location.timeZone.replace(/_/g, ' ')}</span>
        <span>
          · <ScreensLink href={detailHref} count={screens?.length ?? 0} />
        </span>
      </LocationLine>
      <LocationAlerts locationId={location.id} />
      <ControlsGrid>
        <Stack>
          <Panel id="class-controls" title={t(`${key}.controlsTitle`)} subtitle={t(`${key}.controlsSubtitle`, { locationName: location.name })}>
            <ClassControls location={location} screens={screens} scheduledClasses={timetable.scheduledClasses} />
          </Panel>
          <RenderWhenNear placeholder={<PanelPlaceholder id="readiness" title={t('readiness.title')} height={120} />}>
            <ReadinessPanel locationId={location.id} timeZone={location.timeZone} />
          </RenderWhenNear>
        </Stack>
        <ClassSchedulePanel
          title={t(`${key}.scheduleTitle`)}
          subtitle={t(`${key}.scheduleSubtitle`, { timeZone: location.timeZone.replace(/_/g, ' ') })}
          timetable={timetable}
          timeZone={location.timeZone}
          scheduleHref={isAdmin ? `/admin/locations/${location.id}/schedule` : undefined}
        />
      </ControlsGrid>
      {/* Below the fold, even on a laptop: each panel loads as it nears the screen (RenderWhenNear says why). */}
      <div style={{ marginTop: 20 }}>
        <RenderWhenNear placeholder={<PanelPlaceholder id="class-runs" title={t('classRuns.title')} subtitle={t('classRuns.subtitle')} />}>
          <ClassRunsPanel locationId={location.id} locationName={location.name} timeZone={location.timeZone} />
        </RenderWhenNear>
      </div>
      {isAdmin ? (
        <div style={{ marginTop: 20 }}>
          <AdminPanels location={location} />
        </div>
      ) : null}
    </>
  )
})

/** The owner's and admins' panels: the rolling schedule of the location shown (if any) and the content status. */
function AdminPanels({ location }: { location?: LocationControlFragment }) {
  const { t } = useTranslation()
  const key = 'resources.dashboard'
  return (
    <Stack>
      <RenderWhenNear
        placeholder={<PanelPlaceholder id="rolling-schedule" title={t(`${key}.rolling.title`)} subtitle={t(`${key}.rolling.subtitle`)} height={320} />}
      >
        <RollingSchedulePanel
          locationId={location?.id}
          timeZone={location?.timeZone}
          schedule={location?.schedule.filter((hour): hour is number => hour !== null)}
        />
      </RenderWhenNear>
      {/* Beside the schedule: whether the scheduled workouts are on the screens (docs/CLASS-RUNS.md#content-ahead). */}
      <RenderWhenNear placeholder={<PanelPlaceholder id="content-ahead" title={t('contentAhead.panelTitle')} height={160} />}>
        <ContentAheadPanel />
      </RenderWhenNear>
      <RenderWhenNear placeholder={<PanelPlaceholder id="content-status" title={t(`${key}.content.title`)} subtitle={t(`${key}.content.subtitle`)} />}>
        <ContentStatusPanel />
      </RenderWhenNear>
    </Stack>
  )
}
