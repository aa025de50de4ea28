import styled from 'styled-components'
import { Card, spreadRow } from './Page'

const Head = styled.div`
  ${spreadRow}
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.75)} ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.text.lg};
    font-weight: ${({ theme }) => theme.weight.bold};
  }
  p {
    margin: 2px 0 0;
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* Japanese titles break between phrases, not inside a word (a phrase wider than the card still breaks). */
  &:lang(ja) {
    word-break: auto-phrase;
    overflow-wrap: break-word;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`
const Body = styled.div<{ $flush?: boolean }>`
  padding: ${({ $flush, theme }) => ($flush ? 0 : theme.space(2))};
`

/** A titled card section of a page: a heading, an optional subtitle and actions, then the body (`flush` for tables). */
export function Panel({
  title,
  subtitle,
  actions,
  children,
  flush,
  id,
  ...rest
}: {
  title: React.ReactNode
  subtitle?: React.ReactNode
  actions?: React.ReactNode
  children: React.ReactNode
  flush?: boolean
  id?: string
  'data-testid'?: string
}) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <Card aria-labelledby={headingId} id={id} {...rest}>
      <Head>
        <div>
          <h2 id={headingId}>{title}</h2>
          {subtitle ? <p>{subtitle}</p> : null}
        </div>
        {actions ? <div className="actions">{actions}</div> : null}
      </Head>
      <Body $flush={flush}>{children}</Body>
    </Card>
  )
}

/**
 * A panel's heading over an empty body of `height` px: what `RenderWhenNear` shows of a panel not yet loaded, so the
 * page keeps its outline and the space the panel will take.
 */
export function PanelPlaceholder({ id, title, subtitle, height = 160 }: { id: string; title: string; subtitle?: string; height?: number }) {
  return (
    <Panel id={id} title={title} subtitle={subtitle}>
      <div style={{ minHeight: height }} />
    </Panel>
  )
}
