import { describe, expect, it } from 'vitest';
import { ZPlan, type TIntent, type TPlan, type TPlanTask } from '@ito/contracts/agent/plan';
import { adaptPlan, checkPlanLimits } from './adapt.ts';
import type { PlanEvent } from './api.ts';
import { composePlan } from './compose.ts';
import { TEN_K } from './test/intents.ts';

// Sessions fall on Monday, Wednesday and Saturday from Monday 2026-11-23.
const compose = (intent: Partial<TIntent> = {}) =>
  composePlan({ ...TEN_K, ...intent }, { start_date: '2026-11-23', assumptions: [], recommendations: [] });
const plan = compose();

const task = (p: TPlan, id: string): TPlanTask => {
  const found = p.tasks.find((t) => t.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return found;
};
const done = (task_id: string, at: string): PlanEvent => ({ type: 'task_done', task_id, at: `${at}T18:00:00Z` });
const loadsFrom = (p: TPlan, date: string) =>
  p.tasks.filter((t) => t.kind === 'activity' && t.date >= date).map((t) => [t.id, t.load] as const);

/** The plan changes, without adaptation's question about missed sessions (tested in adapt-coach.test.ts). */
const adjustments = (result: ReturnType<typeof adaptPlan>) => result.changes.filter((c) => c.kind !== 'asked');

function expectSound(result: ReturnType<typeof adaptPlan>) {
  expect(checkPlanLimits(result.plan)).toEqual([]);
  expect(() => ZPlan.parse(result.plan)).not.toThrow();
  for (const change of result.changes) expect(change.why).toMatch(/^[A-Z].+[.?]$/);
}

describe('adaptPlan', () => {
  it('changes nothing when nothing happened', () => {
    const result = adaptPlan(plan, [], '2026-11-23');
    expect(result.changes).toEqual([]);
    expect(result.plan).toEqual(plan);
  });

  it('moves a single missed session to the next free day of its week', () => {
    const result = adaptPlan(plan, [], '2026-11-24');
    expect(adjustments(result)).toEqual([
      { kind: 'moved', task_ids: ['t-w1-1'], why: "You missed Monday's easy run, so it moved to Tuesday." },
    ]);
    expect(task(result.plan, 't-w1-1')).toMatchObject({ date: '2026-11-24', minutes: 20, load: 1 });
    expectSound(result);
  });

  it('drops a missed session when the week has no free day, letting the next session absorb part of it', () => {
    const monWedSat = compose({ available_days: [1, 3, 6] });
    const result = adaptPlan(monWedSat, [], '2026-11-24');
    expect(adjustments(result)).toHaveLength(1);
    expect(result.changes[0]).toMatchObject({ kind: 'bridged', task_ids: ['t-w1-1', 't-w1-2'] });
    expect(result.changes[0]?.why).toBe(
      "You missed Monday's easy run and the week had no free day left, so Wednesday's easy run is 10 minutes longer instead.",
    );
    expect(result.plan.tasks.some((t) => t.id === 't-w1-1')).toBe(false);
    expect(task(result.plan, 't-w1-2').minutes).toBe(30);
    expectSound(result);
  });

  it('drops without absorbing when the next session is already at the minutes limit', () => {
    const short = compose({ available_days: [1, 3, 6], minutes_per_session: 5 });
    expect(task(short, 't-w1-2').minutes).toBe(5);
    const result = adaptPlan(short, [], '2026-11-24');
    expect(adjustments(result).map((c) => c.kind)).toEqual(['dropped']);
    expect(task(result.plan, 't-w1-2').minutes).toBe(5);
    expectSound(result);
  });

  it('bridges two missed sessions in a row: the coming week repeats the last completed load', () => {
    const result = adaptPlan(plan, [done('t-w1-1', '2026-11-23')], '2026-11-30');
    expect(adjustments(result)).toHaveLength(1);
    const [change] = result.changes;
    expect(change?.kind).toBe('bridged');
    expect(change?.task_ids.slice(0, 2)).toEqual(['t-w1-2', 't-w1-3']);
    expect(change?.why).toMatch(/^You missed 2 sessions in a row since Wednesday/);
    expect(result.plan.tasks.some((t) => t.id === 't-w1-2' || t.id === 't-w1-3')).toBe(false);
    // Week 2 repeats week 1's load (1), week 3 takes week 2's planned 1.1; the taper is untouched.
    expect(task(result.plan, 't-w2-1').load).toBe(1);
    expect(task(result.plan, 't-w3-1').load).toBe(task(plan, 't-w2-1').load);
    expect(task(result.plan, 't-w8-3')).toEqual(task(plan, 't-w8-3'));
    expect(task(result.plan, 't-w1-1')).toEqual(task(plan, 't-w1-1'));
    expectSound(result);
  });

  it('re-ramps after two weeks away: restarts at 75% of the last load and rebuilds, end date unchanged', () => {
    const result = adaptPlan(plan, [done('t-w1-1', '2026-11-23')], '2026-12-10');
    expect(adjustments(result).map((c) => c.kind)).toEqual(['reramped', 'offered']);
    expect(result.changes[0]?.why).toContain('away for 17 days');
    expect(result.changes[0]?.why).toContain('the end date stays Sunday, January 17, 2027.');
    const upcoming = loadsFrom(result.plan, '2026-12-10');
    expect(upcoming[0]).toEqual(['t-w3-3', 0.75]);
    const planned = new Map(loadsFrom(plan, '2026-12-10'));
    for (const [id, load] of upcoming) expect(load).toBeLessThanOrEqual(planned.get(id) ?? 0);
    expect(task(result.plan, 't-w4-1').load).toBeCloseTo(0.83, 2);
    expect(result.plan.limits).toEqual(plan.limits);
    expect(result.plan.tasks.filter((t) => t.kind === 'activity' && t.date < '2026-12-10').map((t) => t.id)).toEqual([
      't-w1-1',
    ]);
    expectSound(result);
  });

  it('lowers the coming loads by 10% after a poor check-in, within the minimum load', () => {
    const events: PlanEvent[] = [
      ...['t-w1-1', 't-w1-2', 't-w1-3', 't-w2-1', 't-w2-2', 't-w2-3'].map((id) => done(id, '2026-12-05')),
      { type: 'assessment', task_id: 'a-w2', at: '2026-12-06T19:00:00Z', score: 2, max_score: 8 },
    ];
    const result = adaptPlan(plan, events, '2026-12-07');
    expect(result.changes).toHaveLength(1);
    expect(result.changes[0]).toMatchObject({
      kind: 'load_lowered',
      why: "Your check-in on Sunday scored 2 of 8, so the coming sessions, starting with Monday's easy run, are 10% lighter.",
    });
    expect(task(result.plan, 't-w3-1').load).toBeCloseTo(task(plan, 't-w3-1').load * 0.9, 2);
    expect(task(result.plan, 't-w3-1').minutes).toBeLessThan(task(plan, 't-w3-1').minutes);
    expect(task(result.plan, 't-w1-1')).toEqual(task(plan, 't-w1-1'));
    expectSound(result);

    // Many poor check-ins never push a load under the minimum.
    const poor = Array.from({ length: 20 }, (_, i): PlanEvent => ({
      type: 'assessment',
      task_id: 'a-w2',
      at: `2026-12-06T19:${String(i).padStart(2, '0')}:00Z`,
      score: 0,
      max_score: 8,
    }));
    const floored = adaptPlan(plan, [...events, ...poor], '2026-12-07');
    expect(Math.min(...loadsFrom(floored.plan, '2026-12-07').map(([, load]) => load))).toBe(plan.limits.min_load);
    expectSound(floored);
  });

  it('raises the coming loads slightly after a very good check-in, within the maximum load', () => {
    const event: PlanEvent = {
      type: 'assessment',
      task_id: 'a-w2',
      at: '2026-12-06T19:00:00Z',
      score: 8,
      max_score: 8,
    };
    const trained = ['t-w1-1', 't-w1-2', 't-w1-3', 't-w2-1', 't-w2-2', 't-w2-3'].map((id) => done(id, '2026-12-05'));
    const result = adaptPlan(plan, [...trained, event], '2026-12-07');
    expect(result.changes.map((c) => c.kind)).toEqual(['load_raised']);
    expect(task(result.plan, 't-w7-1').load).toBeCloseTo(task(plan, 't-w7-1').load * 1.05, 2);
    expect(result.plan.tasks.every((t) => t.minutes <= 40)).toBe(true);
    const many = Array.from({ length: 30 }, (_, i): PlanEvent => ({
      ...event,
      at: `2026-12-06T19:${String(i).padStart(2, '0')}:00Z`,
    }));
    const capped = adaptPlan(plan, [...trained, ...many], '2026-12-07');
    expect(Math.max(...loadsFrom(capped.plan, '2026-12-07').map(([, load]) => load))).toBe(plan.limits.max_load);
    expectSound(capped);
  });

  it('acts on a check-in once: adapting again with the same events changes nothing', () => {
    const events: PlanEvent[] = [
      done('t-w2-3', '2026-12-05'),
      { type: 'assessment', task_id: 'a-w2', at: '2026-12-06T19:00:00Z', score: 1, max_score: 8 },
    ];
    const first = adaptPlan(plan, events, '2026-12-07');
    expect(first.plan.applied_events).toEqual(['assessment:a-w2:2026-12-06T19:00:00Z']);
    const again = adaptPlan(first.plan, events, '2026-12-07');
    expect(again.changes).toEqual([]);
    expect(again.plan).toEqual(first.plan);
  });

  it('lowers loads when a KPI is more than 20% behind its trend and raises them when well ahead', () => {
    const trained = ['t-w1-1', 't-w1-2', 't-w1-3', 't-w2-1', 't-w2-2', 't-w2-3', 't-w3-1', 't-w3-2', 't-w3-3']
      .map((id) => done(id, '2026-12-12'))
      .concat(['t-w4-1', 't-w4-2', 't-w4-3'].map((id) => done(id, '2026-12-19')));
    const value = (v: number, at: string): PlanEvent => ({ type: 'kpi_value', kpi_id: 'longest-run', at, value: v });
    const behind = adaptPlan(plan, [...trained, value(10, '2026-11-23'), value(12, '2026-12-20')], '2026-12-20');
    expect(behind.changes.map((c) => c.kind)).toEqual(['load_lowered', 'offered']);
    expect(behind.changes[0]?.why).toMatch(
      /^Your longest continuous run \(12 min\) is behind the 24\.7\d? min expected/,
    );
    expectSound(behind);

    const ahead = adaptPlan(plan, [...trained, value(10, '2026-11-23'), value(38, '2026-12-20')], '2026-12-20');
    expect(ahead.changes.map((c) => c.kind)).toEqual(['load_raised']);
    const onTrack = adaptPlan(plan, [...trained, value(10, '2026-11-23'), value(24, '2026-12-20')], '2026-12-20');
    expect(onTrack.changes).toEqual([]);
    // A single value of a KPI without a baseline has no trend yet.
    expect(adaptPlan(plan, [...trained, value(12, '2026-12-20')], '2026-12-20').changes).toEqual([]);
  });

  it('applies follower edits, which always win, even over the limits', () => {
    const edit: PlanEvent = {
      type: 'follower_edit',
      task_id: 't-w2-1',
      at: '2026-11-24T10:00:00Z',
      changes: { minutes: 60, title: 'Hill run with Sam' },
    };
    const poor: PlanEvent = { type: 'assessment', task_id: 'a-w2', at: '2026-11-25T10:00:00Z', score: 0, max_score: 8 };
    const result = adaptPlan(plan, [edit, poor], '2026-11-24');
    expect(task(result.plan, 't-w2-1')).toEqual({
      ...task(plan, 't-w2-1'),
      minutes: 60,
      title: 'Hill run with Sam',
      edited_by_follower: true,
    });
    expect(result.changes.every((c) => !c.task_ids.includes('t-w2-1'))).toBe(true);
    expectSound(result);
  });

  it('never moves a missed session the follower edited', () => {
    const edit: PlanEvent = {
      type: 'follower_edit',
      task_id: 't-w1-1',
      at: '2026-11-22T10:00:00Z',
      changes: { minutes: 10 },
    };
    const result = adaptPlan(plan, [edit], '2026-11-24');
    expect(result.changes).toEqual([]);
    expect(task(result.plan, 't-w1-1')).toMatchObject({ date: '2026-11-23', minutes: 10, edited_by_follower: true });
  });

  it('moves the planner’s session off a day the follower moved their own session to', () => {
    const edit: PlanEvent = {
      type: 'follower_edit',
      task_id: 't-w2-1',
      at: '2026-11-22T10:00:00Z',
      changes: { date: '2026-12-02' },
    };
    const result = adaptPlan(plan, [edit], '2026-11-23');
    expect(task(result.plan, 't-w2-1')).toMatchObject({ date: '2026-12-02', edited_by_follower: true });
    expect(task(result.plan, 't-w2-2').date).toBe('2026-11-30');
    expect(result.changes).toEqual([
      {
        kind: 'moved',
        task_ids: ['t-w2-2'],
        why: 'You moved your easy run to Wednesday, December 2, so the easy run planned that day moved to Monday, November 30.',
      },
    ]);
    expectSound(result);
  });

  it('leaves done sessions alone, even ones done ahead of time', () => {
    const events: PlanEvent[] = [
      done('t-w1-1', '2026-11-23'),
      done('t-w3-1', '2026-11-24'),
      { type: 'assessment', task_id: 'a-w2', at: '2026-11-25T10:00:00Z', score: 0, max_score: 8 },
    ];
    const result = adaptPlan(plan, events, '2026-12-10');
    expect(task(result.plan, 't-w1-1')).toEqual(task(plan, 't-w1-1'));
    expect(task(result.plan, 't-w3-1')).toEqual(task(plan, 't-w3-1'));
    expectSound(result);
  });

  it('drops older missed runs once the follower has trained again', () => {
    const events = [done('t-w2-1', '2026-11-30'), done('t-w2-2', '2026-12-02')];
    const result = adaptPlan(plan, events, '2026-12-03');
    expect(result.changes).toEqual([
      {
        kind: 'dropped',
        task_ids: ['t-w1-1', 't-w1-2', 't-w1-3'],
        why: 'You missed 3 sessions from Monday, November 23 but have trained since, so they were dropped.',
      },
    ]);
    expectSound(result);
  });

  it('leaves missed sessions alone once the plan is over', () => {
    const result = adaptPlan(plan, [done('t-w1-1', '2026-11-23')], '2027-01-18');
    expect(result.changes).toEqual([]);
    expect(result.plan.tasks).toEqual(plan.tasks);
  });

  it('restores the limits of a plan that breaks them', () => {
    const broken: TPlan = {
      ...plan,
      tasks: plan.tasks.map((t) =>
        t.id === 't-w5-1' ? { ...t, minutes: 90 } : t.id === 't-w6-1' ? { ...t, load: 9 } : t,
      ),
    };
    broken.tasks.push({ ...task(plan, 't-w7-1'), id: 't-extra', date: '2027-01-05' });
    expect(checkPlanLimits(broken)).toEqual([
      'Task t-w5-1 lasts 90 minutes, over the 40-minute limit.',
      `Task t-w6-1 has load 9, outside 0.5..${plan.limits.max_load}.`,
      'Week 7 has 4 sessions, over 3.',
      'Week 7 has 3 rest days, under 4.',
    ]);
    const result = adaptPlan(broken, [], '2026-11-23');
    expect(task(result.plan, 't-w5-1').minutes).toBe(40);
    expect(task(result.plan, 't-w6-1').load).toBe(plan.limits.max_load);
    expect(result.changes.map((c) => [c.kind, c.task_ids])).toEqual([
      ['load_lowered', ['t-w5-1']],
      ['load_lowered', ['t-w6-1']],
      ['dropped', ['t-extra']],
    ]);
    expectSound(result);
  });
});

describe('checkPlanLimits', () => {
  it('names each broken limit', () => {
    const broken: TPlan = {
      ...plan,
      limits: { ...plan.limits, available_days: [1, 3, 6] },
      tasks: plan.tasks.map((t) =>
        t.id === 't-w1-1'
          ? { ...t, date: '2026-11-24' }
          : t.id === 't-w1-2'
            ? { ...t, minutes: 41 }
            : t.id === 't-w8-3'
              ? { ...t, date: '2027-01-18', week: 9 }
              : t,
      ),
    };
    expect(checkPlanLimits(broken)).toEqual([
      'Task t-w1-1 is on a day the person is not available.',
      'Task t-w1-2 lasts 41 minutes, over the 40-minute limit.',
      'Task t-w8-3 on 2027-01-18 is outside 2026-11-23..2027-01-17.',
    ]);
  });

  it('counts sessions and rest days per calendar week but not the follower’s own sessions', () => {
    const crowded: TPlan = {
      ...plan,
      tasks: [...plan.tasks, { ...task(plan, 't-w2-1'), id: 't-x', date: '2026-12-01' }],
    };
    expect(checkPlanLimits(crowded)).toEqual(['Week 2 has 4 sessions, over 3.', 'Week 2 has 3 rest days, under 4.']);
    const theirs: TPlan = {
      ...crowded,
      tasks: crowded.tasks.map((t) => (t.id === 't-x' ? { ...t, edited_by_follower: true } : t)),
    };
    expect(checkPlanLimits(theirs)).toEqual([]);
  });
});
