import { useQuery } from '@apollo/client/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LogsDocument } from '../../../gql/graphql'
import { useClientConfig } from '../../api/clientConfig'
import { toLocale } from '../../i18n/languages'
import {
  Badge,
  Button,
  DateTimeText,
  ResourceListCard,
  PageHeader,
  icons,
  useListAnswer,
  useSearchPaging,
  twoLines,
  type BadgeTone,
  type TableColumn,
  useDocumentTitle,
} from '../../ui'
import { CleanLogsModal } from './CleanLogsModal'
import { LogDataDialog, type LogRow } from './LogDataDialog'
import { actorLabel, changeWords, namesOf, recordLabel } from './logData'
import { LogFilterBar } from './LogFilterBar'
import { logFilterVariables, NO_FILTERS, type LogFilters } from './logFilters'
import { groupSignIns, type GroupedRow } from './signInGroups'

/** A row as the table shows it: an entry, maybe the head of a run of sign-ins (signInGroups.ts). */
type ShownLog = LogRow & Omit<GroupedRow<LogRow>, 'row'>

const Record = styled.span`
  ${twoLines}
  small {
    max-width: 28ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`
const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textMuted};
`
// Sign-ins and account changes are logged too; refusals stand out.
const actionTone: Record<string, BadgeTone> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  'sign-in': 'neutral',
  'sign-out': 'neutral',
  'sign-in failed': 'warning',
  'password change': 'info',
  'current password refused': 'warning',
  paired: 'success',
  'company account link': 'success',
  'company account unlink': 'warning',
  'company account link allowed': 'info',
  'company account link withdrawn': 'info',
}

/** /admin/logs (docs/RULES.md#logs): the audit log, searched and paged on the server, with its data dialog and CLEAN LOGS. */
export function LogsPage() {
  const { t, i18n } = useTranslation()
  const [filters, setFilters] = useState<LogFilters>(NO_FILTERS)
  const filterVariables = useMemo(() => logFilterVariables(filters), [filters])
  // A new filter starts again at page 1, as a new search does.
  const paging = useSearchPaging(JSON.stringify(filterVariables))
  const [viewing, setViewing] = useState<LogRow | null>(null)
  const [cleaning, setCleaning] = useState(false)
  const title = t('pages.logs')
  useDocumentTitle(title)

  const query = useQuery(LogsDocument, {
    variables: { ...paging.variables, ...filterVariables },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'network-only',
  })
  const answer = useListAnswer(query, (data) => data?.listLogs)
  // Consecutive sign-ins of one user read as one row, opened on demand.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const rows = useMemo<ShownLog[]>(
    () => groupSignIns(answer.rows, opened).map(({ row, group, inGroup }) => ({ ...row, group, inGroup })),
    [answer.rows, opened],
  )
  // CLEAN LOGS only where the server has a confirmation word to check (LOGS_CLEAN_WORD).
  const cleaning_ = useClientConfig()?.logsCleaning ?? false

  const columns = useMemo<TableColumn<ShownLog>[]>(() => {
    const locale = toLocale(i18n.language)
    const f = 'resources.logs.fields'
    return [
      { id: 'date', header: t(`${f}.date`), cell: (row) => <DateTimeText value={row.date} locale={locale} /> },
      {
        id: 'model',
        header: t(`${f}.model`),
        isRowHeader: true,
        // The record type in the reader's language, and which record: its name, email or title.
        cell: (row) => {
          const record = recordLabel(row.data, namesOf(row))
          return (
            <Record id={`log-${row.id}`} title={row.model}>
              <strong>{t(`resources.logs.models.${row.model}`, { defaultValue: row.model })}</strong>
              {record ? <small>{record}</small> : null}
            </Record>
          )
        },
      },
      {
        id: 'action',
        header: t(`${f}.action`),
        cell: (row) =>
          row.group ? (
            <Button size="sm" variant="ghost" aria-expanded={row.group.expanded} onPress={() => toggle(row.id)} aria-describedby={`log-${row.id}`}>
              {row.group.expanded ? <icons.ChevronDownIcon size={14} /> : <icons.ChevronRightIcon size={14} />}
              {t('resources.logs.signInGroup', { count: row.group.size })}
            </Button>
          ) : (
            <Badge $tone={actionTone[row.action] ?? 'neutral'} title={row.action}>
              {changeWords(row, t, locale) ?? t(`resources.logs.actions.${row.action}`, { defaultValue: row.action })}
            </Badge>
          ),
      },
      {
        id: 'modifiedBy',
        header: t(`${f}.modifiedBy`),
        // The person by name over the email they acted with; a screen pairing itself in the reader's words.
        cell: (row) => {
          const actor = actorLabel(row, t)
          return (
            <Record>
              {actor.name}
              {actor.detail ? <small>{actor.detail}</small> : null}
            </Record>
          )
        },
      },
      {
        id: 'userId',
        header: t(`${f}.userId`),
        cell: (row) => (row.userId ? <Mono title={row.userId}>{row.userId.slice(0, 8)}</Mono> : <Mono>{t('resources.logs.na')}</Mono>),
      },
      {
        id: 'data',
        header: t(`${f}.data`),
        align: 'end',
        cell: (row) => (
          <Button size="sm" variant="secondary" onPress={() => setViewing(row)} aria-describedby={`log-${row.id}`}>
            {t('resources.logs.view')}
          </Button>
        ),
      },
    ]
  }, [t, i18n.language])

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('resources.logs.subtitle')}
        actions={
          cleaning_ ? (
            <Button variant="danger" onPress={() => setCleaning(true)}>
              <icons.TrashIcon />
              {t('resources.logs.clean')}
            </Button>
          ) : null
        }
      />
      <ResourceListCard
        resource="logs"
        title={title}
        paging={paging}
        {...answer}
        rows={rows}
        columns={columns}
        icon={<icons.LogsIcon size={32} />}
        filters={<LogFilterBar filters={filters} onChange={setFilters} />}
      />
      <LogDataDialog entry={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <CleanLogsModal isOpen={cleaning} onOpenChange={setCleaning} onCleaned={() => void query.refetch()} />
    </>
  )
}
