import { describe, expect, it } from 'vitest';
import type { TIntent, TPlan } from '@ito/contracts/agent/plan';
import { adaptPlan, checkPlanLimits } from './adapt.ts';
import { composePlan } from './compose.ts';

const intent = (language: TIntent['language']): TIntent => ({
  text: 'run',
  domain: 'running',
  goal: 'Correr 10 km',
  target: null,
  horizon_weeks: 4,
  sessions_per_week: 3,
  minutes_per_session: 40,
  level: 'beginner',
  available_days: [],
  injuries: [],
  equipment: [],
  budget_minor: null,
  language,
});

/** A plan a model might write: one session longer than the person's limit. */
function overLimit(language: TIntent['language']): TPlan {
  const plan = composePlan(intent(language), { start_date: '2026-11-23', assumptions: [], recommendations: [] });
  const index = plan.tasks.findIndex((t) => t.kind === 'activity' && t.week === 2);
  const tasks = plan.tasks.map((t, i) => (i === index ? { ...t, minutes: 90 } : t));
  return { ...plan, tasks };
}

describe('the limit repair speaks the plan language', () => {
  it.each([
    ['es', 'se acortó a tu límite de 40 minutos'],
    ['de', 'auf dein Limit von 40 Minuten gekürzt'],
    ['ar', '40 دقيقة'],
    ['en', 'was shortened to your 40-minute limit'],
  ] as const)('%s', (language, phrase) => {
    const result = adaptPlan(overLimit(language), [], '2026-11-23T08:00:00Z');
    expect(checkPlanLimits(result.plan)).toEqual([]);
    const why = result.changes.map((c) => c.why).join('\n');
    expect(why).toContain(phrase);
  });
});
