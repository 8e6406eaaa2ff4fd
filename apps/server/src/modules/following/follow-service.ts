import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TFollowCard } from '@ito/contracts/following/tasks';
import type { TFollowDashboard, TFollowKpi } from '@ito/contracts/following/follows';
import type { TPlan } from '@ito/contracts/agent/plan';
import { programTextsOf, type TPlanTitles } from '@ito/contracts/agent/plan-texts';
import type { TPageQuery } from '@ito/contracts/common/paging';
import { agentConversations } from '../../db/schema/agent.ts';
import { tasks } from '../../db/schema/following.ts';
import { files } from '../../db/schema/files.ts';
import { follows, lessons, programs } from '../../db/schema/programs.ts';
import { protocolRuns, protocols } from '../../db/schema/protocols.ts';
import { attachmentsByLesson, lessonFiles, readCourse } from '../programs/curriculum.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import { selectTasks, storedPlan, taskCardColumns, taskOrder, toTaskCard, withTexts } from './task-cards.ts';

type FollowRow = typeof follows.$inferSelect;

/** The caller's own follow, else 404 (someone else's looks the same as none). */
export async function ownFollow(db: Db, userId: string, followId: string): Promise<FollowRow> {
  const [row] = await db
    .select()
    .from(follows)
    .where(and(eq(follows.id, followId), eq(follows.user_id, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** progress = done tasks / all tasks * 100, rounded down (100 only when every task is done); stored on the follow. */
export async function recomputeProgress(db: Db, followId: string): Promise<number> {
  const [counted] = await db
    .select({
      total: count(),
      done: sql<number>`count(*) filter (where ${tasks.status} = 'done')`.mapWith(Number),
    })
    .from(tasks)
    .where(eq(tasks.follow_id, followId));
  const total = counted?.total ?? 0;
  const progress = total > 0 ? Math.floor(((counted?.done ?? 0) * 100) / total) : 0;
  await db.update(follows).set({ progress }).where(eq(follows.id, followId));
  return progress;
}

const followColumns = {
  id: follows.id,
  target: follows.target,
  status: follows.status,
  progress: follows.progress,
  program_id: programs.id,
  program_title: programs.title,
  program_summary: programs.summary,
  program_cover: files.name,
  titles: follows.titles,
};
type FollowCardRow = {
  id: string;
  target: string;
  status: TFollowCard['status'];
  progress: number;
  program_id: string;
  program_title: string;
  program_summary: string;
  program_cover: string | null;
  titles: TPlanTitles | null;
};

function selectFollows(db: Db) {
  return db
    .select(followColumns)
    .from(follows)
    .innerJoin(programs, eq(programs.id, follows.program_id))
    .leftJoin(files, eq(files.id, programs.cover_file_id));
}

/** Counts, the next pending task and the agent conversation of a page of follows: three queries for the whole page. */
async function toFollowCards(db: Db, rows: FollowCardRow[]): Promise<TFollowCard[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [counts, nextTasks, conversations] = await Promise.all([
    db
      .select({
        follow_id: tasks.follow_id,
        total: count(),
        done: sql<number>`count(*) filter (where ${tasks.status} = 'done')`.mapWith(Number),
      })
      .from(tasks)
      .where(inArray(tasks.follow_id, ids))
      .groupBy(tasks.follow_id),
    // The earliest pending task of each follow (overdue ones first: they are what is next to do).
    db
      .selectDistinctOn([tasks.follow_id], taskCardColumns)
      .from(tasks)
      .leftJoin(follows, eq(follows.id, tasks.follow_id))
      .leftJoin(programs, eq(programs.id, follows.program_id))
      .leftJoin(protocolRuns, eq(protocolRuns.id, tasks.run_id))
      .leftJoin(protocols, eq(protocols.id, protocolRuns.protocol_id))
      .leftJoin(lessons, eq(lessons.id, tasks.lesson_id))
      .where(and(inArray(tasks.follow_id, ids), eq(tasks.status, 'pending')))
      .orderBy(tasks.follow_id, ...taskOrder),
    db
      .select({ id: agentConversations.id, follow_id: agentConversations.follow_id })
      .from(agentConversations)
      .where(inArray(agentConversations.follow_id, ids))
      .orderBy(asc(agentConversations.created_at)),
  ]);
  const countOf = new Map(counts.map((c) => [c.follow_id, c]));
  const nextOf = new Map(nextTasks.map((task) => [task.follow_id, task]));
  // The newest conversation wins (ordered oldest first, later ones overwrite).
  const conversationOf = new Map(conversations.map((c) => [c.follow_id, c.id]));
  return rows.map((row) => {
    const next = nextOf.get(row.id);
    return {
      id: row.id,
      target: row.target,
      status: row.status,
      progress: row.progress,
      program: {
        id: row.program_id,
        title: row.program_title,
        summary: row.program_summary,
        cover: row.program_cover,
        ...withTexts(programTextsOf({ title: row.program_title, summary: row.program_summary }, row.titles)),
      },
      conversation_id: conversationOf.get(row.id) ?? null,
      next_task: next ? toTaskCard(next) : null,
      tasks_done: countOf.get(row.id)?.done ?? 0,
      tasks_total: countOf.get(row.id)?.total ?? 0,
    };
  });
}

/** The caller's follows, newest enrolment first; `target` narrows to one audience (`main` or a tenant). */
export async function listFollows(
  db: Db,
  userId: string,
  query: TPageQuery & { target?: string },
): Promise<{ data: TFollowCard[]; total: number }> {
  const where = and(eq(follows.user_id, userId), query.target ? eq(follows.target, query.target) : undefined);
  const [rows, [total]] = await Promise.all([
    selectFollows(db)
      .where(where)
      .orderBy(desc(follows.created_at), desc(follows.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(follows).where(where),
  ]);
  return { data: await toFollowCards(db, rows), total: total?.n ?? 0 };
}

/** The caller's follow of a program for one target, else 404 (not following it looks the same as no such program). */
export async function followOfProgram(db: Db, userId: string, programId: string, target: string): Promise<FollowRow> {
  const [row] = await db
    .select()
    .from(follows)
    .where(and(eq(follows.user_id, userId), eq(follows.program_id, programId), eq(follows.target, target)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The program dashboard: the follow card, the plan, KPI values over time and a catalogue program's outline. */
export async function followDashboard(db: Db, userId: string, followId: string): Promise<TFollowDashboard> {
  const follow = await ownFollow(db, userId, followId);
  const [row] = await selectFollows(db).where(eq(follows.id, follow.id));
  if (!row) throw notFound();
  const plan = storedPlan(follow.plan);
  const [[card], kpis, curriculum] = await Promise.all([
    toFollowCards(db, [row]),
    plan ? kpiSeries(db, follow.id, plan) : Promise.resolve([]),
    outline(db, follow.program_id, follow.id, userId),
  ]);
  return { follow: card!, plan: plan ? withoutBookkeeping(plan) : null, kpis, curriculum };
}

/** The plan as the contract names it (the planner's bookkeeping stays on the server). */
function withoutBookkeeping(plan: TPlan): TPlan {
  const { applied_events: _applied, ...rest } = plan as TPlan & { applied_events?: unknown };
  return rest;
}

/** Each KPI of the plan with the values recorded by its done KPI tasks, oldest first. */
async function kpiSeries(db: Db, followId: string, plan: TPlan): Promise<TFollowKpi[]> {
  const kpiOfTask = new Map(plan.tasks.filter((t) => t.kpi_id).map((t) => [t.id, t.kpi_id!]));
  const done = await selectTasks(db, { plan_task_id: tasks.plan_task_id, result: tasks.result })
    .where(and(eq(tasks.follow_id, followId), eq(tasks.status, 'done')))
    .orderBy(...taskOrder);
  return plan.kpis.map((kpi) => ({
    ...kpi,
    values: done.flatMap((task) => {
      const value = task.result?.kpi_value;
      if (kpiOfTask.get(task.plan_task_id) !== kpi.id || typeof value !== 'number') return [];
      const on = typeof task.result?.completed_on === 'string' ? task.result.completed_on : task.due_on;
      return [{ task_id: task.id, on, value }];
    }),
  }));
}

const lessonIdsOf = (course: Awaited<ReturnType<typeof readCourse>>) =>
  course.flatMap((module) => module.lessons.map((lesson) => lesson.id));

/** Modules -> lessons of the program in course order, each with the follower's task for that lesson. */
async function outline(
  db: Db,
  programId: string,
  followId: string,
  userId: string,
): Promise<TFollowDashboard['curriculum']> {
  const course = await readCourse(db, programId);
  // The agent's programs have no modules: their dashboard shows the plan instead.
  if (course.length === 0) return [];
  const [media, lessonTasks, attachments] = await Promise.all([
    lessonFiles(db, programId),
    // The program's own lesson tasks, and those of the person's plan that took its lessons in (decision 115).
    db
      .select({
        id: tasks.id,
        plan_task_id: sql<string>`coalesce(${tasks.lesson_id}::text, ${tasks.plan_task_id})`,
        status: tasks.status,
        due_on: tasks.due_on,
      })
      .from(tasks)
      .where(
        or(
          eq(tasks.follow_id, followId),
          and(eq(tasks.user_id, userId), inArray(tasks.lesson_id, lessonIdsOf(course))),
        ),
      ),
    attachmentsByLesson(db, programId),
  ]);
  const taskOf = new Map(lessonTasks.map((t) => [t.plan_task_id, t]));
  const mediaOf = (id: string | null) => (id ? (media.get(id) ?? null) : null);
  return course.map((module) => ({
    id: module.id,
    title: module.title,
    lessons: module.lessons.map((lesson) => {
      const task = taskOf.get(lesson.id);
      return {
        id: lesson.id,
        title: lesson.title,
        kind: lesson.kind,
        duration_min: lesson.duration_min,
        content: lesson.content,
        video_url: lesson.video_url,
        video_file: mediaOf(lesson.video_file_id),
        captions_file: mediaOf(lesson.captions_file_id),
        attachments: attachments.get(lesson.id) ?? [],
        task: task ? { id: task.id, status: task.status, due_on: task.due_on } : null,
      };
    }),
  }));
}
