import { describe, expect, it } from 'vitest';
import { PLAN_DOMAINS, ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { composePlan } from './compose.ts';
import { domainTemplate } from './domains.ts';
import { DOMAIN_TEXTS } from './domains/i18n/registry.ts';
import { templateTexts } from './i18n.ts';
import { checkPlanLimits } from './limits.ts';

const MONDAY = '2026-11-23';
const intentFor = (domain: TIntent['domain'], language: TIntent['language']): TIntent => ({
  text: 'goal',
  domain,
  goal: 'Mi objetivo',
  target: null,
  horizon_weeks: 8,
  sessions_per_week: 3,
  minutes_per_session: 40,
  level: 'beginner',
  available_days: [],
  injuries: ['rodilla'],
  equipment: [],
  budget_minor: null,
  language,
});

/** Every text a follower reads in a plan. */
function readable(plan: TPlan): string[] {
  return [
    plan.title,
    plan.summary,
    ...plan.assumptions,
    ...plan.phases.flatMap((p) => [p.title, p.focus, p.why]),
    ...plan.tasks.flatMap((t) => [
      t.title,
      t.description,
      t.why,
      ...(t.questions ?? []).flatMap((q) => [q.prompt, ...q.options.map((o) => o.label)]),
    ]),
    ...plan.kpis.flatMap((k) => [k.name, k.why]),
    ...plan.nudges.flatMap((n) => [n.text, n.why]),
  ];
}

describe('composePlan in the person language', () => {
  const cases = PLAN_DOMAINS.flatMap((domain) =>
    (['ar', 'es', 'de'] as const).map((language) => [domain, language] as const),
  );
  it.each(cases)('%s in %s: a valid plan with no English template sentence left', (domain, language) => {
    const plan = composePlan(intentFor(domain, language), {
      start_date: MONDAY,
      assumptions: [],
      recommendations: [],
    });
    expect(() => ZPlan.parse(plan)).not.toThrow();
    expect(checkPlanLimits(plan)).toEqual([]);
    const table = DOMAIN_TEXTS[domain]?.[language] ?? {};
    // English sentences (several words) that the translation renders differently must not appear.
    const english = templateTexts(domainTemplate(domain)).filter(
      (source) => source.split(' ').length >= 4 && table[source] !== source,
    );
    const texts = readable(plan).join('\n');
    const left = english.filter((source) => texts.includes(source.replace(/\{[a-z]+\}/g, '').slice(0, 40)));
    expect(left).toEqual([]);
    for (const phrase of ['Final check-in', 'Record:', 'sessions a week', 'Mind your'])
      expect(texts).not.toContain(phrase);
  });

  it('Arabic counts weeks with the dual and plural forms', () => {
    const plan = (weeks: number) =>
      composePlan(
        { ...intentFor('running', 'ar'), horizon_weeks: weeks },
        {
          start_date: MONDAY,
          assumptions: [],
          recommendations: [],
        },
      );
    expect(plan(2).title).toContain('أسبوعان');
    expect(plan(8).title).toContain('8 أسابيع');
    expect(plan(12).title).toContain('12 أسبوعًا');
  });

  it('keeps a goal that already says when, in any of the languages', () => {
    const plan = composePlan(
      { ...intentFor('running', 'es'), goal: 'Correr 5 km en 8 semanas' },
      { start_date: MONDAY, assumptions: [], recommendations: [] },
    );
    expect(plan.title).toBe('Correr 5 km en 8 semanas');
  });
});
