import { and, count, eq, sql } from 'drizzle-orm';
import type { EngineEvent } from '@ito/protocol/engine';
import { tasks } from '../../../db/schema/following.ts';
import { protocolRuns } from '../../../db/schema/protocols.ts';
import type { Db } from '../../../platform/db.ts';
import { advanceRun, type RunDeps } from './run-engine.ts';
import { loadVersion } from './run-graph.ts';
import { RECURRING_NODE_PREFIX, recurringModulesOf } from './recurring-runner.ts';

/** A step's task as the tasks module holds it. */
export type RunTask = {
  run_id: string;
  node_key: string | null;
  plan_task_id: string;
  kind: string;
};

export type RunTaskOutcome = {
  status: 'done' | 'skipped';
  score: number | null;
  kpi_value: number | null;
};

type ScoredQuestion = { id: string; prompt: string; options: { label: string; score: number }[] };

/** The item a recurring module of the run's frozen version repeats (its occurrences' tasks carry `recurring:{id}`). */
async function recurringItemId(db: Db, run: { protocol_id: string; version: number }, moduleId: string) {
  const modules = await recurringModulesOf(db, run.protocol_id, run.version);
  return modules.find((module) => module.id === moduleId)?.selected_item ?? undefined;
}

/** The questions of the assessment a step's (or a recurring module's) task stands for, from the run's frozen version. */
export async function runTaskQuestions(db: Db, task: RunTask): Promise<ScoredQuestion[]> {
  if (task.kind !== 'assessment' || !task.node_key) return [];
  const [run] = await db
    .select({ protocol_id: protocolRuns.protocol_id, version: protocolRuns.version })
    .from(protocolRuns)
    .where(eq(protocolRuns.id, task.run_id))
    .limit(1);
  if (!run) return [];
  const version = await loadVersion(db, run.protocol_id, run.version);
  const itemId = task.node_key.startsWith(RECURRING_NODE_PREFIX)
    ? await recurringItemId(db, run, task.node_key.slice(RECURRING_NODE_PREFIX.length))
    : version.graph.byId.get(task.node_key)?.data.selectedItemId;
  const item = itemId ? version.items.get(itemId) : undefined;
  return (item?.questions ?? []).map((q) => ({ id: q.id, prompt: q.text, options: q.options }));
}

/** The engine event a finished step task stands for; the iteration comes from its effect key (`run:node:n`). */
export function taskEvent(task: RunTask, outcome: RunTaskOutcome): EngineEvent | null {
  if (!task.node_key) return null;
  const iteration = Number(task.plan_task_id.split(':').at(-1));
  const guard = { nodeId: task.node_key, iteration: Number.isInteger(iteration) ? iteration : undefined };
  const isDone = outcome.status === 'done';
  switch (task.kind) {
    case 'assessment':
      return { type: 'task_completed', ...guard, score: isDone ? outcome.score : null };
    case 'kpi':
      return { type: 'task_completed', ...guard, kpiValue: isDone ? outcome.kpi_value : null };
    case 'challenge':
      return { type: 'task_completed', ...guard, done: isDone };
    case 'order':
      // A priced step's task is finished by its order (`order-steps.ts`); one with nothing to charge, by the follower.
      return isDone ? { type: 'order_paid', ...guard, nodeId: task.node_key } : { type: 'order_failed', ...guard };
    default:
      return null;
  }
}

/**
 * Finishes a step's task and advances its run in ONE transaction: `markFinished` (the task's own update) runs inside
 * it, so a crash cannot leave a finished task with a run that never heard of it.
 */
export async function finishRunTask(
  deps: RunDeps,
  task: RunTask,
  outcome: RunTaskOutcome,
  markFinished: (tx: Db) => Promise<void>,
): Promise<void> {
  const event = taskEvent(task, outcome);
  if (!event) {
    await deps.db.transaction(async (tx) => markFinished(tx));
    return;
  }
  await advanceRun(deps, task.run_id, event, markFinished);
}

/** A run's progress for a follower outside any program: finished step tasks over all of them, 0..100. */
export async function runProgress(db: Db, runId: string): Promise<number> {
  const [row] = await db
    .select({
      total: count(),
      done: sql<number>`count(*) filter (where ${tasks.status} <> 'pending')`.mapWith(Number),
    })
    .from(tasks)
    .where(and(eq(tasks.run_id, runId)));
  if (!row || row.total === 0) return 0;
  return Math.floor((row.done / row.total) * 100);
}
