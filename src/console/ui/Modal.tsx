import { Dialog as RACDialog, Heading, Modal as RACModal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import styled, { keyframes } from 'styled-components'
import { Button, IconButton } from './Button'
import { CloseIcon } from './icons'

export interface ModalProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: React.ReactNode
  children: React.ReactNode
  /** Buttons shown at the bottom right. */
  footer?: React.ReactNode
  /** The footer's main button instead of `footer`: the footer is then Cancel (it closes the modal) and this. */
  action?: React.ReactNode
  /** Cancel's words, when not "Cancel". */
  cancelLabel?: React.ReactNode
  /** The action is in flight: Cancel waits. */
  isPending?: boolean
  size?: 'sm' | 'md' | 'lg'
  /** Whether a click outside closes it (off for forms, so typing is never lost by a stray click). */
  isDismissable?: boolean
  role?: 'dialog' | 'alertdialog'
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; }`

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 8vh ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  overflow-y: auto;
  background: ${({ theme }) => theme.color.overlay};
  &[data-entering] {
    animation: ${fadeIn} 150ms ease-out;
  }
  &[data-exiting] {
    animation: ${fadeIn} 150ms ease-in reverse;
  }
`

const widths = { sm: '440px', md: '600px', lg: '820px' }

const Panel = styled(RACModal)<{ $size: 'sm' | 'md' | 'lg' }>`
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  outline: none;
  &[data-entering] {
    animation: ${rise} 180ms ease-out;
  }
`

const StyledDialog = styled(RACDialog)`
  outline: none;
  .header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1.5)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  .header h2 {
    font-size: ${({ theme }) => theme.text.xl};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
  .body {
    padding: ${({ theme }) => theme.space(3)};
  }
  .footer {
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: 0 0 ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg};
  }
`

/** A titled modal dialog: header with a close button, body, optional footer. */
export function Modal(props: ModalProps) {
  const { isOpen, onOpenChange, title, children, action, cancelLabel, isPending = false, size = 'md', isDismissable = false, role = 'dialog' } = props
  const { t } = useTranslation()
  const footer =
    props.footer ??
    (action ? (
      <>
        <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        {action}
      </>
    ) : null)
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} isKeyboardDismissDisabled={false}>
      <Panel $size={size}>
        <StyledDialog role={role}>
          {({ close }) => (
            <>
              <div className="header">
                <Heading slot="title">{title}</Heading>
                <IconButton label={t('common.close')} onPress={close}>
                  <CloseIcon />
                </IconButton>
              </div>
              <div className="body">{children}</div>
              {footer ? <div className="footer">{footer}</div> : null}
            </>
          )}
        </StyledDialog>
      </Panel>
    </Overlay>
  )
}
