// `npm test`: the whole suite, in the order that fails fastest.
//   1. type check, lint and format  2. contract drift (openapi.json, GraphQL schema)  3. unit + machine + API tests
//   on PGlite  4. API tests again on PostgreSQL when DATABASE_URL is set  5. Playwright e2e.
// Ends with one plain "N passed, N failed" line summing every vitest run.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const reports = path.join(root, '.tmp/test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
const databaseUrl = process.env.DATABASE_URL ?? ''

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function vitest(title, name, args, env = {}) {
  const outputFile = path.join(reports, `${name}.json`)
  const ok = step(title, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...args], env)
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'))
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    // A suite that fails to load has no tests to count, but it failed all the same.
    if (!ok && report.numFailedTests === 0) totals.failed += 1
  } else if (!ok) totals.failed += 1
  return ok
}

// The end-to-end tests need Chromium: without it, say so now rather than after ten minutes of tests.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `Chromium is not at ${chromium}, and the end-to-end tests drive it.\n` +
      '  On Debian or Ubuntu: `bash .ci/run` installs it (apt-get install -y chromium) and runs the whole suite,\n' +
      '  or install it yourself, or point CHROMIUM_PATH at another Chromium.',
  )
  process.exit(1)
}

let ok = true
ok = step('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) && ok
ok = step('Lint (type-checked ESLint, room boundaries)', 'npx', ['eslint', '.']) && ok
ok = step('Format (Prettier: `npm run format` fixes it)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']) && ok
ok = step('Contract drift (openapi.json, mesh/supergraph.graphql)', process.execPath, ['scripts/check-contract.mjs']) && ok
ok = vitest('Unit, machine and API tests (PGlite)', 'unit', [], { DATABASE_URL: '' }) && ok
if (databaseUrl)
  ok = vitest(`API tests (PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')})`, 'api-pg', ['tests/api'], { DATABASE_URL: databaseUrl }) && ok
ok = step('Build the web apps', process.execPath, ['-e', "import('./scripts/lib/ensure-web-build.mjs').then((m) => m.ensureWebBuild())"]) && ok
// The e2e servers run on the embedded database; the fleet test starts its own PostgreSQL processes when it has one.
ok = vitest('End-to-end (Chromium)', 'e2e', ['--config', 'vitest.e2e.config.ts'], { DATABASE_URL: '', E2E_DATABASE_URL: databaseUrl }) && ok

if (!ok && totals.failed === 0) totals.failed = 1
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(ok ? 0 : 1)
