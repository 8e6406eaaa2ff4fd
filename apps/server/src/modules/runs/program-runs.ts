import { and, asc, eq, gt } from 'drizzle-orm';
import { protocols } from '../../db/schema/protocols.ts';
import { startRun, type RunDeps } from './run-engine.ts';

/** A program carries at most this many protocols into a follow (a bound, not a product rule). */
const MAX_PROTOCOLS_PER_PROGRAM = 20;

/**
 * Following a program enters the follower into every published protocol that names it (`protocols.program_id`).
 * Idempotent: a follower already inside a protocol keeps that run. Answers how many runs were started.
 */
export async function startProgramRuns(
  deps: RunDeps,
  input: { userId: string; programId: string; followId: string },
): Promise<number> {
  const carried = await deps.db
    .select({ id: protocols.id })
    .from(protocols)
    .where(and(eq(protocols.program_id, input.programId), gt(protocols.version, 0)))
    .orderBy(asc(protocols.created_at), asc(protocols.id))
    .limit(MAX_PROTOCOLS_PER_PROGRAM);
  let started = 0;
  for (const protocol of carried) {
    const { isNew } = await startRun(deps, { protocolId: protocol.id, userId: input.userId, followId: input.followId });
    if (isNew) started += 1;
  }
  return started;
}
