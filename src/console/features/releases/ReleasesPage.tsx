import { useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { ReleaseSummaryDocument, ReleasesDocument, type ReleaseRowFragment } from '../../../gql/graphql'
import { toLocale } from '../../i18n/languages'
import { Badge, Button, DateTimeText, PageHeader, ResourceListCard, icons, useListAnswer, useSearchPaging, type TableColumn, useDocumentTitle } from '../../ui'
import { ReleaseFormModal } from './ReleaseFormModal'
import { ScreenVersionsCard } from './ScreenVersionsCard'

const Summary = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 520px) {
    grid-template-columns: 1fr;
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(0.75)};
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  li:first-child {
    border-top: 3px solid ${({ theme }) => theme.color.brand};
  }
  .top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .version {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.text.xl};
    font-weight: ${({ theme }) => theme.weight.bold};
  }
  .title {
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  .description {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .latest {
    color: ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.text.xs};
    font-weight: ${({ theme }) => theme.weight.bold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`
const SummaryHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.text.sm};
  font-weight: ${({ theme }) => theme.weight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`
const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: ${({ theme }) => theme.weight.semibold};
`
const Description = styled.div`
  max-width: 360px;
  white-space: normal;
  color: ${({ theme }) => theme.color.textMuted};
`

const typeLabelKey = (type: string) => `resources.releases.types.${type === 'Hot_Fix' ? 'Hot-Fix' : type}`

/** /admin/releases (docs/RULES.md#releases): the newest 4 summarised, then every release searched and paged on the server. */
export function ReleasesPage() {
  const { t, i18n } = useTranslation()
  const paging = useSearchPaging()
  const [adding, setAdding] = useState(false)
  const title = t('pages.releases')
  useDocumentTitle(title)

  const query = useQuery(ReleasesDocument, { variables: paging.variables, notifyOnNetworkStatusChange: true })
  const answer = useListAnswer(query, (data) => data?.listReleases)
  const summary = useQuery(ReleaseSummaryDocument)
  const newest = (summary.data?.releaseSummary?.data ?? []).filter((row): row is ReleaseRowFragment => row !== null)
  const locale = toLocale(i18n.language)

  const columns = useMemo<TableColumn<ReleaseRowFragment>[]>(() => {
    const f = 'resources.releases.fields'
    return [
      { id: 'date', header: t(`${f}.date`), cell: (row) => <DateTimeText value={row.date} locale={locale} dateOnly /> },
      { id: 'title', header: t(`${f}.title`), isRowHeader: true, minWidth: 140, cell: (row) => <strong>{row.title}</strong> },
      { id: 'type', header: t(`${f}.type`), cell: (row) => <Badge $tone={row.type === 'Hot_Fix' ? 'warning' : 'info'}>{t(typeLabelKey(row.type))}</Badge> },
      { id: 'description', header: t(`${f}.description`), minWidth: 200, cell: (row) => <Description>{row.description}</Description> },
      { id: 'version', header: t(`${f}.version`), cell: (row) => <Mono>{row.version}</Mono> },
      { id: 'createdAt', header: t(`${f}.createdAt`), cell: (row) => <DateTimeText value={row.createdAt} locale={locale} /> },
      { id: 'updatedAt', header: t(`${f}.updatedAt`), cell: (row) => <DateTimeText value={row.updatedAt} locale={locale} /> },
    ]
  }, [t, locale])

  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('resources.releases.subtitle')}
        actions={
          <Button variant="primary" onPress={() => setAdding(true)}>
            <icons.PlusIcon />
            {t('resources.releases.create')}
          </Button>
        }
      />
      {newest.length ? (
        <section aria-labelledby="release-summary">
          <SummaryHeading id="release-summary">{t('resources.releases.summary')}</SummaryHeading>
          <Summary>
            {newest.map((release, index) => (
              <li key={release.id}>
                <div className="top">
                  <span className="version">{release.version}</span>
                  <Badge $tone={release.type === 'Hot_Fix' ? 'warning' : 'info'}>{t(typeLabelKey(release.type))}</Badge>
                </div>
                <span className="title">{release.title}</span>
                <span className="description">{release.description}</span>
                <small>
                  {index === 0 ? <span className="latest">{t('resources.releases.latest')} · </span> : null}
                  <time dateTime={release.date.slice(0, 10)}>{dayFormat.format(new Date(release.date))}</time>
                </small>
              </li>
            ))}
          </Summary>
        </section>
      ) : null}
      <ScreenVersionsCard />
      <ResourceListCard resource="releases" title={title} paging={paging} {...answer} columns={columns} icon={<icons.ReleasesIcon size={32} />} />
      <ReleaseFormModal
        isOpen={adding}
        onOpenChange={setAdding}
        onSaved={() => {
          void query.refetch()
          void summary.refetch()
        }}
      />
    </>
  )
}
