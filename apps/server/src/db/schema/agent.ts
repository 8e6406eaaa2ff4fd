import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AGENT_MESSAGE_ROLES, CONVERSATION_STATUSES } from '@ito/contracts/agent/conversations';
import { baseColumns, oneOf } from './columns.ts';
import { users } from './auth.ts';
import { follows, programs } from './programs.ts';

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
