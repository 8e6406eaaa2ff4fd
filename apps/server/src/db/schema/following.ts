import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import type { TTaskTexts } from '@ito/contracts/agent/plan-texts';
import { FOLLOWER_TASK_KINDS, TASK_STATUSES } from '@ito/contracts/following/tasks';
import { baseColumns, oneOf, tz } from './columns.ts';
import { users } from './auth.ts';
import { follows, lessons } from './programs.ts';
import { protocolRuns } from './protocols.ts';

/** Something a follower is asked to do on a day (DOMAIN: task). Made from a plan or a program's content. */
export const tasks = pgTable(
  'tasks',
  {
    ...baseColumns,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The follow the task belongs to; null for a protocol run entered by invitation, outside any program. */
    follow_id: uuid('follow_id').references(() => follows.id, { onDelete: 'cascade' }),
    /** The protocol run and step that asked for this task; null for plan and lesson tasks. */
    run_id: uuid('run_id').references(() => protocolRuns.id, { onDelete: 'cascade' }),
    node_key: text('node_key'),
    /**
     * The plan task this row stands for (`TPlanTask.id`), a lesson id for a catalogue program's task, or the engine's
     * effect key (`run:node:iteration`) for a protocol step's task.
     */
    plan_task_id: text('plan_task_id').notNull(),
    /** The catalogue lesson a plan task stands for, when the person took a program's lessons into their plan (decision 115). */
    lesson_id: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: FOLLOWER_TASK_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    why: text('why').notNull().default(''),
    /**
     * A plan task's title, description and why in each language its plan keeps (decision 085), from `plan.texts`;
     * null for a lesson's or a protocol step's task, whose words a person wrote.
     */
    texts: jsonb('texts').$type<Partial<Record<TPlanLanguage, TTaskTexts>>>(),
    due_on: date('due_on', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull().default(0),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('pending'),
    /** Answers, a KPI value, notes. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    completed_at: tz('completed_at'),
    /**
     * The `Idempotency-Key` of the request that finished it, if it had one: a retry of that request after a crash
     * finds its own finish here and answers it again instead of "already done" (decision 065).
     */
    finished_by_key: text('finished_by_key'),
  },
  (t) => [
    index('tasks_user_due_idx').on(t.user_id, t.status, t.due_on),
    index('tasks_follow_idx').on(t.follow_id, t.due_on),
    index('tasks_lesson_idx').on(t.lesson_id),
    // One row per plan task: re-applying an adapted plan updates rows in place.
    uniqueIndex('tasks_follow_plan_task_unique').on(t.follow_id, t.plan_task_id),
    uniqueIndex('tasks_run_plan_task_unique').on(t.run_id, t.plan_task_id),
    oneOf('tasks_kind_check', t.kind, FOLLOWER_TASK_KINDS),
    oneOf('tasks_status_check', t.status, TASK_STATUSES),
  ],
);
