import { startTransition, useEffect, useState, type ReactNode } from 'react'

/**
 * Renders its children one task after the rest of the page has been committed, as a transition: React then
 * builds them in short slices between which the browser paints and answers taps, instead of in the same long
 * task as the part of the page on screen. For panels below the fold of a page that shows many at once (the
 * dashboard): on a slow phone what is on screen comes first, and the page never stops answering meanwhile.
 * Until then it holds `minHeight` of empty space, so what follows does not jump when they arrive.
 */
export function RenderLater({ children, minHeight = 0 }: { children: ReactNode; minHeight?: number }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)))
    return () => clearTimeout(timer)
  }, [])
  return shown ? children : <div style={{ minHeight }} />
}
