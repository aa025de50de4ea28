import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches now, following it as the window changes. For parts that a width hides
 * altogether: not rendering them spares a phone their work, where `display: none` only hides what it built.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}
