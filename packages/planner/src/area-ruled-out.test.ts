import { describe, expect, it } from 'vitest';
import { settledArea } from './dialogue-settle.ts';
import cases from './weight-not-wanted-cases.json' with { type: 'json' };

/**
 * An area the person rules out is never their plan (decision 113): "not trying to lose weight", "ich will auf
 * keinen Fall abnehmen", "ما أبي أنحف، أنا أصلاً ضعيف" never get a weight plan, while "I want to lose 5 kg but keep
 * bread" still does. The cases were written by a helper who never read the planner; a quarter is held out.
 */
type Case = { id: string; lang: string; text: string; expect: 'weight' | 'not_weight'; split: string };
const TODAY = '2026-11-30';

const areaOf = (text: string) => settledArea(text, TODAY);

function right(split: string): { right: number; total: number } {
  const mine = (cases as Case[]).filter((c) => c.split === split);
  const ok = mine.filter((c) => (areaOf(c.text) === 'weight') === (c.expect === 'weight'));
  return { right: ok.length, total: mine.length };
}

describe('an area the person rules out', () => {
  it('gives no weight plan to someone who says they do not want to lose weight (development slice)', () => {
    const { right: ok, total } = right('dev');
    console.info(`weight not wanted, development: ${ok}/${total}`);
    expect(total).toBe(48);
    // Before decision 113: 33 of 48.
    expect(ok).toBeGreaterThanOrEqual(46);
  });

  it('nor on the held-out slice', () => {
    const { right: ok, total } = right('held');
    console.info(`weight not wanted, held out: ${ok}/${total}`);
    expect(total).toBe(16);
    // Before decision 113: 12 of 16.
    expect(ok).toBeGreaterThanOrEqual(13);
  });

  it('is not fooled by something else refused beside the goal', () => {
    expect(areaOf('I want to lose 5 kg by summer but I do not want to give up bread')).toBe('weight');
    expect(areaOf('I watch too much football on TV, help me cut it to one match a week')).not.toBe('sport');
  });
});
