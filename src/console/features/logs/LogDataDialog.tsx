import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { LogsQuery } from '../../../gql/graphql'
import { Button, Modal, icons } from '../../ui'
import { kindOf, readableText, shownEntries, valueAt } from './logData'
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
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.text.sm};
    overflow-wrap: anywhere;
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

  const buttonFor = (key: string, item: unknown) => {
    const itemKind = kindOf(item)
    const open = () => setPath([...path, key])
    if (itemKind === 'list')
      return (
        <Button size="sm" variant="secondary" onPress={open} aria-label={t('resources.logs.openItems', { count: (item as unknown[]).length, field: key })}>
          {t('resources.logs.items', { count: (item as unknown[]).length })}
        </Button>
      )
    if (itemKind === 'object')
      return (
        <Button size="sm" variant="secondary" onPress={open} aria-label={t('resources.logs.openField', { field: key })}>
          {t('resources.logs.view')}
        </Button>
      )
    return (
      <Button size="sm" variant="ghost" onPress={open} aria-label={t('resources.logs.openMissing', { field: key })}>
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
      title={
        entry
          ? t('resources.logs.dataTitle', {
              model: t(`resources.logs.models.${entry.model}`, { defaultValue: entry.model }),
              action: t(`resources.logs.actions.${entry.action}`, { defaultValue: entry.action }),
            })
          : ''
      }
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
            <code>data</code>
            {path.map((key, index) => (
              <span key={`${index}-${key}`}>
                › <code>{key}</code>
              </span>
            ))}
          </Crumbs>
          {kind === 'missing' ? (
            <Missing role="status">
              <strong>{t('resources.logs.missing', { section: (section ?? 'LOG').toUpperCase() })}</strong>
              <span>{t('resources.logs.userIdLine', { userId: entry.userId ?? t('resources.logs.na') })}</span>
            </Missing>
          ) : kind === 'text' ? (
            <Fields>
              <dt>{section}</dt>
              <dd>{readableText(value, locale)}</dd>
            </Fields>
          ) : (
            <Fields>
              {shownEntries(value).map(([key, item]) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt>{key}</dt>
                  <dd>{kindOf(item) === 'text' ? readableText(item, locale) : buttonFor(key, item)}</dd>
                </div>
              ))}
            </Fields>
          )}
        </>
      ) : null}
    </Modal>
  )
}
