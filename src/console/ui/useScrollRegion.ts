import { useCallback, useEffect, useRef } from 'react'

/**
 * A box that scrolls sideways on a narrow screen must be reachable by keyboard, or its hidden
 * columns are out of reach without a mouse (WCAG 2.1.1; axe's scrollable-region-focusable). While
 * it overflows it becomes a named, focusable region (arrow keys then scroll it); while it fits it is
 * a plain box again, so wide screens get no extra tab stop. Returns the callback ref to put on the box.
 */
export function useScrollRegion<T extends HTMLElement>(label: string): (element: T | null) => void {
  const observer = useRef<ResizeObserver | null>(null)
  const labelRef = useRef(label)
  const node = useRef<T | null>(null)

  const update = useCallback(() => {
    const element = node.current
    if (!element) return
    if (element.scrollWidth > element.clientWidth + 1) {
      element.setAttribute('tabindex', '0')
      element.setAttribute('role', 'region')
      element.setAttribute('aria-label', labelRef.current)
    } else {
      element.removeAttribute('tabindex')
      element.removeAttribute('role')
      element.removeAttribute('aria-label')
    }
  }, [])

  useEffect(() => {
    labelRef.current = label
    update()
  }, [label, update])

  useEffect(() => () => observer.current?.disconnect(), [])

  return useCallback(
    (element: T | null) => {
      observer.current?.disconnect()
      node.current = element
      if (!element || typeof ResizeObserver === 'undefined') return
      observer.current = new ResizeObserver(update)
      observer.current.observe(element)
      // Its content changes width too (rows arrive, a language changes), not only the box.
      for (const child of Array.from(element.children)) observer.current.observe(child)
      update()
    },
    [update],
  )
}
