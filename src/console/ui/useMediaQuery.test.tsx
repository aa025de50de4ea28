// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMediaQuery } from './useMediaQuery'

/** A window whose width the test sets: `(min-width: Npx)` matches when it is at least N, and listeners hear a change. */
function fakeWindowWidth(initial: number) {
  let width = initial
  const listeners = new Set<() => void>()
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0)
    return {
      matches: width >= min,
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList
  })
  return {
    resize(to: number) {
      width = to
      for (const listener of [...listeners]) listener()
    },
    listeners,
  }
}

function Probe() {
  return <p>{useMediaQuery('(min-width: 1280px)') ? 'wide' : 'narrow'}</p>
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useMediaQuery', () => {
  it('reads the query on the first render and follows the window across it', () => {
    const window = fakeWindowWidth(412)
    render(<Probe />)
    expect(screen.getByText('narrow')).toBeTruthy()
    act(() => window.resize(1440))
    expect(screen.getByText('wide')).toBeTruthy()
    act(() => window.resize(800))
    expect(screen.getByText('narrow')).toBeTruthy()
  })

  it('stops listening when the part goes', () => {
    const window = fakeWindowWidth(1440)
    const { unmount } = render(<Probe />)
    expect(window.listeners.size).toBe(1)
    unmount()
    expect(window.listeners.size).toBe(0)
  })
})
