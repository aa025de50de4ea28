import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDelay, MACHINES, machineToDot } from '../../scripts/diagrams'
import { allTransitionKeys } from './modelTesting'

describe('machine diagrams', () => {
  it.each(Object.entries(MACHINES))('%s: every transition is an edge of the picture', (_, machine) => {
    const dot = machineToDot(machine)
    // One line per transition: an edge, or a line of a state's single self-loop label.
    const edges = dot.split('\n').filter((line) => line.includes(' -> ') && line.includes('label='))
    const lines = edges.reduce((sum, edge) => sum + (/label="((?:[^"\\]|\\.)*)"/.exec(edge)?.[1].split('\\n').length ?? 0), 0)
    expect(lines).toBe(allTransitionKeys(machine).size)
    // No state has more than one loop of its own.
    const loops = edges
      .map((edge) => /^\s*("[^"]+") -> ("[^"]+")/.exec(edge))
      .filter((match) => match && match[1] === match[2])
      .map((match) => match![1])
    expect(new Set(loops).size).toBe(loops.length)
  })

  it('labels delays as people read them', () => {
    expect([2_000, 15_000, 44_000, 3_600_000].map(formatDelay)).toEqual(['2 s', '15 s', '44 s', '1 h'])
  })

  // Every machine file is drawn and has its row in docs/machines/README.md (picture, file and what it does).
  const machinesDir = path.resolve(import.meta.dirname, '..')
  const machineFiles = readdirSync(machinesDir)
    .filter((file) => /^[a-z]\w*Machine\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()

  it('draws every machine of machines/', () => {
    expect(machineFiles.length).toBeGreaterThan(5)
    expect(Object.keys(MACHINES).sort()).toEqual(machineFiles)
  })

  it('lists every machine in docs/machines/README.md', () => {
    const readme = readFileSync(path.resolve(machinesDir, '../docs/machines/README.md'), 'utf8')
    const rows = readme.split('\n').filter((line) => line.startsWith('| ['))
    const listed = rows.map((row) => /`machines\/(\w+)\.ts`/.exec(row)?.[1]).filter(Boolean)
    expect([...listed].sort()).toEqual(machineFiles)
    for (const name of machineFiles) expect(readme, name).toContain(`| [${name}.svg](${name}.svg) | \`machines/${name}.ts\` |`)
  })
})
