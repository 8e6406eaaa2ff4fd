import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { ProtocolRun } from '@ito/protocol/engine';
import { tasks } from '../../../db/schema/following.ts';
import { users } from '../../../db/schema/auth.ts';
import { appliedEffects, protocolRuns, runEvents } from '../../../db/schema/protocols.ts';
import type { Db } from '../../../platform/db.ts';
import { AI_MODULE_QUEUE } from './queues.ts';
import type { ModelClient } from '../../../platform/model-client.ts';
import { languageOf } from '../../../platform/texts.ts';
import { eventRow, followerDay, type EffectRun } from './apply-effects.ts';
import { guidanceKey, type AiModuleJob } from './ai-module-queue.ts';
import { writeGuidance, type AnsweredTask, type Guidance, type GuidanceInput } from './ai-guidance.ts';
import { LIVE_COMPONENT, liveEvent, type RunDeps } from './run-engine.ts';
import { loadVersion, type RunVersion } from './run-graph.ts';

/** The AI module job's handler (decision 048; queued by `ai-module-queue.ts`). */
export function registerAiModuleHandler(deps: RunDeps, model: ModelClient | null): void {
  deps.jobs.handle<AiModuleJob>(AI_MODULE_QUEUE, (job) => runAiModule(deps, model, job));
}

/** Runs one queued AI module; a job whose guidance is already written, or whose run is gone, changes nothing. */
export async function runAiModule(deps: RunDeps, model: ModelClient | null, job: AiModuleJob): Promise<void> {
  const key = guidanceKey(job);
  const [done] = await deps.db
    .select({ key: appliedEffects.key })
    .from(appliedEffects)
    .where(eq(appliedEffects.key, key));
  if (done) return;
  const [row] = await deps.db.select().from(protocolRuns).where(eq(protocolRuns.id, job.runId)).limit(1);
  if (!row) return;
  const version = await loadVersion(deps.db, row.protocol_id, row.version);
  const branch = version.aiModules.byStep.get(job.nodeId);
  if (!branch || branch.id !== job.moduleId) return;
  const input = await gatherInput(deps.db, row, version, job, branch);
  const guidance = await writeGuidance(model, input);
  const run: EffectRun = { id: row.id, protocolId: row.protocol_id, userId: row.user_id, followId: row.follow_id };
  const now = deps.clock.now();
  const event = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(appliedEffects)
      .values({ key, run_id: row.id, kind: 'create_task', applied_at: now })
      .onConflictDoNothing()
      .returning({ key: appliedEffects.key });
    if (!fresh) return null;
    await tx
      .insert(tasks)
      .values({
        user_id: row.user_id,
        follow_id: row.follow_id,
        run_id: row.id,
        node_key: job.nodeId,
        plan_task_id: key,
        kind: 'activity',
        title: guidance.title,
        description: guidance.text,
        why: `${version.name}: ${input.stepName}`.slice(0, 300),
        due_on: await followerDay(tx, row.user_id, now),
      })
      .onConflictDoNothing();
    const stored = eventRow(run, job.nodeId, 'effect', now, guidancePayload(key, branch, guidance));
    await tx.insert(runEvents).values(stored);
    return stored;
  });
  if (event) deps.realtime.publish({ userId: version.ownerId }, LIVE_COMPONENT, liveEvent(row, event));
}

function guidancePayload(key: string, module: { id: string; name: string }, guidance: Guidance) {
  return {
    type: 'ai_guidance',
    key,
    module_id: module.id,
    module_name: module.name,
    title: guidance.title,
    text: guidance.text,
    source: guidance.source,
    ...(guidance.fallback ? { fallback: guidance.fallback } : {}),
  };
}

const ANSWERS_MAX = 10;

/** The follower's data the guidance is built from, bounded: recent answers, KPI values, the steps gone through. */
async function gatherInput(
  db: Db,
  row: typeof protocolRuns.$inferSelect,
  version: RunVersion,
  job: AiModuleJob,
  branch: { name: string; prompt: string },
): Promise<GuidanceInput> {
  const state = row.state as unknown as ProtocolRun;
  const stepTasks = and(eq(tasks.run_id, row.id), sql`${tasks.plan_task_id} not like '%:ai'`);
  const [[user], finished, [tally]] = await Promise.all([
    db.select({ locale: users.locale }).from(users).where(eq(users.id, row.user_id)).limit(1),
    db
      .select({
        title: tasks.title,
        kind: tasks.kind,
        status: tasks.status,
        node: tasks.node_key,
        result: tasks.result,
      })
      .from(tasks)
      .where(and(stepTasks, ne(tasks.status, 'pending')))
      .orderBy(desc(tasks.completed_at))
      .limit(ANSWERS_MAX),
    db
      .select({
        total: count(),
        done: sql<number>`count(*) filter (where ${tasks.status} <> 'pending')`.mapWith(Number),
      })
      .from(tasks)
      .where(stepTasks),
  ]);
  const answers = finished.map((task) => answeredTask(version, task));
  const stepName = (id: string) => version.graph.byId.get(id)?.data.name || id;
  const node = version.graph.byId.get(job.nodeId);
  return {
    language: languageOf(user?.locale),
    protocolName: version.name,
    stepName: stepName(job.nodeId),
    stepKind: node?.data.type ?? '',
    iteration: job.iteration,
    main: version.aiModules.main,
    branch,
    answers,
    kpiValues: answers.flatMap((a) => (a.kpiValue === null ? [] : [a.kpiValue])).reverse(),
    history: (state.history ?? []).slice(-30).map((h) => ({
      step: stepName(h.nodeId),
      kind: h.kind,
      at: h.at,
      ...(h.branch ? { branch: h.branch } : {}),
    })),
    progress: { done: tally?.done ?? 0, total: tally?.total ?? 0 },
  };
}

type FinishedTask = { title: string; kind: string; status: string; node: string | null; result: unknown };

function answeredTask(version: RunVersion, task: FinishedTask): AnsweredTask {
  const result = (task.result ?? {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const itemId = task.node ? version.graph.byId.get(task.node)?.data.selectedItemId : null;
  const questions = (itemId ? version.items.get(itemId)?.questions : undefined) ?? [];
  const chosen =
    result.answers && typeof result.answers === 'object' ? (result.answers as Record<string, unknown>) : {};
  const answers = questions.flatMap((q) => {
    const option = typeof chosen[q.id] === 'number' ? q.options[chosen[q.id] as number] : undefined;
    return option ? [{ question: q.text.slice(0, 200), answer: option.label.slice(0, 200) }] : [];
  });
  return {
    title: task.title,
    kind: task.kind,
    status: task.status,
    score: num(result.score),
    maxScore: num(result.max_score),
    kpiValue: num(result.kpi_value),
    answers,
  };
}
