import type { Effect, HistoryEntry } from '@ito/protocol/engine';
import type { Db } from '../../../platform/db.ts';
import { type Jobs } from '../../../platform/jobs.ts';
import { AI_MODULE_QUEUE } from './queues.ts';
import type { EffectRun } from './types.ts';
import type { RunVersion } from './run-graph.ts';

/**
 * AI modules run (decision 048). A step visit whose step carries a branch module queues a job in the run's own
 * transaction (so it exists exactly when the visit does); the job gathers the follower's data, asks for guidance
 * (the configured model, else the built-in path) outside any transaction, and then writes the follower's task and the
 * creator's history event in one transaction behind the run's effect ledger (`applied_effects`, key
 * `run:step:iteration:ai`): a job delivered twice, or a worker that dies after the model answered, writes once.
 */
export type AiModuleJob = { runId: string; nodeId: string; iteration: number; moduleId: string };

/** The ledger key of a step visit's guidance; also its task's `plan_task_id`. */
export const guidanceKey = (job: Pick<AiModuleJob, 'runId' | 'nodeId' | 'iteration'>) =>
  `${job.runId}:${job.nodeId}:${job.iteration}:ai`;

/** Whether an advance queues jobs (pg-boss must be ready before its transaction opens: it cannot install inside). */
export function queuesJobs(version: RunVersion, effects: readonly Effect[], visits: readonly HistoryEntry[]): boolean {
  return effects.some((e) => e.type === 'schedule_wake') || visits.some((v) => version.aiModules.byStep.has(v.nodeId));
}

/** The run engine's hook, inside the transaction that records `visits`: one job per visit of a step with a branch. */
export async function queueAiModules(
  tx: Db,
  jobs: Jobs,
  run: EffectRun,
  version: RunVersion,
  visits: readonly HistoryEntry[],
): Promise<void> {
  for (const visit of visits) {
    const module = version.aiModules.byStep.get(visit.nodeId);
    if (!module) continue;
    const job: AiModuleJob = { runId: run.id, nodeId: visit.nodeId, iteration: visit.iteration, moduleId: module.id };
    await jobs.sendInTx(tx, AI_MODULE_QUEUE, job);
  }
}
