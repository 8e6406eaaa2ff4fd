import { and, asc, eq, gt } from 'drizzle-orm';
import { protocols } from '../../../db/schema/protocols.ts';
import type { Db } from '../../../platform/db.ts';
import { startRunInTx, type RunDeps } from './run-engine.ts';

/** A program carries at most this many protocols into a follow (a bound, not a product rule). */
const MAX_PROTOCOLS_PER_PROGRAM = 20;

/** The published protocols that name a program (`protocols.program_id`), oldest first: a follow enters each. */
export async function carriedProtocols(db: Db, programId: string): Promise<string[]> {
  const rows = await db
    .select({ id: protocols.id })
    .from(protocols)
    .where(and(eq(protocols.program_id, programId), gt(protocols.version, 0)))
    .orderBy(asc(protocols.created_at), asc(protocols.id))
    .limit(MAX_PROTOCOLS_PER_PROGRAM);
  return rows.map((row) => row.id);
}

/**
 * Enters a follower into each of `protocolIds` inside the caller's transaction (see `startRunInTx`: `jobs.ready()`
 * before it, `announce()` after it commits). Idempotent: a follower already inside a protocol keeps that run.
 * Answers how many runs were started.
 */
export async function startProgramRunsInTx(
  tx: Db,
  deps: RunDeps,
  input: { userId: string; followId: string; protocolIds: readonly string[] },
): Promise<{ started: number; announce: () => void }> {
  const announcements: (() => void)[] = [];
  let started = 0;
  for (const protocolId of input.protocolIds) {
    const run = await startRunInTx(tx, deps, { protocolId, userId: input.userId, followId: input.followId });
    if (run.isNew) started += 1;
    announcements.push(run.announce);
  }
  return { started, announce: () => announcements.forEach((announce) => announce()) };
}
