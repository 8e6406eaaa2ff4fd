import type { TCompleteTaskRequest, TTaskDetail } from '@ito/contracts/following/tasks';

/** What the follower has entered on a task page: option indexes as strings (radio values), the KPI value as typed. */
export interface TaskFormValues {
  answers: Record<string, string>;
  kpiValue: string | number;
  notes: string;
}

/** A field's error as a translation key of the `following` namespace, keyed like the server's 422 (`answers.q1`). */
export type TaskFormErrors = Record<string, string>;

export const NOTES_MAX = 2000;

export const answerField = (questionId: string) => `answers.${questionId}`;

function kpiNumber(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Every question needs an answer among its options, a KPI task needs a number, notes fit the limit. */
export function checkTaskForm(task: Pick<TTaskDetail, 'questions' | 'kpi' | 'kind'>, values: TaskFormValues) {
  const errors: TaskFormErrors = {};
  for (const question of task.questions) {
    const answer = values.answers[question.id];
    const index = answer === undefined ? NaN : Number(answer);
    if (!Number.isInteger(index) || index < 0 || index >= question.options.length) {
      errors[answerField(question.id)] = 'form.answerRequired';
    }
  }
  if (needsKpiValue(task) && kpiNumber(values.kpiValue) === null) errors.kpi_value = 'form.kpiRequired';
  if (values.notes.trim().length > NOTES_MAX) errors.notes = 'form.notesTooLong';
  return errors;
}

export function needsKpiValue(task: Pick<TTaskDetail, 'kpi' | 'kind'>): boolean {
  return task.kind === 'kpi' || task.kpi !== null;
}

/** The body of POST tasks/{id}/complete for valid values: only what the task asks for, notes when there are any. */
export function toCompleteRequest(
  task: Pick<TTaskDetail, 'questions' | 'kpi' | 'kind'>,
  values: TaskFormValues,
): TCompleteTaskRequest {
  const body: TCompleteTaskRequest = {};
  if (task.questions.length > 0) {
    body.answers = Object.fromEntries(task.questions.map((q) => [q.id, Number(values.answers[q.id])]));
  }
  const kpi = kpiNumber(values.kpiValue);
  if (needsKpiValue(task) && kpi !== null) body.kpi_value = kpi;
  const notes = values.notes.trim();
  if (notes) body.notes = notes;
  return body;
}
