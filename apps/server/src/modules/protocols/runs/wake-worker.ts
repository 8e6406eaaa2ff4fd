import { and, asc, eq, lte } from 'drizzle-orm';
import type { ProtocolRun } from '@ito/protocol/engine';
import { protocolRuns } from '../../../db/schema/protocols.ts';
import { AppError } from '../../../platform/errors.ts';
import { WAKE_QUEUE } from './queues.ts';
import type { WakeJob } from './apply-effects.ts';
import { advanceRun, type RunDeps } from './run-engine.ts';

/**
 * The wake-up worker. A job carries only the run, step and iteration it was made for; the handler re-reads the run
 * and feeds the engine a guarded `wake` event, so a duplicate or late delivery (a retry after a crash, a sweep) finds
 * the run elsewhere and changes nothing.
 */
export function registerWakeHandler(deps: RunDeps): void {
  deps.jobs.handle<WakeJob>(WAKE_QUEUE, async (job) => {
    try {
      await advanceRun(deps, job.runId, { type: 'wake', nodeId: job.nodeId, iteration: job.iteration });
    } catch (err) {
      // The run (or its protocol) was deleted since: nothing left to wake.
      if (err instanceof AppError && err.code === 'not_found') return;
      throw err;
    }
  });
}

/**
 * Queues a wake-up for every waiting run whose time has come by the app's clock: recovery after a worker died with
 * jobs in hand, and the way the dev clock (`POST /api/dev/clock`) makes waits pass. Answers how many were queued.
 */
export async function requeueDueRuns(deps: RunDeps, limit = 10_000): Promise<number> {
  const rows = await deps.db
    .select({ id: protocolRuns.id, node: protocolRuns.current_node_key, state: protocolRuns.state })
    .from(protocolRuns)
    .where(and(eq(protocolRuns.status, 'waiting'), lte(protocolRuns.next_wake_at, deps.clock.now())))
    .orderBy(asc(protocolRuns.next_wake_at))
    .limit(limit);
  const jobs = rows.flatMap((row) => {
    if (!row.node) return [];
    const iteration = (row.state as unknown as ProtocolRun).iterations?.[row.node] ?? 0;
    const data: WakeJob = { runId: row.id, nodeId: row.node, iteration };
    return [{ data }];
  });
  if (jobs.length > 0) await deps.jobs.sendMany(WAKE_QUEUE, jobs);
  return jobs.length;
}
