// The Node.js the product supports: package.json's engines, the check that npm start, npm test and demo:reset make,
// and .ci/run's install all name the same major version (README, "The two commands").
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MINIMUM_NODE_MAJOR } from '../../scripts/lib/node-version.mjs'

const repo = path.resolve(import.meta.dirname, '../..')
const checkWith = (version: string) =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { requireSupportedNode } from ${JSON.stringify(pathToFileURL(path.join(repo, 'scripts/lib/node-version.mjs')).href)}; requireSupportedNode('npm start', ${JSON.stringify(version)}); console.log('went on')`,
    ],
    { encoding: 'utf8' },
  )

describe('the supported Node.js', () => {
  it('is the one package.json, .ci/run and the README name', () => {
    const engines = (JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node
    expect(engines).toBe(`>=${MINIMUM_NODE_MAJOR}`)
    expect(readFileSync(path.join(repo, '.ci/run'), 'utf8')).toContain(`required_node=${MINIMUM_NODE_MAJOR}`)
    expect(readFileSync(path.join(repo, 'README.md'), 'utf8')).toContain(`Node.js ${MINIMUM_NODE_MAJOR}`)
  })

  it('stops an older Node.js with a clear message, and lets a supported one go on', () => {
    const old = checkWith('20.20.2')
    expect(old.status).toBe(1)
    expect(old.stdout).toBe('')
    expect(old.stderr).toContain(`npm start needs Node.js ${MINIMUM_NODE_MAJOR} LTS or later; this is Node.js 20.20.2.`)
    const supported = checkWith(`${MINIMUM_NODE_MAJOR}.0.0`)
    expect(supported.status).toBe(0)
    expect(supported.stdout.trim()).toBe('went on')
  })
})
