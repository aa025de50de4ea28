import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'machines/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['tests/e2e/**', '**/node_modules/**'],
    // At least two files at a time. Vitest's default leaves one core to itself, which on a two-core machine (CI) is
    // one file at a time, while an API test waits on its database and timers: two take a sixth less time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          exclude: ['tests/e2e/**', 'tests/api/**', '**/node_modules/**'],
        },
      },
      {
        // API suites share one migrated, seeded template database made once per run (PGlite's initdb takes seconds).
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // `extends` concatenates the root include; keep unit files out of the API project.
          exclude: ['src/**', 'machines/**', 'tests/e2e/**', 'tests/scripts/**', 'tests/build/**', 'tests/repo/**', '**/node_modules/**'],
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
