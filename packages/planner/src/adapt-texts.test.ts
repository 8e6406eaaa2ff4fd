import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_DOMAINS, PLAN_LANGUAGES, ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { planIn } from '@ito/contracts/agent/plan-texts';
import { adaptPlan } from './adapt.ts';
import type { PlanEvent } from './api.ts';
import { addDays } from './calendar.ts';
import { composePlan } from './compose.ts';

/**
 * Decision 090: what adaptation writes is the planner's text too, so a plan adapted in one language reads in the
 * other, and its reasons come in each language. These fail when adaptation's words stay in the plan's language for
 * the other reader, when a reader is shown a text from before the change, or when a follower's own words are
 * "translated".
 */
const ARABIC = /\p{Script=Arabic}/u;
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
const MONDAY = '2026-11-23';
const TEN_K: TIntent = {
  text: 'I want to run a 10K in 8 weeks',
  domain: 'running',
  goal: 'Run a 10K',
  target: { value: 10, unit: 'km' },
  horizon_weeks: 8,
  sessions_per_week: 3,
  minutes_per_session: 40,
  level: 'beginner',
  available_days: [],
  injuries: [],
  equipment: [],
  budget_minor: null,
};
const compose = (intent: Partial<TIntent> = {}) =>
  composePlan({ ...TEN_K, ...intent }, { start_date: MONDAY, assumptions: [], recommendations: [] });
const at = (day: string) => `${day}T18:00:00Z`;
const dateOf = (plan: TPlan, id: string) => plan.tasks.find((t) => t.id === id)!.date;
const done = (plan: TPlan, ...ids: string[]): PlanEvent[] =>
  ids.map((task_id) => ({ type: 'task_done', task_id, at: at(dateOf(plan, task_id)) }));
const skipped = (plan: TPlan, ...ids: string[]): PlanEvent[] =>
  ids.map((task_id) => ({ type: 'task_skipped', task_id, at: at(dateOf(plan, task_id)) }));
const BASE = ['t-w1-1', 't-w1-2', 't-w1-3', 't-w2-1', 't-w2-2', 't-w2-3', 't-w3-1', 't-w3-2', 't-w3-3'];
const taskIn = (plan: TPlan, language: string, id: string) => planIn(plan, language).tasks.find((t) => t.id === id)!;

describe('adaptation speaks every language the plan keeps', () => {
  it('shows an English plan’s swapped sessions in Arabic, and says why in both', () => {
    const plan = compose();
    const events = [...done(plan, ...BASE, 't-w4-2', 't-w4-3', 't-w5-2'), ...skipped(plan, 't-w4-1', 't-w5-1')];
    const result = adaptPlan(plan, events, '2026-12-24');
    expect(result.changes.map((c) => c.kind)).toEqual(['swapped']);
    const swapped = result.plan.tasks.find((t) => t.id === 't-w6-1')!;
    expect(swapped.title).toBe('Intervals');

    const arabic = taskIn(result.plan, 'ar', 't-w6-1');
    for (const text of [arabic.title, arabic.description, arabic.why]) expect(text).toMatch(ARABIC);
    // Not the tempo run it was before the swap.
    expect(arabic.title).not.toBe(taskIn(plan, 'ar', 't-w6-1').title);
    // The English reader still reads English.
    expect(taskIn(result.plan, 'en', 't-w6-1').title).toBe('Intervals');

    expect(result.why_in?.en).toEqual(result.changes.map((c) => c.why));
    expect(result.why_in?.ar).toHaveLength(1);
    expect(result.why_in?.ar?.[0]).toMatch(ARABIC);
    expect(ZPlan.safeParse(result.plan).success).toBe(true);
  });

  it('shows an Arabic plan’s recovery session in English', () => {
    const plan = compose({ language: 'ar', goal: 'أركض 10 كم' });
    const events: PlanEvent[] = [
      ...done(plan, 't-w1-1', 't-w1-2', 't-w1-3', 't-w2-1', 't-w2-2', 't-w2-3'),
      { type: 'assessment', task_id: 'a-w2', at: at('2026-12-06'), score: 1, max_score: 8 },
    ];
    const result = adaptPlan(plan, events, '2026-12-07');
    const recovery = result.changes.find((c) => c.kind === 'recovery')!;
    const id = recovery.task_ids[0]!;
    expect(result.plan.tasks.find((t) => t.id === id)!.title).toMatch(ARABIC);
    const english = taskIn(result.plan, 'en', id);
    expect(english.title).toBe('Recovery session');
    expect(english.description).not.toMatch(ARABIC);
    expect(result.why_in?.en?.join(' ')).toMatch(/recovery session/);
    expect(result.why_in?.en?.join(' ')).not.toMatch(ARABIC);
  });

  it('adds a nudge in both languages', () => {
    const plan = compose();
    const events: PlanEvent[] = [
      ...done(plan, 't-w1-1'),
      { type: 'miss_reason', at: at('2026-11-26'), reason: 'motivation' },
    ];
    const result = adaptPlan(plan, events, '2026-11-26');
    const added = result.plan.nudges.filter((n) => !plan.nudges.some((old) => old.id === n.id));
    expect(added).toHaveLength(1);
    const arabic = planIn(result.plan, 'ar').nudges.find((n) => n.id === added[0]!.id)!;
    expect(arabic.text).toMatch(ARABIC);
    expect(arabic.why).toMatch(ARABIC);
  });

  it('keeps a follower’s own title as written in both languages while adapting around it', () => {
    const plan = compose({ language: 'ar', goal: 'أركض 10 كم' });
    const events: PlanEvent[] = [
      { type: 'follower_edit', task_id: 't-w3-1', at: at(MONDAY), changes: { title: 'My long walk' } },
      ...done(plan, ...BASE.slice(0, 6)),
      { type: 'assessment', task_id: 'a-w2', at: at('2026-12-06'), score: 1, max_score: 8 },
    ];
    const result = adaptPlan(plan, events, '2026-12-07');
    for (const language of ['en', 'ar']) expect(taskIn(result.plan, language, 't-w3-1').title).toBe('My long walk');
  });

  it('changes nothing the second time, words included', () => {
    const plan = compose();
    const events = [...done(plan, ...BASE, 't-w4-2', 't-w4-3', 't-w5-2'), ...skipped(plan, 't-w4-1', 't-w5-1')];
    const first = adaptPlan(plan, events, '2026-12-24');
    const again = adaptPlan(first.plan, events, '2026-12-24');
    expect(again.changes).toEqual([]);
    expect(again.plan).toEqual(first.plan);
  });

  it('leaves a plan made before its texts were kept as it was', () => {
    const { texts: _texts, ...plan } = compose();
    const events = [...done(plan, ...BASE, 't-w4-2', 't-w4-3', 't-w5-2'), ...skipped(plan, 't-w4-1', 't-w5-1')];
    const result = adaptPlan(plan, events, '2026-12-24');
    expect(result.plan.texts).toBeUndefined();
    expect(result.why_in).toBeUndefined();
    expect(planIn(result.plan, 'ar').tasks.find((t) => t.id === 't-w6-1')!.title).toBe('Intervals');
  });

  it('never shows a reader a text from before a change, whatever happened (property)', () => {
    const intentArb = fc.record({
      domain: fc.constantFrom(...PLAN_DOMAINS),
      language: fc.constantFrom(...PLAN_LANGUAGES),
      sessions_per_week: fc.integer({ min: 2, max: 5 }),
    });
    const eventArb = fc.record({
      kind: fc.constantFrom('done', 'skipped', 'hard', 'reason'),
      task: fc.nat(),
      reason: fc.constantFrom('no_time', 'too_hard', 'unwell', 'motivation', 'other' as const),
    });
    fc.assert(
      fc.property(intentArb, fc.array(eventArb, { maxLength: 25 }), fc.integer({ min: 3, max: 60 }), (i, raw, day) => {
        const plan = compose({ ...i, goal: 'Make progress' });
        const now = addDays(MONDAY, day);
        const sessions = plan.tasks.filter((t) => t.kind === 'activity' && t.date < now);
        const checkins = plan.tasks.filter((t) => t.kind === 'assessment' && t.date < now);
        const events: PlanEvent[] = raw.flatMap((r): PlanEvent[] => {
          const task = sessions[r.task % Math.max(1, sessions.length)];
          const checkin = checkins[r.task % Math.max(1, checkins.length)];
          if (r.kind === 'reason') return [{ type: 'miss_reason', at: at(addDays(now, -1)), reason: r.reason }];
          if (r.kind === 'hard')
            return checkin
              ? [{ type: 'assessment', task_id: checkin.id, at: at(checkin.date), score: 0, max_score: 8 }]
              : [];
          if (!task) return [];
          return [{ type: r.kind === 'done' ? 'task_done' : 'task_skipped', task_id: task.id, at: at(task.date) }];
        });
        const result = adaptPlan(plan, events, now);
        for (const change of result.changes) expect(change.why).not.toMatch(ISO_DATE);
        for (const [language, whys] of Object.entries(result.why_in ?? {})) {
          expect(whys).toHaveLength(result.changes.length);
          for (const why of whys) expect(why).not.toMatch(ISO_DATE);
          if (language === 'ar') for (const why of whys) expect(why).toMatch(ARABIC);
        }
        for (const language of Object.keys(plan.texts ?? {})) {
          if (language === plan.intent.language) continue;
          const before = planIn(plan, language);
          const after = planIn(result.plan, language);
          for (const task of result.plan.tasks) {
            const original = plan.tasks.find((t) => t.id === task.id);
            if (!original || original.title === task.title) continue;
            // Adaptation changed this title: the reader sees the new words (theirs or as written), never the old.
            const shown = after.tasks.find((t) => t.id === task.id)!;
            expect(shown.title).not.toBe(before.tasks.find((t) => t.id === task.id)!.title);
            if (language === 'ar' && shown.title !== task.title) expect(shown.title).toMatch(ARABIC);
          }
        }
      }),
      { numRuns: 120 },
    );
  }, 60_000);
});
