import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { TPlan } from '@ito/contracts/agent/plan';
import { taskTextsOf } from '@ito/contracts/agent/plan-texts';
import { tasks } from '../../db/schema/following.ts';
import { follows, lessons } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';

/**
 * Makes the follow's task rows match its plan: one row per plan task (by `plan_task_id`), dates, minutes and texts
 * from the plan, with the texts in each language the plan keeps (decision 085). Rows already done or skipped keep their status and result; pending rows whose plan task is gone
 * (adaptation dropped it) are removed. Returns how many tasks the plan has.
 */
export async function syncPlanTasks(db: Db, input: { userId: string; followId: string; plan: TPlan }): Promise<number> {
  const { userId, followId, plan } = input;
  const lessonIds = await existingLessons(db, plan);
  const rows = plan.tasks.map((task) => ({
    user_id: userId,
    follow_id: followId,
    plan_task_id: task.id,
    kind: task.kind,
    title: task.title,
    description: task.description,
    why: task.why,
    texts: taskTextsOf(plan, task),
    due_on: task.date,
    minutes: task.minutes,
    lesson_id: task.lesson && lessonIds.has(task.lesson.lesson_id) ? task.lesson.lesson_id : null,
  }));
  const ids = plan.tasks.map((task) => task.id);
  await db
    .delete(tasks)
    .where(
      and(
        eq(tasks.follow_id, followId),
        eq(tasks.status, 'pending'),
        ids.length > 0 ? notInArray(tasks.plan_task_id, ids) : undefined,
      ),
    );
  // Bounded by the plan contract (at most 500 tasks); inserted in chunks to stay under parameter limits.
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insert(tasks)
      .values(rows.slice(i, i + 100))
      .onConflictDoUpdate({
        target: [tasks.follow_id, tasks.plan_task_id],
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          why: sql`excluded.why`,
          texts: sql`excluded.texts`,
          // A task the follower already finished keeps its day.
          due_on: sql`case when ${tasks.status} = 'pending' then excluded.due_on else ${tasks.due_on} end`,
          minutes: sql`excluded.minutes`,
          kind: sql`excluded.kind`,
          lesson_id: sql`excluded.lesson_id`,
        },
      });
  }
  return plan.tasks.length;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lessons the plan's tasks stand for that still exist (a program deleted since takes its lessons with it). */
async function existingLessons(db: Db, plan: TPlan): Promise<Set<string>> {
  const wanted = [
    ...new Set(
      plan.tasks.flatMap((task) => (task.lesson && UUID.test(task.lesson.lesson_id) ? [task.lesson.lesson_id] : [])),
    ),
  ];
  if (wanted.length === 0) return new Set();
  const found = await db.select({ id: lessons.id }).from(lessons).where(inArray(lessons.id, wanted));
  return new Set(found.map((row) => row.id));
}

/** The plan task ids of a follow that are finished, with their status (for adaptation's events). */
export async function finishedPlanTasks(db: Db, followId: string) {
  return db
    .select({
      plan_task_id: tasks.plan_task_id,
      status: tasks.status,
      result: tasks.result,
      completed_at: tasks.completed_at,
    })
    .from(tasks)
    .where(and(eq(tasks.follow_id, followId), inArray(tasks.status, ['done', 'skipped'])));
}

/**
 * The pending tasks of the person's own follows of `programIds` for lessons a plan took in (decision 115): the plan
 * now asks for them, so the program's own list no longer does. Done ones stay.
 */
export async function dropLessonsTakenIntoPlan(
  db: Db,
  input: { userId: string; programIds: readonly string[]; lessonIds: readonly string[] },
): Promise<void> {
  if (input.programIds.length === 0 || input.lessonIds.length === 0) return;
  const theirs = db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.user_id, input.userId), inArray(follows.program_id, [...input.programIds])));
  await db
    .delete(tasks)
    .where(
      and(
        eq(tasks.user_id, input.userId),
        eq(tasks.status, 'pending'),
        inArray(tasks.follow_id, theirs),
        inArray(tasks.plan_task_id, [...input.lessonIds]),
      ),
    );
}
