import { z } from 'zod';
import { ZChatRoom, ZChatRoomIdParams } from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/**
 * GET /api/chat/rooms/{id}: one room for the chat screen and its participants sidebar. 403 for a non-participant.
 * `message_max_length` is the server's CHAT_MESSAGE_MAX_LENGTH, for the length counter.
 */
export const ZGetChatRoomResponse = z.object({
  data: ZChatRoom,
  meta: z.object({ message_max_length: z.number().int() }),
});
export type TGetChatRoomResponse = z.infer<typeof ZGetChatRoomResponse>;

export const getChatRoomEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/chat/rooms/:id',
  params: ZChatRoomIdParams,
  responses: { 200: ZGetChatRoomResponse },
  auth: 'user',
});
