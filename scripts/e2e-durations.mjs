// Rewrites tests/e2e/durations.json from the last end-to-end run's report (`npm test` writes it), so that
// tests/e2e/sequencer.ts starts the longest files first. Run it after a whole run on a quiet machine.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const reportFile = process.argv[2] ?? path.join(root, '.tmp/test-reports/e2e.json')
const report = JSON.parse(readFileSync(reportFile, 'utf8'))
const target = path.join(root, 'tests/e2e/durations.json')
// A file skipped in that run (the fleet test without PostgreSQL) keeps its earlier figure.
const seconds = JSON.parse(readFileSync(target, 'utf8'))
for (const file of report.testResults) {
  if (file.assertionResults.every((test) => test.status === 'skipped' || test.status === 'pending')) continue
  seconds[path.basename(file.name)] = Math.round((file.endTime - file.startTime) / 1000)
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a))
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`tests/e2e/durations.json: ${Object.keys(sorted).length} files, from ${path.relative(root, reportFile)}`)
