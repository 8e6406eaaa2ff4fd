import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZChatRoomIdParams } from './fields.ts';

/**
 * POST /api/chat/rooms/{id}/read: everything in the room up to now is read by the caller. The others get a read
 * receipt (`{type: 'read'}`) live.
 */
export const ZMarkChatReadResponse = z.object({
  data: z.object({ room_id: z.string(), last_read_at: z.string(), unread_count: z.literal(0) }),
});
export type TMarkChatReadResponse = z.infer<typeof ZMarkChatReadResponse>;

export const markChatReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/chat/rooms/:id/read',
  params: ZChatRoomIdParams,
  responses: { 200: ZMarkChatReadResponse },
  auth: 'user',
});
