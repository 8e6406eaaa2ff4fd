import type { FastifyInstance } from 'fastify';
import { acceptChatRoomEndpoint } from '@ito/contracts/chat/accept-room';
import { createGroupRoomEndpoint } from '@ito/contracts/chat/create-group-room';
import { deleteChatRoomEndpoint } from '@ito/contracts/chat/delete-room';
import { getChatRoomEndpoint } from '@ito/contracts/chat/get-room';
import { listChatMessagesEndpoint } from '@ito/contracts/chat/list-messages';
import { listChatRoomsEndpoint } from '@ito/contracts/chat/list-rooms';
import { markChatReadEndpoint } from '@ito/contracts/chat/mark-read';
import { openDirectRoomEndpoint } from '@ito/contracts/chat/open-direct-room';
import { addParticipantsEndpoint, removeParticipantEndpoint } from '@ito/contracts/chat/participants';
import { postChatMessageEndpoint } from '@ito/contracts/chat/post-message';
import { searchChatPeopleEndpoint } from '@ito/contracts/chat/search-people';
import { sendTypingEndpoint } from '@ito/contracts/chat/send-typing';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { pageBody } from '../../platform/paging.ts';
import type { ChatDeps } from './membership.ts';
import { listMessages, markRead, postMessage, sendTyping } from './messages-service.ts';
import { commitWithEffect } from '../../platform/idempotency.ts';
import { callerKey, perCallerLimit } from '../../platform/write-limits.ts';
import { searchPeople } from './people-service.ts';
import { announcePresence } from './presence-events.ts';
import {
  acceptRoom,
  addParticipants,
  createGroupRoom,
  deleteRoomForMe,
  getRoom,
  listRooms,
  openDirectRoom,
  removeParticipant,
} from './rooms-service.ts';
import { appDeps } from '../../platform/deps.ts';

/** Messaging: rooms, participants, messages with attachments, read state, typing. Decision 019. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const options = { tags: ['chat'] };
  const deps: ChatDeps = appDeps(app);
  announcePresence(deps);
  // Rooms reach other people (a new room, someone added, presence): fewer a minute than ordinary writes.
  // Limits count per sender, not per IP: people behind one office NAT do not share a budget.
  const roomWrites = { ...options, config: { rateLimit: perCallerLimit(20) } };

  endpointRoute(app, listChatRoomsEndpoint, options, async (request, _reply, { caller }) => {
    const { rooms, total } = await listRooms(deps, caller.user.id, request.query);
    return pageBody(request, request.query, rooms, total);
  });

  endpointRoute(app, createGroupRoomEndpoint, roomWrites, async (request, reply, { caller }) => {
    return reply.code(201).send({ data: await createGroupRoom(deps, caller.user.id, request.body) });
  });

  endpointRoute(app, openDirectRoomEndpoint, roomWrites, async (request, reply, { caller }) => {
    const { room, isNew } = await openDirectRoom(deps, caller.user.id, request.body.user_id);
    return reply.code(isNew ? 201 : 200).send({ data: room });
  });

  endpointRoute(app, getChatRoomEndpoint, options, async (request, _reply, { caller }) => {
    return {
      data: await getRoom(deps, caller.user.id, request.params.id),
      meta: { message_max_length: app.config.CHAT_MESSAGE_MAX_LENGTH },
    };
  });

  endpointRoute(app, acceptChatRoomEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await acceptRoom(deps, caller.user.id, request.params.id) };
  });

  endpointRoute(app, deleteChatRoomEndpoint, options, async (request, _reply, { caller }) => {
    await deleteRoomForMe(deps, caller.user.id, request.params.id);
    return { data: { deleted: true as const } };
  });

  endpointRoute(app, addParticipantsEndpoint, roomWrites, async (request, _reply, { caller }) => {
    return { data: await addParticipants(deps, caller.user.id, request.params.id, request.body.user_ids) };
  });

  endpointRoute(app, removeParticipantEndpoint, options, async (request, _reply, { caller }) => {
    await removeParticipant(deps, caller.user.id, request.params.id, request.params.user_id);
    return { data: { removed: true as const } };
  });

  endpointRoute(app, listChatMessagesEndpoint, options, async (request, _reply, { caller }) => {
    return listMessages(deps, caller.user.id, request.params.id, request.query);
  });

  endpointRoute(
    app,
    postChatMessageEndpoint,
    {
      ...options,
      config: {
        rateLimit: { max: app.config.CHAT_RATE_LIMIT, timeWindow: '1 minute', keyGenerator: callerKey },
        idempotent: true,
      },
    },
    async (request, reply, { caller }) => {
      const maxLength = app.config.CHAT_MESSAGE_MAX_LENGTH;
      // The key is settled in the message's transaction: a crash after it leaves a replay, not a second message.
      const commit = commitWithEffect(request);
      const message = await postMessage(
        { ...deps, maxLength },
        caller.user.id,
        request.params.id,
        request.body,
        commit && ((tx, answer) => commit(tx, 201, { data: answer })),
      );
      return reply.code(201).send({ data: message });
    },
  );

  endpointRoute(app, markChatReadEndpoint, options, async (request, _reply, { caller }) => {
    const { last_read_at } = await markRead(deps, caller.user.id, request.params.id);
    return { data: { room_id: request.params.id, last_read_at, unread_count: 0 as const } };
  });

  endpointRoute(
    app,
    sendTypingEndpoint,
    { ...options, config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: callerKey } } },
    async (request, _reply, { caller }) => {
      await sendTyping(deps, caller.user.id, caller.user.full_name, request.params.id);
      return { data: { ok: true as const } };
    },
  );

  endpointRoute(app, searchChatPeopleEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await searchPeople(deps, caller.user.id, request.query) };
  });
}
