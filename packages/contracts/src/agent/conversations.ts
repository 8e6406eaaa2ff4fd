import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import { ZPlan, ZPlanLanguage } from './plan.ts';

/** Longest message a person can send the agent. */
export const AGENT_MESSAGE_MAX = 2000;

export const ZQuickReply = z.object({ label: z.string(), value: z.string() });

export const ZPlanChange = z.object({
  kind: z.enum([
    'moved',
    'bridged',
    'reramped',
    'load_lowered',
    'load_raised',
    'dropped',
    'paused',
    // Decision 038: adaptation that coaches.
    'swapped',
    'recovery',
    'shortened',
    'target_changed',
    'asked',
    'offered',
  ]),
  task_ids: z.array(z.string()),
  why: z.string(),
  /** `why` in each language the plan keeps its texts in (decision 090): the web shows the reader's. */
  why_in: z.partialRecord(ZPlanLanguage, z.string()).optional(),
  /** `asked` (why sessions were missed) and `offered` (change an off-track plan) carry answers to tap. */
  question: z.enum(['miss_reason', 'goal_change']).optional(),
  quick_replies: z.array(ZQuickReply).optional(),
});
export type TPlanChange = z.infer<typeof ZPlanChange>;

/**
 * The safety gate (decision 036): what it noticed. `support` answers (no plan) are for distress and eating-disorder
 * signals; `caution` answers (no plan now) for medical red flags, training through pain, extreme fasting, and plans
 * the gate refused.
 */
export const SAFETY_CATEGORIES = [
  'distress',
  'eating_disorder',
  'red_flag',
  'through_pain',
  'fasting',
  'crash_diet',
  'drugs',
  'drug_advice',
  'unsafe_plan',
  'medication',
  'minor',
  'contraindicated',
  'harm_others',
  'abusive',
] as const;
export const ZSafetyCategory = z.enum(SAFETY_CATEGORIES);
export type TSafetyCategory = z.infer<typeof ZSafetyCategory>;
/** Where to find help: generic and valid in every country (no invented numbers); `url` only for a real directory. */
export const ZSafetyResource = z.object({ label: z.string(), url: z.string().nullable() });
export type TSafetyResource = z.infer<typeof ZSafetyResource>;

/** What the web shows beside a message's text. */
export const ZAgentPayload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('question'), slot: z.string(), quick_replies: z.array(ZQuickReply) }),
  z.object({ kind: z.literal('proposal'), plan: ZPlan, model: z.string() }),
  z.object({ kind: z.literal('accepted'), program_id: z.string(), follow_id: z.string() }),
  z.object({ kind: z.literal('changes'), changes: z.array(ZPlanChange) }),
  z.object({ kind: z.literal('support'), category: ZSafetyCategory, resources: z.array(ZSafetyResource) }),
  z.object({ kind: z.literal('caution'), category: ZSafetyCategory, resources: z.array(ZSafetyResource) }),
  /**
   * The follower's answer to adaptation's question (decision 038): why they missed sessions (`miss_reason`: no_time,
   * too_hard, unwell, motivation, other) or what to do with an off-track plan (`goal_change`: easier, change_goal,
   * keep). Stored on their message; the next adaptation reads it as an event.
   */
  z.object({
    kind: z.literal('answer'),
    question: z.enum(['miss_reason', 'goal_change']),
    value: z.string().max(40),
  }),
  /** An answer with no plan (decision 034): out of scope, or a language the agent does not speak. */
  z.object({
    kind: z.literal('message'),
    /** `refused`: harm to others or an unlawful goal (decision 053); `abusive`: a calm answer to abuse. */
    reason: z.enum(['out_of_scope', 'unsupported_language', 'refused', 'abusive']),
    quick_replies: z.array(ZQuickReply),
  }),
]);
export type TAgentPayload = z.infer<typeof ZAgentPayload>;

/**
 * Whether a safety answer withdraws the plan proposed before it (decision 057): after "my chest hurts when I run" or
 * "I'm stopping my tablets", the running plan shown earlier is no longer one to accept. An abusive message does not:
 * the calm reply offers the same help again.
 */
export function withdrawsProposal(payload: TAgentPayload | null | undefined): boolean {
  return (payload?.kind === 'support' || payload?.kind === 'caution') && payload.category !== 'abusive';
}

/** Who wrote an agent conversation's message. */
export const AGENT_MESSAGE_ROLES = ['user', 'agent', 'system'] as const;
/** A conversation is open until the person accepts a proposal. */
export const CONVERSATION_STATUSES = ['open', 'accepted'] as const;

export const ZAgentMessage = z.object({
  id: z.string(),
  conversation_id: z.string(),
  role: z.enum(AGENT_MESSAGE_ROLES),
  content: z.string(),
  payload: ZAgentPayload.nullable(),
  created_at: z.string(),
});
export type TAgentMessage = z.infer<typeof ZAgentMessage>;

/** What a list shows of the latest proposal before it is accepted (My programs' plans waiting to be accepted). */
export const ZProposalSummary = z.object({
  title: z.string(),
  summary: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  weeks: z.number().int(),
  sessions_per_week: z.number().int(),
  minutes_per_session: z.number().int(),
  tasks: z.number().int(),
});
export type TProposalSummary = z.infer<typeof ZProposalSummary>;

export const ZConversation = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  program_id: z.string().nullable(),
  follow_id: z.string().nullable(),
  /** The latest proposal, while one waits to be accepted; null before the first and once accepted. */
  proposal: ZProposalSummary.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZAgentMessageRequest = z.object({
  message: z.string().trim().min(1).max(AGENT_MESSAGE_MAX),
});

/** POST /api/agent/conversations {message}: starts a conversation; the answer holds both first messages. */
export const ZStartConversationResponse = z.object({
  data: z.object({ conversation: ZConversation, messages: z.array(ZAgentMessage) }),
});
/** POST /api/agent/conversations/{id}/messages {message}: the person's message and the agent's reply. */
export const ZPostMessageResponse = z.object({ data: z.array(ZAgentMessage) });
export const ZConversationResponse = z.object({ data: ZConversation });
export const ZListConversationsResponse = paged(ZConversation);
/** GET /api/agent/conversations/{id}/messages: newest first (the web's agent store reverses a loaded page). */
export const ZListMessagesResponse = paged(ZAgentMessage);

/** POST /api/agent/conversations/{id}/accept: the proposal becomes the person's own program, a follow and tasks. */
export const ZAcceptProposalResponse = z.object({
  data: z.object({ program_id: z.string(), follow_id: z.string(), tasks: z.number().int() }),
});

/**
 * POST /api/agent/conversations/{id}/lessons {program_id}: the lessons of a program the proposal suggests become tasks
 * of the plan (decision 115); the answer is the agent's new proposal message. The program must be free or bought.
 */
export const ZTakeLessonsRequest = z.object({ program_id: ZId });

/** Realtime: `NewEvent {component: 'agent', data}` on the person's channel while the agent works. */
export const ZAgentEvent = z.object({
  conversation_id: z.string(),
  state: z.enum(['thinking', 'processing', 'reply', 'idle']),
  message: ZAgentMessage.optional(),
  /** While `processing` with a model (decision 039): the reply written so far; '' clears what was shown. */
  text: z.string().max(4000).optional(),
});

/** A conversation's id, or (GET /api/agent/programs/{id}/conversation) the program's. */
export const ZConversationParams = z.object({ id: ZId });

// Guests (temporary, unverified users) may talk to the agent: the landing page's intent starts here (decision 003).

export const startConversationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/agent/conversations',
  body: ZAgentMessageRequest,
  responses: { 201: ZStartConversationResponse },
  auth: 'session',
});

/** GET /api/agent/conversations: newest first; `waiting=1` keeps those whose proposal waits to be accepted. */
export const ZListConversationsQuery = ZPageQuery.extend({
  waiting: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type TListConversationsQuery = z.infer<typeof ZListConversationsQuery>;

export const listConversationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/agent/conversations',
  query: ZListConversationsQuery,
  responses: { 200: ZListConversationsResponse },
  auth: 'session',
});

export const getConversationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/agent/conversations/:id',
  params: ZConversationParams,
  responses: { 200: ZConversationResponse },
  auth: 'session',
});

export const programConversationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/agent/programs/:id/conversation',
  params: ZConversationParams,
  responses: { 200: ZConversationResponse },
  auth: 'session',
});

export const listAgentMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/agent/conversations/:id/messages',
  params: ZConversationParams,
  query: ZPageQuery,
  responses: { 200: ZListMessagesResponse },
  auth: 'session',
});

export const postAgentMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/agent/conversations/:id/messages',
  params: ZConversationParams,
  body: ZAgentMessageRequest,
  responses: { 201: ZPostMessageResponse },
  auth: 'session',
});

export const acceptProposalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/agent/conversations/:id/accept',
  params: ZConversationParams,
  responses: { 200: ZAcceptProposalResponse },
  auth: 'session',
});

export const takeLessonsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/agent/conversations/:id/lessons',
  params: ZConversationParams,
  body: ZTakeLessonsRequest,
  responses: { 201: ZPostMessageResponse },
  auth: 'session',
});
