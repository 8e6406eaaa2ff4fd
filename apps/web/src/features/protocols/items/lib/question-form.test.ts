import { describe, expect, it } from 'vitest';
import { ZCreateQuestionRequest } from '@ito/contracts/protocols/assessment-questions';
import { defaultQuestionValues, maxQuestionScore, optionsForKind } from './question-form.ts';

describe('question form', () => {
  it('starts with two empty options, which the contract refuses until they have labels', () => {
    const values = defaultQuestionValues();
    expect(values.options).toHaveLength(2);
    const parsed = ZCreateQuestionRequest.safeParse({ ...values, text: 'How did you sleep?' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(['options', 0, 'label']);
  });

  it('clears options for a text question and offers 1..5 for an empty scale', () => {
    expect(optionsForKind('text', [{ label: 'a', score: 1 }])).toEqual([]);
    expect(optionsForKind('scale', []).map((o) => o.score)).toEqual([1, 2, 3, 4, 5]);
    expect(optionsForKind('single', [{ label: 'a', score: 1 }])).toEqual([
      { label: 'a', score: 1 },
      { label: '', score: 0 },
    ]);
  });

  it('computes the most a question can add', () => {
    const options = [
      { label: 'a', score: 3 },
      { label: 'b', score: -1 },
      { label: 'c', score: 2 },
    ];
    expect(maxQuestionScore('single', options)).toBe(3);
    expect(maxQuestionScore('multiple', options)).toBe(5);
    expect(maxQuestionScore('text', options)).toBe(0);
  });
});
