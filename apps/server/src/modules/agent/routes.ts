import type { FastifyInstance } from 'fastify';
import {
  acceptProposalEndpoint,
  getConversationEndpoint,
  listAgentMessagesEndpoint,
  listConversationsEndpoint,
  postAgentMessageEndpoint,
  programConversationEndpoint,
  startConversationEndpoint,
  takeLessonsEndpoint,
} from '@ito/contracts/agent/conversations';
import { todayFor } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { heldIdempotencyKey } from '../../platform/idempotency.ts';
import { perCallerLimit } from '../../platform/write-limits.ts';
import { pageBody } from '../../platform/paging.ts';
import { createAgentModel } from './agent-model.ts';
import {
  acceptProposal,
  conversationOfProgram,
  listConversations,
  listMessages,
  postMessage,
  startConversation,
  takeProgramLessons,
  viewConversation,
  type AgentDeps,
} from './service.ts';
import { appDeps } from '../../platform/deps.ts';

/**
 * The agent (`/follow-program/.../agent`): conversations and messages. Guests (temporary users) may talk to it: the
 * landing page's intent starts here, and registering keeps everything (decision 003).
 */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const options = { tags: ['agent'] };
  const deps: AgentDeps = { ...appDeps(app), model: createAgentModel(app.config, app.log) };
  // Each turn may call a model: a person gets a few per minute, enough for a conversation, not for a script.
  const turnLimit = { rateLimit: perCallerLimit(20) };
  // A retried turn replays its answer (decision 029); an attempt may wait for the model that long before it is stale.
  const idempotent = { inFlightSeconds: Math.ceil(app.config.AI_TIMEOUT_MS / 1000) + 60 };

  endpointRoute(
    app,
    startConversationEndpoint,
    { ...options, config: { ...turnLimit, idempotent } },
    async (request, reply, { caller }) => {
      const key = heldIdempotencyKey(request);
      const data = await startConversation(deps, caller.user.id, request.body.message, todayFor(request), key);
      return reply.code(201).send({ data });
    },
  );

  endpointRoute(app, listConversationsEndpoint, options, async (request, _reply, { caller }) => {
    const { data, total } = await listConversations(app.db, caller.user.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, getConversationEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await viewConversation(app.db, caller.user.id, request.params.id) };
  });

  endpointRoute(app, programConversationEndpoint, options, async (request, _reply, { caller }) => {
    const row = await conversationOfProgram(app.db, caller.user.id, request.params.id);
    return { data: await viewConversation(app.db, caller.user.id, row.id) };
  });

  endpointRoute(app, listAgentMessagesEndpoint, options, async (request, _reply, { caller }) => {
    const { data, total } = await listMessages(app.db, caller.user.id, request.params.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(
    app,
    postAgentMessageEndpoint,
    { ...options, config: { ...turnLimit, idempotent } },
    async (request, reply, { caller }) => {
      const { id } = request.params;
      const key = heldIdempotencyKey(request);
      const data = await postMessage(deps, caller.user.id, id, request.body.message, todayFor(request), key);
      return reply.code(201).send({ data });
    },
  );

  endpointRoute(
    app,
    acceptProposalEndpoint,
    { ...options, config: { idempotent } },
    async (request, _reply, { caller }) => {
      // Protocols that the accepted program carries start with its follow, in its transaction.
      const accepted = await acceptProposal(deps, caller.user.id, request.params.id, todayFor(request));
      return { data: accepted };
    },
  );

  endpointRoute(
    app,
    takeLessonsEndpoint,
    { ...options, config: { idempotent } },
    async (request, reply, { caller }) => {
      const key = heldIdempotencyKey(request);
      const { id } = request.params;
      const message = await takeProgramLessons(deps, caller.user.id, id, request.body.program_id, key);
      return reply.code(201).send({ data: [message] });
    },
  );
}
