// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NEAR_MARGIN, RenderWhenNear } from './RenderWhenNear'

// The page's own IntersectionObserver, put back after each test (the tests replace it; the e2e tests use Chromium's).
const pageObserver = globalThis.IntersectionObserver
const setObserver = (observer: unknown) => Object.defineProperty(globalThis, 'IntersectionObserver', { value: observer, configurable: true, writable: true })

afterEach(() => {
  cleanup()
  setObserver(pageObserver)
})

/** An observer the test drives in place of the browser's: `cross` says the box came near the screen or not. */
function observerDrivenByTest() {
  const made: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[]; disconnected: boolean }[] = []
  class Observer {
    record: (typeof made)[number]
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [], disconnected: false }
      made.push(this.record)
    }
    observe(target: Element) {
      this.record.targets.push(target)
    }
    disconnect() {
      this.record.disconnected = true
    }
  }
  setObserver(Observer)
  const cross = (isIntersecting: boolean) =>
    act(async () => {
      for (const record of made.filter((one) => !one.disconnected)) {
        const entries = record.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
        record.callback(entries, record as unknown as IntersectionObserver)
      }
    })
  return { made, cross }
}

function page() {
  return render(
    <main>
      <h1>On screen</h1>
      <RenderWhenNear placeholder={<h2>Class history</h2>}>
        <p>Every class that ran</p>
      </RenderWhenNear>
    </main>,
  )
}

describe('RenderWhenNear', () => {
  it('shows the placeholder until the box nears the screen, then the children for good', async () => {
    const { made, cross } = observerDrivenByTest()
    page()
    expect(screen.getByRole('heading', { name: 'Class history' })).toBeTruthy()
    expect(screen.queryByText('Every class that ran')).toBeNull()
    expect(made).toHaveLength(1)
    expect(made[0].options?.rootMargin).toBe(NEAR_MARGIN)

    // Still out of sight: nothing loads.
    await cross(false)
    expect(screen.queryByText('Every class that ran')).toBeNull()

    await cross(true)
    expect(await screen.findByText('Every class that ran')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Class history' })).toBeNull()
    expect(made[0].disconnected).toBe(true)
  })

  it('shows the children at once when the keyboard starts moving through the page with Tab', async () => {
    const { made } = observerDrivenByTest()
    page()
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    })
    expect(screen.queryByText('Every class that ran')).toBeNull()
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    })
    expect(await screen.findByText('Every class that ran')).toBeTruthy()
    expect(made[0].disconnected).toBe(true)
  })

  it('stops watching when the page goes before the box came near', () => {
    const { made } = observerDrivenByTest()
    const { unmount } = page()
    unmount()
    expect(made[0].disconnected).toBe(true)
  })

  it('without an observer, shows the children one task after the first commit', async () => {
    setObserver(undefined)
    page()
    expect(screen.queryByText('Every class that ran')).toBeNull()
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(await screen.findByText('Every class that ran')).toBeTruthy()
  })
})
