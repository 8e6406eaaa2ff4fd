import { and, asc, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TChatMessagePreview, TChatParticipant, TChatRoom } from '@ito/contracts/chat/fields';
import { chatMessages, chatParticipants } from '../../db/schema/chat.ts';
import { users } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';
import type { Presence } from '../../platform/presence.ts';
import type { RoomRow } from './membership.ts';
import { onlineAsSeenBy } from './presence-audience.ts';

/** Sidebar previews are one line: the rest of a long message is not sent with every room. */
const PREVIEW_LENGTH = 160;

/** The caller's own participant row, joined beside the messages it filters. */
const me = alias(chatParticipants, 'me');
/** A user id, or a placeholder for one in a prepared statement. */
type UserRef = string | SQLWrapper;
const joinMe = (userId: UserRef) => and(eq(me.room_id, chatMessages.room_id), eq(me.user_id, userId));
/** Messages the caller can see: those after they deleted the chat for themselves. */
const visibleToMe = sql`${chatMessages.created_at} > coalesce(${me.cleared_at}, '-infinity'::timestamptz)`;
/** Messages from others after the caller's last read. */
const unreadBy = (userId: UserRef) =>
  and(
    visibleToMe,
    sql`${chatMessages.sender_id} is distinct from ${userId}`,
    sql`${chatMessages.created_at} > coalesce(${me.last_read_at}, '-infinity'::timestamptz)`,
  );

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Unread per room: messages from others after the caller's last read (and after their clear). */
export async function unreadCounts(db: Db, userId: string, roomIds: string[]): Promise<Map<string, number>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ room_id: chatMessages.room_id, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(chatMessages)
    .innerJoin(me, joinMe(userId))
    .where(and(inArray(chatMessages.room_id, roomIds), unreadBy(userId)))
    .groupBy(chatMessages.room_id);
  return new Map(rows.map((r) => [r.room_id, r.n]));
}

async function lastMessages(db: Db, userId: string, roomIds: string[]): Promise<Map<string, TChatMessagePreview>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([chatMessages.room_id], {
      id: chatMessages.id,
      room_id: chatMessages.room_id,
      sender_id: chatMessages.sender_id,
      body: sql<string>`left(${chatMessages.body}, ${PREVIEW_LENGTH})`,
      attachments_count: sql<number>`jsonb_array_length(${chatMessages.attachments})`.mapWith(Number),
      created_at: chatMessages.created_at,
    })
    .from(chatMessages)
    .innerJoin(me, joinMe(userId))
    .where(and(inArray(chatMessages.room_id, roomIds), visibleToMe))
    .orderBy(chatMessages.room_id, desc(chatMessages.created_at), desc(chatMessages.id));
  return new Map(rows.map((r) => [r.room_id, { ...r, created_at: r.created_at.toISOString() }]));
}

/**
 * The participants of rooms as the viewer sees them: presence only where the viewer may know it, and no read state of
 * someone who has not joined the room yet (when they read is theirs until then; decision 063).
 */
async function participantsOf(db: Db, presence: Presence, viewerId: string, roomIds: string[]) {
  const rows = await db
    .select({
      room_id: chatParticipants.room_id,
      id: users.id,
      full_name: users.full_name,
      username: users.username,
      avatar: users.avatar,
      role: chatParticipants.role,
      last_read_at: chatParticipants.last_read_at,
      accepted_at: chatParticipants.accepted_at,
    })
    .from(chatParticipants)
    .innerJoin(users, eq(users.id, chatParticipants.user_id))
    .where(inArray(chatParticipants.room_id, roomIds))
    .orderBy(asc(chatParticipants.created_at), asc(users.id));
  const online = await onlineAsSeenBy(
    db,
    presence,
    viewerId,
    rows.map((r) => r.id),
  );
  const byRoom = new Map<string, TChatParticipant[]>();
  for (const r of rows) {
    const list = byRoom.get(r.room_id) ?? [];
    const isPending = r.accepted_at === null;
    list.push({
      id: r.id,
      full_name: r.full_name,
      username: r.username,
      avatar: r.avatar,
      role: r.role,
      is_pending: isPending,
      is_online: online.has(r.id),
      last_read_at: isPending && r.id !== viewerId ? null : iso(r.last_read_at),
    });
    byRoom.set(r.room_id, list);
  }
  return byRoom;
}

/** Rooms as the caller sees them: participants with presence, their last visible message and their unread count. */
export async function viewRooms(db: Db, presence: Presence, userId: string, rooms: RoomRow[]): Promise<TChatRoom[]> {
  const ids = rooms.map((r) => r.id);
  if (ids.length === 0) return [];
  const [participants, previews, unread] = await Promise.all([
    participantsOf(db, presence, userId, ids),
    lastMessages(db, userId, ids),
    unreadCounts(db, userId, ids),
  ]);
  return rooms.map((room) => ({
    id: room.id,
    kind: room.kind,
    name: room.name,
    created_by: room.created_by,
    participants: participants.get(room.id) ?? [],
    last_message: previews.get(room.id) ?? null,
    unread_count: unread.get(room.id) ?? 0,
    last_message_at: iso(room.last_message_at),
    created_at: room.created_at.toISOString(),
  }));
}

export async function viewRoom(db: Db, presence: Presence, userId: string, room: RoomRow): Promise<TChatRoom> {
  const [view] = await viewRooms(db, presence, userId, [room]);
  return view!;
}

/** Total unread messages of a user over the chats they have not deleted: the navbar's `unreadMessages`. */
export async function countUnreadMessages(db: Db, userId: string): Promise<number> {
  const [row] = await unreadMessagesQuery(db, userId);
  return row?.n ?? 0;
}

/** The same count as a query, to embed in a larger statement (get-data's one round trip). */
export function unreadMessagesQuery(db: Db, userId: UserRef) {
  return db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(chatMessages)
    .innerJoin(me, joinMe(userId))
    .where(and(eq(me.is_hidden, false), unreadBy(userId)));
}

export const participantFilter = (roomId: string, userId: string) =>
  and(eq(chatParticipants.room_id, roomId), eq(chatParticipants.user_id, userId));
