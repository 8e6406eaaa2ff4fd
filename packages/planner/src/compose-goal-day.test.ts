import type { TIntent } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import { composePlan } from './compose.ts';
import { DOMAIN_TEMPLATES } from './domains.ts';
import { intentWith } from './test/intents.ts';

const withFinale = Object.values(DOMAIN_TEMPLATES).filter((t) => t.finale !== null);

describe('the goal day (decision 093)', () => {
  it.each([[[]], [[1, 2, 3, 4, 5, 6, 7]], [[6, 7]], [[2, 4, 6]], [[1, 3, 5, 6]]])(
    'is the last session by date, after an easy day, on days %j',
    (days) => {
      expect(withFinale.length).toBeGreaterThan(3);
      for (const template of withFinale) {
        const intent = intentWith({
          text: 'x',
          domain: template.domain,
          goal: 'My goal',
          target: null,
          sessions_per_week: Math.min(5, days.length || 5),
          minutes_per_session: 45,
          level: 'intermediate',
          available_days: days,
          language: 'en',
        });
        const plan = composePlan(intent, { start_date: '2026-12-01', assumptions: [], recommendations: [] });
        const sessions = plan.tasks.filter((t) => t.kind === 'activity').sort((a, b) => a.date.localeCompare(b.date));
        const last = sessions.at(-1)!;
        expect(last.title, template.domain).toBe(
          template
            .finale!.title.replace('{target}', template.target_fallback)
            .replace('{work}', template.target_fallback)
            .replace('{sport}', template.target_fallback),
        );
        const eve = sessions.filter((t) => t.date === addDays(last.date, -1));
        for (const task of eve) {
          const hard = template.sessions.some((s) => s.hard && task.title.startsWith(s.title));
          expect(hard, `${template.domain}: ${task.title} the day before`).toBe(false);
        }
      }
    },
  );
});

describe('weeks with fewer sessions than the rotation (decision 093)', () => {
  const plan = (domain: TIntent['domain'], sessions: number) =>
    composePlan(
      intentWith({
        text: 'x',
        domain,
        goal: 'My goal',
        target: null,
        horizon_weeks: 12,
        sessions_per_week: sessions,
        minutes_per_session: 30,
        language: 'en',
      }),
      { start_date: '2026-12-01', assumptions: [], recommendations: [] },
    ).tasks.filter((t) => t.kind === 'activity');

  it('take turns through it outside training: a weekly money session is not one session for a year', () => {
    expect(new Set(plan('finance', 1).map((t) => t.title)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(plan('learning', 2).map((t) => t.title)).size).toBeGreaterThanOrEqual(4);
  });

  it('keep the anchor every week in physical training', () => {
    const weekly = plan('running', 1).slice(0, -1);
    expect(new Set(weekly.map((t) => t.title)).size).toBe(1);
  });
});
