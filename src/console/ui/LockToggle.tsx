import { ToggleButton } from 'react-aria-components'
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

const Toggle = styled(ToggleButton)`
  ${buttonStyles}
  background: ${({ theme }) => theme.color.surface};
  border-color: ${({ theme }) => theme.color.borderStrong};
  color: ${({ theme }) => theme.color.text};
  &[data-selected] {
    background: ${({ theme }) => theme.color.warningSoft};
    border-color: ${({ theme }) => theme.color.warning};
    color: ${({ theme }) => theme.color.warning};
  }
`

/** A form's lock: pressed means unlocked (editable). */
export function LockToggle({ isLocked, onChange, isDisabled }: LockToggleProps) {
  const { t } = useTranslation()
  return (
    <Toggle isSelected={!isLocked} onChange={(unlocked) => onChange(!unlocked)} isDisabled={isDisabled} aria-label={t('lock.toggle')}>
      {isLocked ? <LockIcon /> : <UnlockIcon />}
      {isLocked ? t('lock.locked') : t('lock.unlocked')}
    </Toggle>
  )
}
