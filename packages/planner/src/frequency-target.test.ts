import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';
import cases from './frequency-target-cases.json' with { type: 'json' };

/**
 * How often the plan's sessions are and what number the goal aims at (decision 116): a frequency said for the plan
 * ("2 veces x semana", "4 Einheiten pro Woche", "٣ مرات بالجمعة", "voy al gym 5 días"), numbers that are not one (five
 * dishes, three children, someone else's football twice a week, driving lessons on Tuesdays, a class the person
 * hates), caps ("no more than 2 coffees a day", "como mucho 4 cervezas a la semana") and staged goals ("down to 10,
 * then quit completely"). The cases were written by a helper who never read the planner; a quarter is held out.
 */
type Amount = { value: number; unit: string } | null;
type Case = {
  id: string;
  lang: 'en' | 'es' | 'de' | 'ar';
  text: string;
  sessions_per_week: number | null;
  target: Amount;
  baseline: Amount;
  split: string;
};
const TODAY = '2026-12-01';
const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.05 * Math.abs(b), 0.5);

function read(split: string) {
  const mine = (cases as Case[]).filter((c) => c.split === split);
  let sessions = 0;
  let targets = 0;
  let baselines = 0;
  for (const c of mine) {
    const parsed = parseIntent(c.text, TODAY, c.lang);
    if (parsed.sessions_per_week === c.sessions_per_week) sessions += 1;
    const target = parsed.target;
    if (c.target === null ? target === null : target !== null && near(target.value, c.target.value)) targets += 1;
    const baseline = parsed.baseline;
    if (c.baseline === null || (baseline != null && near(baseline.value, c.baseline.value))) baselines += 1;
  }
  return { sessions, targets, baselines, total: mine.length };
}

describe('how often, and the number aimed at', () => {
  it('are read on the development slice', () => {
    const { sessions, targets, baselines, total } = read('dev');
    console.info(`frequency ${sessions}/${total}, target ${targets}/${total} (development)`);
    expect(total).toBe(90);
    // Before decision 116: 66 and 52 of 90.
    expect(sessions).toBeGreaterThanOrEqual(82);
    expect(targets).toBeGreaterThanOrEqual(68);
    // "From $1,200 to $5,000", "de 10 a 30": before, 64 of 90 baselines.
    expect(baselines).toBeGreaterThanOrEqual(68);
  });

  it('and on the held-out slice', () => {
    const { sessions, targets, baselines, total } = read('held');
    console.info(`frequency ${sessions}/${total}, target ${targets}/${total} (held out)`);
    expect(total).toBe(30);
    // Before decision 116: 22 and 20 of 30.
    expect(sessions).toBeGreaterThanOrEqual(25);
    expect(targets).toBeGreaterThanOrEqual(23);
    expect(baselines).toBeGreaterThanOrEqual(26);
  });
});

describe('a pair said as from one number to another (decision 116)', () => {
  it.each([
    ['Savings goal: get my emergency fund from $1,200 to $5,000 by december', 'en', 5000, 1200],
    ['quiero pasar de 2 a 8 dominadas', 'es', 8, 2],
    ['sparen: von 2k auf 10k € aufm Tagesgeld bis Ende 2026', 'de', 10000, 2000],
  ] as const)('"%s"', (text, language, target, baseline) => {
    const parsed = parseIntent(text, TODAY, language);
    expect(parsed.target?.value).toBe(target);
    expect(parsed.baseline?.value).toBe(baseline);
  });
});
