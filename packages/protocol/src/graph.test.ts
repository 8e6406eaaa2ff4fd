import { describe, expect, it } from 'vitest';
import { step } from './test/engine-fixtures.ts';
import { stepPlaces } from './graph.ts';

describe('stepPlaces (where AI branches run, decision 048)', () => {
  it('numbers the start step 0 and each child by its order under its parent', () => {
    const nodes = [
      step('other-root', 'nudge', null),
      step('start', 'population', null),
      step('a', 'nudge', 'start'),
      step('b', 'assessment', 'start'),
      step('b1', 'finish', 'b'),
      step('a1', 'wait', 'a'),
    ];
    const places = new Map([...stepPlaces(nodes)].map(([place, node]) => [place, node.id]));
    // The population root is the start (the engine's rule); a root that is not the start has no place.
    expect(Object.fromEntries(places)).toEqual({ '0': 'start', '0.0': 'a', '0.1': 'b', '0.0.0': 'a1', '0.1.0': 'b1' });
  });

  it('has no places without a step, and survives a cycle of parents', () => {
    expect(stepPlaces([]).size).toBe(0);
    const looped = [step('start', 'population', null), step('x', 'nudge', 'y'), step('y', 'nudge', 'x')];
    expect([...stepPlaces(looped).keys()]).toEqual(['0']);
  });
});
