import type { z } from 'zod';
import type {
  ZAcceptProposalResponse,
  ZConversationResponse,
  ZListMessagesResponse,
  ZPostMessageResponse,
  ZStartConversationResponse,
} from '@ito/contracts/agent/conversations';
import type { TAuthResponse } from '@ito/contracts/auth/auth-data';
import { startConversationEndpoint } from '@ito/contracts/agent/refs';
import { startGuestEndpoint } from '@ito/contracts/auth/refs';
import { call } from '../../../shared/api/call.ts';
import { idempotent } from '../../../shared/api/idempotent.ts';

export type TStartConversationResponse = z.infer<typeof ZStartConversationResponse>;
export type TConversationResponse = z.infer<typeof ZConversationResponse>;
export type TListMessagesResponse = z.infer<typeof ZListMessagesResponse>;
export type TPostMessageResponse = z.infer<typeof ZPostMessageResponse>;
export type TAcceptProposalResponse = z.infer<typeof ZAcceptProposalResponse>;

/** How many messages a page of the chat holds. */
export const AGENT_PAGE_SIZE = 20;

// The landing page's intent box calls these two: they call by the endpoints' zod-free refs, so zod stays out of the
// first download of `/` (decisions 010 and 067). The agent page's calls go by the contract objects
// (conversation-api.ts).

// Every call is silent: the agent screens say what went wrong in place, beside the message or the button.

/** POST guest/start: the temporary user bound to this browser's guest key (created, or resumed). */
export function startGuest(sessionKey: string): Promise<TAuthResponse> {
  return call(startGuestEndpoint, { body: { session_key: sessionKey }, silent: true });
}

/** POST agent/conversations: a new intent; the answer holds the person's message and the agent's first reply. */
export function startConversation(message: string): Promise<TStartConversationResponse> {
  return idempotent('agent:start', { message }, (idempotencyKey) =>
    call(startConversationEndpoint, { body: { message }, silent: true, idempotencyKey }),
  );
}
