import { useQuery } from '@apollo/client/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { toLocale } from '../../i18n/languages'
import { ScreenAppVersionsDocument, type ScreenAppVersionsQuery } from '../../../gql/graphql'
import { Badge, Card, CardHead, EmptyState, ErrorBox, Table, icons, type TableColumn } from '../../ui'

type VersionRow = NonNullable<NonNullable<ScreenAppVersionsQuery['screenAppVersions']>['data']['versions'][number]>

/** Studios named in a row before "and N more": a chain of 300 studios on one version stays one line. */
const STUDIOS_SHOWN = 4

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: ${({ theme }) => theme.weight.semibold};
`
const Studios = styled.span`
  white-space: normal;
  color: ${({ theme }) => theme.color.textMuted};
`
const Spaced = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
`

/**
 * Which class-screen app versions the chain's screens run (docs/OPERATIONS.md#which-app-versions-the-screens-run):
 * a row per version, newest first, with its screens and studios, and whether it is the version this
 * server serves. During a rolling upgrade head office sees the old version's count fall to zero.
 */
export function ScreenVersionsCard() {
  const { t, i18n } = useTranslation()
  const query = useQuery(ScreenAppVersionsDocument, { fetchPolicy: 'cache-and-network' })
  const answer = query.data?.screenAppVersions?.data
  const serverVersion = answer?.serverVersion
  const rows = (answer?.versions ?? []).filter((row): row is VersionRow => row !== null)
  const k = 'resources.releases.screenVersions'

  const columns = useMemo<TableColumn<VersionRow & { id: string }>[]>(() => {
    const locale = toLocale(i18n.language)
    const list = new Intl.ListFormat(locale, { style: 'short', type: 'conjunction' })
    return [
      {
        id: 'version',
        header: t(`${k}.version`),
        isRowHeader: true,
        cell: (row) =>
          row.version === null ? (
            <em>{t(`${k}.unknown`)}</em>
          ) : (
            <>
              <Mono>{row.version}</Mono> {row.version === serverVersion ? <Badge $tone="success">{t(`${k}.current`)}</Badge> : null}
            </>
          ),
      },
      { id: 'screens', header: t(`${k}.screens`), align: 'end', cell: (row) => row.screens.toLocaleString(locale) },
      {
        id: 'studios',
        header: t(`${k}.studios`),
        minWidth: 240,
        cell: (row) => {
          const studios = row.locations.filter((location) => location !== null)
          const named = studios.slice(0, STUDIOS_SHOWN).map((location) => t(`${k}.studio`, { name: location.name, count: location.screens }))
          const more = studios.length - named.length
          return <Studios>{list.format(more > 0 ? [...named, t(`${k}.more`, { count: more })] : named)}</Studios>
        },
      },
    ]
  }, [t, i18n.language, serverVersion])

  return (
    <Spaced>
      <Card aria-labelledby="screen-versions-heading">
        <CardHead>
          <div>
            <h2 id="screen-versions-heading">{t(`${k}.title`)}</h2>
            <p>{serverVersion ? t(`${k}.hint`, { version: serverVersion }) : null}</p>
          </div>
        </CardHead>
        {query.error && !answer ? (
          <ErrorBox>{t(`${k}.failed`)}</ErrorBox>
        ) : (
          <Table
            aria-label={t(`${k}.title`)}
            columns={columns}
            rows={rows.map((row) => ({ ...row, id: row.version ?? 'unknown' }))}
            isLoading={query.loading && !answer}
            emptyState={<EmptyState icon={<icons.ReleasesIcon size={28} />} message={t(`${k}.empty`)} />}
          />
        )}
      </Card>
    </Spaced>
  )
}
