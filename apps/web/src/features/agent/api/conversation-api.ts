import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptProposalEndpoint,
  listAgentMessagesEndpoint,
  listConversationsEndpoint,
  postAgentMessageEndpoint,
  programConversationEndpoint,
  takeLessonsEndpoint,
} from '@ito/contracts/agent/conversations';
import { call } from '../../../shared/api/call.ts';
import { idempotent } from '../../../shared/api/idempotent.ts';
import { AGENT_PAGE_SIZE } from './agent-api.ts';
import { agentKeys } from './keys.ts';

// The agent page's calls (decision 042), each silent: the page says what went wrong in place, beside the message or
// the button.

/** GET agent/programs/{program}/conversation: the conversation behind one of the caller's programs. */
export const fetchProgramConversation = (programId: string, signal?: AbortSignal) =>
  call(programConversationEndpoint, { params: { id: programId }, signal, silent: true });

/** Proposals waiting to be accepted, per page of My programs. */
export const WAITING_PAGE_SIZE = 6;

/**
 * GET agent/conversations?waiting=1: the caller's proposals still waiting to be accepted, latest first (a guest who
 * registered before accepting finds theirs in My programs). Accepting refetches everything cached, this included.
 */
export function waitingPlansQuery(page: number) {
  return queryOptions({
    queryKey: agentKeys.waitingPlans(page),
    queryFn: ({ signal }) =>
      call(listConversationsEndpoint, {
        query: { page, per_page: WAITING_PAGE_SIZE, waiting: '1' },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET agent/conversations/{id}/messages: a page, newest first. */
export const fetchMessages = (id: string, page: number, signal?: AbortSignal) =>
  call(listAgentMessagesEndpoint, {
    params: { id },
    query: { page, per_page: AGENT_PAGE_SIZE },
    signal,
    silent: true,
  });

/** POST agent/conversations/{id}/messages: the person's message and the agent's reply. */
function postMessage(id: string, message: string) {
  return idempotent(`agent/conversations/${encodeURIComponent(id)}/messages`, { message }, (idempotencyKey) =>
    call(postAgentMessageEndpoint, { params: { id }, body: { message }, silent: true, idempotencyKey }),
  );
}

/** POST agent/conversations/{id}/accept: the proposal becomes the person's program, a follow and dated tasks. */
function acceptProposal(id: string) {
  return idempotent(`agent/conversations/${encodeURIComponent(id)}/accept`, null, (idempotencyKey) =>
    call(acceptProposalEndpoint, { params: { id }, silent: true, idempotencyKey }),
  );
}

/** POST agent/conversations/{id}/lessons: a suggested program's lessons become tasks of the plan (decision 115). */
function takeLessons(id: string, programId: string) {
  const body = { program_id: programId };
  return idempotent(`agent/conversations/${encodeURIComponent(id)}/lessons`, body, (idempotencyKey) =>
    call(takeLessonsEndpoint, { params: { id }, body, silent: true, idempotencyKey }),
  );
}

/** Takes a program's lessons into the proposal; the caller appends the agent's new proposal to the store. */
export function useTakeLessons() {
  return useMutation({
    mutationFn: ({ id, programId }: { id: string; programId: string }) => takeLessons(id, programId),
  });
}

/**
 * Sends one message. The conversation lives in the agent store (live events write to it too), so the caller appends
 * the answer there; no query caches it.
 */
export function usePostAgentMessage() {
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => postMessage(id, message),
  });
}

/**
 * Accepts the proposal. The person now has a program, a follow and tasks: every cached read of them is stale, and
 * they belong to other features, so everything cached is refetched when next shown.
 */
export function useAcceptProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => acceptProposal(id),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
