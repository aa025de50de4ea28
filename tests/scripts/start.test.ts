// `NODE_ENV=production npm start` runs the build it finds and writes nothing beside the code (a
// deployed host may be read-only); without a build it stops and names the command to run
// (docs/OPERATIONS.md#start-as-deployed). Tried on a copy of the scripts in a scratch tree.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const repo = path.resolve(import.meta.dirname, '../..')
let tree: string

function scratchTree(): string {
  tree = mkdtempSync(path.join(tmpdir(), 'studio-start-'))
  cpSync(path.join(repo, 'scripts/start.mjs'), path.join(tree, 'scripts/start.mjs'))
  cpSync(path.join(repo, 'scripts/lib'), path.join(tree, 'scripts/lib'), { recursive: true })
  mkdirSync(path.join(tree, 'src/server'), { recursive: true })
  writeFileSync(path.join(tree, 'src/server/server.ts'), '// the sources')
  return tree
}

/** Every file under `root` with its size and modification time. */
function snapshot(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const stat = statSync(path.join(root, name))
      return `${name} ${stat.size} ${stat.mtimeMs}`
    })
    .sort()
}

const start = () => spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: tree, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })

afterEach(() => {
  rmSync(tree, { recursive: true, force: true })
})

describe('npm start as deployed', () => {
  it('runs the build it finds, even when the sources look newer, and writes nothing', () => {
    scratchTree()
    mkdirSync(path.join(tree, 'dist/server'), { recursive: true })
    mkdirSync(path.join(tree, 'dist/web/console'), { recursive: true })
    writeFileSync(path.join(tree, 'dist/server/server.mjs'), "console.log('the built server ran in', process.env.NODE_ENV)\n")
    writeFileSync(path.join(tree, 'dist/web/console/index.html'), '<!doctype html>')
    // Files copied onto a host get new times: the sources look newer than the build.
    const old = new Date(Date.now() - 3_600_000)
    for (const file of ['dist/server/server.mjs', 'dist/web/console/index.html']) utimesSync(path.join(tree, file), old, old)
    const before = snapshot(tree)

    const run = start()
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('the built server ran in production')
    expect(snapshot(tree)).toEqual(before)
  })

  it('stops without a build, naming the command that makes one', () => {
    scratchTree()
    const before = snapshot(tree)
    const run = start()
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Run `npm run build` first')
    expect(run.stderr).toContain('dist/server/server.mjs')
    expect(snapshot(tree)).toEqual(before)
  })
})
