import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { LogsQuery } from '../../../gql/graphql'
import { Button, Modal, icons } from '../../ui'
import { fieldLabel, kindOf, namesOf, readableText, recordLabel, shownEntries, valueAt } from './logData'
import { toLocale } from '../../i18n/languages'

export type LogRow = NonNullable<NonNullable<LogsQuery['listLogs']>['data'][number]>

const Crumbs = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
  code {
    font-family: ${({ theme }) => theme.font.mono};
    color: ${({ theme }) => theme.color.text};
  }
`
const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  dt,
  dd {
    margin: 0;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-weight: ${({ theme }) => theme.weight.semibold};
    font-size: ${({ theme }) => theme.text.sm};
  }
  dd {
    font-size: ${({ theme }) => theme.text.sm};
    overflow-wrap: anywhere;
  }
  dd .raw {
    font-family: ${({ theme }) => theme.font.mono};
  }
  dd small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.text.xs};
  }
  dt:nth-last-of-type(1),
  dd:last-of-type {
    border-bottom: 0;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    dt {
      border-bottom: 0;
    }
  }
`
const Missing = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  text-align: center;
  strong {
    display: block;
    color: ${({ theme }) => theme.color.warning};
    letter-spacing: 0.04em;
  }
  span {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.text.sm};
  }
`

/** docs/RULES.md#logs: a log entry's data, drilled into level by level with a BACK button. */
export function LogDataDialog({ entry, onOpenChange }: { entry: LogRow | null; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const [path, setPath] = useState<string[]>([])
  useEffect(() => setPath([]), [entry])
  const value = entry ? valueAt(entry.data, path) : undefined
  const section = path[path.length - 1]
  const kind = kindOf(value)
  const names = entry ? namesOf(entry) : {}
  const label = (key: string) => fieldLabel(key, t)

  // A leaf for people: an id as the name of what it points at (the id below, small), yes/no, a date, or the text.
  const leaf = (item: unknown) => {
    if (typeof item === 'string' && names[item]) {
      return (
        <>
          {names[item]}
          <small>{item}</small>
        </>
      )
    }
    if (typeof item === 'boolean') return t(item ? 'resources.logs.yes' : 'resources.logs.no')
    return <span className="raw">{readableText(item, locale)}</span>
  }

  // "User: Sam Lee · changed": the record by its name, not its id.
  const titleOf = (row: LogRow) => {
    const model = t(`resources.logs.models.${row.model}`, { defaultValue: row.model })
    const action = t(`resources.logs.actions.${row.action}`, { defaultValue: row.action })
    const record = recordLabel(row.data, namesOf(row))
    return record ? t('resources.logs.dataTitleNamed', { model, record, action }) : t('resources.logs.dataTitle', { model, action })
  }

  const buttonFor = (key: string, item: unknown) => {
    const itemKind = kindOf(item)
    const open = () => setPath([...path, key])
    if (itemKind === 'list')
      return (
        <Button
          size="sm"
          variant="secondary"
          onPress={open}
          aria-label={t('resources.logs.openItems', { count: (item as unknown[]).length, field: label(key) })}
        >
          {t('resources.logs.items', { count: (item as unknown[]).length })}
        </Button>
      )
    if (itemKind === 'object')
      return (
        <Button size="sm" variant="secondary" onPress={open} aria-label={t('resources.logs.openField', { field: label(key) })}>
          {t('resources.logs.view')}
        </Button>
      )
    return (
      <Button size="sm" variant="ghost" onPress={open} aria-label={t('resources.logs.openMissing', { field: label(key) })}>
        {t('resources.logs.na')}
      </Button>
    )
  }

  return (
    <Modal
      isOpen={entry !== null}
      onOpenChange={onOpenChange}
      isDismissable
      size="lg"
      title={entry ? titleOf(entry) : ''}
      footer={
        <>
          {path.length ? (
            <Button variant="secondary" onPress={() => setPath(path.slice(0, -1))}>
              <icons.ChevronLeftIcon size={16} />
              {t('resources.logs.back')}
            </Button>
          ) : null}
          <Button variant="primary" onPress={() => onOpenChange(false)}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {entry ? (
        <>
          <Crumbs aria-live="polite">
            <span>{t('resources.logs.details')}</span>
            {path.map((key, index) => (
              <span key={`${index}-${key}`}>› {label(key)}</span>
            ))}
          </Crumbs>
          {kind === 'missing' ? (
            <Missing role="status">
              <strong>{t('resources.logs.missing', { section: (section ? label(section) : t('resources.logs.models.Log')).toLocaleUpperCase(locale) })}</strong>
              <span>{t('resources.logs.userIdLine', { userId: entry.userId ?? t('resources.logs.na') })}</span>
            </Missing>
          ) : kind === 'text' ? (
            <Fields>
              <dt>{section ? label(section) : t('resources.logs.details')}</dt>
              <dd>{leaf(value)}</dd>
            </Fields>
          ) : (
            <Fields>
              {shownEntries(value).map(([key, item]) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt>{label(key)}</dt>
                  <dd>{kindOf(item) === 'text' ? leaf(item) : buttonFor(key, item)}</dd>
                </div>
              ))}
            </Fields>
          )}
        </>
      ) : null}
    </Modal>
  )
}
