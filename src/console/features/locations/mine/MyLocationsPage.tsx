import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { LocationControlFragment } from '../../../../gql/graphql'
import { serverMessage } from '../../../api/apollo'
import { useAuth } from '../../../auth/AuthContext'
import { Badge, Card, ErrorBox, Link, LoadingImage, PageHeader, icons, EmptyCard, TileGrid, useDocumentTitle } from '../../../ui'
import { ConnectionSummary, useLocationScreens } from '../operations'
import { useMyLocations } from './useMyLocations'

const Tile = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 100%;
  padding: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.text.xl};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
  .open {
    margin-top: auto;
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  [dir='rtl'] & .open svg {
    transform: scaleX(-1);
  }
`
function LocationTile({ location }: { location: LocationControlFragment }) {
  const { t } = useTranslation()
  const { screens, loaded } = useLocationScreens(location.id)
  const key = 'resources.myLocations'
  return (
    <li>
      <Tile as="article" aria-labelledby={`my-location-${location.id}`}>
        <div>
          <h2 id={`my-location-${location.id}`}>{location.name}</h2>
          <div className="meta">
            <span>{location.locationIdentifier}</span>
            <span>{location.timeZone.replace(/_/g, ' ')}</span>
          </div>
        </div>
        <div className="row">
          {loaded ? <ConnectionSummary screens={screens} href={`/admin/my-locations/${location.id}#screens`} /> : null}
          <Badge $tone={location.automaticMode ? 'info' : location.classStart ? 'success' : 'neutral'}>
            {location.automaticMode ? t(`${key}.automatic`) : location.classStart ? t(`${key}.running`) : t(`${key}.stopped`)}
          </Badge>
          {!location.isEnabled ? <Badge $tone="warning">{t(`${key}.screensOff`)}</Badge> : null}
        </div>
        <Link className="open" href={`/admin/my-locations/${location.id}`} aria-describedby={`my-location-${location.id}`}>
          {t(`${key}.open`)}
          <icons.ChevronRightIcon size={16} />
        </Link>
      </Tile>
    </li>
  )
}

/** /admin/my-locations: the locations assigned to the signed-in user. */
export function MyLocationsPage() {
  const { t } = useTranslation()
  const title = t('pages.myLocations')
  useDocumentTitle(title)
  const { isAdmin } = useAuth()
  const { locations, loading, error, hasAssignments } = useMyLocations()
  const key = 'resources.myLocations'
  return (
    <>
      <PageHeader title={title} subtitle={t(`${key}.subtitle`)} />
      {loading ? (
        <LoadingImage />
      ) : error && locations.length === 0 ? (
        <ErrorBox role="alert">{serverMessage(error) ?? t('errors.loadFailed')}</ErrorBox>
      ) : locations.length === 0 ? (
        <EmptyCard
          icon={<icons.LocationIcon size={32} />}
          message={
            hasAssignments ? (
              t(`${key}.noData`)
            ) : isAdmin ? (
              // Admins reach every location from Locations; an empty list here is not a problem to fix.
              <>
                {t(`${key}.noneAdmin`)} <Link href="/admin/locations">{t(`${key}.openLocations`)}</Link>
              </>
            ) : (
              t(`${key}.none`)
            )
          }
        />
      ) : (
        <TileGrid $min={300}>
          {locations.map((location) => (
            <LocationTile key={location.id} location={location} />
          ))}
        </TileGrid>
      )}
    </>
  )
}
