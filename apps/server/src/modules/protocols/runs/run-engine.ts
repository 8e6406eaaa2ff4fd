import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { advance, createRun, type EngineEvent, type ProtocolRun } from '@ito/protocol/engine';
import { protocolRuns, protocols, runEvents } from '../../../db/schema/protocols.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError, invalid, notFound } from '../../../platform/errors.ts';
import { applyEffects, eventRow, type Applied, type EffectRun, type RunEventRow } from './apply-effects.ts';
import { loadVersion, type RunVersion } from './run-graph.ts';
import { hasRecurring, holdsRunOpen, queueRecurringLook, startRecurring } from './recurring-runner.ts';
import { queuesJobs } from './ai-module-queue.ts';
import { deliverNotification } from '../../notifications/notify.ts';
export type { RunDeps, RunRow } from './types.ts';
import type { EffectDeps, RunDeps, RunRow } from './types.ts';

/** Realtime component of the creator's live view (nudges and follow-ups reach people as notifications). */
export const LIVE_COMPONENT = 'protocol-live';

const MAX_ATTEMPTS = 8;

class StaleRevision extends Error {}

/**
 * The row columns that mirror the engine's run (the rest of it lives in `state`). A finished run that recurring
 * modules hold open (`prevent_finish`, decision 047) stays `waiting` until the recurring runner closes it.
 */
function runColumns(run: ProtocolRun, now: Date, isHeldOpen = false) {
  const isEnded = !isHeldOpen && (run.status === 'finished' || run.status === 'failed');
  return {
    status: isHeldOpen ? ('waiting' as const) : run.status,
    current_node_key: run.currentNodeId,
    state: run as unknown as Record<string, unknown>,
    next_wake_at: run.nextWakeAt ? new Date(run.nextWakeAt) : null,
    ended_at: isEnded ? now : null,
  };
}

const effectRun = (row: Pick<RunRow, 'id' | 'protocol_id' | 'user_id' | 'follow_id'>): EffectRun => ({
  id: row.id,
  protocolId: row.protocol_id,
  userId: row.user_id,
  followId: row.follow_id,
});

export function publish(deps: RunDeps, ownerId: string, run: RunRow, applied: Applied): void {
  for (const event of applied.events) deps.realtime.publish({ userId: ownerId }, LIVE_COMPONENT, liveEvent(run, event));
  // Nudges and follow-ups are notifications: live or into the digest (decision 020).
  for (const notice of applied.notices) void deliverNotification(deps, notice);
}

export function liveEvent(run: RunRow, event: RunEventRow) {
  return {
    id: event.id,
    run_id: run.id,
    protocol_id: run.protocol_id,
    user_id: run.user_id,
    node_key: event.node_key ?? null,
    kind: event.kind,
    payload: event.payload ?? {},
    at: event.at.toISOString(),
    run_status: run.status,
    current_node_key: run.current_node_key,
  };
}

/** A follower's live run of a protocol (running or waiting), if any. */
export async function activeRun(db: Db, protocolId: string, userId: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(protocolRuns)
    .where(
      and(
        eq(protocolRuns.protocol_id, protocolId),
        eq(protocolRuns.user_id, userId),
        inArray(protocolRuns.status, ['running', 'waiting']),
      ),
    )
    .orderBy(desc(protocolRuns.created_at))
    .limit(1);
  return row ?? null;
}

type StartInput = { protocolId: string; userId: string; followId?: string | null; invitationId?: string | null };

/** What starting a run decides before writing: the version it runs and the engine's walk to the first wait. */
type PreparedStart = {
  id: string;
  version: RunVersion;
  result: ReturnType<typeof advance>;
  now: Date;
};

async function prepareStart(db: Db, clock: Clock, input: StartInput): Promise<PreparedStart> {
  const [protocol] = await db
    .select({ version: protocols.version })
    .from(protocols)
    .where(eq(protocols.id, input.protocolId))
    .limit(1);
  if (!protocol) throw notFound();
  if (protocol.version < 1) {
    throw new AppError('validation', 'runs.not_published', { fields: { protocol: ['runs.not_published'] } });
  }
  const version = await loadVersion(db, input.protocolId, protocol.version);
  const now = clock.now();
  const id = crypto.randomUUID();
  const fresh = createRun({ id, protocolId: input.protocolId, protocolVersion: version.version, userId: input.userId });
  return { id, version, result: advance(fresh, version.graph, { type: 'start' }, now.toISOString()), now };
}

/** Writes a prepared run, its first events and its effects in `tx`; null when another live run won the race. */
async function insertStart(
  tx: Db,
  deps: EffectDeps,
  input: StartInput,
  prepared: PreparedStart,
): Promise<{ row: RunRow; applied: Applied } | null> {
  const { id, version, result, now } = prepared;
  const held = await holdsRunOpen(tx, { ...input, version: version.version }, result.run, now);
  const [inserted] = await tx
    .insert(protocolRuns)
    .values({
      id,
      protocol_id: input.protocolId,
      version: version.version,
      user_id: input.userId,
      follow_id: input.followId ?? null,
      invitation_id: input.invitationId ?? null,
      revision: 1,
      ...runColumns(result.run, now, held),
    })
    .onConflictDoNothing({
      target: [protocolRuns.protocol_id, protocolRuns.user_id],
      where: sql`status in ('running', 'waiting')`,
    })
    .returning();
  if (!inserted) return null;
  const run = effectRun(inserted);
  // Made first so that its time-ordered id sorts before the steps it led to.
  const first = eventRow(run, null, 'started', now, { version: version.version });
  const ctx = { run, version, now, visits: result.run.history, first };
  const applied = await applyEffects(tx, deps, ctx, result.effects);
  await startRecurring(tx, deps.jobs, inserted);
  return { row: inserted, applied };
}

/**
 * Starts a run of a protocol's newest published version for a follower and walks it to its first waiting step, all
 * in one transaction. A follower already inside the protocol keeps that run (`isNew: false`), also when two starts
 * race: the unique index on live runs lets one insert win and the other answers the winner's run.
 */
export async function startRun(deps: RunDeps, input: StartInput): Promise<{ run: RunRow; isNew: boolean }> {
  const existing = await activeRun(deps.db, input.protocolId, input.userId);
  if (existing) return { run: existing, isNew: false };
  const prepared = await prepareStart(deps.db, deps.clock, input);
  const { effects, run } = prepared.result;
  const needsJobs =
    queuesJobs(prepared.version, effects, run.history) ||
    (await hasRecurring(deps.db, input.protocolId, prepared.version.version));
  if (needsJobs) await deps.jobs.ready();
  const started = await deps.db.transaction(async (tx) => insertStart(tx, deps, input, prepared));
  if (!started) {
    // Another start committed first (the unique index on live runs): that run is the follower's.
    const winner = await activeRun(deps.db, input.protocolId, input.userId);
    if (!winner) throw invalid('protocol', 'runs.changed');
    return { run: winner, isNew: false };
  }
  publish(deps, prepared.version.ownerId, started.row, started.applied);
  return { run: started.row, isNew: true };
}

/**
 * `startRun` inside the caller's transaction `tx`, for a start that must commit or roll back with other writes
 * (following a program starts its protocols). The caller has called `jobs.ready()` before opening `tx` (pg-boss
 * cannot install itself inside a transaction) and calls `announce` once `tx` has committed: the creator's live view
 * and the follower's notifications must never tell of a run that was rolled back.
 */
export async function startRunInTx(
  tx: Db,
  deps: RunDeps,
  input: StartInput,
): Promise<{ run: RunRow; isNew: boolean; announce: () => void }> {
  const nothing = () => {};
  const existing = await activeRun(tx, input.protocolId, input.userId);
  if (existing) return { run: existing, isNew: false, announce: nothing };
  const prepared = await prepareStart(tx, deps.clock, input);
  const started = await insertStart(tx, deps, input, prepared);
  if (!started) {
    // Another start committed in between: that run is the follower's (read committed sees it).
    const winner = await activeRun(tx, input.protocolId, input.userId);
    if (!winner) throw invalid('protocol', 'runs.changed');
    return { run: winner, isNew: false, announce: nothing };
  }
  const announce = () => publish(deps, prepared.version.ownerId, started.row, started.applied);
  return { run: started.row, isNew: true, announce };
}

export type AdvanceOutcome = { run: RunRow; changed: boolean };

/**
 * Feeds one event to a run: re-reads it, lets the engine decide, and writes the new state, its effects and their
 * ledger keys in one transaction guarded by the run's revision (a concurrent writer makes this attempt start over
 * from a fresh read). `alsoInTx` runs inside the same transaction, e.g. marking the task that produced the event.
 */
export async function advanceRun(
  deps: RunDeps,
  runId: string,
  event: EngineEvent,
  alsoInTx?: (tx: Db) => Promise<void>,
): Promise<AdvanceOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const [row] = await deps.db.select().from(protocolRuns).where(eq(protocolRuns.id, runId)).limit(1);
    if (!row) throw notFound();
    const version = await loadVersion(deps.db, row.protocol_id, row.version);
    const before = row.state as unknown as ProtocolRun;
    const now = deps.clock.now();
    const result = advance(before, version.graph, event, now.toISOString());
    const changed = result.run !== before;
    if (!changed && !alsoInTx) return { run: row, changed };
    if (queuesJobs(version, result.effects, result.run.history.slice(before.history.length))) await deps.jobs.ready();
    try {
      const outcome = await deps.db.transaction(async (tx) => {
        let run = row;
        let applied: Applied = { events: [], notices: [] };
        if (changed) {
          run = await writeState(tx, row, result.run, now);
          const first = eventRow(effectRun(row), before.currentNodeId, 'event', now, { ...event });
          const visits = result.run.history.slice(before.history.length);
          const ctx = { run: effectRun(row), version, now, visits, first };
          applied = await applyEffects(tx, deps, ctx, result.effects);
        }
        await alsoInTx?.(tx);
        return { run, applied };
      });
      publish(deps, version.ownerId, outcome.run, outcome.applied);
      return { run: outcome.run, changed };
    } catch (err) {
      if (!(err instanceof StaleRevision) || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}

async function writeState(tx: Db, row: RunRow, next: ProtocolRun, now: Date): Promise<RunRow> {
  const held = await holdsRunOpen(
    tx,
    { protocolId: row.protocol_id, version: row.version, userId: row.user_id },
    next,
    now,
  );
  const [updated] = await tx
    .update(protocolRuns)
    .set({ ...runColumns(next, now, held), revision: row.revision + 1, updated_at: now })
    .where(and(eq(protocolRuns.id, row.id), eq(protocolRuns.revision, row.revision)))
    .returning();
  if (!updated) throw new StaleRevision();
  return updated;
}

/** Moves one run to another version of its protocol (position kept when the step exists there). */
export async function moveRun(deps: RunDeps, row: RunRow, to: RunVersion, movedBy: string): Promise<RunRow> {
  const now = deps.clock.now();
  const before = row.state as unknown as ProtocolRun;
  const hasStep = before.currentNodeId === null || to.graph.byId.has(before.currentNodeId);
  const next: ProtocolRun = hasStep
    ? { ...before, protocolVersion: to.version }
    : { ...before, protocolVersion: to.version, status: 'failed', endReason: 'missing_step', nextWakeAt: null };
  const withRecurring = await hasRecurring(deps.db, row.protocol_id, to.version);
  if (withRecurring) await deps.jobs.ready();
  const result = await deps.db.transaction(async (tx) => {
    // A run the new version's `prevent_finish` modules hold open stays open (waiting), as advancing it would.
    const held = await holdsRunOpen(
      tx,
      { protocolId: row.protocol_id, version: to.version, userId: row.user_id },
      next,
      now,
    );
    const [updated] = await tx
      .update(protocolRuns)
      .set({ ...runColumns(next, now, held), version: to.version, revision: row.revision + 1, updated_at: now })
      .where(and(eq(protocolRuns.id, row.id), eq(protocolRuns.revision, row.revision)))
      .returning();
    if (!updated) throw new AppError('validation', 'runs.changed_moving', {});
    const event = eventRow(effectRun(row), before.currentNodeId, 'moved', now, {
      from_version: row.version,
      to_version: to.version,
      moved_by: movedBy,
      ...(hasStep ? {} : { reason: 'missing_step' }),
    });
    await tx.insert(runEvents).values(event);
    // The new version's recurring modules take over from the next look (their ledger keys keep occurrences once).
    if (withRecurring) await queueRecurringLook(tx, deps.jobs, updated, `moved:${to.version}`);
    return { updated, moved: event };
  });
  deps.realtime.publish({ userId: to.ownerId }, LIVE_COMPONENT, liveEvent(result.updated, result.moved));
  return result.updated;
}
