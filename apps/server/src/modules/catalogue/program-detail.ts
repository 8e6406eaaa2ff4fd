import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TProgramDetail } from '@ito/contracts/catalogue/get-program';
import { users } from '../../db/schema/auth.ts';
import { bookmarks, follows, programs, quizQuestions } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { readCourse } from '../programs/curriculum.ts';
import { creatorCardOf, isListed, isVisibleTo, selectCards, toProgramCard } from './cards.ts';

/** A program page by id: listed programs for everyone, any status for its owner; others 404. */
export function programById(db: Db, id: string, callerId: string | undefined): Promise<TProgramDetail> {
  return programDetail(db, and(eq(programs.id, id), isVisibleTo(callerId))!, callerId);
}

/** A program by its secret link: any access (private included), published only. */
export function programBySecret(db: Db, secret: string, callerId: string | undefined): Promise<TProgramDetail> {
  return programDetail(db, and(eq(programs.secret, secret), eq(programs.status, 'published'))!, callerId);
}

async function programDetail(db: Db, where: SQL, callerId: string | undefined): Promise<TProgramDetail> {
  const [row] = await selectCards(db, {
    description: programs.description,
    status: programs.status,
    shortcode: programs.shortcode,
    is_bookmarked: callerId
      ? sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.program_id} = ${programs.id} and ${bookmarks.user_id} = ${callerId})`
      : sql<boolean>`false`,
    is_following: callerId
      ? sql<boolean>`exists (select 1 from ${follows} where ${follows.program_id} = ${programs.id} and ${follows.user_id} = ${callerId})`
      : sql<boolean>`false`,
  })
    .where(where)
    .limit(1);
  if (!row) throw notFound();
  const isOwner = row.creator_id === callerId;
  const hasContent = isOwner || Boolean(row.is_following);
  const [curriculum, creatorCard] = await Promise.all([
    curriculumOf(db, row.id, hasContent),
    creatorCardOf(db, row.creator_id),
  ]);
  if (!creatorCard) throw notFound();
  const { created_at: _createdAt, ...creator_card } = creatorCard;
  return {
    ...toProgramCard(row),
    description: row.description,
    status: row.status,
    shortcode: row.shortcode,
    curriculum,
    creator_card,
    is_owner: isOwner,
    is_bookmarked: Boolean(row.is_bookmarked),
    is_following: Boolean(row.is_following),
    has_content: hasContent,
  };
}

/** Modules -> lessons in order; lesson content only when `withContent` (owner or follower). */
async function curriculumOf(db: Db, programId: string, withContent: boolean): Promise<TProgramDetail['curriculum']> {
  const course = await readCourse(db, programId);
  const lessonRows = course.flatMap((module) => module.lessons);
  const quizIds = lessonRows.filter((l) => l.kind === 'quiz').map((l) => l.id);
  const questionCounts = new Map<string, number>();
  if (quizIds.length > 0) {
    const counted = await db
      .select({ lesson_id: quizQuestions.lesson_id, n: count() })
      .from(quizQuestions)
      .where(inArray(quizQuestions.lesson_id, quizIds))
      .groupBy(quizQuestions.lesson_id);
    for (const c of counted) questionCounts.set(c.lesson_id, Number(c.n));
  }
  return course.map((module) => ({
    id: module.id,
    title: module.title,
    lessons: module.lessons.map((l) => ({
      id: l.id,
      title: l.title,
      kind: l.kind,
      duration_min: l.duration_min,
      question_count: questionCounts.get(l.id) ?? 0,
      content: withContent ? l.content : null,
      video_url: withContent ? l.video_url : null,
    })),
  }));
}

/** `/s/{shortcode}`: the listed program with that shortcode, else the user with that username. */
export async function resolveShortcode(
  db: Db,
  shortcode: string,
): Promise<{ type: 'program'; id: string } | { type: 'profile'; username: string }> {
  const [program] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.shortcode, shortcode), isListed))
    .limit(1);
  if (program) return { type: 'program', id: program.id };
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(and(eq(users.username, shortcode), isNull(users.deleted_at)))
    .limit(1);
  if (user?.username) return { type: 'profile', username: user.username };
  throw notFound();
}
