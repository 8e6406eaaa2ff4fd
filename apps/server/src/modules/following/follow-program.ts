import { and, eq } from 'drizzle-orm';
import type { TPlan } from '@ito/contracts/agent/plan';
import { planTitlesOf } from '@ito/contracts/agent/plan-texts';
import { follows } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { carriedProtocols, startProgramRunsInTx } from '../protocols/runs/program-runs.ts';
import type { RunDeps } from '../protocols/runs/run-engine.ts';
import { countFollowers } from '../programs/popularity.ts';

export type FollowRow = typeof follows.$inferSelect;

export type FollowInput<T> = {
  userId: string;
  target: string;
  /** The program to follow; null when `prepareProgram` makes it in the same transaction (a new program carries no protocol). */
  programId: string | null;
  /** Writes the program needs first, in the same transaction (the agent publishes a plan's own program); its id. */
  prepareProgram?: (tx: Db) => Promise<string>;
  /** The agent's plan: stored on the follow (also on an existing one, which then follows the new plan). */
  plan?: TPlan;
  /** The caller's own writes once the follow exists, in the same transaction: its tasks, counters, a conversation. */
  withFollow?: (tx: Db, followed: { follow: FollowRow; isNew: boolean }) => Promise<T>;
};

export type Followed<T> = { follow: FollowRow; isNew: boolean; runsStarted: number; extra: T };

/**
 * Following a program: the follow row, the caller's own writes for it, and a run of every published
 * protocol the program carries, in ONE transaction, so a follow never exists without its runs nor runs without their
 * follow. Both ways of following go through here: the catalogue's Follow button and accepting the agent's plan.
 * Idempotent: following again keeps the follow (unique on user, program and target) and the runs already live.
 * After the commit the runs are announced (the creator's live view, first notifications); a rollback announces none.
 */
export async function followProgram<T = void>(deps: RunDeps, input: FollowInput<T>): Promise<Followed<T>> {
  const protocolIds = input.programId ? await carriedProtocols(deps.db, input.programId) : [];
  // pg-boss installs itself outside any transaction; a run's first step may schedule a wake-up inside this one.
  if (protocolIds.length > 0) await deps.jobs.ready();
  const result = await deps.db.transaction(async (tx) => {
    const programId = input.prepareProgram ? await input.prepareProgram(tx) : input.programId;
    if (!programId || (input.programId && programId !== input.programId)) {
      throw new Error('followProgram: the prepared program is not the one whose protocols were read');
    }
    const plan = (input.plan ?? null) as Record<string, unknown> | null;
    const titles = input.plan ? planTitlesOf(input.plan) : null;
    const [created] = await tx
      .insert(follows)
      .values({ user_id: input.userId, program_id: programId, target: input.target, plan, titles })
      .onConflictDoNothing()
      .returning();
    let follow = created;
    if (!follow) {
      const mine = and(
        eq(follows.user_id, input.userId),
        eq(follows.program_id, programId),
        eq(follows.target, input.target),
      );
      [follow] = plan
        ? await tx.update(follows).set({ plan, titles }).where(mine).returning()
        : await tx.select().from(follows).where(mine).limit(1);
      if (!follow) throw new Error('followProgram: the follow that conflicted is gone');
    }
    const isNew = Boolean(created);
    const extra = (await input.withFollow?.(tx, { follow, isNew })) as T;
    const runs = await startProgramRunsInTx(tx, deps, { userId: input.userId, followId: follow.id, protocolIds });
    return { follow, isNew, extra, runs };
  });
  result.runs.announce();
  return { follow: result.follow, isNew: result.isNew, runsStarted: result.runs.started, extra: result.extra };
}

/**
 * Stops following: the enrolment row is deleted and popularity goes down by one (idempotent). Its tasks go with it
 * (`tasks.follow_id` cascades).
 */
export async function unfollowProgram(db: Db, userId: string, programId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(follows)
      .where(and(eq(follows.user_id, userId), eq(follows.program_id, programId)))
      .returning({ id: follows.id });
    if (removed.length > 0) await countFollowers(tx, programId, -removed.length);
  });
}
