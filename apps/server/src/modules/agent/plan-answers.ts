import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { TAgentMessage } from '@ito/contracts/agent/conversations';
import { ZPlanLanguage } from '@ito/contracts/agent/plan';
import { adaptText, answerOf } from '@ito/planner/adapt-text';
import { agentConversations, agentMessages } from '../../db/schema/agent.ts';
import type { Db } from '../../platform/db.ts';
import type { NotifyDeps } from '../notifications/notify.ts';
import { adaptFollow } from '../following/adapt-service.ts';
import { toMessage } from '../agent-messages/message-view.ts';
import { nextMessageTime } from '../agent-messages/message-time.ts';

type ConversationRow = typeof agentConversations.$inferSelect;

/** The agent's latest open adaptation question in a conversation (not answered since), if any. */
async function openQuestion(db: Db, conversationId: string): Promise<string | null> {
  const [question] = await db
    .select({ slot: sql<string | null>`${agentMessages.payload}->>'slot'`, created_at: agentMessages.created_at })
    .from(agentMessages)
    .where(
      and(
        eq(agentMessages.conversation_id, conversationId),
        eq(agentMessages.role, 'agent'),
        sql`${agentMessages.payload}->>'kind' = 'question'`,
        sql`${agentMessages.payload}->>'slot' in ('miss_reason', 'goal_change')`,
      ),
    )
    .orderBy(desc(agentMessages.created_at))
    .limit(1);
  if (!question?.slot) return null;
  const [answered] = await db
    .select({ id: agentMessages.id })
    .from(agentMessages)
    .where(
      and(
        eq(agentMessages.conversation_id, conversationId),
        eq(agentMessages.role, 'user'),
        sql`${agentMessages.payload}->>'kind' = 'answer'`,
        sql`${agentMessages.payload}->>'question' = ${question.slot}`,
        gt(agentMessages.created_at, question.created_at),
      ),
    )
    .limit(1);
  return answered ? null : question.slot;
}

/**
 * After acceptance, a message that answers the agent's open adaptation question (a quick reply's text, in any of the
 * agent's languages) is stored as an answer, the plan adapts to it at once (the changes go to the chat as usual), and
 * the agent thanks the follower in the plan's language (decision 038). Null when the message answers nothing.
 */
export async function answerAdaptQuestion(
  deps: NotifyDeps,
  conversation: ConversationRow,
  message: string,
  today: string,
): Promise<TAgentMessage[] | null> {
  const answer = answerOf(message);
  if (!answer || !conversation.follow_id) return null;
  if ((await openQuestion(deps.db, conversation.id)) !== answer.question) return null;
  const value = answer.question === 'miss_reason' ? answer.reason : answer.choice;
  const insert = async (role: 'user' | 'agent', content: string, payload: Record<string, unknown> | null) => {
    const [row] = await deps.db
      .insert(agentMessages)
      .values({
        conversation_id: conversation.id,
        role,
        content,
        payload,
        created_at: nextMessageTime(conversation.id),
      })
      .returning();
    return toMessage(row!);
  };
  const mine = await insert('user', message, { kind: 'answer', question: answer.question, value });
  const changes = await adaptFollow(deps, conversation.follow_id, today);
  const proposal = conversation.proposal as { intent?: { language?: unknown } } | null;
  const language = ZPlanLanguage.safeParse(proposal?.intent?.language).data;
  const reply = await insert('agent', adaptText(language).thanks(changes.some((c) => !c.question)), null);
  await deps.db
    .update(agentConversations)
    .set({ updated_at: new Date() })
    .where(eq(agentConversations.id, conversation.id));
  deps.realtime.publish({ userId: conversation.user_id }, 'agent', {
    conversation_id: conversation.id,
    state: 'reply',
    message: reply,
  });
  return [mine, reply];
}
