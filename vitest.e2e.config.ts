import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that take longest, longest first (seconds on two cores): the first three wait on the wall clock for minutes
 * (a class played in real time, a minute to turn). Started longest first, two workers end within seconds of each other;
 * in Vitest's own order on a clean checkout (largest file first) the longest started last and ran alone at the end of
 * the run for over a minute. A file not named here runs after them, in Vitest's order.
 */
const LONGEST_FIRST = ['screen-auto', 'class-runs', 'offline', 'screen', 'axe', 'release', 'operations', 'headoffice', 'fleet']

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(path.basename(file.moduleId, '.e2e.ts'))
      return index === -1 ? LONGEST_FIRST.length : index
    }
    // Array sort is stable: the other files keep Vitest's order (slowest of the last run first, or largest).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    // One migrated PGlite dir that every server of the run starts from a copy of (tests/e2e/globalSetup.ts).
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Two files at a time, each with its own server and browser: most of a file's time is a class
    // playing in real time, and the whole suite must stay under 20 minutes. Every timing a test
    // asserts has room for a shared machine (medians within 250 ms); tight figures go to the bench.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
    // expect.poll waits for a state: up to 15 s on a loaded machine, not Vitest's default second (the audit log's
    // filter once took longer than a second to answer while the whole suite ran).
    expect: { poll: { timeout: 15_000 } },
  },
})
