// The end-to-end files start longest first (tests/e2e/sequencer.ts), from the seconds in tests/e2e/durations.json.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { TestSpecification, Vitest } from 'vitest/node'
import { describe, expect, it } from 'vitest'
import LongestFirst from '../e2e/sequencer'

const e2e = path.resolve(import.meta.dirname, '../e2e')
const durations = JSON.parse(readFileSync(path.join(e2e, 'durations.json'), 'utf8')) as Record<string, number>

describe('the end-to-end order', () => {
  it('lists only files that exist', () => {
    const missing = Object.keys(durations).filter((name) => !existsSync(path.join(e2e, name)))
    expect(missing).toEqual([])
  })

  it('starts a file it does not know first, then the longest', async () => {
    const [longest, shortest] = Object.entries(durations)
      .sort(([, a], [, b]) => b - a)
      .map(([name]) => name)
      .filter((_, index, all) => index === 0 || index === all.length - 1)
    const spec = (name: string) => ({ moduleId: path.join(e2e, name) }) as TestSpecification
    const sorted = await new LongestFirst({} as Vitest).sort([spec(shortest), spec('brand-new.e2e.ts'), spec(longest)])
    expect(sorted.map((file) => path.basename(file.moduleId))).toEqual(['brand-new.e2e.ts', longest, shortest])
  })
})
