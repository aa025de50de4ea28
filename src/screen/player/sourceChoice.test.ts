import { describe, expect, it } from 'vitest'
import type { ClipSources, ResolvedClip } from '../services/clipCache'
import { clipErrorOutcome, SlotSource, type ClipErrorState } from './sourceChoice'

/** A clip cache whose lookups answer when the test says, counting releases and forgotten copies. */
function fakeSources() {
  const pending = new Map<string, (resolved: ResolvedClip) => void>()
  const released: string[] = []
  const forgotten: string[] = []
  const blob = (url: string, fromCache: boolean): ResolvedClip => ({
    src: fromCache ? `blob:${url}` : url,
    fromCache,
    release: () => released.push(fromCache ? `blob:${url}` : url),
  })
  const sources: ClipSources = {
    resolve: (url) => new Promise((resolve) => pending.set(url, resolve)),
    forget: (url) => forgotten.push(url),
  }
  const answer = async (url: string, fromCache: boolean) => {
    pending.get(url)!(blob(url, fromCache))
    pending.delete(url)
    await Promise.resolve()
  }
  return { sources, answer, released, forgotten }
}

function slot() {
  const fake = fakeSources()
  const assigned: string[] = []
  const source = new SlotSource(fake.sources, (resolved) => assigned.push(resolved.src))
  return { ...fake, source, assigned }
}

describe('SlotSource', () => {
  it('assigns the cached copy once it is looked up', async () => {
    const { source, answer, assigned } = slot()
    source.load('/media/a.mp4')
    expect(source.resolved).toBeNull()
    await answer('/media/a.mp4', true)
    expect(assigned).toEqual(['blob:/media/a.mp4'])
    expect(source.resolved?.fromCache).toBe(true)
  })

  it('keeps the previous src until the next is assigned, then releases it', async () => {
    const { source, answer, assigned, released } = slot()
    source.load('/media/a.mp4')
    await answer('/media/a.mp4', true)
    source.load('/media/b.mp4')
    expect(source.resolved).toBeNull()
    expect(released).toEqual([])
    await answer('/media/b.mp4', false)
    expect(assigned).toEqual(['blob:/media/a.mp4', '/media/b.mp4'])
    expect(released).toEqual(['blob:/media/a.mp4'])
  })

  it('drops a lookup overtaken by a later load', async () => {
    const { source, answer, assigned, released } = slot()
    source.load('/media/a.mp4')
    source.load('/media/b.mp4')
    await answer('/media/b.mp4', true)
    await answer('/media/a.mp4', true)
    expect(assigned).toEqual(['blob:/media/b.mp4'])
    expect(released).toEqual(['blob:/media/a.mp4'])
    expect(source.resolved?.src).toBe('blob:/media/b.mp4')
  })

  it('falls back from a cached copy to the network, and the cache forgets the copy', async () => {
    const { source, answer, assigned, released, forgotten } = slot()
    source.load('/media/a.mp4')
    await answer('/media/a.mp4', true)
    expect(source.fallBackToNetwork('/media/a.mp4')).toBe(true)
    expect(assigned).toEqual(['blob:/media/a.mp4', '/media/a.mp4'])
    expect(source.resolved).toMatchObject({ src: '/media/a.mp4', fromCache: false })
    expect(released).toEqual(['blob:/media/a.mp4'])
    expect(forgotten).toEqual(['/media/a.mp4'])
    // From the network there is nothing to fall back to.
    expect(source.fallBackToNetwork('/media/a.mp4')).toBe(false)
    expect(assigned).toHaveLength(2)
  })

  it('has no fallback while the src resolves', () => {
    const { source, forgotten } = slot()
    source.load('/media/a.mp4')
    expect(source.fallBackToNetwork('/media/a.mp4')).toBe(false)
    expect(forgotten).toEqual([])
  })

  it('on close releases the src and the retiring ones, and any lookup that lands later', async () => {
    const { source, answer, assigned, released } = slot()
    source.load('/media/a.mp4')
    await answer('/media/a.mp4', true)
    source.load('/media/b.mp4')
    source.close()
    expect(released).toEqual(['blob:/media/a.mp4'])
    await answer('/media/b.mp4', true)
    expect(released).toEqual(['blob:/media/a.mp4', 'blob:/media/b.mp4'])
    expect(assigned).toEqual(['blob:/media/a.mp4'])
    expect(source.resolved).toBeNull()
  })
})

describe('clipErrorOutcome', () => {
  const network: ResolvedClip = { src: '/media/a.mp4', fromCache: false, release: () => undefined }
  const cached: ResolvedClip = { src: 'blob:x', fromCache: true, release: () => undefined }
  const state = (overrides: Partial<ClipErrorState>): ClipErrorState => ({
    hasClip: true,
    resolved: network,
    onScreen: true,
    started: true,
    silent: false,
    ...overrides,
  })

  it('falls back to the network for a cached copy, on screen or not', () => {
    expect(clipErrorOutcome(state({ resolved: cached }))).toBe('fallBack')
    expect(clipErrorOutcome(state({ resolved: cached, onScreen: false, started: false }))).toBe('fallBack')
  })

  it('fails the clip on screen, and a clip started in place of it', () => {
    expect(clipErrorOutcome(state({}))).toBe('fail')
    expect(clipErrorOutcome(state({ onScreen: false, started: true, silent: true }))).toBe('fail')
  })

  it('ignores the preloaded next clip, an error before the src is known, and an empty slot', () => {
    expect(clipErrorOutcome(state({ onScreen: false, started: false }))).toBe('ignore')
    expect(clipErrorOutcome(state({ onScreen: false, started: true, silent: false }))).toBe('ignore')
    expect(clipErrorOutcome(state({ resolved: null }))).toBe('ignore')
    expect(clipErrorOutcome(state({ hasClip: false }))).toBe('ignore')
    expect(clipErrorOutcome(state({ hasClip: false, resolved: cached }))).toBe('ignore')
  })
})
