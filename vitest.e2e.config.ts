import { defineConfig } from 'vitest/config'

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
  },
})
