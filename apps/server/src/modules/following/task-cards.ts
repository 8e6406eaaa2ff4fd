import { asc, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { ZPlan, type TPlan } from '@ito/contracts/agent/plan';
import { programTextsOf, type TPlanTitles, type TProgramTexts } from '@ito/contracts/agent/plan-texts';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { tasks } from '../../db/schema/following.ts';
import { follows, lessons, programs } from '../../db/schema/programs.ts';
import { protocolRuns, protocols } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import type { Uses } from '../../platform/deps.ts';

/** `jobs`: finishing a protocol step's task may schedule the run's next wake-up. */
export type TaskDeps = Uses<'db' | 'realtime' | 'clock' | 'jobs' | 'config'> & {
  /** Adaptation after a completion failed: the completion stands, the failure is reported here. */
  onAdaptError?: (err: unknown) => void;
};

/**
 * The columns a task card needs; select from `tasks` left-joined with `follows`, `programs`, `protocol_runs`,
 * `protocols` and `lessons` (`selectTasks`): a protocol step's task may have no follow (entered by invitation).
 */
export const taskCardColumns = {
  id: tasks.id,
  follow_id: tasks.follow_id,
  program_id: programs.id,
  program_title: programs.title,
  program_titles: follows.titles,
  protocol_id: protocols.id,
  protocol_name: protocols.name,
  lesson_id: lessons.id,
  lesson_program_id: lessons.program_id,
  kind: tasks.kind,
  title: tasks.title,
  description: tasks.description,
  why: tasks.why,
  texts: tasks.texts,
  due_on: tasks.due_on,
  minutes: tasks.minutes,
  status: tasks.status,
  completed_at: tasks.completed_at,
};

export type TaskCardRow = {
  id: string;
  follow_id: string | null;
  program_id: string | null;
  program_title: string | null;
  program_titles: TPlanTitles | null;
  protocol_id: string | null;
  protocol_name: string | null;
  lesson_id: string | null;
  lesson_program_id: string | null;
  kind: TTaskCard['kind'];
  title: string;
  description: string;
  why: string;
  texts: TTaskCard['texts'];
  due_on: string;
  minutes: number;
  status: TTaskCard['status'];
  completed_at: Date | null;
};

/** `select(taskCardColumns + extra)` from tasks with the follow, program and protocol a card names. */
export function selectTasks<T extends SelectedFields = Record<never, never>>(db: Db, extra?: T) {
  return db
    .select({ ...taskCardColumns, ...(extra as T) })
    .from(tasks)
    .leftJoin(follows, eq(follows.id, tasks.follow_id))
    .leftJoin(programs, eq(programs.id, follows.program_id))
    .leftJoin(protocolRuns, eq(protocolRuns.id, tasks.run_id))
    .leftJoin(protocols, eq(protocols.id, protocolRuns.protocol_id))
    .leftJoin(lessons, eq(lessons.id, tasks.lesson_id));
}

/** Same-day tasks keep the order they were made in (a catalogue program's lessons are inserted in course order). */
export const taskOrder = [asc(tasks.due_on), asc(tasks.created_at), asc(tasks.id)];

export function toTaskCard(row: TaskCardRow): TTaskCard {
  return {
    id: row.id,
    follow_id: row.follow_id,
    program:
      row.program_id !== null
        ? {
            id: row.program_id,
            title: row.program_title ?? '',
            ...withTexts(programTextsOf({ title: row.program_title ?? '' }, row.program_titles)),
          }
        : null,
    protocol: row.protocol_id !== null ? { id: row.protocol_id, name: row.protocol_name ?? '' } : null,
    lesson:
      row.lesson_id !== null && row.lesson_program_id !== null
        ? { program_id: row.lesson_program_id, lesson_id: row.lesson_id }
        : null,
    kind: row.kind,
    title: row.title,
    description: row.description,
    why: row.why,
    texts: row.texts ?? null,
    due_on: row.due_on,
    minutes: row.minutes,
    status: row.status,
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

/**
 * A follow's stored plan, or null (a catalogue program, or JSON that no longer matches the contract). Keys the
 * contract does not name are kept: the planner keeps its own bookkeeping there (which check-ins it already applied),
 * and dropping it would let adaptation act twice on the same event.
 */
export function storedPlan(value: unknown): TPlan | null {
  if (!value || typeof value !== 'object') return null;
  const parsed = ZPlan.safeParse(value);
  if (!parsed.success) return null;
  return { ...(value as Record<string, unknown>), ...parsed.data } as TPlan;
}

/** `{ texts }` when there are any: a catalogue program's card carries no such key. */
export function withTexts(texts: TProgramTexts | undefined): { texts?: TProgramTexts } {
  return texts ? { texts } : {};
}
