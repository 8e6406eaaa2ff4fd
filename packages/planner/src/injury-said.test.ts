import { describe, expect, it } from 'vitest';
import CASES from './injury-said-cases.json' with { type: 'json' };
import { injuryWithSide } from './compose-text.ts';
import { parseIntent } from './parse.ts';
import type { PlanLanguage } from './i18n.ts';

/**
 * A body part hurt, sore, weak or recovering, said in passing in the person's own complaint words and with its side
 * (decision 132). 120 first messages by a helper who had not read the readers, a third held out; 20 name a body part
 * that is fine ("my knees are fine", "left hand technique") and must give no injury.
 */
type InjuryCase = {
  id: string;
  lang: PlanLanguage;
  text: string;
  parts: { part: string; side: 'left' | 'right' | null }[];
  held: boolean;
};
const SIDE = {
  left: /\b(?:left|izquierd|links|linke)|يسر|أيسر|ايسر/u,
  right: /\b(?:right|derech|rechts|rechte)|يمن|أيمن|ايمن/u,
};
/** A condition the parser names is the part the helper named: "plantar fasciitis" is the foot. */
const PART_OF: Record<string, string> = {
  'plantar fasciitis': 'foot',
  'shin splints': 'shin',
  'herniated disc': 'lower back',
  sciatica: 'lower back',
  'lower back': 'back',
};
const isPart = (label: string, part: string) =>
  label === part || PART_OF[label] === part || (part === 'lower back' && label === 'back');

function score(cases: readonly InjuryCase[]) {
  let parts = 0;
  let sides = 0;
  let extra = 0;
  for (const c of cases) {
    const labels = parseIntent(c.text, '2026-11-30', c.lang).injuries;
    for (const said of c.parts) {
      const label = labels.find((l) => isPart(l, said.part));
      if (!label) continue;
      parts += 1;
      if (!said.side) continue;
      const named = injuryWithSide(label, c.lang, c.text);
      const other = said.side === 'left' ? 'right' : 'left';
      if (SIDE[said.side].test(named) && !SIDE[other].test(named)) sides += 1;
    }
    extra += labels.filter((l) => !c.parts.some((said) => isPart(l, said.part))).length;
  }
  return { parts, sides, extra };
}

const cases = CASES as InjuryCase[];

describe('injuries said in passing, with their side (decision 132)', () => {
  it('reads the development cases at their floors', () => {
    // Parts 40 -> 70 of 70, sides 27 -> 51 of 54, parts invented 9 -> 4 (a hand beside a finger or thumb on it).
    const s = score(cases.filter((c) => !c.held));
    expect(s.parts).toBeGreaterThanOrEqual(70);
    expect(s.sides).toBeGreaterThanOrEqual(51);
    expect(s.extra).toBeLessThanOrEqual(4);
  });

  it('meets the floors held out (read for its score only)', () => {
    // Parts 26 -> 27 of 39, sides 6 -> 11 of 24, 2 invented.
    const s = score(cases.filter((c) => c.held));
    expect(s.parts).toBeGreaterThanOrEqual(27);
    expect(s.sides).toBeGreaterThanOrEqual(11);
    expect(s.extra).toBeLessThanOrEqual(2);
  });
});
