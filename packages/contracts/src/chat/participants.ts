import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { CHAT_GROUP_MAX_PARTICIPANTS, ZChatRoomIdParams, ZChatRoomResponse } from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** POST /api/chat/rooms/{id}/participants: the group owner adds people (ZChatRoomResponse). */
export const ZAddParticipantsRequest = z.object({
  user_ids: z
    .array(z.uuid())
    .min(1)
    .max(CHAT_GROUP_MAX_PARTICIPANTS - 1),
});
export type TAddParticipantsRequest = z.infer<typeof ZAddParticipantsRequest>;

/**
 * DELETE /api/chat/rooms/{id}/participants/{user_id}: the group owner removes someone, or a member leaves (their own
 * id). The owner cannot leave their group. Answer `{data: {removed: true}}`.
 */
export const ZRemoveParticipantParams = z.object({ id: ZId, user_id: ZId });
export type TRemoveParticipantParams = z.infer<typeof ZRemoveParticipantParams>;
export const ZRemoveParticipantResponse = z.object({ data: z.object({ removed: z.literal(true) }) });

export const addParticipantsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/chat/rooms/:id/participants',
  params: ZChatRoomIdParams,
  body: ZAddParticipantsRequest,
  responses: { 200: ZChatRoomResponse },
  auth: 'user',
});

export const removeParticipantEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/chat/rooms/:id/participants/:user_id',
  params: ZRemoveParticipantParams,
  responses: { 200: ZRemoveParticipantResponse },
  auth: 'user',
});
