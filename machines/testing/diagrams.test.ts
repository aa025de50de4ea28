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
})
