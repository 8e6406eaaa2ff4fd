import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { step } from './test/engine-fixtures.ts';
import { STEP_KINDS } from '@ito/contracts/protocols/step-kinds';
import type { FlowNode, NextStepCondition } from './model.ts';
import { BEHAVIOUR_PROFILES } from './simulate-profiles.ts';
import { OUTCOMES, simulateProtocol } from './simulate.ts';

const conditionArb: fc.Arbitrary<NextStepCondition | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    kind: fc.constantFrom('score_at_least', 'score_below', 'kpi_at_least', 'kpi_at_most'),
    value: fc.nat(40),
  }),
  fc.constantFrom({ kind: 'order_paid' } as const, { kind: 'challenge_done' } as const, { kind: 'always' } as const),
);

/** Random protocols: a tree by earlier parents (sometimes a second root), jump rules to any step or none. */
const graphArb = fc
  .array(
    fc.record({
      kind: fc.constantFrom(...STEP_KINDS),
      parent: fc.option(fc.nat(), { freq: 6 }),
      target: fc.option(fc.nat()),
      targetSuccess: fc.option(fc.nat()),
      hasRule: fc.boolean(),
      condition: conditionArb,
      waitMinutes: fc.option(fc.integer({ min: -5, max: 3 * 24 * 60 })),
    }),
    { minLength: 0, maxLength: 10 },
  )
  .map((raw): FlowNode[] =>
    raw.map((r, i) => {
      const ref = (n: number | null) => (n === null ? null : `s${n % raw.length}`);
      return step(`s${i}`, r.kind, i === 0 || r.parent === null ? null : `s${r.parent % i}`, {
        nextStepCondition: r.condition,
        waitMinutes: r.waitMinutes,
        rules: { jumpRule: r.hasRule ? { target: ref(r.target), targetSuccess: ref(r.targetSuccess) } : null },
      });
    }),
  );

const mixArb = fc.record(Object.fromEntries(BEHAVIOUR_PROFILES.map((p) => [p, fc.nat(5)])));

describe('simulator properties (random protocols, random mixes)', () => {
  it('accounts for every follower once, at one step, and is deterministic', () => {
    fc.assert(
      fc.property(
        graphArb,
        fc.integer({ min: 1, max: 40 }),
        mixArb,
        fc.nat(),
        fc.integer({ min: 1, max: 60 }),
        (nodes, followers, mix, seed, horizonDays) => {
          const input = { nodes, followers, mix, seed, horizonDays, maxEventsPerFollower: 60 };
          const result = simulateProtocol(input);
          expect(simulateProtocol(input)).toEqual(result);

          expect(OUTCOMES.reduce((a, o) => a + result.outcomes[o], 0)).toBe(followers);
          const endedAtSteps = result.steps.reduce((a, s) => a + OUTCOMES.reduce((b, o) => b + s.ended[o], 0), 0);
          expect(endedAtSteps + result.endedBeforeStart).toBe(followers);
          for (const profile of BEHAVIOUR_PROFILES) {
            const counts = result.outcomesByProfile[profile];
            expect(OUTCOMES.reduce((a, o) => a + counts[o], 0)).toBe(result.profiles[profile]);
          }
          for (const s of result.steps) {
            expect(s.reached).toBeLessThanOrEqual(followers);
            expect(s.visits).toBeGreaterThanOrEqual(s.reached);
            // A follower ends at a step it has reached.
            expect(OUTCOMES.reduce((a, o) => a + s.ended[o], 0)).toBeLessThanOrEqual(s.reached);
            if (s.branches) {
              // Every visit of a branching step leaves it through a branch, except a run's last visit where it stopped.
              const branched = s.branches.met + s.branches.notMet;
              expect(branched).toBeLessThanOrEqual(s.visits);
              expect(branched).toBeGreaterThanOrEqual(s.visits - OUTCOMES.reduce((a, o) => a + s.ended[o], 0));
            }
          }
          const reasons = Object.values(result.endReasons).reduce((a, b) => a + (b ?? 0), 0);
          expect(reasons).toBe(result.outcomes.finished + result.outcomes.failed);
          expect(result.completionDays?.count ?? 0).toBe(result.outcomes.finished);
          if (result.completionDays) {
            expect(result.completionDays.p50).toBeLessThanOrEqual(result.completionDays.p90);
            expect(result.completionDays.max).toBeLessThanOrEqual(horizonDays);
          }
          // Each follower: one start, then at most maxEventsPerFollower more engine calls.
          expect(result.advances).toBeLessThanOrEqual(followers * 61);
        },
      ),
      { numRuns: 300 },
    );
  });
});
