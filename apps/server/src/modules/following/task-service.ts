import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { TPlan, TPlanKpi, TPlanLanguage, TPlanTask } from '@ito/contracts/agent/plan';
import { planIn } from '@ito/contracts/agent/plan-texts';
import type { TPlanChange } from '@ito/contracts/agent/conversations';
import {
  ZTaskResult,
  type TCompleteTaskRequest,
  type TTaskActionResponse,
  type TTaskCard,
  type TTaskDetail,
  type TTaskQuestion,
  type TTaskResult,
} from '@ito/contracts/following/tasks';
import type { TPageQuery } from '@ito/contracts/common/paging';
import { tasks } from '../../db/schema/following.ts';
import { follows, quizQuestions } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, invalidFields, notFound, type AppError } from '../../platform/errors.ts';
import type { MessageCode } from '@ito/contracts/common/message-codes';
import { offsetOf } from '../../platform/paging.ts';
import { isUuid } from '../../platform/uuid.ts';
import { finishRunTask, runProgress, runTaskQuestions } from '../protocols/runs/run-tasks.ts';
import { cancelStepOrder, stepOrderOf, type StepOrder } from '../commerce/step-orders.ts';
import { adaptFollow } from './adapt-service.ts';
import { ownFollow, recomputeProgress } from './follow-service.ts';
import { selectTasks, storedPlan, taskOrder, toTaskCard, type TaskCardRow, type TaskDeps } from './task-cards.ts';

type View = 'today' | 'upcoming' | 'overdue' | 'done' | 'all';

function viewFilter(view: View, today: string): SQL | undefined {
  switch (view) {
    case 'today':
      return and(eq(tasks.status, 'pending'), eq(tasks.due_on, today));
    case 'upcoming':
      return and(eq(tasks.status, 'pending'), gt(tasks.due_on, today));
    case 'overdue':
      return and(eq(tasks.status, 'pending'), lt(tasks.due_on, today));
    case 'done':
      return inArray(tasks.status, ['done', 'skipped']);
    case 'all':
      return undefined;
  }
}

/** Pending views read in date order (soonest, or oldest overdue, first); finished tasks newest first. */
function viewOrder(view: View) {
  return view === 'done' ? [sql`${tasks.completed_at} desc nulls last`, desc(tasks.id)] : taskOrder;
}

/** The caller's tasks in one view, optionally of one of their follows (someone else's follow: 404). */
export async function listTasks(
  db: Db,
  userId: string,
  query: TPageQuery & { view: View; follow_id?: string },
  today: string,
): Promise<{ data: TTaskCard[]; total: number }> {
  if (query.follow_id) await ownFollow(db, userId, query.follow_id);
  const where = and(
    eq(tasks.user_id, userId),
    query.follow_id ? eq(tasks.follow_id, query.follow_id) : undefined,
    viewFilter(query.view, today),
  );
  const [rows, [total]] = await Promise.all([
    selectTasks(db)
      .where(where)
      .orderBy(...viewOrder(query.view))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { data: rows.map(toTaskCard), total: total?.n ?? 0 };
}

type TaskRow = TaskCardRow & {
  plan_task_id: string;
  run_id: string | null;
  node_key: string | null;
  result: Record<string, unknown> | null;
  finished_by_key: string | null;
  plan: unknown;
};

async function loadTask(db: Db, userId: string, id: string): Promise<TaskRow> {
  const [row] = await selectTasks(db, {
    plan_task_id: tasks.plan_task_id,
    run_id: tasks.run_id,
    node_key: tasks.node_key,
    result: tasks.result,
    finished_by_key: tasks.finished_by_key,
    plan: follows.plan,
  })
    .where(and(eq(tasks.id, id), eq(tasks.user_id, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

type ScoredQuestion = { id: string; prompt: string; options: { label: string; score: number }[] };

/** What completing a task asks for: a plan task's check-in questions and KPI, or a catalogue quiz's questions. */
type Asks = {
  questions: ScoredQuestion[];
  isQuiz: boolean;
  kpi: TPlanKpi | null;
  /** An order step's order: the step finishes when it is paid, not by hand. */
  order?: StepOrder | null;
  /** A plan task's questions and KPI in each language its plan keeps (decision 085). */
  asksIn?: TTaskDetail['asks_in'];
};

async function asksOf(db: Db, row: TaskRow): Promise<Asks> {
  if (row.run_id) {
    // A protocol step's task: an assessment asks its frozen questions; a KPI step asks for a value (see resultOf).
    const questions = await runTaskQuestions(db, { ...row, run_id: row.run_id });
    const order = row.kind === 'order' ? await stepOrderOf(db, row.plan_task_id) : null;
    return { questions, isQuiz: false, kpi: null, order };
  }
  const plan = storedPlan(row.plan);
  if (plan) {
    const planTask = plan.tasks.find((task) => task.id === row.plan_task_id);
    const kpi = planTask?.kpi_id ? (plan.kpis.find((k) => k.id === planTask.kpi_id) ?? null) : null;
    const questions = (planTask?.questions ?? []).map((q) => ({
      id: q.id,
      prompt: q.prompt,
      options: q.options.map((o) => ({ label: o.label, score: o.score })),
    }));
    return { questions, isQuiz: false, kpi, asksIn: planTask ? asksInLanguages(plan, planTask, kpi) : null };
  }
  if (row.kind !== 'assessment' || !isUuid(row.plan_task_id)) return { questions: [], isQuiz: false, kpi: null };
  // A catalogue program's quiz lesson: each correct option scores 1.
  const rows = await db
    .select({ id: quizQuestions.id, prompt: quizQuestions.prompt, options: quizQuestions.options })
    .from(quizQuestions)
    .where(eq(quizQuestions.lesson_id, row.plan_task_id))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const questions = rows.map((q) => ({
    id: q.id,
    prompt: q.prompt,
    options: q.options.map((o) => ({ label: o.text, score: o.is_correct ? 1 : 0 })),
  }));
  return { questions, isQuiz: true, kpi: null };
}

/** The check-in's questions and the KPI as a reader of each language the plan keeps sees them. */
function asksInLanguages(plan: TPlan, task: TPlanTask, kpi: TPlanKpi | null): TTaskDetail['asks_in'] {
  if (!plan.texts) return null;
  const out: NonNullable<TTaskDetail['asks_in']> = {};
  for (const language of Object.keys(plan.texts) as TPlanLanguage[]) {
    const shown = planIn(plan, language);
    const shownTask = shown.tasks.find((t) => t.id === task.id);
    const shownKpi = kpi ? shown.kpis.find((k) => k.id === kpi.id) : null;
    out[language] = {
      questions: (shownTask?.questions ?? []).map((q) => ({
        prompt: q.prompt,
        options: q.options.map((o) => o.label),
      })),
      kpi: shownKpi ? { name: shownKpi.name, unit: shownKpi.unit } : null,
    };
  }
  return out;
}

function toDetail(row: TaskRow, asks: Asks): TTaskDetail {
  // A quiz's scores are its answers: shown once the task is finished.
  const hideScores = asks.isQuiz && row.status === 'pending';
  const questions: TTaskQuestion[] = asks.questions.map((q) => ({
    id: q.id,
    prompt: q.prompt,
    options: q.options.map((o) => ({ label: o.label, score: hideScores ? null : o.score })),
  }));
  const kpi = asks.kpi
    ? {
        id: asks.kpi.id,
        name: asks.kpi.name,
        unit: asks.kpi.unit,
        target: asks.kpi.target,
        direction: asks.kpi.direction,
      }
    : null;
  const result = row.result ? ZTaskResult.safeParse(row.result) : null;
  return {
    ...toTaskCard(row),
    questions,
    kpi,
    result: result?.success ? result.data : null,
    asks_in: asks.asksIn ?? null,
    order: asks.order ?? null,
  };
}

export async function getTask(db: Db, userId: string, id: string): Promise<TTaskDetail> {
  const row = await loadTask(db, userId, id);
  return toDetail(row, await asksOf(db, row));
}

function alreadyFinished(status: TaskRow['status']): AppError {
  return invalid('status', status === 'done' ? 'tasks.done' : status === 'skipped' ? 'tasks.skipped' : 'tasks.closed');
}

/** The answers and KPI value the task needs, checked; the result to store. 422 names each missing field. */
function resultOf(row: TaskRow, asks: Asks, input: TCompleteTaskRequest, today: string): TTaskResult {
  const errors: Record<string, MessageCode[]> = {};
  const answers: Record<string, number> = {};
  let score = 0;
  let maxScore = 0;
  for (const question of asks.questions) {
    const answer = input.answers?.[question.id];
    const option = answer === undefined ? undefined : question.options[answer];
    if (answer === undefined) errors[`answers.${question.id}`] = ['tasks.answer'];
    else if (!option) errors[`answers.${question.id}`] = ['tasks.choose_option'];
    else {
      answers[question.id] = answer;
      score += option.score;
    }
    maxScore += Math.max(0, ...question.options.map((o) => o.score));
  }
  const needsKpi = row.kind === 'kpi' || asks.kpi !== null;
  if (needsKpi && input.kpi_value === undefined) errors.kpi_value = ['tasks.kpi_value'];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  const assessed = asks.questions.length > 0;
  return {
    answers: assessed ? answers : null,
    score: assessed ? score : null,
    max_score: assessed ? maxScore : null,
    kpi_value: needsKpi ? (input.kpi_value ?? null) : null,
    notes: input.notes ? input.notes : null,
    completed_on: today,
  };
}

/**
 * Finishes a pending task: `done` with what it asked for (answers to every question, a KPI value), or `skipped`.
 * Finishing twice is refused (422 on `status`) rather than silently accepted, so that a second submission cannot
 * overwrite the first answers. Then the follow's progress is recomputed and a plan adapts to what happened.
 *
 * `key` is the request's `Idempotency-Key` (null without one). It is stored with the finish, so a retry of the same
 * request whose first attempt committed but never answered (its process died) is answered from the task as it is,
 * after the adaptation runs again (it changes nothing when the first attempt got that far), and writes nothing twice.
 */
export async function finishTask(
  deps: TaskDeps,
  userId: string,
  id: string,
  outcome: { status: 'done'; input: TCompleteTaskRequest } | { status: 'skipped' },
  today: string,
  key: string | null = null,
): Promise<TTaskActionResponse['data']> {
  const row = await loadTask(deps.db, userId, id);
  const isOwnRetry = key !== null && row.finished_by_key === key && row.status === outcome.status;
  if (row.status !== 'pending' && !isOwnRetry) throw alreadyFinished(row.status);
  if (isOwnRetry) return afterFinish(deps, userId, row, await asksOf(deps.db, row), today);
  const asks = await asksOf(deps.db, row);
  if (asks.order) {
    // Finishing an order step by hand is no payment (decision 077); skipping it declines the order.
    if (outcome.status === 'done') throw invalid('status', 'tasks.order_pays');
    await cancelStepOrder(deps.db, asks.order.id);
  }
  const result: TTaskResult =
    outcome.status === 'done'
      ? resultOf(row, asks, outcome.input, today)
      : { answers: null, score: null, max_score: null, kpi_value: null, notes: null, completed_on: today };
  const markFinished = async (db: Db) => {
    const [updated] = await db
      .update(tasks)
      .set({ status: outcome.status, result, completed_at: deps.clock.now(), finished_by_key: key })
      .where(and(eq(tasks.id, row.id), eq(tasks.status, 'pending')))
      .returning({ id: tasks.id });
    // Someone finished it in between (a second tab, a double submit).
    if (!updated) throw alreadyFinished((await loadTask(db, userId, row.id)).status);
  };
  if (row.run_id) {
    // The step's run moves on in the same transaction as the task (a task that waits advances its run).
    const runTask = { ...row, run_id: row.run_id };
    await finishRunTask(deps, runTask, { status: outcome.status, ...result }, markFinished);
  } else {
    await markFinished(deps.db);
  }

  return afterFinish(deps, userId, row, asks, today);
}

/** What follows a finish, and the answer: the plan adapts, the progress is recomputed, the task is read back. */
async function afterFinish(
  deps: TaskDeps,
  userId: string,
  row: TaskRow,
  asks: Asks,
  today: string,
): Promise<TTaskActionResponse['data']> {
  let changes: TPlanChange[] = [];
  if (row.follow_id && storedPlan(row.plan)) {
    try {
      changes = await adaptFollow(deps, row.follow_id, today);
    } catch (err) {
      // The task is finished either way; the next adaptation (opening the dashboard) tries again.
      if (!deps.onAdaptError) throw err;
      deps.onAdaptError(err);
    }
  }
  let progress = 0;
  if (row.follow_id) progress = await recomputeProgress(deps.db, row.follow_id);
  else if (row.run_id) progress = await runProgress(deps.db, row.run_id);
  const finished = await loadTask(deps.db, userId, row.id);
  return { task: toDetail(finished, asks), progress, changes };
}
