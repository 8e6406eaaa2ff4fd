import { describe, expect, it } from 'vitest';
import { settle } from './dialogue-settle.ts';
import cases from './baseline-phrasing-cases.json' with { type: 'json' };

/**
 * Where the person is and where they want to be, said apart (decision 113): "Got 38 last time, I need 43", "Estoy
 * estancado en 15 flexiones, mi meta es 40", "آخر امتحان جبت ٦٥ وعايز أوصل ل ٩٠". The cases were written by a helper
 * who never read the planner; a quarter is held out. The floors sit at what the dialogue reaches now.
 */
type Case = { id: string; lang: string; text: string; target: number; baseline: number; split: string };
const TODAY = '2026-11-30';
const near = (value: number | undefined, expected: number) =>
  value !== undefined && Math.abs(value - expected) <= Math.max(0.01 * Math.abs(expected), 0.05);

function score(split: string) {
  let targets = 0;
  let baselines = 0;
  const mine = (cases as Case[]).filter((c) => c.split === split);
  for (const c of mine) {
    const turn = settle(c.text, TODAY);
    const intent = turn.kind === 'ready' ? turn.intent : null;
    if (near(intent?.target?.value, c.target)) targets += 1;
    if (near(intent?.baseline?.value, c.baseline)) baselines += 1;
  }
  return { targets, baselines, total: mine.length };
}

describe('a number said as now and a goal number, apart', () => {
  it('reads both on the development slice', () => {
    const { targets, baselines, total } = score('dev');
    console.info(`baseline phrasing, development: target ${targets}/${total}, baseline ${baselines}/${total}`);
    expect(total).toBe(48);
    // Before decision 113: 17 and 11 of 48.
    expect(targets).toBeGreaterThanOrEqual(33);
    expect(baselines).toBeGreaterThanOrEqual(32);
  });

  it('and on the held-out slice', () => {
    const { targets, baselines, total } = score('held');
    console.info(`baseline phrasing, held out: target ${targets}/${total}, baseline ${baselines}/${total}`);
    expect(total).toBe(16);
    // Before decision 113: 5 and 6 of 16.
    expect(targets).toBeGreaterThanOrEqual(9);
    expect(baselines).toBeGreaterThanOrEqual(9);
  });
});
