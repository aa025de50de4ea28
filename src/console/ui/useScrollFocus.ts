import { useEffect, useState, type RefObject } from 'react'

/** Which ends of a box that scrolls sideways hide more: the start (scrolled away from) and the end (still to come). */
export interface ScrollEdges {
  start: boolean
  end: boolean
}

/**
 * How far a box is scrolled, in the direction of its text: `scrollLeft` counts down from 0 in a right-to-left
 * box (Arabic) and up in a left-to-right one, so its size is the distance from the start either way.
 */
export function scrollEdgesOf(box: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollLeft'>): ScrollEdges {
  const room = box.scrollWidth - box.clientWidth
  if (room <= 1) return { start: false, end: false }
  const from = Math.abs(box.scrollLeft)
  return { start: from > 1, end: from < room - 1 }
}

/**
 * Makes a box that scrolls sideways reachable from the keyboard, only while it does scroll: a phone's
 * keyboard user can then move it with the arrow keys (axe's scrollable-region-focusable), and a wide
 * screen, where nothing overflows, gets no useless tab stop. The box needs a role and a name to carry
 * a tabindex; both are set and cleared here together.
 *
 * Returns which of its ends hide more, so the frame can shade them: the hint that there is more to the side.
 */
export function useScrollFocus(ref: RefObject<HTMLElement | null>, label?: string): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false })
  useEffect(() => {
    const box = ref.current
    if (!box) return
    const edgesNow = () => {
      const next = scrollEdgesOf(box)
      setEdges((previous) => (previous.start === next.start && previous.end === next.end ? previous : next))
    }
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
      edgesNow()
    }
    box.addEventListener('scroll', edgesNow, { passive: true })
    if (typeof ResizeObserver === 'undefined') {
      update()
      return () => box.removeEventListener('scroll', edgesNow)
    }
    // Its first call comes once the box is laid out, with the frame: reading the sizes here, in the effect, made the
    // browser lay the page out early for each table (a forced reflow on every page with one).
    const observer = new ResizeObserver(update)
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    return () => {
      observer.disconnect()
      box.removeEventListener('scroll', edgesNow)
    }
  }, [ref, label])
  return edges
}
