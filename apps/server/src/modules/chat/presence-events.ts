import { and, eq, inArray, ne } from 'drizzle-orm';
import { CHAT_COMPONENT, type TChatEvent } from '@ito/contracts/chat/chat-events';
import { chatParticipants } from '../../db/schema/chat.ts';
import type { ChatDeps } from './membership.ts';

/** A very social user's change still reaches a bounded number of people per announcement. */
const ROOM_MATES_MAX = 5000;

/** Everyone who shares a room with the user. */
export async function roomMatesOf(deps: ChatDeps, userId: string): Promise<string[]> {
  const myRooms = deps.db
    .select({ room_id: chatParticipants.room_id })
    .from(chatParticipants)
    .where(eq(chatParticipants.user_id, userId));
  const rows = await deps.db
    .selectDistinct({ user_id: chatParticipants.user_id })
    .from(chatParticipants)
    .where(and(inArray(chatParticipants.room_id, myRooms), ne(chatParticipants.user_id, userId)))
    .limit(ROOM_MATES_MAX);
  return rows.map((r) => r.user_id);
}

/** Presence changes (platform/presence.ts) reach the people who share a room with the user, as chat events. */
export function announcePresence(deps: ChatDeps): void {
  deps.realtime.presence.onChange(async (userId, isOnline) => {
    const event: TChatEvent = { type: 'presence', user_id: userId, is_online: isOnline };
    deps.realtime.publishToUsers(await roomMatesOf(deps, userId), CHAT_COMPONENT, event);
  });
}
