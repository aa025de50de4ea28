import { Button as RACButton } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { buttonStyles } from './Button'
import { LockIcon, UnlockIcon } from './icons'

export interface LockToggleProps {
  isLocked: boolean
  onChange: (isLocked: boolean) => void
  /** Only admins can unlock (docs/RULES.md#profile): pass true for everyone else. */
  isDisabled?: boolean
}

const Toggle = styled(RACButton)`
  ${buttonStyles}
  background: ${({ theme }) => theme.color.surface};
  border-color: ${({ theme }) => theme.color.borderStrong};
  color: ${({ theme }) => theme.color.text};
  &[data-unlocked] {
    background: ${({ theme }) => theme.color.warningSoft};
    border-color: ${({ theme }) => theme.color.warning};
    color: ${({ theme }) => theme.color.warning};
  }
`

const ReadOnly = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.75)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.text.sm};
`

/**
 * A form's lock. Its words name what a press does ("Unlock to edit", "Lock"), and they are its
 * accessible name too: what a screen-reader or voice-control user hears is what others see. So it
 * is a plain button, not a pressed/unpressed toggle, whose state would contradict the changing words.
 */
export function LockToggle({ isLocked, onChange, isDisabled }: LockToggleProps) {
  const { t } = useTranslation()
  // Someone who may not unlock sees that the page is read-only, not a button that does nothing.
  if (isDisabled) {
    return (
      <ReadOnly data-testid="read-only">
        <LockIcon />
        {t('lock.readOnly')}
      </ReadOnly>
    )
  }
  return (
    <Toggle onPress={() => onChange(!isLocked)} data-unlocked={isLocked ? undefined : ''} data-testid="lock-toggle">
      {isLocked ? <LockIcon /> : <UnlockIcon />}
      {isLocked ? t('lock.unlockAction') : t('lock.lockAction')}
    </Toggle>
  )
}
