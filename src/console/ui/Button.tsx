import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components'
import styled, { css } from 'styled-components'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant
  size?: 'sm' | 'md'
}

export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-size: ${({ theme }) => theme.text.md};
  font-weight: ${({ theme }) => theme.weight.semibold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  text-decoration: none;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease,
    box-shadow 120ms ease;

  &[data-size='sm'] {
    height: 30px;
    padding: 0 ${({ theme }) => theme.space(1.5)};
    font-size: ${({ theme }) => theme.text.sm};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  &[data-disabled],
  &[data-busy] {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
    &[data-hovered] {
      background: ${({ theme }) => theme.color.brandHover};
    }
    &[data-pressed] {
      background: ${({ theme }) => theme.color.brandPressed};
    }
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.borderStrong};
    &[data-hovered] {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }
    &[data-pressed] {
      background: ${({ theme }) => theme.color.surfaceSunken};
    }
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.color.error};
    color: ${({ theme }) => theme.color.textInverse};
    &[data-hovered] {
      background: ${({ theme }) => theme.color.brandHover};
    }
    &[data-pressed] {
      background: ${({ theme }) => theme.color.brandPressed};
    }
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: inherit;
    &[data-hovered] {
      background: rgba(127, 127, 127, 0.12);
    }
    &[data-pressed] {
      background: rgba(127, 127, 127, 0.2);
    }
  }
`

const StyledButton = styled(RACButton)`
  ${buttonStyles}
`

/**
 * The one button of the console; `variant` picks the look, states come from RAC data attributes.
 * Pending is ours, not react-aria's: its pending button announces its end through a `role="img"`
 * labelled by the button's id, left in the page's live region after the button is gone (a dialog
 * closed), where axe finds an image without a name. Here a pending button keeps its focus, says
 * `aria-disabled` and `aria-busy`, and ignores presses and form submission until it is done.
 */
export function Button({ variant = 'secondary', size = 'md', isPending = false, onPress, type, ...props }: ButtonProps) {
  return (
    <StyledButton
      {...props}
      type={isPending && type === 'submit' ? 'button' : type}
      onPress={isPending ? undefined : onPress}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      data-busy={isPending || undefined}
      data-variant={variant}
      data-size={size}
    />
  )
}

/** A square icon-only button; `label` is its accessible name and tooltip. */
export function IconButton({ label, variant = 'ghost', ...props }: Omit<ButtonProps, 'aria-label'> & { label: string }) {
  return <SquareButton {...props} aria-label={label} data-variant={variant} data-size="sm" />
}

/** The square icon-only shape (IconButton, IconLink). */
export const squareButtonStyles = css`
  ${buttonStyles}
  width: 32px;
  height: 32px;
  padding: 0;
  &[data-size='sm'] {
    padding: 0;
    height: 32px;
  }
`

const SquareButton = styled(RACButton)`
  ${squareButtonStyles}
`
