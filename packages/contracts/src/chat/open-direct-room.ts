import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZChatRoomResponse } from './fields.ts';

/**
 * POST /api/chat/rooms/direct: the one direct room of the caller and `user_id`, created on first use (201) or
 * returned (200). A room the caller had deleted comes back, empty of the cleared messages. Answer: ZChatRoomResponse.
 */
export const ZOpenDirectRoomRequest = z.object({ user_id: z.uuid() });
export type TOpenDirectRoomRequest = z.infer<typeof ZOpenDirectRoomRequest>;

export const openDirectRoomEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/chat/rooms/direct',
  body: ZOpenDirectRoomRequest,
  responses: { 200: ZChatRoomResponse, 201: ZChatRoomResponse },
  auth: 'user',
});
