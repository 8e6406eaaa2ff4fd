import { createHash } from 'node:crypto';
import { millisecondsInDay } from 'date-fns/constants';
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Effect, ProtocolRun } from '@ito/protocol/engine';
import { runTimesBetween, type RecurringModule } from '@ito/protocol/recurring';
import { protocolRuns, protocolVersions, runEvents } from '../../../db/schema/protocols.ts';
import type { Db } from '../../../platform/db.ts';
import { type Jobs } from '../../../platform/jobs.ts';
import { RECURRING_QUEUE } from './queues.ts';
import { timeZoneOf } from '../../profile/time-zone.ts';
import { applyEffects, eventRow, type Applied, type EffectRun, type RunEventRow } from './apply-effects.ts';
import { loadVersion } from './run-graph.ts';
import type { RunDeps, RunRow } from './types.ts';

/**
 * Recurring modules run (decision 047). Each live run whose frozen version has recurring modules has one job on
 * `RECURRING_QUEUE` waiting for its next occurrence; the job applies every occurrence that is due, in the follower's
 * time zone, as ordinary effects (`applyEffects`: the ledger key `run:rec:module:time` is written in the same
 * transaction as the task or nudge, so no occurrence runs twice), then queues the job for the next one under an id
 * made from the run and that time (two workers ask for it once).
 */

export type RecurringJob = { runId: string };
export type FrozenModule = RecurringModule & { id: string };

/** Occurrences further back than this are dropped, not run: after a long outage a pile of stale reminders helps no one. */
export const CATCH_UP_MS = 31 * millisecondsInDay;
/** Most occurrences of one module applied by one job; the rest follow in the next job, queued for now. */
const MAX_DUE_PER_PASS = 200;

/** A node key no step can have: recurring effects and events are told apart from steps by it. */
export const RECURRING_NODE_PREFIX = 'recurring:';

const cache = new Map<string, readonly FrozenModule[]>();

/** The recurring modules frozen into a version (published versions never change, so the cache never goes stale). */
export async function recurringModulesOf(
  db: Db,
  protocolId: string,
  version: number,
): Promise<readonly FrozenModule[]> {
  const key = `${protocolId}:${version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const [row] = await db
    .select({ modules: sql<unknown>`${protocolVersions.graph}->'modules'` })
    .from(protocolVersions)
    .where(and(eq(protocolVersions.protocol_id, protocolId), eq(protocolVersions.version, version)))
    .limit(1);
  const modules = (Array.isArray(row?.modules) ? row.modules : []).filter(isModule);
  if (cache.size >= 500) cache.delete(cache.keys().next().value as string);
  cache.set(key, modules);
  return modules;
}

function isModule(raw: unknown): raw is FrozenModule {
  const m = raw as Partial<FrozenModule> | null;
  return !!m && typeof m.id === 'string' && Array.isArray(m.at_week_days) && typeof m.prevent_finish === 'boolean';
}

/** The instant the follower's run began (its first step visit, on the app's clock). */
const startedAt = (row: RunRow): string =>
  (row.state as unknown as ProtocolRun).history[0]?.at ?? row.created_at.toISOString();

/** When the engine ended the run (its last step visit), or null while it goes on. */
function engineEndedAt(row: RunRow): string | null {
  const state = row.state as unknown as ProtocolRun;
  if (state.status !== 'finished' && state.status !== 'failed') return null;
  return state.history.at(-1)?.at ?? row.updated_at.toISOString();
}

/** The effect one occurrence makes: the selected item's task or nudge for the follower, a follow-up for "system". */
function occurrenceEffect(module: FrozenModule, at: string, runId: string, itemName: string | null): Effect | null {
  const compact = at.replace(/[-:.]/g, '');
  const ref = {
    key: `${runId}:rec:${module.id}:${compact}`,
    nodeId: `${RECURRING_NODE_PREFIX}${module.id}`,
    iteration: 0,
    stepName: itemName ?? module.selected_module ?? 'recurring',
    target: module.target,
    itemId: module.selected_item,
    itemName,
  };
  if (module.target === 'system') return { ...ref, type: 'create_followup' };
  switch (module.selected_module) {
    case 'activity':
      return { ...ref, type: 'create_task', taskKind: 'activity' };
    case 'nudge':
      return { ...ref, type: 'send_nudge' };
    case 'challenge':
    case 'assessment':
    case 'kpi':
      return { ...ref, type: 'create_task', taskKind: module.selected_module };
    case 'followup':
      return { ...ref, type: 'create_followup' };
    case 'order':
      return { ...ref, type: 'open_order' };
    case 'services':
      return { ...ref, type: 'offer_service' };
    default:
      // Nothing to repeat: refused since decision 064, but a version frozen before may still hold such a module.
      return null;
  }
}

type Plan = { due: { at: string; effect: Effect }[]; next: string | null; holdsOpen: boolean };

/** What is due for a run now and when to look again; `holdsOpen` when a `prevent_finish` module has runs left. */
async function planRun(db: Db, row: RunRow, now: Date): Promise<Plan> {
  const modules = await recurringModulesOf(db, row.protocol_id, row.version);
  const plan: Plan = { due: [], next: null, holdsOpen: false };
  if (modules.length === 0 || row.status === 'failed') return plan;
  const version = await loadVersion(db, row.protocol_id, row.version);
  const zone = await timeZoneOf(db, row.user_id);
  const window = {
    from: startedAt(row),
    after: new Date(now.getTime() - CATCH_UP_MS).toISOString(),
    until: now.toISOString(),
    limit: MAX_DUE_PER_PASS,
  };
  const endedAt = engineEndedAt(row);
  // A run the engine failed runs no more occurrences.
  if ((row.state as unknown as ProtocolRun).status === 'failed') return plan;
  for (const module of modules) {
    const item = module.selected_item ? version.items.get(module.selected_item) : undefined;
    // `prevent_finish` modules go on past the engine's end (the run is held open); the others stop there.
    const times = runTimesBetween(module, window, zone, endedAt);
    for (const at of times.due) {
      const effect = occurrenceEffect(module, at, row.id, item?.name ?? null);
      if (effect) plan.due.push({ at, effect });
    }
    if (times.next !== null && (plan.next === null || times.next < plan.next)) plan.next = times.next;
    if (module.prevent_finish && times.next !== null) plan.holdsOpen = true;
  }
  plan.due.sort((a, b) => a.at.localeCompare(b.at));
  return plan;
}

/**
 * The run-engine hook for a run the engine has just finished: true when a `prevent_finish` module still has
 * occurrences to come, so the run stays open (status `waiting`, not ended) until the last one has run.
 */
export async function holdsRunOpen(
  tx: Db,
  run: { protocolId: string; version: number; userId: string },
  next: ProtocolRun,
  now: Date,
): Promise<boolean> {
  if (next.status !== 'finished') return false;
  const modules = (await recurringModulesOf(tx, run.protocolId, run.version)).filter((m) => m.prevent_finish);
  if (modules.length === 0) return false;
  const zone = await timeZoneOf(tx, run.userId);
  const at = now.toISOString();
  const window = { from: next.history[0]?.at ?? at, after: at, until: at, limit: 0 };
  return modules.some((m) => runTimesBetween(m, window, zone).next !== null);
}

/** The run-engine hook for a new run: with recurring modules, its first job (it finds and queues the rest). */
export async function startRecurring(tx: Db, jobs: Jobs, row: RunRow): Promise<void> {
  const modules = await recurringModulesOf(tx, row.protocol_id, row.version);
  if (modules.length === 0) return;
  await jobs.sendInTx<RecurringJob>(tx, RECURRING_QUEUE, { runId: row.id }, undefined, jobId(row.id, 'start'));
}

/** A look at a run's recurring modules now, queued once per `reason` (e.g. a move to another version). */
export async function queueRecurringLook(tx: Db, jobs: Jobs, row: RunRow, reason: string): Promise<void> {
  await jobs.sendInTx<RecurringJob>(tx, RECURRING_QUEUE, { runId: row.id }, undefined, jobId(row.id, reason));
}

/** Whether starting this version needs the job queue installed first (pg-boss cannot install inside a transaction). */
export async function hasRecurring(db: Db, protocolId: string, version: number): Promise<boolean> {
  return (await recurringModulesOf(db, protocolId, version)).length > 0;
}

export type RecurringPass = { applied: number; closed: boolean };

/** Tells the creator's live view and the follower (run-engine's `publish`, passed in: the engine imports this file). */
export type Announce = (deps: RunDeps, ownerId: string, run: RunRow, applied: Applied) => void;

/**
 * Applies a run's due occurrences, closes a run held open once nothing is left, and queues the next look, all in one
 * transaction guarded by the run's revision (a concurrent advance or pass makes this one start over).
 */
export async function runRecurring(deps: RunDeps, announce: Announce, runId: string): Promise<RecurringPass> {
  for (let attempt = 1; ; attempt += 1) {
    const [row] = await deps.db.select().from(protocolRuns).where(eq(protocolRuns.id, runId)).limit(1);
    if (!row) return { applied: 0, closed: false };
    const now = deps.clock.now();
    const plan = await planRun(deps.db, row, now);
    const version = await loadVersion(deps.db, row.protocol_id, row.version);
    const engineState = (row.state as unknown as ProtocolRun).status;
    const closes = row.status === 'waiting' && engineState === 'finished' && !plan.holdsOpen;
    await deps.jobs.ready();
    const outcome = await deps.db.transaction(async (tx) => {
      const run: EffectRun = { id: row.id, protocolId: row.protocol_id, userId: row.user_id, followId: row.follow_id };
      const applied: Applied = { events: [], notices: [] };
      for (const { at, effect } of plan.due) {
        // The occurrence's own time: the task is due that day and the history shows when it ran.
        const one = await applyEffects(tx, deps, { run, version, now: new Date(at), visits: [] }, [effect]);
        applied.events.push(...one.events);
        applied.notices.push(...one.notices);
      }
      let current = row;
      if (closes) {
        const [updated] = await tx
          .update(protocolRuns)
          .set({ status: 'finished', ended_at: now, revision: row.revision + 1, updated_at: now })
          .where(and(eq(protocolRuns.id, row.id), eq(protocolRuns.revision, row.revision)))
          .returning();
        if (!updated) return null;
        current = updated;
        const closed: RunEventRow = eventRow(run, null, 'finished', now, { reason: 'recurring_done' });
        await tx.insert(runEvents).values(closed);
        applied.events.push(closed);
      }
      if (plan.next !== null) {
        // Relative to the real clock, like wake-ups: the app's clock may be moved outside production.
        const startAfter = new Date(Date.now() + Math.max(0, Date.parse(plan.next) - now.getTime()));
        await deps.jobs.sendInTx<RecurringJob>(tx, RECURRING_QUEUE, { runId }, startAfter, jobId(runId, plan.next));
      }
      return { current, applied };
    });
    if (outcome === null) {
      if (attempt >= 8) throw new Error('recurring pass lost the run to other writers 8 times');
      continue;
    }
    announce(deps, version.ownerId, outcome.current, outcome.applied);
    const fresh = outcome.applied.events.filter((e) => e.kind === 'effect').length;
    return { applied: fresh, closed: closes };
  }
}

/** The worker for `RECURRING_QUEUE`: a duplicate or late job finds its occurrences in the ledger and adds nothing. */
export function registerRecurringHandler(deps: RunDeps, announce: Announce): void {
  deps.jobs.handle<RecurringJob>(RECURRING_QUEUE, async (job) => {
    await runRecurring(deps, announce, job.runId);
  });
}

/**
 * Queues a look now at every live run with recurring modules (and every run that ended within the catch-up window):
 * recovery on start when jobs were lost, and how the dev clock makes occurrences come due. Answers how many.
 */
export async function sweepRecurring(deps: RunDeps, limit = 10_000): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - CATCH_UP_MS);
  const rows = await deps.db
    .select({ id: protocolRuns.id })
    .from(protocolRuns)
    .innerJoin(
      protocolVersions,
      and(
        eq(protocolVersions.protocol_id, protocolRuns.protocol_id),
        eq(protocolVersions.version, protocolRuns.version),
      ),
    )
    .where(
      and(
        sql`jsonb_array_length(coalesce(${protocolVersions.graph}->'modules', '[]'::jsonb)) > 0`,
        or(inArray(protocolRuns.status, ['running', 'waiting']), gt(protocolRuns.ended_at, since)),
      ),
    )
    .orderBy(asc(protocolRuns.created_at))
    .limit(limit);
  if (rows.length > 0)
    await deps.jobs.sendMany<RecurringJob>(
      RECURRING_QUEUE,
      rows.map((r) => ({ data: { runId: r.id } })),
    );
  return rows.length;
}

/** A UUID made from the run and the time it is for, so the same look is queued once however many ask. */
function jobId(runId: string, at: string): string {
  const hex = createHash('sha256').update(`${runId}|${at}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
