import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLAN_DOMAINS,
  PLAN_LANGUAGES,
  PLAN_LEVELS,
  ZPlan,
  type TIntent,
  type TPlan,
  type TPlanTask,
} from '@ito/contracts/agent/plan';
import { adaptPlan, checkPlanLimits } from './adapt.ts';
import { GOAL_CHOICES, MISS_REASONS, type PlanEvent } from './api.ts';
import { addDays } from './calendar.ts';
import { composePlan } from './compose.ts';

const intentArb = fc
  .record({
    domain: fc.constantFrom(...PLAN_DOMAINS),
    horizon_weeks: fc.integer({ min: 1, max: 26 }),
    sessions_per_week: fc.integer({ min: 1, max: 6 }),
    minutes_per_session: fc.integer({ min: 15, max: 90 }),
    level: fc.constantFrom(...PLAN_LEVELS),
    language: fc.constantFrom(...PLAN_LANGUAGES),
    anyDay: fc.boolean(),
    days: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
  })
  .filter((r) => r.anyDay || r.days.length >= r.sessions_per_week)
  .map(({ anyDay, days, ...r }): TIntent => ({
    ...r,
    text: `A ${r.domain} goal`,
    goal: `Make progress in ${r.domain}`,
    target: null,
    available_days: anyDay ? [] : days,
    injuries: [],
    equipment: [],
    budget_minor: null,
  }));

/** Events described by indices, laid onto the plan's tasks and KPIs inside the property. */
const rawEventArb = fc.record({
  type: fc.constantFrom(
    'task_done',
    'task_done',
    'task_skipped',
    'task_skipped',
    'assessment',
    'kpi_value',
    'kpi_value',
    'follower_edit',
    'miss_reason',
    'goal_choice',
  ),
  reason: fc.constantFrom(...MISS_REASONS),
  choice: fc.constantFrom(...GOAL_CHOICES),
  task: fc.nat(),
  day: fc.integer({ min: -10, max: 200 }),
  minute: fc.nat({ max: 59 }),
  score: fc.nat({ max: 12 }),
  max_score: fc.integer({ min: 1, max: 12 }),
  value: fc.integer({ min: 0, max: 200 }),
  edit: fc.record(
    {
      date: fc.integer({ min: -10, max: 200 }),
      minutes: fc.integer({ min: 0, max: 240 }),
      title: fc.constantFrom('My own session', 'Run with a friend', 'Swim instead'),
    },
    { requiredKeys: [] },
  ),
});
type RawEvent = typeof rawEventArb extends fc.Arbitrary<infer T> ? T : never;

function toEvent(plan: TPlan, raw: RawEvent): PlanEvent | null {
  const start = plan.limits.start_date;
  const at = `${addDays(start, raw.day)}T12:${String(raw.minute).padStart(2, '0')}:00Z`;
  const task = plan.tasks[raw.task % Math.max(1, plan.tasks.length)];
  if (!task) return null;
  switch (raw.type) {
    case 'task_done':
    case 'task_skipped':
      return { type: raw.type, task_id: task.id, at };
    case 'assessment': {
      const checkins = plan.tasks.filter((t) => t.kind === 'assessment');
      const checkin = checkins[raw.task % Math.max(1, checkins.length)] ?? task;
      return {
        type: 'assessment',
        task_id: checkin.id,
        at,
        score: Math.min(raw.score, raw.max_score),
        max_score: raw.max_score,
      };
    }
    case 'miss_reason':
      return { type: 'miss_reason', at, reason: raw.reason };
    case 'goal_choice':
      return { type: 'goal_choice', at, choice: raw.choice };
    case 'kpi_value': {
      const kpi = plan.kpis[raw.task % Math.max(1, plan.kpis.length)];
      return kpi ? { type: 'kpi_value', kpi_id: kpi.id, at, value: raw.value } : null;
    }
    default: {
      const { date, minutes, title } = raw.edit;
      const changes = {
        ...(date !== undefined && { date: addDays(start, date) }),
        ...(minutes !== undefined && { minutes }),
        ...(title !== undefined && { title }),
      };
      return { type: 'follower_edit', task_id: task.id, at, changes };
    }
  }
}

/** What a task should look like once the follower's edits (in time order, later ones winning) are applied. */
function expectedEdited(original: TPlanTask, edits: Extract<PlanEvent, { type: 'follower_edit' }>[]) {
  const expected = { date: original.date, minutes: original.minutes, title: original.title };
  for (const edit of edits) Object.assign(expected, edit.changes);
  return {
    ...expected,
    kind: original.kind,
    load: original.load,
    description: original.description,
    why: original.why,
  };
}

describe('adaptPlan (properties)', () => {
  it('never breaks a limit, never loses a follower edit, never changes a done session, and is idempotent', () => {
    fc.assert(
      fc.property(
        intentArb,
        fc.integer({ min: 0, max: 730 }),
        fc.array(rawEventArb, { maxLength: 40 }),
        fc.integer({ min: -7, max: 190 }),
        (intent, startOffset, rawEvents, nowOffset) => {
          const plan = composePlan(intent, {
            start_date: addDays('2026-01-01', startOffset),
            assumptions: [],
            recommendations: [],
          });
          const events = rawEvents.map((raw) => toEvent(plan, raw)).filter((e): e is PlanEvent => e !== null);
          const now = addDays(plan.limits.start_date, nowOffset);
          const result = adaptPlan(plan, events, now);

          expect(checkPlanLimits(result.plan)).toEqual([]);
          expect(ZPlan.safeParse(result.plan).success).toBe(true);
          expect(result.plan.limits).toEqual(plan.limits);
          for (const change of result.changes) {
            expect(change.why.length).toBeGreaterThan(10);
            // A question or an offer always comes with answers to tap (decision 038).
            if (change.kind === 'asked' || change.kind === 'offered')
              expect(change.quick_replies?.length).toBeGreaterThan(2);
          }

          const ordered = [...events].sort((a, b) => a.at.localeCompare(b.at));
          const edits = ordered.filter(
            (e): e is Extract<PlanEvent, { type: 'follower_edit' }> => e.type === 'follower_edit',
          );
          for (const id of new Set(edits.map((e) => e.task_id))) {
            const original = plan.tasks.find((t) => t.id === id);
            const adapted = result.plan.tasks.find((t) => t.id === id);
            if (!original) continue;
            expect(adapted?.edited_by_follower).toBe(true);
            const { date, minutes, title, kind, load, description, why } = adapted ?? original;
            expect({ date, minutes, title, kind, load, description, why }).toEqual(
              expectedEdited(
                original,
                edits.filter((e) => e.task_id === id),
              ),
            );
          }

          const doneIds = new Set(events.filter((e) => e.type === 'task_done').map((e) => e.task_id));
          for (const original of plan.tasks) {
            if (!doneIds.has(original.id) || edits.some((e) => e.task_id === original.id)) continue;
            expect(result.plan.tasks.find((t) => t.id === original.id)).toEqual(original);
          }

          const again = adaptPlan(result.plan, events, now);
          expect(again.changes).toEqual([]);
          expect(checkPlanLimits(again.plan)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('keeps a composed plan within its limits for any intent', () => {
    fc.assert(
      fc.property(intentArb, fc.integer({ min: 0, max: 730 }), (intent, startOffset) => {
        const plan = composePlan(intent, {
          start_date: addDays('2026-01-01', startOffset),
          assumptions: [],
          recommendations: [],
        });
        expect(checkPlanLimits(plan)).toEqual([]);
        expect(ZPlan.safeParse(plan).success).toBe(true);
        const sessions = plan.tasks.filter((t) => t.kind === 'activity');
        expect(sessions.every((t) => t.minutes <= intent.minutes_per_session)).toBe(true);
        // A full week carries exactly the sessions asked for.
        const week2 = sessions.filter((t) => t.week === 2);
        if (intent.horizon_weeks >= 2) expect(week2).toHaveLength(intent.sessions_per_week);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
