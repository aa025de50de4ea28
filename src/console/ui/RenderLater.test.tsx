// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RenderLater } from './RenderLater'

afterEach(cleanup)

describe('RenderLater', () => {
  it('commits the page first with the space held, then its children in a later task', async () => {
    const { container } = render(
      <main>
        <h1>On screen</h1>
        <RenderLater minHeight={320}>
          <p>Below the fold</p>
        </RenderLater>
      </main>,
    )
    // The first commit has the heading and an empty box of the height asked for, not the panels.
    expect(screen.getByRole('heading', { name: 'On screen' })).toBeTruthy()
    expect(screen.queryByText('Below the fold')).toBeNull()
    expect((container.querySelector('main > div') as HTMLElement).style.minHeight).toBe('320px')
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(await screen.findByText('Below the fold')).toBeTruthy()
    expect(container.querySelector('main > div')).toBeNull()
  })
})
