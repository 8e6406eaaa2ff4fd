import { sql, type SQL } from 'drizzle-orm';
import { agentMessages } from '../../db/schema/agent.ts';

/**
 * The `created_at` of a new message in a conversation: the wall clock, but always after the conversation's latest
 * message. Two messages written in one instant (a transaction's `now()`, or a clock as coarse as PGlite's) would
 * otherwise tie, and "the latest question" or the chat's order would be whichever row the database returns first.
 */
export const nextMessageTime = (conversationId: string): SQL =>
  sql`greatest(clock_timestamp(), (select max(${agentMessages.created_at}) + interval '1 microsecond' from ${agentMessages} where ${agentMessages.conversation_id} = ${conversationId}))`;
