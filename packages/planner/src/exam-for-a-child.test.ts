import { describe, expect, it } from 'vitest';
import { settledArea } from './dialogue-settle.ts';

describe("a parent's plan for a child's exam (decision 114)", () => {
  it('is an exam plan, and "practice test" is not a driving test', () => {
    const text =
      'my son (16) has the SAT in 9 weeks, he got 1180 on the practice test (math 540), wants 1350+. he has soccer mon/wed/fri';
    expect(settledArea(text, '2026-11-30')).toBe('exams');
  });

  it('a child who fights homework is still a parenting goal', () => {
    expect(
      settledArea('my 9 year old fights me on homework every single night, I need calmer evenings', '2026-11-30'),
    ).toBe('parenting');
  });
});
