import { z } from 'zod';

/**
 * POST /api/chat/rooms/{id}/read: everything in the room up to now is read by the caller. The others get a read
 * receipt (`{type: 'read'}`) live.
 */
export const ZMarkChatReadResponse = z.object({
  data: z.object({ room_id: z.string(), last_read_at: z.string(), unread_count: z.literal(0) }),
});
export type TMarkChatReadResponse = z.infer<typeof ZMarkChatReadResponse>;
