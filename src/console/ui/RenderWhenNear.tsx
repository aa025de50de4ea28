import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'

/** How far below (and above) the window a panel starts to load: a quarter of a window, so it is usually in before it is seen. */
export const NEAR_MARGIN = '25% 0px 25% 0px'

/**
 * Shows `placeholder` until it comes within a quarter of a window of the screen, then its children, for good.
 * For panels below the fold of a page that shows many (the dashboard): a panel out of sight asks nothing
 * of the server and costs the phone no work until its user scrolls towards it, and what is on screen loads
 * first. The children are rendered as a transition, in short slices between which the browser paints and
 * answers taps. The placeholder keeps the panel's heading (`PanelPlaceholder`), so the page's outline,
 * a screen reader's list of headings and find-in-page still name every panel.
 * Pressing Tab anywhere in the page shows them all, so a keyboard's order through the page is whole.
 * The box around the placeholder is marked `data-loads-when-near` (end-to-end tests scroll to it and wait).
 * Where the browser has no IntersectionObserver, the children come one task after the first commit.
 */
export function RenderWhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [shown, setShown] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const show = () => startTransition(() => setShown(true))
    if (typeof IntersectionObserver === 'undefined' || !box.current) {
      const timer = setTimeout(show)
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) stop()
      },
      { rootMargin: NEAR_MARGIN },
    )
    // Someone moving through the page with the Tab key gets every panel at once: the buttons and links of a panel
    // loaded behind their focus would otherwise fall outside the order they step through.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') stop()
    }
    const unwatch = () => {
      observer.disconnect()
      document.removeEventListener('keydown', onKey)
    }
    function stop() {
      unwatch()
      show()
    }
    observer.observe(box.current)
    document.addEventListener('keydown', onKey)
    return unwatch
  }, [])
  return shown ? (
    children
  ) : (
    <div ref={box} data-loads-when-near="">
      {placeholder}
    </div>
  )
}
