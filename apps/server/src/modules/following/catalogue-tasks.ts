import { eq } from 'drizzle-orm';
import { addDays, isoWeekday } from '@ito/planner/calendar';
import { tasks } from '../../db/schema/following.ts';
import { programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import { readCourse } from '../programs/curriculum.ts';

const WEEKDAYS_PER_WEEK = 5;
const DEFAULT_MINUTES = 15;

/** The first `count` weekdays (Monday to Friday) from `start`, inclusive. */
export function weekdaysFrom(start: string, count: number): string[] {
  const days: string[] = [];
  for (let date = start; days.length < count; date = addDays(date, 1)) {
    if (isoWeekday(date) <= WEEKDAYS_PER_WEEK) days.push(date);
  }
  return days;
}

/**
 * Where each lesson of a course falls, as indexes into the weekdays from the start: module i takes week
 * floor(i * weeks / modules) (so module i is week i, or the modules spread over a longer `duration_weeks`), and a
 * module's lessons spread over the five weekdays of its week (several a day past five lessons).
 */
export function lessonSlots(lessonsPerModule: readonly number[], durationWeeks: number | null): number[][] {
  const modules = lessonsPerModule.length;
  const weeks = Math.max(modules, durationWeeks ?? 0);
  return lessonsPerModule.map((count, i) => {
    const week = Math.floor((i * weeks) / Math.max(1, modules));
    return Array.from(
      { length: count },
      (_, j) => week * WEEKDAYS_PER_WEEK + Math.floor((j * WEEKDAYS_PER_WEEK) / count),
    );
  });
}

/**
 * A catalogue program's tasks for a new follower: one per lesson, dated on weekdays from `today` (the follower's),
 * a quiz lesson as an assessment (its questions are asked when completing), anything else as an activity lasting the
 * lesson's minutes. `plan_task_id` is the lesson id. Returns how many tasks were made.
 */
export async function createProgramTasks(
  db: Db,
  input: { userId: string; followId: string; programId: string; today: string },
): Promise<number> {
  const [program] = await db
    .select({ title: programs.title, duration_weeks: programs.duration_weeks })
    .from(programs)
    .where(eq(programs.id, input.programId));
  if (!program) return 0;
  const course = (await readCourse(db, input.programId)).map(({ lessons: moduleLessons, ...module }) => ({
    module,
    lessons: moduleLessons,
  }));
  const total = course.reduce((sum, c) => sum + c.lessons.length, 0);
  if (total === 0) return 0;
  const slots = lessonSlots(
    course.map((c) => c.lessons.length),
    program.duration_weeks,
  );
  const lastSlot = Math.max(...slots.flat());
  const days = weekdaysFrom(input.today, lastSlot + 1);
  // Same-day tasks list in course order: each row gets a creation time one millisecond after the previous one.
  const base = Date.now();
  let index = 0;
  const rows = course.flatMap(({ module, lessons: moduleLessons }, m) =>
    moduleLessons.map((lesson, l) => {
      index += 1;
      return {
        user_id: input.userId,
        follow_id: input.followId,
        plan_task_id: lesson.id,
        kind: lesson.kind === 'quiz' ? ('assessment' as const) : ('activity' as const),
        title: lesson.title,
        description: module.title,
        why: `Lesson ${index} of ${total} in ${program.title}: ${lessonWhy(lesson.kind)}`,
        due_on: days[slots[m]![l]!]!,
        minutes: lesson.duration_min ?? DEFAULT_MINUTES,
        created_at: new Date(base + index),
      };
    }),
  );
  // Bounded by the content limits (50 modules of 50 lessons); inserted in chunks to stay under parameter limits.
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insert(tasks)
      .values(rows.slice(i, i + 100))
      .onConflictDoNothing();
  }
  return rows.length;
}

function lessonWhy(kind: 'video' | 'text' | 'quiz'): string {
  if (kind === 'quiz') return 'a short quiz checks what stuck before you move on.';
  if (kind === 'video') return 'watch it on the day so the course keeps its pace.';
  return 'read it on the day so the course keeps its pace.';
}
