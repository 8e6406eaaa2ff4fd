import type { Effect, HistoryEntry } from '@ito/protocol/engine';
import { tasks } from '../../../db/schema/following.ts';
import { appliedEffects, creatorFollowups, runEvents } from '../../../db/schema/protocols.ts';
import { calendarDay } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import { WAKE_QUEUE } from './queues.ts';
import type { FrozenItem, RunVersion } from './run-graph.ts';
import { queueAiModules } from './ai-module-queue.ts';
import { recordNotification, type RecordedNotification } from '../../notifications/notify.ts';
import { timeZoneOf } from '../../profile/time-zone.ts';
import { say } from '../../../platform/texts.ts';
export type { EffectRun } from './types.ts';
import type { EffectDeps, EffectRun } from './types.ts';
import { openStepOrder } from '../../commerce/step-orders.ts';

/** A run event as stored; published on the owner's channel once the transaction commits. */
export type RunEventRow = typeof runEvents.$inferInsert & { id: string };

/**
 * A notification stored in the run's transaction (a nudge for the follower, a follow-up for the creator), delivered
 * (`deliverNotification`: live or into the digest) once the transaction commits.
 */
export type FollowerNotice = RecordedNotification;

export type Applied = { events: RunEventRow[]; notices: FollowerNotice[] };

/**
 * The follower's calendar day at `at`, in their profile's zone (decision 072): a task made at 22:00 UTC for someone in
 * Dubai is due on their next day, not "overdue" from the moment it appears.
 */
export async function followerDay(tx: Db, userId: string, at: Date): Promise<string> {
  return calendarDay(at, await timeZoneOf(tx, userId));
}

/** The payload of a wake-up job: enough to re-read the run; a stale or duplicate one changes nothing. */
export type WakeJob = { runId: string; nodeId: string; iteration: number };

/**
 * Applies an advance's effects inside the caller's transaction, which also writes the run's new state. Each effect's
 * key goes into `applied_effects` first (insert or skip): a key that is already there was applied by an earlier
 * transaction that committed, so it is skipped, and a transaction that dies before its commit leaves neither the key
 * nor the effect behind. Every step visit and effect becomes a run event.
 */
export async function applyEffects(
  tx: Db,
  deps: EffectDeps,
  ctx: { run: EffectRun; version: RunVersion; now: Date; visits: readonly HistoryEntry[]; first?: RunEventRow },
  effects: readonly Effect[],
): Promise<Applied> {
  const { run, now } = ctx;
  const visits: RunEventRow[] = ctx.visits.map((visit) =>
    eventRow(run, visit.nodeId, 'step', now, {
      step_kind: visit.kind,
      iteration: visit.iteration,
      ...(visit.branch ? { branch: visit.branch } : {}),
    }),
  );
  const events = ctx.first ? [ctx.first, ...visits] : visits;
  const notices: FollowerNotice[] = [];
  const fresh =
    effects.length === 0
      ? new Set<string>()
      : new Set(
          (
            await tx
              .insert(appliedEffects)
              .values(effects.map((e) => ({ key: e.key, run_id: run.id, kind: e.type, applied_at: now })))
              .onConflictDoNothing()
              .returning({ key: appliedEffects.key })
          ).map((row) => row.key),
        );
  for (const effect of effects) {
    if (!fresh.has(effect.key)) continue;
    const payload = await applyOne(tx, deps, ctx, effect, notices);
    const kind = effect.type === 'finish' ? 'finished' : effect.type === 'fail' ? 'failed' : 'effect';
    events.push(eventRow(run, effect.nodeId || null, kind, now, { type: effect.type, key: effect.key, ...payload }));
  }
  if (events.length > 0) await tx.insert(runEvents).values(events);
  // Steps with an AI branch module queue it with their visit (decision 048).
  await queueAiModules(tx, deps.jobs, run, ctx.version, ctx.visits);
  return { events, notices };
}

/**
 * An order step with a price opens a real order for the follower (decision 050's plan, decision 077): the task links
 * to it, and the run waits for its payment or its closing. A step with nothing to charge stays a confirmation task.
 */
async function openOrderOf(
  tx: Db,
  deps: EffectDeps,
  input: { run: EffectRun; version: RunVersion; effect: Effect & { key: string }; item: FrozenItem | undefined },
): Promise<void> {
  const { run, version, effect, item } = input;
  const amount = Number(item?.data.amount_minor ?? 0);
  const currency = typeof item?.data.currency === 'string' ? item.data.currency : 'USD';
  if (!item || !Number.isSafeInteger(amount) || amount <= 0 || run.userId === version.ownerId) return;
  await openStepOrder(tx, {
    key: effect.key,
    buyerId: run.userId,
    sellerId: version.ownerId,
    itemId: item.id,
    title: item.name.slice(0, 200),
    amount,
    currency,
    type: item.data.type === 'payment' ? 'payment' : 'confirmation',
    platformFeeBps: deps.config.PLATFORM_FEE_BPS,
  });
}

async function applyOne(
  tx: Db,
  deps: EffectDeps,
  ctx: { run: EffectRun; version: RunVersion; now: Date },
  effect: Effect,
  notices: FollowerNotice[],
): Promise<Record<string, unknown>> {
  const { run, version, now } = ctx;
  switch (effect.type) {
    case 'create_task':
    case 'open_order':
    case 'offer_service': {
      const item = effect.itemId ? version.items.get(effect.itemId) : undefined;
      const kind = effect.type === 'create_task' ? effect.taskKind : effect.type === 'open_order' ? 'order' : 'service';
      await tx
        .insert(tasks)
        .values({
          user_id: run.userId,
          follow_id: run.followId,
          run_id: run.id,
          node_key: effect.nodeId,
          plan_task_id: effect.key,
          kind,
          title: (effect.itemName || item?.name || effect.stepName).slice(0, 200),
          description: item?.description ?? '',
          why: `${version.name}: ${effect.stepName}`.slice(0, 300),
          due_on: await followerDay(tx, run.userId, now),
        })
        .onConflictDoNothing();
      if (effect.type === 'open_order') await openOrderOf(tx, deps, { run, version, effect, item });
      deps.onTaskWritten?.();
      return { task_kind: kind, title: effect.itemName ?? effect.stepName };
    }
    case 'send_nudge': {
      const item = effect.itemId ? version.items.get(effect.itemId) : undefined;
      const title = effect.itemName || item?.name || effect.stepName;
      notices.push(
        await recordNotification(tx, {
          userId: run.userId,
          type: 'protocol_nudge',
          now,
          data: {
            title,
            body: item?.description || version.name,
            url: '/my-tasks',
            run_id: run.id,
            protocol_id: run.protocolId,
            protocol_name: version.name,
          },
        }),
      );
      return { title, body: item?.description ?? '' };
    }
    case 'create_followup':
      await tx.insert(creatorFollowups).values({
        owner_id: version.ownerId,
        protocol_id: run.protocolId,
        run_id: run.id,
        follower_id: run.userId,
        node_key: effect.nodeId,
        title: effect.stepName.slice(0, 200),
        description: effect.itemName ?? '',
        due_at: now,
      });
      notices.push(
        await recordNotification(tx, {
          userId: version.ownerId,
          type: 'protocol_followup',
          now,
          data: (language) => ({
            title: say(language, 'notice.followup_due', { step: effect.stepName }),
            body: version.name,
            url: '/creator/follow-up',
            run_id: run.id,
            protocol_id: run.protocolId,
          }),
        }),
      );
      return { title: effect.stepName };
    case 'schedule_wake': {
      const job: WakeJob = { runId: run.id, nodeId: effect.nodeId, iteration: effect.iteration };
      // Relative to the real clock: the app's clock may be moved outside production, the queue's never is.
      const startAfter = new Date(Date.now() + Math.max(0, Date.parse(effect.wakeAt) - now.getTime()));
      await deps.jobs.sendInTx(tx, WAKE_QUEUE, job, startAfter);
      return { wake_at: effect.wakeAt };
    }
    case 'finish':
      return { reason: effect.reason };
    case 'fail':
      return { reason: effect.reason, ...(effect.missingNodeId ? { missing_node: effect.missingNodeId } : {}) };
  }
}

export function eventRow(
  run: EffectRun,
  nodeKey: string | null,
  kind: RunEventRow['kind'],
  at: Date,
  payload: Record<string, unknown>,
): RunEventRow {
  return { id: eventId(), run_id: run.id, protocol_id: run.protocolId, node_key: nodeKey, kind, payload, at };
}

let lastMs = 0;
let sequence = 0;

/**
 * A time-ordered id (UUID version 7 with a 12-bit counter): the events of one transaction share their `at`, and
 * ordering by this id keeps them in the order they happened (the history's tie-break).
 */
export function eventId(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    sequence += 1;
    if (sequence > 0xfff) {
      lastMs += 1;
      sequence = 0;
    }
    ms = lastMs;
  } else {
    lastMs = ms;
    sequence = 0;
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  for (let i = 5; i >= 0; i -= 1) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
