// `npm test`: the whole suite, in the order that fails fastest.
//   1. type check, lint, format, contract drift (openapi.json, GraphQL schema), machine diagrams and API lint, side by side
//   2. unit + machine + API tests on PGlite  3. API tests again on PostgreSQL when DATABASE_URL is set,
//   beside the build of the web apps and the server  4. Playwright e2e.
// Ends with how long each step took, what failed (step, test and the first lines of its message, so the
// last lines of a CI log say it), and one plain "N passed, N failed" line summing every vitest run.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { requireSupportedNode } from './lib/node-version.mjs'

requireSupportedNode('The test suite')

const root = path.resolve(import.meta.dirname, '..')
const reports = path.join(root, '.tmp/test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
/** Each failed step and test, printed again at the end. */
const failures = []
const databaseUrl = process.env.DATABASE_URL ?? ''

/** How long each step took, printed at the end: the whole run should stay under 20 minutes. */
const timings = []
const seconds = (since) => Math.round((performance.now() - since) / 1000)

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const started = performance.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push([title, seconds(started)])
  if (result.status !== 0) failures.push(`step failed: ${title}`)
  return result.status === 0
}

/** Runs steps side by side; each one's output is printed whole when it ends, so none interleave. */
async function together(steps) {
  const results = await Promise.all(
    steps.map(
      ({ title, command, args, env = {} }) =>
        new Promise((resolve) => {
          const started = performance.now()
          const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1', ...env } })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (code) => {
            console.log(`\n▶ ${title}`)
            if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
            timings.push([title, seconds(started)])
            if (code !== 0) failures.push(`step failed: ${title}`)
            resolve({ ok: code === 0, after: steps.find((candidate) => candidate.title === title).after })
          })
        }),
    ),
  )
  for (const result of results) result.after?.(result.ok)
  return results.every((result) => result.ok)
}

function vitestArgs(name, args) {
  return ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`, ...args]
}

/** Adds a vitest run's counts to the totals. */
function count(name, ok) {
  const outputFile = path.join(reports, `${name}.json`)
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'))
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    // A suite that fails to load has no tests to count, but it failed all the same.
    if (!ok && report.numFailedTests === 0) {
      totals.failed += 1
      failures.push(`${name}: no test failed, yet vitest failed: look above for its "Unhandled Errors" or a file that did not load`)
    }
    for (const file of report.testResults) {
      const where = path.relative(root, file.name)
      const failed = file.assertionResults.filter((test) => test.status === 'failed')
      for (const test of failed) failures.push(`${name}: ${where} > ${test.fullName}\n${excerpt(test.failureMessages?.[0])}`)
      if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${where} did not run\n${excerpt(file.message)}`)
    }
  } else if (!ok) totals.failed += 1
  return ok
}

/** The first lines of a failure message, indented under its test. */
function excerpt(message = '') {
  return message
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `    ${line.slice(0, 300)}`)
    .join('\n')
}

function vitest(title, name, args, env = {}) {
  return count(name, step(title, 'npx', vitestArgs(name, args), env))
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

const suiteStarted = performance.now()
let ok = await together([
  { title: 'Type check', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { title: 'Lint (type-checked ESLint, room boundaries)', command: 'npx', args: ['eslint', '.'] },
  { title: 'Format (Prettier: `npm run format` fixes it)', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  { title: 'Contract drift (openapi.json, mesh/supergraph.graphql)', command: process.execPath, args: ['scripts/check-contract.mjs'] },
  { title: 'Machine diagrams (docs/machines/*.svg: `npm run diagrams` redraws them)', command: 'npx', args: ['tsx', 'scripts/diagrams.ts', '--check'] },
  {
    title: "API lint (openapi.json against Redocly's recommended rules, redocly.yaml)",
    command: 'npx',
    args: ['redocly', 'lint', 'openapi.json', '--format=summary'],
  },
])
ok = vitest('Unit, machine and API tests (PGlite)', 'unit', [], { DATABASE_URL: '' }) && ok
// The PostgreSQL pass waits on the database much of the time: the web apps and the server build meanwhile.
const builds = {
  title: 'Build the web apps and the server',
  command: process.execPath,
  args: [
    '-e',
    "Promise.all([import('./scripts/lib/ensure-web-build.mjs'), import('./scripts/lib/ensure-server-build.mjs')]).then(([web, server]) => { web.ensureWebBuild(); server.ensureServerBuild() })",
  ],
}
ok =
  (await together([
    ...(databaseUrl
      ? [
          {
            title: `API tests (PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')})`,
            command: 'npx',
            args: vitestArgs('api-pg', ['tests/api']),
            env: { DATABASE_URL: databaseUrl },
            after: (passed) => count('api-pg', passed),
          },
        ]
      : []),
    builds,
  ])) && ok
// The e2e servers run on the embedded database; the fleet test starts its own PostgreSQL processes when it has one.
ok = vitest('End-to-end (Chromium)', 'e2e', ['--config', 'vitest.e2e.config.ts'], { DATABASE_URL: '', E2E_DATABASE_URL: databaseUrl }) && ok

if (!ok && totals.failed === 0) totals.failed = 1
console.log(
  `\nTime per step (s): ${timings.map(([title, spent]) => `${title.replace(/ \(.*/, '')} ${spent}`).join(' · ')} · whole suite ${seconds(suiteStarted)}`,
)
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(ok ? 0 : 1)
