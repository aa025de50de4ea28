import { OverlayArrow, Tooltip as RACTooltip, TooltipTrigger } from 'react-aria-components'
import styled from 'styled-components'

const Bubble = styled(RACTooltip)`
  max-width: 260px;
  padding: ${({ theme }) => theme.space(0.75)} ${({ theme }) => theme.space(1.25)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.topBar};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.text.sm};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  z-index: ${({ theme }) => theme.z.popover};
  svg {
    display: block;
    fill: ${({ theme }) => theme.color.topBar};
  }
  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
`

/**
 * A tooltip for a focusable trigger (a kit Button or IconButton). It shows on hover and on
 * keyboard focus; give the trigger the same words (aria-label or text) for screen readers.
 */
export function Tooltip({ content, children, delay = 300 }: { content: React.ReactNode; children: React.ReactElement; delay?: number }) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <Bubble offset={8}>
        <OverlayArrow>
          <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true">
            <path d="M0 0 L5 6 L10 0" />
          </svg>
        </OverlayArrow>
        {content}
      </Bubble>
    </TooltipTrigger>
  )
}
