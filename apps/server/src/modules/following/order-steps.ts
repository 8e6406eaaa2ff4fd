import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { tasks } from '../../db/schema/following.ts';
import type { Db } from '../../platform/db.ts';
import { appDeps } from '../../platform/deps.ts';
import '../commerce/events.ts';
import { finishRunTask } from '../protocols/runs/run-tasks.ts';

/**
 * A protocol's order step moves on when its order does (decision 077): paid, the step's task is done and the run takes
 * its `order_paid` branch; cancelled by the buyer or declined by the seller, the task is skipped (`order_failed`). The
 * task's finish and the run's step are one transaction; a task already finished (a replayed event) changes nothing.
 * Here, in the module that owns tasks; the run moves through the runs' own `finishRunTask`.
 */
export function wireOrderSteps(app: FastifyInstance): void {
  const settle = (key: string | null, status: 'done' | 'skipped') => {
    if (!key) return;
    app.background.run('move an order step on', () => finishOrderStep(app, key, status));
  };
  app.events.on('commerce.order_paid', ({ order }) => {
    if (order.item_type === 'protocol_order') settle(order.source_key, 'done');
  });
  app.events.on('commerce.order_closed', ({ order }) => {
    if (order.item_type === 'protocol_order') settle(order.source_key, 'skipped');
  });
}

async function finishOrderStep(app: FastifyInstance, key: string, status: 'done' | 'skipped'): Promise<void> {
  const deps = appDeps(app);
  const [task] = await deps.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.plan_task_id, key), eq(tasks.kind, 'order'), eq(tasks.status, 'pending')));
  if (!task?.run_id) return;
  const markFinished = async (tx: Db) => {
    await tx
      .update(tasks)
      .set({ status, completed_at: deps.clock.now() })
      .where(and(eq(tasks.id, task.id), eq(tasks.status, 'pending')));
  };
  await finishRunTask(deps, { ...task, run_id: task.run_id }, { status, score: null, kpi_value: null }, markFinished);
}
