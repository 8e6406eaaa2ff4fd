import { taskTextIn } from '@ito/contracts/agent/plan-texts';
import type { TTaskDetail } from '@ito/contracts/following/tasks';

/**
 * A task as a reader of `language` sees it (decision 085): a plan task's title, description, why, check-in questions
 * and KPI in that language when its plan keeps them; a lesson's or a protocol step's task as its author wrote it.
 */
export function taskDetailIn(detail: TTaskDetail, language: string): TTaskDetail {
  const asks = detail.asks_in?.[language.split('-')[0] as keyof NonNullable<TTaskDetail['asks_in']>];
  return {
    ...detail,
    ...taskTextIn(detail, language),
    questions: detail.questions.map((question, i) => {
      const shown = asks?.questions[i];
      if (!shown) return question;
      return {
        ...question,
        prompt: shown.prompt,
        options: question.options.map((option, j) => ({ ...option, label: shown.options[j] ?? option.label })),
      };
    }),
    kpi: detail.kpi && asks?.kpi ? { ...detail.kpi, ...asks.kpi } : detail.kpi,
  };
}
