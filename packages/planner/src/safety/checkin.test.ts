import { describe, expect, it } from 'vitest';
import { ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { adaptPlan, checkPlanLimits } from '../adapt.ts';
import type { PlanEvent } from '../api.ts';
import { composePlan } from '../compose.ts';
import { TEN_K } from '../test/intents.ts';

const compose = (patch: Partial<TIntent> = {}) =>
  composePlan({ ...TEN_K, ...patch }, { start_date: '2026-11-23', assumptions: [], recommendations: [] });
const plan = compose();
const checkin = plan.tasks.find((t) => t.id === 'a-w2');
const painIndex = checkin?.questions?.find((q) => q.id === 'pain')?.options.findIndex((o) => o.score === 0) ?? -1;
const DONE: PlanEvent[] = ['t-w1-1', 't-w1-2', 't-w1-3', 't-w2-1', 't-w2-2', 't-w2-3'].map((task_id) => ({
  type: 'task_done',
  task_id,
  at: '2026-12-05T18:00:00Z',
}));
const assessment = (patch: Partial<Extract<PlanEvent, { type: 'assessment' }>>): PlanEvent => ({
  type: 'assessment',
  task_id: 'a-w2',
  at: '2026-12-06T19:00:00Z',
  score: 7,
  max_score: 8,
  ...patch,
});
const load = (p: TPlan, id: string) => p.tasks.find((t) => t.id === id)?.load ?? NaN;

describe('the safety gate at check-ins', () => {
  it('has a pain question with a worst option to read', () => {
    expect(painIndex).toBeGreaterThanOrEqual(0);
  });

  it('pauses the load when the pain question gets its worst answer, even with a high score', () => {
    const result = adaptPlan(plan, [...DONE, assessment({ answers: { pain: painIndex, effort: 3 } })], '2026-12-07');
    // The pause stays; since decision 038 the next session also becomes an easy, short recovery session.
    expect(result.changes.map((c) => c.kind)).toEqual(['paused', 'recovery']);
    const [change] = result.changes;
    expect(change?.why).toMatch(/pain.*paused.*doctor or physiotherapist/);
    // The coming week is at the lightest load; nothing gets harder the week after.
    for (const id of change?.task_ids ?? []) expect(load(result.plan, id)).toBeLessThanOrEqual(load(plan, id));
    for (const task of result.plan.tasks.filter(
      (t) => t.kind === 'activity' && t.date >= '2026-12-07' && t.date < '2026-12-14',
    ))
      expect(task.load).toBe(plan.limits.min_load);
    const nextWeek = result.plan.tasks.filter(
      (t) => t.kind === 'activity' && t.date >= '2026-12-14' && t.date < '2026-12-21',
    );
    for (const task of nextWeek) expect(task.load).toBeLessThanOrEqual(load(plan, 't-w3-1'));
    expect(checkPlanLimits(result.plan)).toEqual([]);
    expect(() => ZPlan.parse(result.plan)).not.toThrow();
  });

  it('raises the load for the same high score without pain', () => {
    const none = checkin?.questions?.find((q) => q.id === 'pain')?.options.findIndex((o) => o.score === 2) ?? -1;
    const result = adaptPlan(plan, [...DONE, assessment({ answers: { pain: none } })], '2026-12-07');
    expect(result.changes.map((c) => c.kind)).toEqual(['load_raised']);
  });

  it('reads sharp pain and red flags in the follower’s note, in their language', () => {
    const sharp = adaptPlan(
      plan,
      [...DONE, assessment({ notes: 'sharp pain in my left knee on the last run' })],
      '2026-12-07',
    );
    expect(sharp.changes[0]?.kind).toBe('paused');
    const chest = adaptPlan(plan, [...DONE, assessment({ notes: 'felt chest tightness on the hill' })], '2026-12-07');
    expect(chest.changes[0]?.why).toMatch(/warning sign.*see a doctor.*emergency/);
    const spanish = compose({ language: 'es' });
    const es = adaptPlan(spanish, [...DONE, assessment({ notes: 'dolor punzante en la rodilla' })], '2026-12-07');
    expect(es.changes[0]?.why).toMatch(/dolor agudo.*fisioterapeuta/);
    const fine = adaptPlan(plan, [...DONE, assessment({ notes: 'legs a bit tired, all good' })], '2026-12-07');
    expect(fine.changes.map((c) => c.kind)).toEqual(['load_raised']);
  });

  it('acts once per check-in', () => {
    const events = [...DONE, assessment({ answers: { pain: painIndex } })];
    const first = adaptPlan(plan, events, '2026-12-07');
    const again = adaptPlan(first.plan, events, '2026-12-07');
    expect(again.changes).toEqual([]);
  });
});
