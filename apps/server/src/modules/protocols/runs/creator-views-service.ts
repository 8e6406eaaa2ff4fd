import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TPageQuery } from '@ito/contracts/common/paging';
import {
  LIVE_RUNS_MAX,
  type TFollowup,
  type TLiveResponse,
  type TRunEvent,
} from '@ito/contracts/protocols/runs/creator-views';
import { users } from '../../../db/schema/auth.ts';
import { creatorFollowups, protocolRuns, protocols, runEvents } from '../../../db/schema/protocols.ts';
import type { Db } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { offsetOf } from '../../../platform/paging.ts';
import { ownProtocol } from './protocol-guard.ts';
import { loadVersion } from './run-graph.ts';

const followupColumns = {
  row: creatorFollowups,
  protocol_name: protocols.name,
  follower_name: users.full_name,
};

type FollowupRow = { row: typeof creatorFollowups.$inferSelect; protocol_name: string; follower_name: string };

function toFollowup({ row, protocol_name, follower_name }: FollowupRow): TFollowup {
  return {
    id: row.id,
    protocol: { id: row.protocol_id, name: protocol_name },
    run_id: row.run_id,
    follower: { id: row.follower_id, name: follower_name },
    node_key: row.node_key,
    title: row.title,
    description: row.description,
    status: row.status,
    due_at: row.due_at?.toISOString() ?? null,
    done_at: row.done_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

function selectFollowups(db: Db) {
  return db
    .select(followupColumns)
    .from(creatorFollowups)
    .innerJoin(protocols, eq(protocols.id, creatorFollowups.protocol_id))
    .innerJoin(users, eq(users.id, creatorFollowups.follower_id));
}

/** The creator's followup to-dos: open ones oldest first (what to do next), done ones newest first. */
export async function listFollowups(
  db: Db,
  ownerId: string,
  query: TPageQuery & { status: 'open' | 'done'; protocol_id?: string },
): Promise<{ data: TFollowup[]; total: number }> {
  if (query.protocol_id) await ownProtocol(db, ownerId, query.protocol_id);
  const where = and(
    eq(creatorFollowups.owner_id, ownerId),
    eq(creatorFollowups.status, query.status),
    query.protocol_id ? eq(creatorFollowups.protocol_id, query.protocol_id) : undefined,
  );
  const order =
    query.status === 'open'
      ? [asc(creatorFollowups.created_at), asc(creatorFollowups.id)]
      : [desc(creatorFollowups.done_at), desc(creatorFollowups.id)];
  const [rows, [total]] = await Promise.all([
    selectFollowups(db)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(creatorFollowups).where(where),
  ]);
  return { data: rows.map(toFollowup), total: total?.n ?? 0 };
}

/** Marks a followup done (idempotent); another creator's is a 404, like one that does not exist. */
export async function markFollowupDone(db: Db, ownerId: string, id: string, now: Date): Promise<TFollowup> {
  await db
    .update(creatorFollowups)
    .set({ status: 'done', done_at: now, updated_at: now })
    .where(
      and(eq(creatorFollowups.id, id), eq(creatorFollowups.owner_id, ownerId), eq(creatorFollowups.status, 'open')),
    );
  const [row] = await selectFollowups(db)
    .where(and(eq(creatorFollowups.id, id), eq(creatorFollowups.owner_id, ownerId)))
    .limit(1);
  if (!row) throw notFound();
  return toFollowup(row);
}

const eventColumns = {
  event: runEvents,
  protocol_name: protocols.name,
  follower_id: protocolRuns.user_id,
  follower_name: users.full_name,
};

function selectEvents(db: Db) {
  return db
    .select(eventColumns)
    .from(runEvents)
    .innerJoin(protocols, eq(protocols.id, runEvents.protocol_id))
    .innerJoin(protocolRuns, eq(protocolRuns.id, runEvents.run_id))
    .innerJoin(users, eq(users.id, protocolRuns.user_id));
}

type EventRow = {
  event: typeof runEvents.$inferSelect;
  protocol_name: string;
  follower_id: string;
  follower_name: string;
};

function toRunEvent({ event, protocol_name, follower_id, follower_name }: EventRow): TRunEvent {
  return {
    id: event.id,
    run_id: event.run_id,
    protocol: { id: event.protocol_id, name: protocol_name },
    follower: { id: follower_id, name: follower_name },
    node_key: event.node_key,
    kind: event.kind,
    payload: event.payload,
    at: event.at.toISOString(),
  };
}

/** Run events of the caller's protocols, newest first; narrowed to one protocol or one run. */
export async function listHistory(
  db: Db,
  ownerId: string,
  query: TPageQuery & { protocol_id?: string; run_id?: string },
): Promise<{ data: TRunEvent[]; total: number }> {
  if (query.protocol_id) await ownProtocol(db, ownerId, query.protocol_id);
  const where = and(
    eq(protocols.owner_id, ownerId),
    query.protocol_id ? eq(runEvents.protocol_id, query.protocol_id) : undefined,
    query.run_id ? eq(runEvents.run_id, query.run_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectEvents(db)
      .where(where)
      .orderBy(desc(runEvents.at), desc(runEvents.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(runEvents)
      .innerJoin(protocols, eq(protocols.id, runEvents.protocol_id))
      .where(where),
  ]);
  return { data: rows.map(toRunEvent), total: total?.n ?? 0 };
}

const RECENT_EVENTS = 50;
/** Bounded: a creator with more live steps than this sees the busiest ones. */
const MAX_STEPS = 500;

/**
 * Runs per step now, totals per status, the newest events and the newest active runs (bounded) of the caller's
 * protocols (or one of them).
 */
export async function liveView(db: Db, ownerId: string, protocolId?: string): Promise<TLiveResponse['data']> {
  if (protocolId) await ownProtocol(db, ownerId, protocolId);
  const owned = and(eq(protocols.owner_id, ownerId), protocolId ? eq(protocols.id, protocolId) : undefined);
  const [steps, totals, recent, runs] = await Promise.all([
    db
      .select({
        protocol_id: protocolRuns.protocol_id,
        version: protocolRuns.version,
        node_key: protocolRuns.current_node_key,
        runs: count(),
      })
      .from(protocolRuns)
      .innerJoin(protocols, eq(protocols.id, protocolRuns.protocol_id))
      .where(and(owned, inArray(protocolRuns.status, ['running', 'waiting'])))
      .groupBy(protocolRuns.protocol_id, protocolRuns.version, protocolRuns.current_node_key)
      .orderBy(sql`count(*) desc`)
      .limit(MAX_STEPS),
    db
      .select({ status: protocolRuns.status, runs: count() })
      .from(protocolRuns)
      .innerJoin(protocols, eq(protocols.id, protocolRuns.protocol_id))
      .where(owned)
      .groupBy(protocolRuns.status),
    selectEvents(db).where(owned).orderBy(desc(runEvents.at), desc(runEvents.id)).limit(RECENT_EVENTS),
    db
      .select({
        id: protocolRuns.id,
        protocol_id: protocolRuns.protocol_id,
        current_node_key: protocolRuns.current_node_key,
        status: protocolRuns.status,
      })
      .from(protocolRuns)
      .innerJoin(protocols, eq(protocols.id, protocolRuns.protocol_id))
      .where(and(owned, inArray(protocolRuns.status, ['running', 'waiting'])))
      .orderBy(desc(protocolRuns.created_at), desc(protocolRuns.id))
      .limit(LIVE_RUNS_MAX),
  ]);
  const byStatus = { running: 0, waiting: 0, finished: 0, failed: 0 };
  for (const t of totals) byStatus[t.status] = t.runs;
  // Runs of several versions at the same step are one row; the step's name comes from the newest of them.
  const merged = new Map<
    string,
    { protocol_id: string; node_key: string; name: string; runs: number; version: number }
  >();
  for (const s of steps) {
    if (!s.node_key) continue;
    const key = `${s.protocol_id}:${s.node_key}`;
    const name = (await loadVersion(db, s.protocol_id, s.version)).graph.byId.get(s.node_key)?.data.name ?? s.node_key;
    const seen = merged.get(key);
    if (!seen)
      merged.set(key, { protocol_id: s.protocol_id, node_key: s.node_key, name, runs: s.runs, version: s.version });
    else {
      seen.runs += s.runs;
      if (s.version > seen.version) Object.assign(seen, { name, version: s.version });
    }
  }
  return {
    steps: [...merged.values()]
      .sort((a, b) => b.runs - a.runs)
      .map(({ protocol_id, node_key, name, runs }) => ({ protocol_id, node_key, name, runs })),
    totals: byStatus,
    recent: recent.map(toRunEvent),
    runs: runs.map((r) => ({ ...r, status: r.status === 'running' ? 'running' : 'waiting' })),
  };
}
