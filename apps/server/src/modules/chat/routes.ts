import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZChatRoomIdParams, ZChatRoomResponse } from '@ito/contracts/chat/fields';
import { ZCreateGroupRoomRequest } from '@ito/contracts/chat/create-group-room';
import { ZDeleteChatRoomResponse } from '@ito/contracts/chat/delete-room';
import { ZGetChatRoomResponse } from '@ito/contracts/chat/get-room';
import { ZListChatMessagesQuery, ZListChatMessagesResponse } from '@ito/contracts/chat/list-messages';
import { ZListChatRoomsQuery, ZListChatRoomsResponse } from '@ito/contracts/chat/list-rooms';
import { ZMarkChatReadResponse } from '@ito/contracts/chat/mark-read';
import { ZOpenDirectRoomRequest } from '@ito/contracts/chat/open-direct-room';
import {
  ZAddParticipantsRequest,
  ZRemoveParticipantParams,
  ZRemoveParticipantResponse,
} from '@ito/contracts/chat/participants';
import { ZPostChatMessageRequest, ZPostChatMessageResponse } from '@ito/contracts/chat/post-message';
import { ZSearchPeopleQuery, ZSearchPeopleResponse } from '@ito/contracts/chat/search-people';
import { ZSendTypingResponse } from '@ito/contracts/chat/send-typing';
import { optionalCaller, requireCaller } from '../../platform/auth.ts';
import { pageBody } from '../../platform/paging.ts';
import type { ChatDeps } from './membership.ts';
import { listMessages, markRead, postMessage, sendTyping } from './messages-service.ts';
import { searchPeople } from './people-service.ts';
import { announcePresence } from './presence-events.ts';
import {
  addParticipants,
  createGroupRoom,
  deleteRoomForMe,
  getRoom,
  listRooms,
  openDirectRoom,
  removeParticipant,
} from './rooms-service.ts';

/** Limits count per sender, not per IP: people behind one office NAT do not share a budget. */
async function senderKey(request: FastifyRequest): Promise<string> {
  const caller = await optionalCaller(request);
  return caller ? `chat:${caller.user.id}` : `chat-ip:${request.ip}`;
}

/** Messaging (issue 6): rooms, participants, messages with attachments, read state, typing. Decision 019. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const deps: ChatDeps = { db: app.db, realtime: app.realtime, clock: app.clock, jobs: app.jobs };
  announcePresence(deps);
  const params = ZChatRoomIdParams;

  r.get(
    '/api/chat/rooms',
    {
      schema: { tags, querystring: ZListChatRoomsQuery, response: { 200: ZListChatRoomsResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      const { rooms, total } = await listRooms(deps, caller.user.id, request.query);
      return pageBody(request, request.query, rooms, total);
    },
  );

  r.post(
    '/api/chat/rooms',
    { schema: { tags, body: ZCreateGroupRoomRequest, response: { 201: ZChatRoomResponse } }, config: { auth: 'user' } },
    async (request, reply) => {
      const caller = await requireCaller(request);
      return reply.code(201).send({ data: await createGroupRoom(deps, caller.user.id, request.body) });
    },
  );

  r.post(
    '/api/chat/rooms/direct',
    {
      schema: { tags, body: ZOpenDirectRoomRequest, response: { 200: ZChatRoomResponse, 201: ZChatRoomResponse } },
      config: { auth: 'user' },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      const { room, isNew } = await openDirectRoom(deps, caller.user.id, request.body.user_id);
      return reply.code(isNew ? 201 : 200).send({ data: room });
    },
  );

  r.get(
    '/api/chat/rooms/:id',
    { schema: { tags, params, response: { 200: ZGetChatRoomResponse } }, config: { auth: 'user' } },
    async (request) => {
      const caller = await requireCaller(request);
      return {
        data: await getRoom(deps, caller.user.id, request.params.id),
        meta: { message_max_length: app.config.CHAT_MESSAGE_MAX_LENGTH },
      };
    },
  );

  r.delete(
    '/api/chat/rooms/:id',
    { schema: { tags, params, response: { 200: ZDeleteChatRoomResponse } }, config: { auth: 'user' } },
    async (request) => {
      const caller = await requireCaller(request);
      await deleteRoomForMe(deps, caller.user.id, request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  r.post(
    '/api/chat/rooms/:id/participants',
    {
      schema: { tags, params, body: ZAddParticipantsRequest, response: { 200: ZChatRoomResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await addParticipants(deps, caller.user.id, request.params.id, request.body.user_ids) };
    },
  );

  r.delete(
    '/api/chat/rooms/:id/participants/:user_id',
    {
      schema: { tags, params: ZRemoveParticipantParams, response: { 200: ZRemoveParticipantResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await removeParticipant(deps, caller.user.id, request.params.id, request.params.user_id);
      return { data: { removed: true as const } };
    },
  );

  r.get(
    '/api/chat/rooms/:id/messages',
    {
      schema: { tags, params, querystring: ZListChatMessagesQuery, response: { 200: ZListChatMessagesResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return listMessages(deps, caller.user.id, request.params.id, request.query);
    },
  );

  r.post(
    '/api/chat/rooms/:id/messages',
    {
      schema: { tags, params, body: ZPostChatMessageRequest, response: { 201: ZPostChatMessageResponse } },
      config: {
        auth: 'user',
        rateLimit: { max: app.config.CHAT_RATE_LIMIT, timeWindow: '1 minute', keyGenerator: senderKey },
        idempotent: true,
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      const maxLength = app.config.CHAT_MESSAGE_MAX_LENGTH;
      const message = await postMessage({ ...deps, maxLength }, caller.user.id, request.params.id, request.body);
      return reply.code(201).send({ data: message });
    },
  );

  r.post(
    '/api/chat/rooms/:id/read',
    { schema: { tags, params, response: { 200: ZMarkChatReadResponse } }, config: { auth: 'user' } },
    async (request) => {
      const caller = await requireCaller(request);
      const { last_read_at } = await markRead(deps, caller.user.id, request.params.id);
      return { data: { room_id: request.params.id, last_read_at, unread_count: 0 as const } };
    },
  );

  r.post(
    '/api/chat/rooms/:id/typing',
    {
      schema: { tags, params, response: { 200: ZSendTypingResponse } },
      config: { auth: 'user', rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: senderKey } },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await sendTyping(deps, caller.user.id, caller.user.full_name, request.params.id);
      return { data: { ok: true as const } };
    },
  );

  r.get(
    '/api/chat/people',
    {
      schema: { tags, querystring: ZSearchPeopleQuery, response: { 200: ZSearchPeopleResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await searchPeople(deps, caller.user.id, request.query) };
    },
  );
}
