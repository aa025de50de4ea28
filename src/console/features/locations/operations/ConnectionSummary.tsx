import { Button as RACButton } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Tooltip, icons } from '../../../ui'
import { connectionSummary, type ConnectionLevel } from './connection'

const tones: Record<ConnectionLevel, { fg: string; bg: string; border: string }> = {
  all: { fg: '#1a7a42', bg: '#e8f6ee', border: '#9fd6b5' },
  some: { fg: '#8a5300', bg: '#fff4e0', border: '#f0c674' },
  none: { fg: '#c8242b', bg: '#fdecec', border: '#f2a7aa' },
  empty: { fg: '#5b6370', bg: '#f5f6f8', border: '#dfe2e7' },
}

const Pill = styled(RACButton)<{ $level: ConnectionLevel }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 36px;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ $level }) => tones[$level].border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $level }) => tones[$level].bg};
  color: ${({ $level }) => tones[$level].fg};
  font: inherit;
  font-size: ${({ theme }) => theme.text.sm};
  font-weight: ${({ theme }) => theme.weight.semibold};
  cursor: default;
  outline: none;
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  flex-wrap: wrap;
  text-align: start;
  > span {
    white-space: nowrap;
  }
  .count {
    font-weight: ${({ theme }) => theme.weight.regular};
  }
  svg {
    flex: none;
  }
`

const iconOf: Record<ConnectionLevel, typeof icons.InfoIcon> = {
  all: icons.CheckCircleIcon,
  some: icons.WarningIcon,
  none: icons.ErrorIcon,
  empty: icons.InfoIcon,
}

/**
 * The screen connection summary (docs/RULES.md#records): green when every screen is connected, yellow when some
 * are not, red when none are. Icon, colour and words together, so colour is never the only cue.
 */
export function ConnectionSummary({ screens }: { screens: readonly { status: { isConnected: boolean } }[] }) {
  const { t } = useTranslation()
  const { level, connected, total } = connectionSummary(screens)
  const key = 'resources.operations.connection'
  const tooltip = t(`${key}.tooltip.${level}`)
  const message = level === 'some' || level === 'none' ? t(`${key}.message.${level}`) : level === 'all' ? t(`${key}.message.all`) : t(`${key}.message.empty`)
  const Icon = iconOf[level]
  return (
    <Tooltip content={tooltip}>
      <Pill
        $level={level}
        aria-label={`${message}. ${tooltip}. ${t(`${key}.count`, { connected, total })}`}
        data-level={level}
        data-testid="connection-summary"
      >
        <Icon size={18} />
        <span>{message}</span>
        {total > 0 ? <span className="count">· {t(`${key}.count`, { connected, total })}</span> : null}
      </Pill>
    </Tooltip>
  )
}
