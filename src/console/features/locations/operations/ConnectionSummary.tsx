import { Link as RACLink } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled, { css } from 'styled-components'
import { Tooltip, VisuallyHidden, icons } from '../../../ui'
import { connectionSummary, type ConnectionLevel } from './connection'

const tones: Record<ConnectionLevel, { fg: string; bg: string; border: string }> = {
  all: { fg: '#1a7a42', bg: '#e8f6ee', border: '#9fd6b5' },
  some: { fg: '#8a5300', bg: '#fff4e0', border: '#f0c674' },
  none: { fg: '#c8242b', bg: '#fdecec', border: '#f2a7aa' },
  empty: { fg: '#5b6370', bg: '#f5f6f8', border: '#dfe2e7' },
}

const pillStyles = css<{ $level: ConnectionLevel }>`
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
  text-decoration: none;
  outline: none;
  flex-wrap: wrap;
  text-align: start;
  /* Holds its words for screen readers (VisuallyHidden) inside it. */
  position: relative;
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

// A status to read, not a control: nothing happens on a press, so it is no button.
const Pill = styled.span<{ $level: ConnectionLevel }>`
  ${pillStyles}
`

// Where the summary can lead to the screens it counts, it is a link to them.
const PillLink = styled(RACLink)<{ $level: ConnectionLevel }>`
  ${pillStyles}
  cursor: pointer;
  &[data-hovered] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.focusRing};
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
 * are not, red when none are. Icon, colour and words together, so colour is never the only cue. With `href` it
 * links to the screens it counts (where staff can act); without it, it is a status beside them.
 */
export function ConnectionSummary({ screens, href }: { screens: readonly { status: { isConnected: boolean } }[]; href?: string }) {
  const { t } = useTranslation()
  const { level, connected, total } = connectionSummary(screens)
  const key = 'resources.operations.connection'
  const tooltip = t(`${key}.tooltip.${level}`)
  const message = level === 'some' || level === 'none' ? t(`${key}.message.${level}`) : level === 'all' ? t(`${key}.message.all`) : t(`${key}.message.empty`)
  const Icon = iconOf[level]
  const content = (
    <>
      <Icon size={18} aria-hidden />
      <span>{message}</span>
      {total > 0 ? <span className="count">· {t(`${key}.count`, { connected, total })}</span> : null}
    </>
  )
  if (!href) {
    return (
      <Pill $level={level} data-level={level} data-testid="connection-summary" title={tooltip}>
        {content}
        <VisuallyHidden>{` (${tooltip})`}</VisuallyHidden>
      </Pill>
    )
  }
  return (
    <Tooltip content={tooltip}>
      {/* Named by the words it shows, then its tooltip: a name that starts with what is on screen (speech input). */}
      <PillLink $level={level} href={href} data-level={level} data-testid="connection-summary">
        {content}
        <VisuallyHidden>{` (${tooltip})`}</VisuallyHidden>
      </PillLink>
    </Tooltip>
  )
}
