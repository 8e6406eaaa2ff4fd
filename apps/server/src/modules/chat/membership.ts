import { and, eq } from 'drizzle-orm';
import { chatParticipants, chatRooms } from '../../db/schema/chat.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Uses } from '../../platform/deps.ts';

/** `clock` and `jobs` are for the notifications a message raises (notifications/chat-notices.ts). */
export type ChatDeps = Uses<'db' | 'realtime' | 'clock' | 'jobs'>;

export type RoomRow = typeof chatRooms.$inferSelect;
export type ParticipantRow = typeof chatParticipants.$inferSelect;

/**
 * The room and the caller's place in it. An unknown or malformed id and a room the caller is not in (or has left)
 * are the same 404, so rooms cannot be probed (decision 023); inside the room, rights are 403s.
 */
export async function requireParticipant(
  db: Db,
  userId: string,
  roomId: string,
): Promise<{ room: RoomRow; me: ParticipantRow }> {
  const [row] = await db
    .select({ room: chatRooms, me: chatParticipants })
    .from(chatRooms)
    .leftJoin(chatParticipants, and(eq(chatParticipants.room_id, chatRooms.id), eq(chatParticipants.user_id, userId)))
    .where(eq(chatRooms.id, roomId))
    .limit(1);
  if (!row?.me) throw notFound();
  return { room: row.room, me: row.me };
}

/** Everyone in a room (ids), for fanning out live events. */
export async function participantIds(db: Db, roomId: string): Promise<string[]> {
  const rows = await db
    .select({ user_id: chatParticipants.user_id })
    .from(chatParticipants)
    .where(eq(chatParticipants.room_id, roomId));
  return rows.map((r) => r.user_id);
}
