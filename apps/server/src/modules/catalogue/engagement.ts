import { ownsItem } from '../commerce/pricing.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TProgramCard } from '@ito/contracts/catalogue/cards';
import { tasks } from '../../db/schema/following.ts';
import { bookmarks, programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { createProgramTasks } from '../following/catalogue-tasks.ts';
import { followProgram } from '../following/follow-program.ts';
import { countFollowers } from '../programs/popularity.ts';
import type { RunDeps } from '../protocols/runs/run-engine.ts';
import { isVisibleTo, selectCards, toProgramCard } from './cards.ts';

/** The caller's bookmarks that they can still see, newest bookmark first. */
export async function listBookmarks(
  db: Db,
  userId: string,
  page: { page: number; per_page: number },
): Promise<{ cards: TProgramCard[]; total: number }> {
  const where = and(eq(bookmarks.user_id, userId), isVisibleTo(userId));
  const rows = await selectCards(db, { total: sql<number>`count(*) over()`.mapWith(Number) })
    .innerJoin(bookmarks, eq(bookmarks.program_id, programs.id))
    .where(where)
    .orderBy(desc(bookmarks.created_at), desc(bookmarks.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(bookmarks)
      .innerJoin(programs, eq(programs.id, bookmarks.program_id))
      .where(where);
    total = counted?.n ?? 0;
  }
  return { cards: rows.map(toProgramCard), total };
}

async function visibleProgramId(db: Db, programId: string, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.id, programId), isVisibleTo(userId)))
    .limit(1);
  if (!row) throw notFound();
  return row.id;
}

/** Idempotent: bookmarking twice keeps one bookmark. */
export async function addBookmark(db: Db, userId: string, programId: string): Promise<void> {
  const id = await visibleProgramId(db, programId, userId);
  await db.insert(bookmarks).values({ user_id: userId, program_id: id }).onConflictDoNothing();
}

/** Idempotent: removing a bookmark that is not there succeeds. Only the caller's own row can match. */
export async function removeBookmark(db: Db, userId: string, programId: string): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.user_id, userId), eq(bookmarks.program_id, programId)));
}

export type FollowResult = {
  isNew: boolean;
  follow: { follow_id: string; program_id: string; status: 'active' | 'paused' | 'completed' | 'failed' };
};

/**
 * A published program the caller may follow, or a clear refusal: free programs (and private ones without a price,
 * reached through their secret link, the only place their id is shown) at once; anything with a price needs a paid
 * order (a refund in full ends it); subscriptions come with their issue.
 */
export async function followableProgram(
  db: Db,
  userId: string,
  programId: string,
): Promise<{ id: string; title: string }> {
  const [program] = await db
    .select({ id: programs.id, title: programs.title, access: programs.access, price_minor: programs.price_minor })
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.status, 'published')))
    .limit(1);
  if (!program) throw notFound();
  const isFree = program.access === 'free' || (program.access === 'private' && program.price_minor === 0);
  const isBought = !isFree && program.access !== 'subscription' && (await ownsItem(db, userId, 'program', program.id));
  if (!isFree && !isBought) throw invalid('access', 'tasks.needs_purchase');
  return { id: program.id, title: program.title };
}

/**
 * Follows a published program the caller may follow (`followableProgram`). A new follow gets its tasks from the
 * program's lessons, dated from `today` (the follower's calendar day); so does an older follow that has none yet
 * (made before tasks existed), unless `lessonTasks` is false: the person's own plan took the lessons in as its tasks
 * (decision 115). The follow, its tasks and the runs of the protocols the program carries commit together
 * (`followProgram`).
 */
export async function followPublishedProgram(
  deps: RunDeps,
  userId: string,
  programId: string,
  target: string,
  today: string,
  options: { lessonTasks: boolean } = { lessonTasks: true },
): Promise<FollowResult> {
  const program = await followableProgram(deps.db, userId, programId);
  const { follow, isNew } = await followProgram(deps, {
    userId,
    target,
    programId: program.id,
    withFollow: async (tx, { follow, isNew }) => {
      const makeTasks = () => createProgramTasks(tx, { userId, followId: follow.id, programId: program.id, today });
      if (isNew) {
        await countFollowers(tx, program.id, 1);
        if (options.lessonTasks) await makeTasks();
        return;
      }
      if (!options.lessonTasks) return;
      const [hasTasks] = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.follow_id, follow.id)).limit(1);
      if (follow.plan === null && !hasTasks) await makeTasks();
    },
  });
  return { isNew, follow: { follow_id: follow.id, program_id: program.id, status: follow.status } };
}
