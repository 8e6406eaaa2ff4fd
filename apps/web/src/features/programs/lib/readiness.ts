import type { TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import { PUBLISH_MINIMUMS } from '@ito/contracts/programs/publish-program';

/** The parts the server checks before publishing (decision 011), keyed by the field its 422 names. */
export const READINESS_PARTS = [
  'title',
  'summary',
  'description',
  'category_id',
  'duration_weeks',
  'modules',
  'quizzes',
  'price_minor',
] as const;
export type ReadinessPart = (typeof READINESS_PARTS)[number];

/**
 * A first look at what is complete, from the program as loaded: the server's answer to publishing is the
 * authority (its messages replace these), this only lets the checklist say something before the first try.
 */
export function localReadiness(p: TCreatorProgram): Record<ReadinessPart, boolean> {
  const hasQuizGaps = p.modules.some((m) =>
    m.lessons.some(
      (l) =>
        l.kind === 'quiz' &&
        (l.questions.length === 0 || l.questions.some((q) => !q.options.some((o) => o.is_correct))),
    ),
  );
  const needsPrice = p.access === 'paid' || p.access === 'subscription';
  return {
    title: p.title.trim().length >= 3,
    summary: p.summary.trim().length >= PUBLISH_MINIMUMS.summary,
    description: p.description.trim().length >= PUBLISH_MINIMUMS.description,
    category_id: p.category_id !== null,
    duration_weeks: p.duration_weeks !== null && p.duration_weeks > 0,
    modules: p.modules.some((m) => m.lessons.length > 0) && p.modules.every((m) => m.lessons.length > 0),
    quizzes: !hasQuizGaps,
    price_minor: needsPrice ? p.price_minor > 0 : p.access !== 'free' || p.price_minor === 0,
  };
}
