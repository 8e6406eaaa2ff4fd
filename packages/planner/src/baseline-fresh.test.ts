import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';
import cases from './baseline-fresh-cases.json' with { type: 'json' };

/**
 * Where the person is now (decision 121): a record on a clock ("PB is 27:40"), a max said without its unit ("current
 * 1RM is 82.5"), what is done so far in the goal's unit ("I've done maybe 60", "ya leí 310", "32.000 hab ich schon",
 * "قريت ١٥٠"), and numbers beside it that are not it (an age, sets and repetitions). 80 messages by a helper who never
 * read the parser, a third held out.
 */
type Amount = { value: number; unit: string } | null;
type Case = { id: string; lang: 'en' | 'es' | 'de' | 'ar'; text: string; expected_baseline: Amount; split: string };
const TODAY = '2026-12-02';

const same = (read: Amount, expected: Amount) =>
  read === null || expected === null
    ? read === expected
    : Math.abs(read.value - expected.value) <= Math.max(0.1, Math.abs(expected.value) * 0.01);

function passed(split: string) {
  const mine = (cases as Case[]).filter((c) => c.split === split);
  const right = mine.filter((c) => same(parseIntent(c.text, TODAY, c.lang).baseline ?? null, c.expected_baseline));
  return { right: right.length, total: mine.length };
}

describe('where the person is now, in words no one here wrote', () => {
  // Before decision 121: 23 of 54 and 10 of 26. Most of what is left is a race whose time is the goal and whose
  // distance the running rules read as the target.
  it('development slice', () => {
    const { right, total } = passed('dev');
    console.info(`baseline, development: ${right}/${total}`);
    expect(right).toBeGreaterThanOrEqual(43);
  });
  it('held out', () => {
    const { right, total } = passed('held');
    console.info(`baseline, held out: ${right}/${total}`);
    expect(right).toBeGreaterThanOrEqual(12);
  });
});

describe('what is a baseline and what is not', () => {
  const read = (text: string, lang: Case['lang'] = 'en') => parseIntent(text, TODAY, lang);

  it('reads a record on a clock, in minutes, against a time to beat', () => {
    const pb =
      "I want to run a sub-25 5k in 12 weeks. Current PB is 27:40 from a parkrun in October. I'm 41 with two kids (8 and 11) so I can only run Tue, Thu and Sat mornings.";
    expect(read(pb).baseline).toEqual({ value: 27.67, unit: 'min' });
    expect(read('sub-20 5k, PB 21:30').baseline).toEqual({ value: 21.5, unit: 'min' });
  });

  it('reads a max said with a word of now and no unit, decimals too', () => {
    expect(read('Goal: deadlift 140kg by end of Feb. Current 1RM is 110.').baseline).toEqual({
      value: 110,
      unit: 'kg',
    });
    expect(read('Bench 100kg by December. current 1RM is 82.5').baseline).toEqual({ value: 82.5, unit: 'kg' });
  });

  it("puts what is done so far in the goal's unit", () => {
    const cfa = "CFA Level I in mid May. people say ~300 hours of study, I've done maybe 60.";
    expect(read(cfa).baseline).toEqual({ value: 60, unit: 'hours' });
    const novel = 'Writing a novel, aiming for 90,000 words. Got about 23k down.';
    expect(read(novel).baseline).toEqual({ value: 23000, unit: 'words' });
  });

  it('never takes an age or a count of sets for where the person is', () => {
    const age = "I want to run a sub-25 5k. I'm 41 with two kids so I can only run Tue, Thu and Sat.";
    expect(read(age).baseline).toBeNull();
    expect(read('bench 100kg, currently 3 sets of 60').baseline).toEqual({ value: 60, unit: 'kg' });
    expect(read('currently doing 3 sets of 8 at 60kg on bench, want to hit 80kg for a single').baseline).toEqual({
      value: 60,
      unit: 'kg',
    });
  });

  it('keeps "ya hago pilates los martes" a routine, not an amount done', () => {
    const parsed = read('Ya hago pilates los martes y los jueves. Ahora quiero aprender italiano.', 'es');
    expect(parsed.baseline).toBeNull();
  });
});
