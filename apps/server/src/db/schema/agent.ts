import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AGENT_MESSAGE_ROLES, CONVERSATION_STATUSES } from '@ito/contracts/agent/conversations';
import { FOLLOWER_TASK_KINDS, TASK_STATUSES } from '@ito/contracts/agent/tasks';
import { baseColumns, oneOf, tz } from './columns.ts';
import { users } from './identity.ts';
import { follows, programs } from './programs.ts';
import { protocolRuns } from './protocols.ts';

/**
 * One conversation with the agent per intent. Before the person accepts a proposal it has no program; accepting
 * creates the follower's own program and links it here (DOMAIN: "one per program").
 */
export const agentConversations = pgTable(
  'agent_conversations',
  {
    ...baseColumns,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    program_id: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    follow_id: uuid('follow_id').references(() => follows.id, { onDelete: 'set null' }),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('open'),
    /** The planner's dialogue state between turns (`DialogueState`). */
    state: jsonb('state').$type<Record<string, unknown>>(),
    /** The latest plan proposal (`TPlan`), what "accept" turns into a program. */
    proposal: jsonb('proposal').$type<Record<string, unknown>>(),
    title: text('title').notNull().default(''),
    /** The `Idempotency-Key` of the request that started it: a retry after a crash resumes it (decision 065). */
    client_key: text('client_key'),
  },
  (t) => [
    index('agent_conversations_user_idx').on(t.user_id, t.updated_at),
    uniqueIndex('agent_conversations_client_key_idx').on(t.user_id, t.client_key),
    index('agent_conversations_program_idx').on(t.program_id),
    index('agent_conversations_follow_idx').on(t.follow_id),
    oneOf('agent_conversations_status_check', t.status, CONVERSATION_STATUSES),
  ],
);

export const agentMessages = pgTable(
  'agent_messages',
  {
    ...baseColumns,
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => agentConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: AGENT_MESSAGE_ROLES }).notNull(),
    content: text('content').notNull(),
    /** Quick replies, a plan proposal, plan changes: what the web shows as cards. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** The `Idempotency-Key` of the request that posted the person's message: a retry resumes the turn (decision 065). */
    client_key: text('client_key'),
  },
  (t) => [
    index('agent_messages_conversation_idx').on(t.conversation_id, t.created_at),
    uniqueIndex('agent_messages_client_key_idx').on(t.conversation_id, t.client_key),
    oneOf('agent_messages_role_check', t.role, AGENT_MESSAGE_ROLES),
  ],
);

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
    /** The protocol run and step that asked for this task (issue 5); null for plan and lesson tasks. */
    run_id: uuid('run_id').references(() => protocolRuns.id, { onDelete: 'cascade' }),
    node_key: text('node_key'),
    /**
     * The plan task this row stands for (`TPlanTask.id`), a lesson id for a catalogue program's task, or the engine's
     * effect key (`run:node:iteration`) for a protocol step's task.
     */
    plan_task_id: text('plan_task_id').notNull(),
    kind: text('kind', { enum: FOLLOWER_TASK_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    why: text('why').notNull().default(''),
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
    // One row per plan task: re-applying an adapted plan updates rows in place.
    uniqueIndex('tasks_follow_plan_task_unique').on(t.follow_id, t.plan_task_id),
    uniqueIndex('tasks_run_plan_task_unique').on(t.run_id, t.plan_task_id),
    oneOf('tasks_kind_check', t.kind, FOLLOWER_TASK_KINDS),
    oneOf('tasks_status_check', t.status, TASK_STATUSES),
  ],
);
