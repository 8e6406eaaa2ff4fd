import { describe, expect, it } from 'vitest';
import { checkTaskForm, toCompleteRequest } from './task-form.ts';

const quiz = {
  kind: 'assessment' as const,
  kpi: null,
  questions: [
    {
      id: 'q1',
      prompt: 'Pace?',
      options: [
        { label: 'Easy', score: null },
        { label: 'Fast', score: null },
      ],
    },
    {
      id: 'q2',
      prompt: 'Rest?',
      options: [
        { label: 'Yes', score: null },
        { label: 'No', score: null },
      ],
    },
  ],
};
const kpiTask = {
  kind: 'kpi' as const,
  kpi: { id: 'k1', name: 'Distance', unit: 'km', target: 10, direction: 'increase' },
  questions: [],
};

describe('checkTaskForm', () => {
  it('requires every question, each with one of its options', () => {
    expect(checkTaskForm(quiz, { answers: { q1: '0' }, kpiValue: '', notes: '' })).toEqual({
      'answers.q2': 'form.answerRequired',
    });
    expect(checkTaskForm(quiz, { answers: { q1: '0', q2: '5' }, kpiValue: '', notes: '' })).toEqual({
      'answers.q2': 'form.answerRequired',
    });
    expect(checkTaskForm(quiz, { answers: { q1: '1', q2: '0' }, kpiValue: '', notes: '' })).toEqual({});
  });

  it('requires a number for a KPI task, and notes within the limit', () => {
    expect(checkTaskForm(kpiTask, { answers: {}, kpiValue: '', notes: '' })).toEqual({ kpi_value: 'form.kpiRequired' });
    expect(checkTaskForm(kpiTask, { answers: {}, kpiValue: 'abc', notes: '' })).toEqual({
      kpi_value: 'form.kpiRequired',
    });
    expect(checkTaskForm(kpiTask, { answers: {}, kpiValue: 0, notes: '' })).toEqual({});
    expect(checkTaskForm(kpiTask, { answers: {}, kpiValue: 5, notes: 'x'.repeat(2001) })).toEqual({
      notes: 'form.notesTooLong',
    });
  });
});

describe('toCompleteRequest', () => {
  it('sends answers as option indexes, the KPI value as a number and notes only when written', () => {
    expect(toCompleteRequest(quiz, { answers: { q1: '1', q2: '0' }, kpiValue: '', notes: '  ' })).toEqual({
      answers: { q1: 1, q2: 0 },
    });
    expect(toCompleteRequest(kpiTask, { answers: {}, kpiValue: '7.5', notes: ' felt good ' })).toEqual({
      kpi_value: 7.5,
      notes: 'felt good',
    });
    expect(
      toCompleteRequest({ kind: 'activity', kpi: null, questions: [] }, { answers: {}, kpiValue: '', notes: '' }),
    ).toEqual({});
  });
});
