import { Button, Dialog, Menu, MenuItem, MenuTrigger, Modal as RACModal, ModalOverlay } from 'react-aria-components'
import styled, { keyframes } from 'styled-components'
import { ChevronDownIcon } from './icons'
import { PopoverPanel } from './Select'

export interface DropdownItem {
  id: string
  label: string
  href: string
}

const Trigger = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.weight.medium};
  cursor: pointer;
  outline: none;
  &[data-hovered],
  &[data-pressed] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  &[data-current] {
    color: ${({ theme }) => theme.color.brand};
  }
`

const Item = styled(MenuItem)`
  display: block;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-current] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.weight.semibold};
  }
`

/** A button that opens a list of links (a menu section of the top bar). */
export function DropdownMenu({ label, items, currentHref }: { label: string; items: readonly DropdownItem[]; currentHref?: string }) {
  const isCurrent = items.some((item) => currentHref?.startsWith(item.href))
  return (
    <MenuTrigger>
      <Trigger data-current={isCurrent || undefined}>
        {label}
        <ChevronDownIcon size={16} />
      </Trigger>
      <PopoverPanel placement="bottom start">
        <Menu items={items} aria-label={label}>
          {(item) => (
            <Item id={item.id} href={item.href} data-current={currentHref?.startsWith(item.href) || undefined}>
              {item.label}
            </Item>
          )}
        </Menu>
      </PopoverPanel>
    </MenuTrigger>
  )
}

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`
const slideInRtl = keyframes`from { transform: translateX(100%); } to { transform: none; }`

const DrawerOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  background: ${({ theme }) => theme.color.overlay};
`
const DrawerPanel = styled(RACModal)`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-start: 0;
  width: min(320px, 86vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  outline: none;
  &[data-entering] {
    animation: ${slideIn} 200ms ease-out;
  }
  [dir='rtl'] &[data-entering] {
    animation-name: ${slideInRtl};
  }
  > section {
    outline: none;
    min-height: 100%;
  }
`

/** A side sheet from the start edge (the collapsed menu on narrow screens). */
export function Drawer({
  isOpen,
  onOpenChange,
  label,
  children,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  label: string
  children: React.ReactNode
}) {
  return (
    <DrawerOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <DrawerPanel>
        <Dialog aria-label={label}>{children}</Dialog>
      </DrawerPanel>
    </DrawerOverlay>
  )
}
