import { Link as RACLink, type LinkProps } from 'react-aria-components'
import styled, { css } from 'styled-components'

/** A row whose items wrap, centred across, spread to both ends (a card's head, a toolbar, the pager). */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`

/** A page's title row: heading, optional subtitle, actions at the end. */
export function PageHeader({ title, subtitle, actions }: { title: React.ReactNode; subtitle?: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <HeaderRow>
      <div>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {actions ? <div className="actions">{actions}</div> : null}
    </HeaderRow>
  )
}

const HeaderRow = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h1 {
    font-size: ${({ theme }) => theme.text.display};
    font-weight: ${({ theme }) => theme.weight.bold};
    letter-spacing: -0.01em;
  }
  p {
    margin: ${({ theme }) => theme.space(0.5)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space(1.5)};
  }
`

/** A white panel with a hairline border. */
export const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
`

/** A form page's cards, one under another. */
export const CardStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`

/** A card's title row on a form page: the heading (and a hint under it) at the start, `.tools` (lock, save) at the end. */
export const CardHead = styled.div`
  ${spreadRow}
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    font-size: ${({ theme }) => theme.text.lg};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.text.sm};
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`

export type BadgeTone = 'success' | 'neutral' | 'error' | 'warning' | 'info'

const toneColors: Record<BadgeTone, [fg: string, bg: string]> = {
  success: ['#1a7a42', '#e8f6ee'],
  neutral: ['#5b6370', '#eceef2'],
  error: ['#c8242b', '#fdecec'],
  warning: ['#9a5c00', '#fff4e0'],
  info: ['#1862b8', '#e8f1fc'],
}

/** A short status word in a coloured pill, with a dot so colour is never the only cue. */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.text.xs};
  font-weight: ${({ theme }) => theme.weight.semibold};
  white-space: nowrap;
  color: ${({ $tone }) => toneColors[$tone][0]};
  background: ${({ $tone }) => toneColors[$tone][1]};
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`

const StyledLink = styled(RACLink)`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.weight.semibold};
  text-decoration: none;
  outline: none;
  border-radius: 2px;
  &[data-hovered] {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`

/** An in-app link (client-side navigation through the router given to RAC's RouterProvider). */
export function Link(props: LinkProps) {
  return <StyledLink {...props} />
}

/** The way back above a page's title as one link ("← Round 3"); its arrow turns with right-to-left text. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`

/** A form's server error, shown above its fields. */
export const ErrorBox = styled.div`
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.error};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.errorSoft};
  color: ${({ theme }) => theme.color.error};
  font-weight: ${({ theme }) => theme.weight.medium};
`

/** The way back above a detail page's title ("← Locations"); its arrow turns with right-to-left text. */
export const Crumb = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.text.sm};
  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`
