import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance, compileGraph, isEnded, type EngineEvent, type ProtocolRun } from './engine.ts';
import { newRun, step } from './test/engine-fixtures.ts';
import { STEP_KINDS } from '@ito/contracts/protocols/step-kinds';
import type { FlowNode, NextStepCondition } from './model.ts';

const conditionArb: fc.Arbitrary<NextStepCondition | null> = fc.oneof(
  fc.constant(null),
  fc.constant({ kind: 'always' } as const),
  fc.record({
    kind: fc.constantFrom('score_at_least', 'score_below', 'kpi_at_least', 'kpi_at_most'),
    value: fc.nat(10),
  }),
  fc.constantFrom({ kind: 'order_paid' } as const, { kind: 'challenge_done' } as const),
);

/** Steps described by indices: parents are earlier steps (a tree, sometimes a second root), jumps point anywhere. */
const rawStepArb = fc.record({
  kind: fc.constantFrom(...STEP_KINDS),
  parent: fc.option(fc.nat(), { freq: 8 }),
  target: fc.option(fc.nat()),
  targetSuccess: fc.option(fc.nat()),
  hasRule: fc.boolean(),
  condition: conditionArb,
  waitMinutes: fc.option(fc.integer({ min: -5, max: 120 })),
});

const graphArb = fc.array(rawStepArb, { minLength: 1, maxLength: 9 }).map((raw): FlowNode[] =>
  raw.map((r, i) => {
    const id = `s${i}`;
    const ref = (n: number | null) => (n === null ? null : `s${n % raw.length}`);
    const parentId = i === 0 || r.parent === null ? null : `s${r.parent % i}`;
    return step(id, r.kind, parentId, {
      nextStepCondition: r.condition,
      waitMinutes: r.waitMinutes,
      rules: { jumpRule: r.hasRule ? { target: ref(r.target), targetSuccess: ref(r.targetSuccess) } : null },
    });
  }),
);

/** Events described loosely, laid onto the run's position inside the property so many of them fit. */
const rawEventArb = fc.record({
  type: fc.constantFrom(
    'start',
    'wake',
    'wake',
    'task_completed',
    'task_completed',
    'order_paid',
    'order_failed',
    'challenge_done',
    'unknown',
  ),
  /** Most events answer the step the run waits at, so runs get far; the rest are stray. */
  fits: fc.nat(3),
  atCurrent: fc.boolean(),
  otherNode: fc.nat(),
  iteration: fc.constantFrom(undefined, 0, -1),
  score: fc.option(fc.nat(10)),
  kpiValue: fc.option(fc.nat(10)),
  done: fc.option(fc.boolean()),
  minutes: fc.nat(240),
});
type RawEvent = typeof rawEventArb extends fc.Arbitrary<infer T> ? T : never;

function toEvent(raw: RawEvent, run: ProtocolRun, nodes: FlowNode[]): EngineEvent {
  const waitingAt = nodes.find((n) => n.id === run.currentNodeId);
  if (raw.fits > 0 && run.status === 'waiting' && waitingAt) {
    const nodeId = waitingAt.id;
    const kind = waitingAt.data.type;
    if (kind === 'wait') return { type: 'wake', nodeId };
    if (kind === 'order') return { type: raw.done === false ? 'order_failed' : 'order_paid', nodeId };
    return { type: 'task_completed', nodeId, score: raw.score, kpiValue: raw.kpiValue, done: raw.done ?? undefined };
  }
  const nodeId = raw.atCurrent && run.currentNodeId ? run.currentNodeId : `s${raw.otherNode % nodes.length}`;
  const current = run.iterations[nodeId] ?? 0;
  const iteration = raw.iteration === undefined ? undefined : current + raw.iteration;
  switch (raw.type) {
    case 'start':
      return { type: 'start' };
    case 'wake':
      return { type: 'wake', nodeId, iteration };
    case 'task_completed':
      return {
        type: 'task_completed',
        nodeId,
        iteration,
        score: raw.score,
        kpiValue: raw.kpiValue,
        done: raw.done ?? undefined,
      };
    case 'order_paid':
      return { type: 'order_paid', nodeId, iteration };
    case 'order_failed':
    case 'challenge_done':
      return { type: raw.type, nodeId, iteration };
    default:
      return { type: 'unknown' } as unknown as EngineEvent;
  }
}

describe('engine properties (random protocols, random events)', () => {
  it('an ended run never changes or emits again; keys are unique over the run; the engine is deterministic', () => {
    fc.assert(
      fc.property(graphArb, fc.array(rawEventArb, { maxLength: 40 }), fc.boolean(), (nodes, rawEvents, asGraph) => {
        const protocol = asGraph ? compileGraph(nodes) : nodes;
        let run = newRun('r');
        let t = Date.parse('2025-01-01T00:00:00.000Z');
        const seen = new Set<string>();
        for (let i = 0; i <= rawEvents.length; i += 1) {
          const raw = rawEvents[i - 1];
          const event: EngineEvent = raw ? toEvent(raw, run, nodes) : { type: 'start' };
          t += (raw?.minutes ?? 0) * 60_000;
          const now = new Date(t).toISOString();
          const result = advance(run, protocol, event, now);
          expect(advance(run, protocol, event, now)).toEqual(result);

          if (isEnded(run)) {
            expect(result.run).toBe(run);
            expect(result.effects).toEqual([]);
          }
          if (i === 0) expect(result.run.status).not.toBe('running');
          for (const effect of result.effects) {
            expect(seen.has(effect.key)).toBe(false);
            seen.add(effect.key);
            expect(effect.key.startsWith(`r:${effect.nodeId}:${effect.iteration}`)).toBe(true);
          }
          const ends = result.effects.filter((e) => e.type === 'finish' || e.type === 'fail');
          expect(ends.length).toBe(isEnded(result.run) && !isEnded(run) ? 1 : 0);
          run = result.run;
        }
      }),
      { numRuns: 500 },
    );
  });
});
