import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';

const goalOf = (text: string) => parseIntent(text, '2026-11-30').goal;

describe('a long message that opens with its goal keeps it in the person words (decision 114)', () => {
  it.each([
    ["best man speech for my brother's wedding, it's 5 weeks away. max 5 mins. I hate public speaking", /best man/i],
    ['opening an etsy shop selling digital planners, i have canva pro. goal is 20 listings in 6 weeks', /etsy/i],
  ])('"%s"', (text, words) => {
    expect(goalOf(text)).toMatch(words);
  });

  it('never takes an opening that reads as advice a plan must not give', () => {
    const goal = goalOf('fasting two days a week and running every morning, I want to get leaner for summer');
    expect(goal ?? '').not.toMatch(/fasting/i);
  });
});
