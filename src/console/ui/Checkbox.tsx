import { Checkbox as RACCheckbox, Switch as RACSwitch, type CheckboxProps as RACCheckboxProps, type SwitchProps as RACSwitchProps } from 'react-aria-components'
import styled from 'styled-components'

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  label: React.ReactNode
  description?: React.ReactNode
}

const CheckboxRoot = styled(RACCheckbox)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  .box {
    flex: none;
    display: grid;
    place-items: center;
    width: 18px;
    height: 18px;
    margin-top: 2px;
    border: 2px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textInverse};
    transition:
      background-color 120ms ease,
      border-color 120ms ease;
  }
  .box svg {
    opacity: 0;
  }
  &[data-hovered] .box {
    border-color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-selected] .box {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
  }
  &[data-selected] .box svg {
    opacity: 1;
  }
  &[data-pressed] .box {
    transform: scale(0.94);
  }
  &[data-focus-visible] .box {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .text {
    display: flex;
    flex-direction: column;
  }
  .description {
    font-size: ${({ theme }) => theme.text.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

export function Checkbox({ label, description, ...props }: CheckboxProps) {
  return (
    <CheckboxRoot {...props}>
      <span className="box" aria-hidden="true">
        <svg viewBox="0 0 18 18" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="3">
          <polyline points="2 9.5 7 14 16 4" />
        </svg>
      </span>
      <span className="text">
        <span>{label}</span>
        {description ? <span className="description">{description}</span> : null}
      </span>
    </CheckboxRoot>
  )
}

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  label: React.ReactNode
}

const SwitchRoot = styled(RACSwitch)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  cursor: pointer;

  .track {
    position: relative;
    width: 36px;
    height: 20px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.borderStrong};
    transition: background-color 150ms ease;
  }
  .track::before {
    content: '';
    position: absolute;
    top: 2px;
    inset-inline-start: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.25);
    transition: transform 150ms ease;
  }
  &[data-selected] .track {
    background: ${({ theme }) => theme.color.brand};
  }
  &[data-selected] .track::before {
    transform: translateX(16px);
  }
  [dir='rtl'] &[data-selected] .track::before {
    transform: translateX(-16px);
  }
  &[data-focus-visible] .track {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`

export function Switch({ label, ...props }: SwitchProps) {
  return (
    <SwitchRoot {...props}>
      <span className="track" aria-hidden="true" />
      <span>{label}</span>
    </SwitchRoot>
  )
}
