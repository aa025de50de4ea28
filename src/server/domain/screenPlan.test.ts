import { describe, expect, it } from 'vitest'
import { planClips } from './screenPlan'

const routine = (videoLink: string, lrVideoLink = '') => ({ videoLink, lrVideoLink }) as never

describe('the plan’s clips', () => {
  it('carries a library file’s size and SHA-256, and null for a pasted link', () => {
    const library = 'http://media.test/media/library/' + 'a'.repeat(64) + '.mp4'
    const copy = 'http://media.test/media/library/' + 'b'.repeat(64) + '.mp4'
    const pasted = 'http://media.test/media/warm-up.mp4'
    const known = new Map([
      [library, { size: 1234, sha256: 'a'.repeat(64) }],
      [copy, { size: 99, sha256: 'b'.repeat(64) }],
      // A pasted link's checked size without a hash: not something a screen can check its copy against.
      [pasted, { size: 5000, sha256: null }],
    ])
    expect(planClips({ routines: [routine(library, copy), routine(pasted)] }, known)).toEqual([
      { url: library, bytes: 1234, sha256: 'a'.repeat(64) },
      { url: copy, bytes: 99, sha256: 'b'.repeat(64) },
      { url: pasted, bytes: null, sha256: null },
    ])
  })
})
