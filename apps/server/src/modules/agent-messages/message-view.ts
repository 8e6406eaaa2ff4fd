import type { TAgentMessage, TAgentPayload } from '@ito/contracts/agent/conversations';
import type { agentMessages } from '../../db/schema/agent.ts';

export type AgentMessageRow = typeof agentMessages.$inferSelect;

/**
 * An agent conversation's message as the API shows it. Two modules write a follow's conversation: `agent` (the
 * dialogue, answers to its questions) and `tasks` (plan adaptation explains each change there), and `agent` builds on
 * `tasks`. The view lives below both so that `tasks` does not reach back up into `agent` (decision 041).
 */
export function toMessage(row: AgentMessageRow): TAgentMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    role: row.role,
    content: row.content,
    payload: (row.payload as TAgentPayload | null) ?? null,
    created_at: row.created_at.toISOString(),
  };
}
