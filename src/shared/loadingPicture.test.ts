import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import arcs from '../../public/brand/loading-arcs.svg?raw'
import { LOADING_PICTURE } from './loadingPicture'

const LOADING_ARCS = `data:image/svg+xml,${encodeURIComponent(arcs)}`

// An animation inside an SVG image is redrawn by the page's main thread on every frame; the loading picture's motion
// is a CSS transform on the element that shows its arcs, which the compositor runs (loadingPicture.css).
describe('the loading picture', () => {
  it.each([
    ['the still picture', LOADING_PICTURE],
    ['its arcs', LOADING_ARCS],
  ])('%s is an SVG with no animation inside', (_name, address) => {
    expect(address.startsWith('data:image/svg+xml,')).toBe(true)
    const svg = decodeURIComponent(address.slice('data:image/svg+xml,'.length))
    expect(svg).toMatch(/^<svg[\s>]/)
    expect(svg).not.toMatch(/<animate|<animateTransform|<animateMotion|<set[\s>]|@keyframes|animation\s*:/)
  })
})

// What turns while a page loads turns in steps (loadingPicture.css says why): a frame only when the picture changes.
describe('what turns while a page loads', () => {
  it.each([
    ['the loading picture', './loadingPicture.css'],
    ["the console's Spinner", '../console/ui/Spinner.tsx'],
  ])('%s turns in steps, on and on, and stands still for reduced motion only', (_name, file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8')
    const animations = [...source.matchAll(/animation:\s*([^;]+);/g)].map(([, value]) => value.trim())
    const turning = animations.filter((value) => value !== 'none')
    expect(turning.length).toBeGreaterThan(0)
    for (const value of turning) expect(value).toMatch(/\bsteps\(\d+\)\s+infinite\b/)
  })
})
