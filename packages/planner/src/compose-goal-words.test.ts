import type { TIntent, TPlanLanguage } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { composePlan } from './compose.ts';
import { defaultGoal } from './dialogue-i18n/texts.ts';
import { intentWith } from './test/intents.ts';

const base: TIntent = intentWith({
  text: '',
  domain: 'music',
  goal: 'Play Clair de Lune on the piano',
  target: null,
  horizon_weeks: 6,
  minutes_per_session: 30,
  language: 'en',
});
const compose = (intent: TIntent) =>
  composePlan(intent, { start_date: '2026-12-01', assumptions: [], recommendations: [] });
const sessions = (intent: TIntent) => compose(intent).tasks.filter((t) => t.kind === 'activity');

describe('the goal in the person words in every session (decision 093)', () => {
  it.each([
    ['en', 'Play Clair de Lune on the piano', 'music'],
    ['es', 'Tocar Clair de Lune al piano', 'music'],
    ['de', 'Den Kilimandscharo besteigen', 'walking'],
    ['ar', 'أقرأ ستين كتابا هذه السنة', 'learning'],
  ] as const)('%s: every session says "%s"', (language, goal, domain) => {
    const list = sessions({ ...base, language: language as TPlanLanguage, goal, domain });
    expect(list.length).toBeGreaterThan(5);
    for (const task of list) expect(task.description).toContain(goal);
  });

  it('keeps it in the texts of the other languages too', () => {
    const plan = compose({ ...base, language: 'es', goal: 'Tocar Clair de Lune al piano' });
    const english = plan.texts?.en?.tasks ?? {};
    const first = plan.tasks.find((t) => t.kind === 'activity')!;
    expect(english[first.id]?.description).toContain('Tocar Clair de Lune al piano');
  });

  it('adds nothing when the goal is the area default, and names the equipment the person has', () => {
    const plain = sessions({ ...base, goal: defaultGoal('music', 'en') });
    for (const task of plain) expect(task.description).not.toContain('This builds toward your goal');
    const equipped = sessions({ ...base, domain: 'strength', goal: 'Ten strict pull-ups', equipment: ['pull-up bar'] });
    for (const task of equipped) expect(task.description).toContain('pull-up bar');
  });
});
