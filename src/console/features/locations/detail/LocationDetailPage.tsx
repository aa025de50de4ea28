import { useQuery } from '@apollo/client/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { LOCATION_DETAIL_POLL_MS, NAME_MAX } from '../../../../shared/constants'
import { LocationDetailDocument } from '../../../../gql/graphql'
import { serverMessage } from '../../../api/apollo'
import { useAuth } from '../../../auth/AuthContext'
import { canDelete } from '../../../auth/roles'
import { LockedFormBody, useLockedForm, useMessageText } from '../../../forms'
import { ErrorBox, Link, LoadingImage, LockToggle, PageHeader, Select, TextField, icons, useAlerts, Crumb, Panel, useDocumentTitle } from '../../../ui'
import { ClassRunsPanel } from '../../class-runs'
import { useLocationScreens } from '../operations'
import { LocationSettingsFields, locationChoices } from '../form/LocationSettingsFields'
import { nameLengthHint } from '../form/locationForm'
import { HardRefresh } from './HardRefreshPanel'
import { detailInput, detailValuesOf, validateDetail, type LocationDetailValues } from './locationDetailForm'
import { ScreensSection } from './ScreensSection'
import { useSaveLocation } from './useSaveLocation'

const FORM_ID = 'location-detail-form'
const SCREENS_POLL_MS = 5_000

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
    fieldset {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) minmax(280px, 1fr);
  gap: ${({ theme }) => theme.space(2.5)};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space(2.5)};
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  .links {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
  .links a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
`
const Below = styled.div`
  margin-top: ${({ theme }) => theme.space(2.5)};
`

/** /admin/locations/{locationId} (docs/RULES.md#location-detail, docs/RULES.md#screens-of-a-location). */
export function LocationDetailPage() {
  const { locationId = '' } = useParams()
  const { t, i18n } = useTranslation()
  const { user, isAdmin } = useAuth()
  const alert = useAlerts()
  const messageText = useMessageText()
  const query = useQuery(LocationDetailDocument, { variables: { id: locationId }, pollInterval: LOCATION_DETAIL_POLL_MS, notifyOnNetworkStatusChange: false })
  const location = (query.data ?? query.previousData)?.getLocation?.data ?? null
  const saveLocation = useSaveLocation(() => query.refetch())
  // Every 5 s here: the status column and the refresh progress follow the screens closely.
  const { screens, loading: screensLoading, refetch: refetchScreens } = useLocationScreens(location?.id, SCREENS_POLL_MS)
  const saved = useMemo(() => (location ? detailValuesOf(location) : null), [location])
  const key = 'resources.locationDetail'
  const fields = 'resources.locations.fields'
  const title = location?.name ?? t('pages.locationDetail')
  useDocumentTitle(title)

  const form = useLockedForm<LocationDetailValues>({
    saved,
    validate: validateDetail,
    onSubmit: async (values) => {
      if (!location) return false
      await saveLocation(location.id, detailInput(values, location.updatedAt))
      alert.success(t('resources.locations.messages.updated', { locationName: values.name.trim() }))
    },
  })

  if (!location) {
    if (query.error) {
      return (
        <>
          <PageHeader title={t('pages.locationDetail')} />
          <ErrorBox role="alert">{serverMessage(query.error) ?? t('errors.loadFailed')}</ErrorBox>
        </>
      )
    }
    return <LoadingImage />
  }

  const { values, isLocked } = form
  const { timeZones, languages } = locationChoices(values.timeZone, values.language, i18n.language)

  return (
    <>
      <Crumb aria-label={t(`${key}.breadcrumb`)}>
        <Link href="/admin/locations">
          <icons.ChevronLeftIcon size={14} />
          {t('resources.locations.title')}
        </Link>
      </Crumb>
      <PageHeader
        title={location.name}
        subtitle={t(`${key}.subtitle`, { studioNumber: location.locationIdentifier })}
        actions={<LockToggle {...form.lockProps} isDisabled={!isAdmin} />}
      />
      <Layout>
        <Panel id="location-form" title={t(`${key}.formTitle`)} subtitle={isLocked ? t(`${key}.lockedHint`) : t(`${key}.unlockedHint`)}>
          <LockedFormBody
            form={form}
            id={FORM_ID}
            unsavedText={t(`${key}.unsaved`)}
            submitText={t(`${key}.update`)}
            failedText={t('resources.locations.messages.updateFailed')}
            conflictHint={t(`${key}.conflictHint`)}
          >
            <Fields>
              <TextField
                label={t(`${fields}.name`)}
                isRequired
                maxLength={NAME_MAX}
                isReadOnly={isLocked}
                value={values.name}
                onChange={(value) => form.setField('name', value)}
                description={isLocked ? undefined : nameLengthHint(values.name, t)}
                errorMessage={messageText(form.errors.name)}
              />
              <TextField
                label={t(`${fields}.studioNumber`)}
                isReadOnly
                value={location.locationIdentifier}
                description={t('resources.locations.hints.studioNumberReadOnly')}
              />
              <TextField
                label={t(`${fields}.urlSlug`)}
                isRequired
                isReadOnly={isLocked}
                value={values.urlSlug}
                onChange={(value) => form.setField('urlSlug', value)}
                description={t('resources.locations.hints.urlSlug')}
                errorMessage={messageText(form.errors.urlSlug)}
              />
              <Select
                label={t(`${fields}.timeZone`)}
                isRequired
                isDisabled={isLocked}
                options={timeZones}
                value={values.timeZone}
                onChange={(value) => form.setField('timeZone', value)}
                errorMessage={messageText(form.errors.timeZone)}
              />
              <Select
                label={t(`${fields}.language`)}
                isRequired
                isDisabled={isLocked}
                options={languages}
                value={values.language}
                onChange={(value) => form.setField('language', value)}
                errorMessage={messageText(form.errors.language)}
              />
              <LocationSettingsFields values={values} onChange={form.setField} isDisabled={isLocked} />
            </Fields>
          </LockedFormBody>
        </Panel>
        <Side>
          <Panel id="hard-refresh" title={t(`${key}.hardRefresh.title`)}>
            <p>{t(`${key}.hardRefresh.description`)}</p>
            <HardRefresh locationId={location.id} screens={screens} onStarted={() => void refetchScreens()} />
          </Panel>
          <Panel id="schedule-link" title={t(`${key}.scheduleTitle`)}>
            <p>{t(`${key}.scheduleDescription`)}</p>
            <div className="links">
              <Link href={`/admin/locations/${location.id}/schedule`}>
                <icons.CalendarIcon size={16} />
                {t(`${key}.scheduleLink`)}
              </Link>
              <Link href={`/admin/locations/${location.id}/calendar`}>
                <icons.CalendarIcon size={16} />
                {t('resources.calendar.open')}
              </Link>
            </div>
          </Panel>
        </Side>
      </Layout>
      <ScreensSection
        location={location}
        screens={screens}
        loading={screensLoading}
        isLocked={isLocked}
        mayDelete={user ? canDelete(user.role) : false}
        onChanged={() => {
          void refetchScreens()
          void query.refetch()
        }}
      />
      <Below>
        <ClassRunsPanel locationId={location.id} locationName={location.name} timeZone={location.timeZone} />
      </Below>
    </>
  )
}
