import type { TIntent } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import { composePlan } from './compose.ts';
import { DOMAIN_TEMPLATES } from './domains.ts';

const withFinale = Object.values(DOMAIN_TEMPLATES).filter((t) => t.finale !== null);

describe('the goal day (decision 093)', () => {
  it.each([[[]], [[1, 2, 3, 4, 5, 6, 7]], [[6, 7]], [[2, 4, 6]], [[1, 3, 5, 6]]])(
    'is the last session by date, after an easy day, on days %j',
    (days) => {
      expect(withFinale.length).toBeGreaterThan(3);
      for (const template of withFinale) {
        const intent: TIntent = {
          text: 'x',
          domain: template.domain,
          goal: 'My goal',
          target: null,
          horizon_weeks: 8,
          sessions_per_week: Math.min(5, days.length || 5),
          minutes_per_session: 45,
          level: 'intermediate',
          available_days: days,
          injuries: [],
          equipment: [],
          budget_minor: null,
          language: 'en',
        };
        const plan = composePlan(intent, { start_date: '2026-12-01', assumptions: [], recommendations: [] });
        const sessions = plan.tasks.filter((t) => t.kind === 'activity').sort((a, b) => a.date.localeCompare(b.date));
        const last = sessions.at(-1)!;
        expect(last.title, template.domain).toBe(template.finale!.title.replace('{target}', template.target_fallback));
        const eve = sessions.filter((t) => t.date === addDays(last.date, -1));
        for (const task of eve) {
          const hard = template.sessions.some((s) => s.hard && task.title.startsWith(s.title));
          expect(hard, `${template.domain}: ${task.title} the day before`).toBe(false);
        }
      }
    },
  );
});
