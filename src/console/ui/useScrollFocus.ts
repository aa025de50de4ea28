import { useEffect, type RefObject } from 'react'

/**
 * Makes a box that scrolls sideways reachable from the keyboard, only while it does scroll: a phone's
 * keyboard user can then move it with the arrow keys (axe's scrollable-region-focusable), and a wide
 * screen, where nothing overflows, gets no useless tab stop. The box needs a role and a name to carry
 * a tabindex; both are set and cleared here together.
 */
export function useScrollFocus(ref: RefObject<HTMLElement | null>, label?: string) {
  useEffect(() => {
    const box = ref.current
    if (!box) return
    const update = () => {
      if (box.scrollWidth > box.clientWidth + 1) {
        box.tabIndex = 0
        box.setAttribute('role', 'region')
        // Named after the table it holds when no name is given.
        box.setAttribute('aria-label', label ?? box.querySelector('table')?.getAttribute('aria-label') ?? '')
      } else {
        box.removeAttribute('tabindex')
        box.removeAttribute('role')
        box.removeAttribute('aria-label')
      }
    }
    update()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(update)
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    return () => observer.disconnect()
  }, [ref, label])
}
