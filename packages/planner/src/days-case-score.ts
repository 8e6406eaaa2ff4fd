import { settle } from './dialogue-settle.ts';

/**
 * How many cases of a days set (days-phrasing-cases.json, days-kept-cases.json) a first message reads right: the
 * days the dialogue settles on, compared as said (decisions 114 and 126). For the sets' tests.
 */
export type DaysCase = { id: string; lang: string; text: string; days: number[] | null; split: string };
const TODAY = '2026-11-30';
/** No constraint is said as null, as "any day" ([]) or as every day. */
const asSaid = (days: readonly number[] | null | undefined) =>
  !days || days.length === 0 || days.length === 7 ? 'any' : days.join(',');

export function daysRight(cases: readonly DaysCase[], split: string): { right: number; total: number } {
  const mine = cases.filter((c) => c.split === split);
  const ok = mine.filter((c) => {
    const turn = settle(c.text, TODAY);
    return turn.kind === 'ready' && asSaid(turn.intent.available_days) === asSaid(c.days);
  });
  return { right: ok.length, total: mine.length };
}
