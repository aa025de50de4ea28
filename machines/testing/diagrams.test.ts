import { describe, expect, it } from 'vitest';
import { formatDelay, MACHINES, machineToDot } from '../../scripts/diagrams';
import { allTransitionKeys } from './modelTesting';

describe('machine diagrams', () => {
  it.each(Object.entries(MACHINES))('%s: every transition is an edge of the picture', (_, machine) => {
    const dot = machineToDot(machine);
    const edges = dot.split('\n').filter((line) => line.includes(' -> ') && line.includes('label='));
    expect(edges.length).toBeGreaterThanOrEqual(allTransitionKeys(machine).size);
  });

  it('labels delays as people read them', () => {
    expect([2_000, 15_000, 44_000, 3_600_000].map(formatDelay)).toEqual(['2 s', '15 s', '44 s', '1 h']);
  });
});
