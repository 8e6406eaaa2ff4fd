import { z } from 'zod';
import { ZChatMessage } from './fields.ts';

/** The realtime component of every chat event: NewEvent `{component: 'chat', data: TChatEvent}` on `user-{id}`. */
export const CHAT_COMPONENT = 'chat';

/** A new message in a room of yours (also to the sender, for their other tabs). */
export const ZChatMessageEvent = z.object({ type: z.literal('message'), room_id: z.string(), message: ZChatMessage });
/** Someone else is typing in a room of yours; show it for a few seconds. Never sent for a pending participant. */
export const ZChatTypingEvent = z.object({
  type: z.literal('typing'),
  room_id: z.string(),
  user_id: z.string(),
  full_name: z.string(),
});
/**
 * A read receipt: `user_id` has read the room up to `last_read_at` (also to that user's other tabs). A participant who
 * has not joined the room yet sends it to their own tabs only.
 */
export const ZChatReadEvent = z.object({
  type: z.literal('read'),
  room_id: z.string(),
  user_id: z.string(),
  last_read_at: z.string(),
});
/**
 * Someone who has joined a room you share came online or went offline (after a grace period with no open tab). A
 * person someone else added to a room is not announced there until they join it (decision 063).
 */
export const ZChatPresenceEvent = z.object({
  type: z.literal('presence'),
  user_id: z.string(),
  is_online: z.boolean(),
});
/**
 * The room changed (participants added, removed or joined, new room); refetch it. `removed` when the caller left it.
 */
export const ZChatRoomEvent = z.object({ type: z.literal('room'), room_id: z.string(), removed: z.boolean() });

export const ZChatEvent = z.discriminatedUnion('type', [
  ZChatMessageEvent,
  ZChatTypingEvent,
  ZChatReadEvent,
  ZChatPresenceEvent,
  ZChatRoomEvent,
]);
export type TChatEvent = z.infer<typeof ZChatEvent>;
