import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Longest file first. Two files run at a time; a long file that starts last runs alone at the end while the
 * other worker idles. Vitest orders by the last run's durations when it has them, but a clean clone (CI) has
 * none and falls back on file size, and the files that wait in real time (a class playing, a minute turning)
 * are short ones. `durations.json` holds each file's seconds from a whole run on a quiet two-core machine
 * (`node scripts/e2e-durations.mjs` rewrites it from the last run's report). A file it does not list yet runs
 * first, as it may be long.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = JSON.parse(readFileSync(path.join(import.meta.dirname, 'durations.json'), 'utf8')) as Record<string, number>
    const expected = (file: TestSpecification) => seconds[path.basename(file.moduleId)] ?? Number.POSITIVE_INFINITY
    return [...files].sort((a, b) => expected(b) - expected(a))
  }
}
