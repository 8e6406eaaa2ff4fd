import type { TIntent } from '@ito/contracts/agent/plan';

/** The planner tests' canonical intent: "a 10K in 8 weeks, 3 times a week for 40 minutes", any day. */
export const TEN_K: TIntent = {
  text: 'I want to run a 10K in 8 weeks, I can train 3 times a week for 40 minutes',
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

/** An intent for a test: the 10K one with what the test says differently. */
export function intentWith(patch: Partial<TIntent>): TIntent {
  return { ...TEN_K, ...patch };
}
