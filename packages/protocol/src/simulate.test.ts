import { describe, expect, it } from 'vitest';
import { jumpRule, practiceLoop, step } from './test/engine-fixtures.ts';
import { allocateProfiles, createRandom } from './simulate-profiles.ts';
import { OUTCOMES, SIMULATION_LIMITS, simulateProtocol, type SimulationResult } from './simulate.ts';

const stepOf = (result: SimulationResult, id: string) => {
  const found = result.steps.find((s) => s.nodeId === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
};

/** Everyone ends somewhere: per-step endings + runs that never entered a step = followers, per outcome too. */
function expectConsistent(result: SimulationResult): void {
  const outcomeSum = OUTCOMES.reduce((a, o) => a + result.outcomes[o], 0);
  expect(outcomeSum).toBe(result.followers);
  for (const outcome of OUTCOMES) {
    const atSteps = result.steps.reduce((a, s) => a + s.ended[outcome], 0);
    expect(atSteps).toBeLessThanOrEqual(result.outcomes[outcome]);
  }
  const endedAtSteps = result.steps.reduce((a, s) => a + OUTCOMES.reduce((b, o) => b + s.ended[o], 0), 0);
  expect(endedAtSteps + result.endedBeforeStart).toBe(result.followers);
  for (const s of result.steps) {
    expect(s.reached).toBeLessThanOrEqual(result.followers);
    expect(s.visits).toBeGreaterThanOrEqual(s.reached);
    if (s.branches) expect(s.branches.met + s.branches.notMet).toBeLessThanOrEqual(s.visits);
  }
  const profileSum = Object.values(result.profiles).reduce((a, b) => a + b, 0);
  expect(profileSum).toBe(result.followers);
  const reasonSum = Object.values(result.endReasons).reduce((a, b) => a + (b ?? 0), 0);
  expect(reasonSum).toBe(result.outcomes.finished + result.outcomes.failed);
  expect(Object.values(result.stuckReasons).reduce((a, b) => a + b, 0)).toBe(result.outcomes.stuck);
}

describe('simulateProtocol', () => {
  const mix = { diligent: 40, erratic: 30, drop_out: 20, poor_scorer: 10 };

  it('gives the same result for the same seed, and a different one for another seed', () => {
    const input = { nodes: practiceLoop(), followers: 300, mix, seed: 7, horizonDays: 60 };
    const a = simulateProtocol(input);
    expect(simulateProtocol(input)).toEqual(a);
    const b = simulateProtocol({ ...input, seed: 8 });
    expect(b).not.toEqual(a);
    expectConsistent(a);
    expectConsistent(b);
  });

  it('funnels diligent followers through every step of the practice loop to the finish', () => {
    const result = simulateProtocol({
      nodes: practiceLoop(),
      followers: 200,
      mix: { diligent: 1 },
      seed: 1,
      horizonDays: 30,
    });
    expectConsistent(result);
    expect(result.outcomes).toEqual({ finished: 200, failed: 0, dropped: 0, stuck: 0 });
    expect(result.endReasons).toEqual({ finish_step: 200 });
    for (const id of ['start', 'nudge', 'wait', 'check', 'done']) expect(stepOf(result, id).reached).toBe(200);
    expect(stepOf(result, 'again').reached).toBe(0);
    expect(stepOf(result, 'done').ended.finished).toBe(200);
    expect(stepOf(result, 'check').branches).toEqual({ met: 200, notMet: 0 });
    expect(stepOf(result, 'start').branches).toBeNull();
    // A day's wait then an answer within 12 hours.
    expect(result.completionDays?.p50).toBeGreaterThanOrEqual(1);
    expect(result.completionDays?.p90).toBeLessThanOrEqual(1.5);
    expect(result.completionDays?.count).toBe(200);
  });

  it('keeps a poor scorer looping until the horizon, and until the event cap when that comes first', () => {
    const byHorizon = simulateProtocol({
      nodes: practiceLoop(),
      followers: 20,
      mix: { poor_scorer: 1 },
      seed: 3,
      horizonDays: 30,
    });
    expectConsistent(byHorizon);
    expect(byHorizon.outcomes.stuck).toBe(20);
    expect(byHorizon.stuckReasons.horizon).toBe(20);
    expect(byHorizon.completionDays).toBeNull();
    const check = stepOf(byHorizon, 'check');
    expect(check.branches?.met).toBe(0);
    // One lap per day (a day's wait, then an answer within a day): between 15 and 30 laps in 30 days.
    expect(check.visits).toBeGreaterThanOrEqual(20 * 15);
    expect(check.visits).toBeLessThanOrEqual(20 * 30);
    expect(stepOf(byHorizon, 'again').visits).toBe(check.branches?.notMet);

    const byCap = simulateProtocol({
      nodes: practiceLoop(60),
      followers: 5,
      mix: { poor_scorer: 1 },
      seed: 3,
      horizonDays: 365,
      maxEventsPerFollower: 40,
    });
    expect(byCap.stuckReasons).toEqual({ horizon: 0, event_cap: 5, no_progress: 0 });
    expect(byCap.advances).toBe(5 * 41);
  });

  it('counts drop-outs where they stop, and failures and reasons at their step', () => {
    const nodes = [
      step('start', 'population', null),
      step('pay', 'order', 'start', { rules: jumpRule('lost', null) }),
      step('q1', 'assessment', 'pay', { questionCount: 2 }),
      step('q2', 'assessment', 'q1', { questionCount: 2 }),
      step('q3', 'assessment', 'q2', { questionCount: 2 }),
      step('q4', 'assessment', 'q3', { questionCount: 2 }),
      step('q5', 'assessment', 'q4', { questionCount: 2 }),
      step('end', 'finish', 'q5'),
      step('lost', 'fail', null),
    ];
    const result = simulateProtocol({ nodes, followers: 400, mix: { drop_out: 1 }, seed: 11, horizonDays: 365 });
    expectConsistent(result);
    // Drop-outs answer at most 4 times and there are 6 answers to give: none finishes.
    expect(result.outcomes.finished).toBe(0);
    expect(result.outcomes.failed).toBe(stepOf(result, 'lost').ended.failed);
    expect(result.endReasons.fail_step).toBe(result.outcomes.failed);
    expect(result.outcomes.failed).toBeGreaterThan(0);
    expect(result.outcomes.dropped + result.outcomes.failed).toBe(400);
    expect(stepOf(result, 'q5').reached).toBe(0);
    expect(stepOf(result, 'pay').branches?.notMet).toBe(result.outcomes.failed);
    const droppedAt = ['pay', 'q1', 'q2', 'q3', 'q4'].map((id) => stepOf(result, id).ended.dropped);
    expect(droppedAt.reduce((a, b) => a + b, 0)).toBe(result.outcomes.dropped);
    // Everyone answers the order (at least one answer), then stops after 1 to 4 answers.
    expect(droppedAt[0]).toBe(0);
    expect(droppedAt.slice(1).every((n) => n > 0)).toBe(true);
  });

  it('reports engine failures: a missing jump target, a loop with no wait, no start step', () => {
    const missing = simulateProtocol({
      nodes: [step('a', 'population', null), step('j', 'jump', 'a', { rules: jumpRule('ghost') })],
      followers: 3,
      mix: { diligent: 1 },
      seed: 1,
    });
    expect(missing.endReasons).toEqual({ missing_step: 3 });
    expect(stepOf(missing, 'j').ended.failed).toBe(3);

    const loop = simulateProtocol({
      nodes: [step('a', 'population', null), step('j', 'jump', 'a', { rules: jumpRule('a') })],
      followers: 2,
      mix: { erratic: 1 },
      seed: 1,
    });
    expect(loop.endReasons).toEqual({ step_cap: 2 });

    const empty = simulateProtocol({ nodes: [], followers: 4, mix: {}, seed: 1 });
    expect(empty.endedBeforeStart).toBe(4);
    expect(empty.outcomes.failed).toBe(4);
    expectConsistent(empty);
  });

  it('answers KPI steps by their direction and scales scores to the thresholds', () => {
    const nodes = [
      step('start', 'population', null),
      step('weight', 'kpi', 'start', {
        nextStepCondition: { kind: 'kpi_at_most', value: 30 },
        rules: jumpRule('bad', 'good'),
      }),
      step('good', 'finish', 'weight'),
      step('bad', 'fail', 'weight'),
    ];
    const result = simulateProtocol({ nodes, followers: 100, mix: { diligent: 1 }, seed: 5 });
    expect(result.kpiMax).toBe(38);
    expect(result.scoreMax).toBe(10);
    expect(stepOf(result, 'weight').branches).toEqual({ met: 100, notMet: 0 });
    expect(result.outcomes.finished).toBe(100);
  });

  it('refuses inputs outside the bounds', () => {
    const base = { nodes: practiceLoop(), mix, seed: 1 };
    expect(() => simulateProtocol({ ...base, followers: 0 })).toThrow(RangeError);
    expect(() => simulateProtocol({ ...base, followers: SIMULATION_LIMITS.maxFollowers + 1 })).toThrow(RangeError);
    expect(() => simulateProtocol({ ...base, followers: 2.5 })).toThrow(RangeError);
    expect(() => simulateProtocol({ ...base, followers: 1, horizonDays: 0 })).toThrow(RangeError);
    expect(() => simulateProtocol({ ...base, followers: 1, horizonDays: 5000 })).toThrow(RangeError);
    expect(() => simulateProtocol({ ...base, followers: 1, maxEventsPerFollower: 1e9 })).toThrow(RangeError);
    expect(() => simulateProtocol({ ...base, followers: 1, seed: Number.NaN })).toThrow(RangeError);
  });

  it('runs the largest simulation within a few seconds', () => {
    const t0 = performance.now();
    const result = simulateProtocol({
      nodes: practiceLoop(),
      followers: SIMULATION_LIMITS.maxFollowers,
      mix,
      seed: 2,
      horizonDays: 180,
    });
    expect(performance.now() - t0).toBeLessThan(10_000);
    expectConsistent(result);
    expect(result.profiles).toEqual({ diligent: 2000, erratic: 1500, drop_out: 1000, poor_scorer: 500 });
  });
});

describe('profiles', () => {
  it('splits followers exactly by weight, and gives everyone to diligent without weights', () => {
    expect(allocateProfiles(10, { diligent: 1, erratic: 1, drop_out: 1 })).toEqual({
      diligent: 4,
      erratic: 3,
      drop_out: 3,
      poor_scorer: 0,
    });
    expect(allocateProfiles(7, { erratic: -3 })).toEqual({ diligent: 7, erratic: 0, drop_out: 0, poor_scorer: 0 });
  });

  it('draws the same numbers for the same seed, in [0, 1)', () => {
    const a = createRandom(99);
    const b = createRandom(99);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(990);
  });
});
