import { z } from 'zod';
import { CHAT_GROUP_MAX_PARTICIPANTS, CHAT_GROUP_NAME_MAX, ZChatRoomResponse } from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** POST /api/chat/rooms: a group room owned by the caller with these people (201, ZChatRoomResponse). */
export const ZCreateGroupRoomRequest = z.object({
  name: z.string().trim().min(1).max(CHAT_GROUP_NAME_MAX),
  user_ids: z
    .array(z.uuid())
    .min(1)
    .max(CHAT_GROUP_MAX_PARTICIPANTS - 1),
});
export type TCreateGroupRoomRequest = z.infer<typeof ZCreateGroupRoomRequest>;

export const createGroupRoomEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/chat/rooms',
  body: ZCreateGroupRoomRequest,
  responses: { 201: ZChatRoomResponse },
  auth: 'user',
});
