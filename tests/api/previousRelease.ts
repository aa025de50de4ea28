// The previous release, taken from git, for the upgrade-rule tests (docs/OPERATIONS.md#the-previous-release):
// the releases that may run beside this one on its database during a rolling upgrade, each checked out
// into a folder of its own that reuses this checkout's node_modules when its dependencies allow.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { CONTRACT_STEPS } from '../../src/server/db/contractSteps'

export const root = path.resolve(import.meta.dirname, '../..')
const MIGRATIONS = 'src/server/db/migrations'

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim()

export interface Release {
  commit: string
  /** Why this commit counts as a previous release. */
  why: string
}

/** Null when this is a git checkout with its history; else why the releases cannot be found. */
export function gitHistoryMissing(): string | null {
  if (!existsSync(path.join(root, '.git'))) return 'not a git checkout: the previous release comes from git history'
  if (git('rev-parse', '--is-shallow-repository') === 'true')
    return 'a shallow clone: run `git fetch --unshallow` (the previous release comes from git history)'
  return null
}

/**
 * The releases that may run beside this checkout on its database. `PREVIOUS_RELEASE` (any git
 * revision) names one. Otherwise: every commit on main (the first-parent history) that added
 * migrations landed a new schema, and the code just before it (its first parent) ran on the schema
 * before; each such code must keep working on this checkout's database, back to the newest contract
 * step (before which a release is two or more releases old). A contract step from before the rule
 * ends the list without its own commit: it broke the release before it, as contractSteps.ts says.
 */
export function previousReleases(): Release[] {
  const named = process.env.PREVIOUS_RELEASE
  if (named) return [{ commit: git('rev-parse', `${named}^{commit}`), why: `PREVIOUS_RELEASE=${named}` }]
  const log = git('log', '--first-parent', '--no-renames', '--diff-filter=A', '--format=%x00%H', '--name-only', '--', `${MIGRATIONS}/*.sql`)
  const releases: Release[] = []
  for (const entry of log.split('\0').filter(Boolean)) {
    const [commit, ...files] = entry.trim().split('\n')
    const added = files.filter(Boolean).map((file) => path.basename(file, '.sql'))
    const step = CONTRACT_STEPS.find((candidate) => added.includes(candidate.migration))
    if (step?.beforeTheRule) break
    const parent = git('rev-list', '--max-count=1', '--first-parent', '--skip=1', commit)
    if (!parent) break
    releases.push({ commit: parent, why: `the code before ${commit.slice(0, 7)} added ${added.join(', ')}` })
    if (step) break
  }
  return releases
}

/**
 * The release's files that build and run its server, extracted from git into a folder of its own under
 * .tmp/ (ignored by git and the linters), with this checkout's node_modules linked in.
 */
export function checkOut(release: Release): { dir: string; remove(): void } {
  mkdirSync(path.join(root, '.tmp'), { recursive: true })
  const dir = mkdtempSync(path.join(root, '.tmp', `previous-release-${release.commit.slice(0, 7)}-`))
  const wanted = ['src', 'scripts', 'public', 'package.json', 'package-lock.json', 'tsconfig.json'].filter(
    (entry) => git('ls-tree', '--name-only', release.commit, entry) !== '',
  )
  execFileSync('bash', ['-c', `git archive ${release.commit} ${wanted.join(' ')} | tar -x -C "${dir}"`], { cwd: root })
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Whether `version` is within an npm range of the simple kinds package.json uses (exact, ^, ~, x.y). */
export function satisfies(version: string, range: string): boolean {
  const parts = (text: string) => text.split(/[.-]/).slice(0, 3).map(Number)
  const [major, minor, patch] = parts(version)
  const match = /^([~^]?)(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim())
  if (!match) return false
  const [, kind, a, b, c] = match
  const want = [Number(a), b === undefined ? undefined : Number(b), c === undefined ? undefined : Number(c)]
  const atLeast = major !== want[0] ? major > want[0]! : minor !== (want[1] ?? 0) ? minor > (want[1] ?? 0) : patch >= (want[2] ?? 0)
  if (!atLeast) return false
  if (kind === '^') return want[0] !== 0 ? major === want[0] : minor === want[1]
  if (kind === '~' || c === undefined) return major === want[0] && (want[1] === undefined || minor === want[1])
  return major === want[0] && minor === want[1] && patch === want[2]
}

/**
 * Whether the release can run on this checkout's node_modules: each of its own dependencies is
 * installed here within the range it declares (what its `npm ci` could have installed). Answers
 * null when it can, else the dependencies that differ.
 */
export function dependenciesDiffer(dir: string): string | null {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
  const differing: string[] = []
  for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
    const file = path.join(root, 'node_modules', name, 'package.json')
    const installed = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined
    if (!installed || !satisfies(installed, range)) differing.push(`${name}@${range} (here: ${installed ?? 'none'})`)
  }
  return differing.length > 0 ? differing.join(', ') : null
}
