import type { TAssessmentQuestion, TCreateQuestionRequest } from '@ito/contracts/protocols/assessment-questions';

export type TQuestionOptionValue = { label: string; score: number };
export type TQuestionKind = TCreateQuestionRequest['kind'];

export function defaultQuestionValues(): TCreateQuestionRequest {
  return {
    text: '',
    kind: 'single',
    options: [
      { label: '', score: 1 },
      { label: '', score: 0 },
    ],
    is_required: true,
  };
}

export function questionToValues(question: TAssessmentQuestion): TCreateQuestionRequest {
  return {
    text: question.text,
    kind: question.kind,
    options: question.options.map((o) => ({ ...o })),
    is_required: question.is_required,
  };
}

/**
 * The options a question keeps when its kind changes: a text question has none; a scale starts as 1..5 scoring
 * 1..5; a choice question keeps what it had, with at least two rows to fill in.
 */
export function optionsForKind(kind: TQuestionKind, options: readonly TQuestionOptionValue[]): TQuestionOptionValue[] {
  if (kind === 'text') return [];
  if (kind === 'scale' && options.length === 0) {
    return [1, 2, 3, 4, 5].map((n) => ({ label: String(n), score: n }));
  }
  const kept = options.map((o) => ({ ...o }));
  while (kept.length < 2) kept.push({ label: '', score: 0 });
  return kept;
}

/** The most a question adds to the score: the best option, or the sum of positive ones when several may be picked. */
export function maxQuestionScore(kind: TQuestionKind, options: readonly TQuestionOptionValue[]): number {
  const scores = options.map((o) => (Number.isFinite(o.score) ? o.score : 0));
  if (kind === 'text' || scores.length === 0) return 0;
  if (kind === 'multiple') return scores.filter((s) => s > 0).reduce((a, b) => a + b, 0);
  return Math.max(0, ...scores);
}
