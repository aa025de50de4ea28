import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * API files that need modules of their own: one watches the GraphQL gateway's modules load for the first time in
 * the process, one replaces the gateway's package with `vi.mock`, and one imports the previous release's schema
 * files, whose zod schemas would take the ids of ours in zod's registry (the next OpenAPI document would fail).
 */
const isolatedApiFiles = ['tests/api/probes.test.ts', 'tests/api/graphql-gateway.test.ts', 'tests/api/upgrade-schema.test.ts']

/** What both API projects run with: the template database's set-up, and room for a real server on a busy machine. */
const apiSettings = { globalSetup: ['tests/api/globalSetup.ts'], testTimeout: 20_000, hookTimeout: 60_000 }

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
        // Files share their worker's modules (no isolation): each file builds its own app on its own copy of the
        // template, and loading the server's modules once per worker instead of once per file more than halves the
        // API pass. The files that need a fresh module graph run in `api-isolated` below.
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // `extends` concatenates the root include; keep unit files out of the API project.
          exclude: ['src/**', 'machines/**', 'tests/e2e/**', 'tests/scripts/**', 'tests/build/**', 'tests/repo/**', '**/node_modules/**', ...isolatedApiFiles],
          isolate: false,
          ...apiSettings,
        },
      },
      {
        // Not `extends`: that would add the root include back, and these files must be the project's only ones.
        test: {
          name: 'api-isolated',
          include: isolatedApiFiles,
          ...apiSettings,
        },
      },
    ],
  },
})
