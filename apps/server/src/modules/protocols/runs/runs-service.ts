import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { TPageQuery } from '@ito/contracts/common/paging';
import type { TMoveRunsRequest, TRunCard } from '@ito/contracts/protocols/runs/runs';
import { users } from '../../../db/schema/auth.ts';
import { protocolRuns, protocolVersions } from '../../../db/schema/protocols.ts';
import type { Db } from '../../../platform/db.ts';
import { invalid } from '../../../platform/errors.ts';
import { offsetOf } from '../../../platform/paging.ts';
import { ownProtocol } from './protocol-guard.ts';
import { moveRun, type RunDeps, type RunRow } from './run-engine.ts';
import { loadVersion } from './run-graph.ts';

export function toRunCard(row: RunRow, followerName: string): TRunCard {
  return {
    id: row.id,
    protocol_id: row.protocol_id,
    version: row.version,
    follower: { id: row.user_id, name: followerName },
    status: row.status,
    current_node_key: row.current_node_key,
    next_wake_at: row.next_wake_at?.toISOString() ?? null,
    started_at: row.created_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
  };
}

export async function listRuns(
  db: Db,
  ownerId: string,
  protocolId: string,
  query: TPageQuery & { status?: RunRow['status'] },
): Promise<{ data: TRunCard[]; total: number }> {
  await ownProtocol(db, ownerId, protocolId);
  const where = and(
    eq(protocolRuns.protocol_id, protocolId),
    query.status ? eq(protocolRuns.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ run: protocolRuns, name: users.full_name })
      .from(protocolRuns)
      .innerJoin(users, eq(users.id, protocolRuns.user_id))
      .where(where)
      .orderBy(desc(protocolRuns.created_at), desc(protocolRuns.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(protocolRuns).where(where),
  ]);
  return { data: rows.map((r) => toRunCard(r.run, r.name)), total: total?.n ?? 0 };
}

/** Runs moved per request; a bigger protocol is moved in several calls (`remaining` says how many are left). */
const MOVE_BATCH = 500;

/**
 * Moves live runs (running or waiting) to another published version; each move is a `moved` run event. A run whose
 * step is missing in the target version fails (`missing_step`) rather than guessing where it should be.
 */
export async function moveRuns(
  deps: RunDeps,
  ownerId: string,
  protocolId: string,
  input: TMoveRunsRequest,
): Promise<{ moved: number; failed: number; remaining: number }> {
  await ownProtocol(deps.db, ownerId, protocolId);
  const [exists] = await deps.db
    .select({ id: protocolVersions.id })
    .from(protocolVersions)
    .where(and(eq(protocolVersions.protocol_id, protocolId), eq(protocolVersions.version, input.to_version)))
    .limit(1);
  if (!exists) throw invalid('to_version', 'runs.choose_version');
  const target = await loadVersion(deps.db, protocolId, input.to_version);
  const where = and(
    eq(protocolRuns.protocol_id, protocolId),
    inArray(protocolRuns.status, ['running', 'waiting']),
    ne(protocolRuns.version, input.to_version),
    input.run_ids ? inArray(protocolRuns.id, input.run_ids) : undefined,
  );
  const rows = await deps.db.select().from(protocolRuns).where(where).orderBy(asc(protocolRuns.id)).limit(MOVE_BATCH);
  let moved = 0;
  let failed = 0;
  for (const row of rows) {
    const updated = await moveRun(deps, row, target, ownerId);
    if (updated.status === 'failed') failed += 1;
    else moved += 1;
  }
  const [left] = await deps.db.select({ n: count() }).from(protocolRuns).where(where);
  return { moved, failed, remaining: left?.n ?? 0 };
}
