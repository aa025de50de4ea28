import { ProgressBar as RACProgressBar } from 'react-aria-components'
import styled from 'styled-components'

const Root = styled(RACProgressBar)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 100px;
  font-size: ${({ theme }) => theme.text.sm};
  .labels {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1)};
  }
  .value {
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
  .track {
    height: 6px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceSunken};
    overflow: hidden;
  }
  .fill {
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.info};
    transition: width 400ms linear;
  }
  &[data-done] .fill {
    background: ${({ theme }) => theme.color.success};
  }
`

/** A labelled progress bar (0-100) with its value text; screen readers hear the label and value. */
export function ProgressBar({ label, value, valueText, isDone }: { label: string; value: number; valueText?: string; isDone?: boolean }) {
  return (
    <Root aria-label={label} value={value} valueLabel={valueText} data-done={isDone ? '' : undefined}>
      {({ percentage, valueText: text }) => (
        <>
          <span className="labels">
            <span>{label}</span>
            <span className="value">{text}</span>
          </span>
          <span className="track">
            <span className="fill" style={{ width: `${percentage ?? 0}%`, display: 'block' }} />
          </span>
        </>
      )}
    </Root>
  )
}
