import { describe, expect, it } from 'vitest';
import { ZPlan, type TIntent, type TPlan, type TPlanTask } from '@ito/contracts/agent/plan';
import { adaptPlan, checkPlanLimits } from './adapt.ts';
import { answerOf } from './adapt-text.ts';
import type { PlanEvent } from './api.ts';
import { composePlan } from './compose.ts';
import { TEN_K } from './test/intents.ts';

// Mon/Wed/Sat from Monday 2026-11-23; base weeks 1-3 (easy, easy, long), build weeks 4-7 (tempo, easy, long).
const compose = (intent: Partial<TIntent> = {}) =>
  composePlan({ ...TEN_K, ...intent }, { start_date: '2026-11-23', assumptions: [], recommendations: [] });
const plan = compose();

const task = (p: TPlan, id: string): TPlanTask => {
  const found = p.tasks.find((t) => t.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return found;
};
const at = (day: string) => `${day}T18:00:00Z`;
const done = (task_id: string, day = task(plan, task_id).date): PlanEvent => ({
  type: 'task_done',
  task_id,
  at: at(day),
});
const skip = (task_id: string, day = task(plan, task_id).date): PlanEvent => ({
  type: 'task_skipped',
  task_id,
  at: at(day),
});
const kpi = (kpi_id: string, value: number, day: string): PlanEvent => ({
  type: 'kpi_value',
  kpi_id,
  at: at(day),
  value,
});
const doneAll = (...ids: string[]) => ids.map((id) => done(id));
const BASE = ['t-w1-1', 't-w1-2', 't-w1-3', 't-w2-1', 't-w2-2', 't-w2-3', 't-w3-1', 't-w3-2', 't-w3-3'];
const kinds = (result: ReturnType<typeof adaptPlan>) => result.changes.map((c) => c.kind);

function expectSound(result: ReturnType<typeof adaptPlan>, events: PlanEvent[], now: string) {
  expect(checkPlanLimits(result.plan)).toEqual([]);
  expect(() => ZPlan.parse(result.plan)).not.toThrow();
  const again = adaptPlan(result.plan, events, now);
  expect(again.changes).toEqual([]);
}

describe('swapping a session the follower keeps skipping', () => {
  const events = [...doneAll(...BASE, 't-w4-2', 't-w4-3', 't-w5-2'), skip('t-w4-1'), skip('t-w5-1')];

  it('turns the coming tempo runs into intervals after two skipped tempo runs, and says why', () => {
    const result = adaptPlan(plan, events, '2026-12-24');
    expect(result.changes).toEqual([
      {
        kind: 'swapped',
        task_ids: ['t-w6-1', 't-w7-1'],
        why: 'You skipped the last 2 tempo run sessions, so the coming ones are now “Intervals”: another way to work on the same goal that may suit you better.',
      },
    ]);
    expect(task(result.plan, 't-w6-1')).toMatchObject({
      title: 'Intervals',
      description: expect.stringMatching(/^Warm up for 10 minutes, then run 6 × 1 minute/),
      why: 'Short, faster repeats improve speed and running form with little risk.',
      load: task(plan, 't-w6-1').load,
      date: task(plan, 't-w6-1').date,
    });
    expectSound(result, events, '2026-12-24');
  });

  it('writes the new session in the plan’s language', () => {
    const spanish = compose({ language: 'es' });
    const result = adaptPlan(spanish, events, '2026-12-24');
    expect(kinds(result)).toEqual(['swapped']);
    const swapped = task(result.plan, 't-w6-1');
    expect(swapped.title).not.toBe(task(spanish, 't-w6-1').title);
    expect(swapped.title).not.toMatch(/Intervals/);
    expect(result.changes[0]?.why).toMatch(/^Te saltaste las últimas 2 sesiones de «Carrera a ritmo tempo»/);
    expect(result.changes[0]?.why).toContain(`«${swapped.title}»`);
  });

  it('never swaps an easy session for a hard one, and leaves a session skipped once alone', () => {
    const easySkipped = [...doneAll('t-w1-1', 't-w1-3', 't-w2-1', 't-w2-3'), skip('t-w1-2'), skip('t-w2-2')];
    expect(kinds(adaptPlan(plan, easySkipped, '2026-12-03'))).toEqual([]);
    const once = [...doneAll(...BASE, 't-w4-2', 't-w4-3'), skip('t-w4-1')];
    expect(kinds(adaptPlan(plan, once, '2026-12-20'))).toEqual([]);
  });

  it('never "swaps" to a session that reads as the skipped one, so adapting again changes nothing', () => {
    // Exams, one Saturday session a week: the diagnose phase's "Diagnostic mock" and the build phase's "Timed
    // past-paper questions" are one session type, and another type shares the second title (found by fast-check).
    const exams = composePlan(
      {
        ...TEN_K,
        domain: 'exams',
        target: null,
        horizon_weeks: 4,
        sessions_per_week: 1,
        minutes_per_session: 15,
        available_days: [6],
      },
      { start_date: '2026-01-01', assumptions: [], recommendations: [] },
    );
    const skipped: PlanEvent[] = ['t-w1-1', 't-w2-1'].map((id) => ({
      type: 'task_skipped',
      task_id: id,
      at: at(exams.limits.start_date),
    }));
    const first = adaptPlan(exams, skipped, exams.limits.start_date);
    for (const change of first.changes.filter((c) => c.kind === 'swapped'))
      for (const id of change.task_ids ?? []) expect(task(first.plan, id).title).not.toBe(task(exams, id).title);
    expect(adaptPlan(first.plan, skipped, exams.limits.start_date).changes).toEqual([]);
  });
});

describe('inserting recovery', () => {
  it('turns the next session into an easy, short recovery session after a very hard check-in', () => {
    const events: PlanEvent[] = [
      ...doneAll('t-w1-1', 't-w1-2', 't-w1-3', 't-w2-1', 't-w2-2', 't-w2-3'),
      { type: 'assessment', task_id: 'a-w2', at: at('2026-12-06'), score: 1, max_score: 8 },
    ];
    const result = adaptPlan(plan, events, '2026-12-07');
    expect(kinds(result)).toEqual(['load_lowered', 'recovery']);
    expect(result.changes[1]).toEqual({
      kind: 'recovery',
      task_ids: ['t-w3-1'],
      why: 'Your check-in on Sunday said the last stretch was very hard, so your next session (Easy run) is an easy, short recovery session.',
    });
    expect(task(result.plan, 't-w3-1')).toMatchObject({
      title: 'Recovery session',
      load: plan.limits.min_load,
      minutes: 10,
    });
    expect(task(result.plan, 't-w3-1').description).toMatch(/gentlest version of “Easy run”/);
    expectSound(result, events, '2026-12-07');
  });

  it('after three hard sessions in a row', () => {
    const events = [...doneAll(...BASE, 't-w4-1', 't-w4-3', 't-w5-1'), skip('t-w4-2')];
    const result = adaptPlan(plan, events, '2026-12-22');
    expect(result.changes).toEqual([
      {
        kind: 'recovery',
        task_ids: ['t-w5-2'],
        why: 'You did 3 hard sessions in a row, so your next session (Easy run) is an easy, short recovery session.',
      },
    ]);
    expectSound(result, events, '2026-12-22');
  });

  it('keeps the pause after a pain answer and makes the next session recovery, in German', () => {
    const german = compose({ language: 'de' });
    const pain = german.tasks.find((t) => t.id === 'a-w2')?.questions?.find((q) => q.id === 'pain');
    const worst = pain?.options.findIndex((o) => o.score === Math.min(...pain.options.map((x) => x.score))) ?? 0;
    const events: PlanEvent[] = [
      ...doneAll('t-w1-1', 't-w1-2', 't-w1-3', 't-w2-1', 't-w2-2', 't-w2-3'),
      { type: 'assessment', task_id: 'a-w2', at: at('2026-12-06'), score: 6, max_score: 8, answers: { pain: worst } },
    ];
    const result = adaptPlan(german, events, '2026-12-07');
    expect(kinds(result)).toEqual(['paused', 'recovery']);
    expect(task(result.plan, 't-w3-1').title).toBe('Erholungseinheit');
    expect(result.changes[1]?.why).toMatch(/^Wegen der Schmerzen/);
  });
});

describe('asking why sessions were missed', () => {
  it('asks once, with quick replies, naming the missed session', () => {
    const result = adaptPlan(plan, [], '2026-11-24');
    expect(kinds(result)).toEqual(['moved', 'asked']);
    const asked = result.changes[1];
    expect(asked).toMatchObject({ task_ids: ['t-w1-1'], question: 'miss_reason' });
    expect(asked?.why).toBe(
      'You missed “Easy run” (Monday). What got in the way? Your answer decides how the plan changes: shorter, lighter, a pause or a smaller step.',
    );
    expect(asked?.quick_replies?.map((r) => r.label)).toEqual([
      'I had no time',
      'It was too hard',
      'I felt unwell or got injured',
      'I lost motivation',
      'Something else',
    ]);
    expectSound(result, [], '2026-11-24');
  });

  it('asks in the plan’s language, and reads a tapped answer in any language', () => {
    const arabic = adaptPlan(compose({ language: 'ar' }), [], '2026-11-24').changes.find((c) => c.kind === 'asked');
    expect(arabic?.why).toMatch(/^فاتتك «/);
    const reply = arabic?.quick_replies?.[2]?.value ?? '';
    expect(answerOf(reply)).toEqual({ question: 'miss_reason', reason: 'unwell' });
    expect(answerOf('Cambiar el objetivo')).toEqual({ question: 'goal_change', choice: 'change_goal' });
    expect(answerOf('I am training tomorrow')).toBeNull();
  });

  const answered = (reason: Extract<PlanEvent, { type: 'miss_reason' }>['reason']) => {
    const events: PlanEvent[] = [done('t-w1-1'), { type: 'miss_reason', at: at('2026-11-26'), reason }];
    const result = adaptPlan(plan, events, '2026-11-26');
    expectSound(result, events, '2026-11-26');
    return result;
  };

  it('no time: the next two weeks’ sessions are shorter', () => {
    const result = answered('no_time');
    const shortened = result.changes.find((c) => c.kind === 'shortened');
    expect(shortened?.why).toMatch(/^You said time was short, so the next two weeks’ sessions are shorter/);
    expect(task(result.plan, 't-w2-3').minutes).toBeLessThan(task(plan, 't-w2-3').minutes);
    expect(task(result.plan, 't-w3-3').minutes).toBe(task(plan, 't-w3-3').minutes);
    // No question again: the follower already answered.
    expect(kinds(result)).not.toContain('asked');
  });

  it('too hard: the coming load is lower', () => {
    const result = answered('too_hard');
    expect(result.changes.find((c) => c.why.startsWith('You said the sessions were too hard'))?.kind).toBe(
      'load_lowered',
    );
    expect(task(result.plan, 't-w3-1').load).toBeLessThan(task(plan, 't-w3-1').load);
  });

  it('unwell or injured: the load pauses and the why says to see a professional', () => {
    const result = answered('unwell');
    const paused = result.changes.find((c) => c.kind === 'paused');
    expect(paused?.why).toMatch(/see a doctor or physiotherapist/);
    expect(task(result.plan, 't-w2-1').load).toBe(plan.limits.min_load);
  });

  it('lost motivation: a smaller next step and a nudge', () => {
    const result = answered('motivation');
    const next = result.changes.find((c) => c.kind === 'shortened');
    const nextTask = task(result.plan, next?.task_ids[0] ?? '');
    expect(nextTask.minutes).toBe(Math.round(task(plan, nextTask.id).minutes / 2 / 5) * 5);
    expect(next?.why).toBe(
      `You said motivation dipped, so the next step is smaller: your next session (${nextTask.title}) is just ${nextTask.minutes} minutes. Starting is the win.`,
    );
    expect(result.plan.nudges.find((n) => n.id === 'n-adapt-2026-11-26')?.text).toMatch(/^Just start/);
  });
});

describe('re-aiming from KPI values', () => {
  it('lowers the load when two entries move away from the target, without waiting for 15% of the plan', () => {
    const events = [
      ...doneAll('t-w1-1', 't-w1-2'),
      kpi('longest-run', 20, '2026-11-24'),
      kpi('longest-run', 18, '2026-11-27'),
      kpi('longest-run', 15, '2026-11-30'),
    ];
    const result = adaptPlan(plan, events, '2026-11-30');
    expect(result.changes).toContainEqual(
      expect.objectContaining({
        kind: 'load_lowered',
        why: 'Your longest continuous run went 20 → 18 → 15 min, away from your 40 min target two entries running, so the coming sessions are 10% lighter to rebuild steady progress.',
      }),
    );
    expectSound(result, events, '2026-11-30');
  });

  it('raises a target when values run far ahead of the trend', () => {
    const events = [
      ...doneAll(...BASE),
      kpi('weekly-distance', 5, '2026-11-23'),
      kpi('weekly-distance', 10, '2026-12-06'),
      kpi('weekly-distance', 13, '2026-12-13'),
    ];
    const result = adaptPlan(plan, events, '2026-12-13');
    expect(result.changes).toEqual([
      {
        kind: 'target_changed',
        task_ids: [],
        why: "Your weekly distance is well ahead of the plan's trend, so its target moves from 15 km to 21 km, still within a safe pace.",
      },
    ]);
    expect(result.plan.kpis.find((k) => k.id === 'weekly-distance')?.target).toBe(21);
    expectSound(result, events, '2026-12-13');
  });

  it('never raises a weight-loss target past 1 kg a week', () => {
    const weight = compose({
      domain: 'weight',
      goal: 'Lose weight',
      target: { value: 5, unit: 'kg' },
      horizon_weeks: 10,
    });
    const withKpi: TPlan = {
      ...weight,
      kpis: [
        { id: 'weight', name: 'Body weight', unit: 'kg', baseline: 90, target: 85, direction: 'decrease', why: 'x' },
      ],
    };
    const events = [kpi('weight', 88, '2026-11-30'), kpi('weight', 86.5, '2026-12-07')];
    const result = adaptPlan(withKpi, events, '2026-12-07');
    const target = result.plan.kpis[0]?.target ?? 0;
    expect(kinds(result)).toContain('target_changed');
    expect(target).toBeLessThan(85);
    expect(90 - target).toBeLessThanOrEqual(10);
  });
});

describe('offering to change the goal', () => {
  const offTrack = [done('t-w1-1'), skip('t-w1-2'), skip('t-w1-3'), skip('t-w2-1'), skip('t-w2-2')];

  it('offers once when as many sessions are missed as done', () => {
    const result = adaptPlan(plan, offTrack, '2026-12-03');
    const offer = result.changes.find((c) => c.kind === 'offered');
    expect(offer).toMatchObject({ question: 'goal_change', task_ids: [] });
    expect(offer?.quick_replies?.map((r) => r.value)).toEqual(['Make it easier', 'Change the goal', 'Keep going']);
    expectSound(result, offTrack, '2026-12-03');
    // Not again the next week.
    expect(kinds(adaptPlan(result.plan, offTrack, '2026-12-10'))).not.toContain('offered');
  });

  const choose = (choice: Extract<PlanEvent, { type: 'goal_choice' }>['choice'], extra: PlanEvent[] = []) => {
    const events: PlanEvent[] = [...offTrack, ...extra, { type: 'goal_choice', at: at('2026-12-04'), choice }];
    const result = adaptPlan(plan, events, '2026-12-04');
    expectSound(result, events, '2026-12-04');
    return result;
  };

  it('make it easier: the coming sessions are lighter', () => {
    const result = choose('easier');
    expect(result.changes.map((c) => c.why)).toContain(
      'You asked for an easier plan, so the coming sessions are 20% lighter and shorter.',
    );
    expect(kinds(result)).not.toContain('offered');
  });

  it('change the goal: the targets aim at what the pace so far reaches', () => {
    const result = choose('change_goal', [
      kpi('weekly-distance', 4, '2026-11-23'),
      kpi('weekly-distance', 5.5, '2026-12-03'),
    ]);
    const changed = result.changes.find((c) => c.kind === 'target_changed');
    expect(changed?.why).toBe(
      'You chose to change the goal, so the weekly distance target moves from 15 km to 12.3 km: what your pace so far reaches by the end date.',
    );
    expect(result.plan.kpis.find((k) => k.id === 'weekly-distance')?.target).toBe(12.3);
  });

  it('keep going changes nothing', () => {
    expect(kinds(choose('keep')).filter((k) => k === 'load_lowered' || k === 'target_changed')).toEqual([]);
  });
});

describe('the older sentences, in the plan’s language', () => {
  it('says why a missed session moved in Spanish, German and Arabic', () => {
    const why = (language: TIntent['language']) => {
      const p = compose({ language });
      return { title: task(p, 't-w1-1').title, why: adaptPlan(p, [], '2026-11-24').changes[0]?.why };
    };
    const es = why('es');
    expect(es.why).toBe(`No hiciste «${es.title}» del lunes, así que pasa al martes.`);
    const de = why('de');
    expect(de.why).toBe(`Du hast „${de.title}“ am Montag verpasst, deshalb ist die Einheit jetzt am Dienstag.`);
    const ar = why('ar');
    expect(ar.why).toBe(`فاتتك «${ar.title}» يوم الاثنين، لذلك انتقلت إلى يوم الثلاثاء.`);
  });

  it('names the check-in score in the plan’s language', () => {
    const events: PlanEvent[] = [
      ...doneAll('t-w1-1', 't-w1-2', 't-w1-3', 't-w2-1', 't-w2-2', 't-w2-3'),
      { type: 'assessment', task_id: 'a-w2', at: at('2026-12-06'), score: 3, max_score: 8 },
    ];
    const result = adaptPlan(compose({ language: 'de' }), events, '2026-12-07');
    expect(result.changes.map((c) => c.why)).toEqual([
      `Dein Check-in am Sonntag ergab 3 von 8, deshalb sind die nächsten Einheiten, ab „${task(compose({ language: 'de' }), 't-w3-1').title}“ am Montag, 10 % leichter.`,
    ]);
  });
});
