import { defineEndpoint } from '../common/endpoint.ts';
import { ZChatRoomIdParams, ZChatRoomResponse } from './fields.ts';

/**
 * POST /api/chat/rooms/{id}/accept: the caller joins a room someone else added them to (decision 063). From then on
 * the room's other participants see when the caller is online, their read receipts and their typing; answering in the
 * room joins it too. Joining a room already joined changes nothing and answers the same, so a retry is harmless. A room
 * the caller is not in is a 404, like an unknown one. Answers the room as the caller now sees it.
 */
export const acceptChatRoomEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/chat/rooms/:id/accept',
  params: ZChatRoomIdParams,
  responses: { 200: ZChatRoomResponse },
  auth: 'user',
});
