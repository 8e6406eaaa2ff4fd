import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZChatRoomIdParams } from './fields.ts';

/**
 * DELETE /api/chat/rooms/{id}: deletes the chat for the caller only. Its messages so far are hidden from them and the
 * room leaves their list; a new message in the room brings it back. Others keep everything.
 */
export const ZDeleteChatRoomResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });

export const deleteChatRoomEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/chat/rooms/:id',
  params: ZChatRoomIdParams,
  responses: { 200: ZDeleteChatRoomResponse },
  auth: 'user',
});
