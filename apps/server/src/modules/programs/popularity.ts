import { eq, sql } from 'drizzle-orm';
import { programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';

/**
 * A program's popularity counts its followers: a new follow adds one, an unfollow takes its rows away (never below
 * zero). The programs module owns the column; following calls this in the follow's own transaction.
 */
export async function countFollowers(tx: Db, programId: string, delta: number): Promise<void> {
  await tx
    .update(programs)
    .set({ popularity: sql`greatest(${programs.popularity} + ${delta}, 0)` })
    .where(eq(programs.id, programId));
}
