import type { z } from 'zod';
import type {
  ZAcceptProposalResponse,
  ZConversationResponse,
  ZListMessagesResponse,
  ZPostMessageResponse,
  ZStartConversationResponse,
} from '@ito/contracts/agent/conversations';
import type { TAuthResponse } from '@ito/contracts/auth/auth-data';
import { api } from '../../../shared/api/client.ts';
import { idempotent } from '../../../shared/api/idempotent.ts';

export type TStartConversationResponse = z.infer<typeof ZStartConversationResponse>;
export type TConversationResponse = z.infer<typeof ZConversationResponse>;
export type TListMessagesResponse = z.infer<typeof ZListMessagesResponse>;
export type TPostMessageResponse = z.infer<typeof ZPostMessageResponse>;
export type TAcceptProposalResponse = z.infer<typeof ZAcceptProposalResponse>;

/** How many messages a page of the chat holds. */
export const AGENT_PAGE_SIZE = 20;

const conversationPath = (id: string) => `agent/conversations/${encodeURIComponent(id)}`;

// Every call is silent: the agent screens say what went wrong in place, beside the message or the button.

/** POST guest/start: the temporary user bound to this browser's guest key (created, or resumed). */
export function startGuest(sessionKey: string): Promise<TAuthResponse> {
  return api.post<TAuthResponse>('guest/start', { session_key: sessionKey }, { silent: true });
}

/** POST agent/conversations: a new intent; the answer holds the person's message and the agent's first reply. */
export function startConversation(message: string): Promise<TStartConversationResponse> {
  return idempotent('agent:start', { message }, (idempotencyKey) =>
    api.post<TStartConversationResponse>('agent/conversations', { message }, { silent: true, idempotencyKey }),
  );
}

/** GET agent/programs/{program}/conversation: the conversation behind one of the caller's programs. */
export function fetchProgramConversation(programId: string, signal?: AbortSignal): Promise<TConversationResponse> {
  return api.get<TConversationResponse>(`agent/programs/${encodeURIComponent(programId)}/conversation`, {
    signal,
    silent: true,
  });
}

/** GET agent/conversations/{id}/messages: a page, newest first. */
export function fetchMessages(id: string, page: number, signal?: AbortSignal): Promise<TListMessagesResponse> {
  return api.get<TListMessagesResponse>(`${conversationPath(id)}/messages`, {
    query: { page, per_page: AGENT_PAGE_SIZE },
    signal,
    silent: true,
  });
}

/** POST agent/conversations/{id}/messages: the person's message and the agent's reply. */
export function postMessage(id: string, message: string): Promise<TPostMessageResponse> {
  const path = `${conversationPath(id)}/messages`;
  return idempotent(path, { message }, (idempotencyKey) =>
    api.post<TPostMessageResponse>(path, { message }, { silent: true, idempotencyKey }),
  );
}

/** POST agent/conversations/{id}/accept: the proposal becomes the person's program, a follow and dated tasks. */
export function acceptProposal(id: string): Promise<TAcceptProposalResponse> {
  const path = `${conversationPath(id)}/accept`;
  return idempotent(path, null, (idempotencyKey) =>
    api.post<TAcceptProposalResponse>(path, undefined, { silent: true, idempotencyKey }),
  );
}
