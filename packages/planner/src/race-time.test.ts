import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';
import cases from './race-time-cases.json' with { type: 'json' };

/**
 * A race whose finishing time is the goal (decision 123): the time to beat ("break 4 hours", "por debajo de 2 horas",
 * "unter 1:50", "أقل من ٣٠ دقيقة") and the person's time now ("PB 4:20", "ahora tardo 56", "aktuell brauche ich 54
 * Minuten") are never a session's length, and where the person is, is their time in minutes, never a number in the
 * race's kilometres. 120 messages by a helper who never read the parser, a third held out.
 */
type Case = {
  id: string;
  lang: 'en' | 'es' | 'de' | 'ar';
  text: string;
  session_minutes: number | null;
  baseline_minutes: number | null;
  split: string;
};
const TODAY = '2026-12-02';
const TIME_UNITS: Record<string, number> = { min: 1, s: 1 / 60, h: 60 };

const near = (read: number | null, expected: number | null) =>
  read === null || expected === null ? read === expected : Math.abs(read - expected) <= Math.max(0.1, expected * 0.01);

function score(split: string) {
  const mine = (cases as Case[]).filter((c) => c.split === split);
  let sessions = 0;
  let baselines = 0;
  for (const c of mine) {
    const parsed = parseIntent(c.text, TODAY, c.lang);
    const factor = parsed.baseline ? TIME_UNITS[parsed.baseline.unit] : undefined;
    const baseline = parsed.baseline && factor ? parsed.baseline.value * factor : null;
    sessions += Number(near(parsed.minutes_per_session, c.session_minutes));
    baselines += Number(near(baseline, c.baseline_minutes));
  }
  return { sessions, baselines, total: mine.length };
}

describe('a time to beat and a time now are not a session (decision 123)', () => {
  // Before decision 123: sessions 32 of 80 and 17 of 40, baselines 36 of 80 and 18 of 40.
  it('development slice', () => {
    const { sessions, baselines, total } = score('dev');
    console.info(`race times, development: sessions ${sessions}/${total}, baselines ${baselines}/${total}`);
    expect(sessions).toBeGreaterThanOrEqual(72);
    expect(baselines).toBeGreaterThanOrEqual(51);
  });

  it('held out', () => {
    const { sessions, baselines, total } = score('held');
    console.info(`race times, held out: sessions ${sessions}/${total}, baselines ${baselines}/${total}`);
    expect(sessions).toBeGreaterThanOrEqual(36);
    expect(baselines).toBeGreaterThanOrEqual(28);
  });

  it('keeps a session said beside a time to beat, and "under 20 minutes" outside a race', () => {
    const marathon = parseIntent('I want to break 4 hours in the marathon, PB 4:20. I can train 45 minutes', TODAY);
    expect(marathon.minutes_per_session).toBe(45);
    expect(marathon.baseline).toEqual({ value: 260, unit: 'min' });
    expect(parseIntent('home workouts under 20 minutes, 3 times a week', TODAY).minutes_per_session).toBe(20);
  });
});
