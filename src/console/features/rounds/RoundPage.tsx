import { useQuery } from '@apollo/client/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { WorkoutsDocument, type WorkoutsQuery } from '../../../gql/graphql'
import { toLocale } from '../../i18n/languages'
import {
  BackLink,
  Badge,
  DateTimeText,
  IconLink,
  Link,
  ResourceListCard,
  PageHeader,
  icons,
  useListAnswer,
  useRouteFlash,
  useSearchPaging,
  type BadgeTone,
  actionColumn,
  type TableColumn,
  useDocumentTitle,
} from '../../ui'

type WorkoutRow = NonNullable<NonNullable<WorkoutsQuery['listWorkouts']>['data'][number]>

const AddLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  &[data-hovered] {
    background: ${({ theme }) => theme.color.brandHover};
    color: ${({ theme }) => theme.color.textInverse};
    text-decoration: none;
  }
`
const Name = styled.div`
  display: flex;
  flex-direction: column;
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.xs};
  }
`

type Status = 'current' | 'upcoming' | 'past'
function statusOf(row: WorkoutRow, now: number): Status {
  if (Date.parse(row.endDate) < now) return 'past'
  if (Date.parse(row.startDate) > now) return 'upcoming'
  return 'current'
}
const statusTone: Record<Status, BadgeTone> = { current: 'success', upcoming: 'info', past: 'neutral' }

/** /admin/rounds/:roundNumber (docs/RULES.md#console-pages, docs/RULES.md#rounds-and-workouts): the round's scheduled workouts, name search, 15 per page. */
export function RoundPage() {
  const { roundNumber = '' } = useParams()
  const round = Number(roundNumber)
  const { t, i18n } = useTranslation()
  useRouteFlash()
  const title = t('pages.round', { round: roundNumber })
  useDocumentTitle(title)
  const paging = useSearchPaging(round)
  const { search, page } = paging

  const q = JSON.stringify(search ? { round, name: search } : { round })
  const query = useQuery(WorkoutsDocument, {
    variables: { q, page, pageSize: 15 },
    notifyOnNetworkStatusChange: true,
    skip: !Number.isInteger(round),
  })
  const answer = useListAnswer(query, (data) => data?.listWorkouts)

  const columns = useMemo<TableColumn<WorkoutRow>[]>(() => {
    const locale = toLocale(i18n.language)
    const now = Date.now()
    const f = 'resources.rounds.fields'
    const href = (row: WorkoutRow) => `/admin/rounds/${roundNumber}/workout/${row.id}`
    return [
      {
        id: 'name',
        header: t(`${f}.name`),
        isRowHeader: true,
        minWidth: 180,
        cell: (row) => (
          <Name>
            <Link id={`workout-name-${row.id}`} href={href(row)}>
              {row.name}
            </Link>
            {row.subHeader ? <small>{row.subHeader}</small> : null}
          </Name>
        ),
      },
      {
        id: 'status',
        header: t(`${f}.status`),
        cell: (row) => {
          const status = statusOf(row, now)
          return <Badge $tone={statusTone[status]}>{t(`resources.rounds.status.${status}`)}</Badge>
        },
      },
      { id: 'startDate', header: t(`${f}.startDate`), cell: (row) => <DateTimeText value={row.startDate} locale={locale} dateOnly /> },
      { id: 'endDate', header: t(`${f}.endDate`), cell: (row) => <DateTimeText value={row.endDate} locale={locale} dateOnly /> },
      { id: 'routines', header: t(`${f}.routines`), align: 'center', cell: (row) => row.routines.length },
      { id: 'updatedAt', header: t(`${f}.updatedAt`), cell: (row) => <DateTimeText value={row.updatedAt} locale={locale} /> },
      actionColumn('edit', t('common.edit'), (row) => (
        <IconLink label={t('common.edit')} aria-describedby={`workout-name-${row.id}`} href={href(row)}>
          <icons.EditIcon />
        </IconLink>
      )),
    ]
  }, [t, i18n.language, roundNumber])

  return (
    <>
      <BackLink href="/admin/rounds">
        <icons.ChevronLeftIcon size={16} />
        {t('pages.rounds')}
      </BackLink>
      <PageHeader
        title={title}
        subtitle={t('resources.rounds.roundSubtitle')}
        actions={
          <AddLink href={`/admin/rounds/${roundNumber}/workout`}>
            <icons.PlusIcon />
            {t('resources.rounds.addWorkout')}
          </AddLink>
        }
      />
      <ResourceListCard resource="rounds" title={title} paging={paging} {...answer} columns={columns} icon={<icons.ClassesIcon size={32} />} searchHint />
    </>
  )
}
