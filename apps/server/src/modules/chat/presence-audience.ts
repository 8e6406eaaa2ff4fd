import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chatParticipants } from '../../db/schema/chat.ts';
import type { Db } from '../../platform/db.ts';
import type { Presence } from '../../platform/presence.ts';

/**
 * Who may know whether a person is online (decision 063): the people they share a room with that they have joined
 * themselves (created, accepted or answered in). Being added to a room by someone else reveals nothing until then.
 * Every answer and event that carries presence asks here; nothing else decides it.
 */

/** A very social user's change still reaches a bounded number of people per announcement. */
const AUDIENCE_MAX = 5000;

const subject = alias(chatParticipants, 'subject');
const viewer = alias(chatParticipants, 'viewer');

/** Everyone who may see `userId`'s presence: the others in the rooms `userId` has joined. */
export async function presenceAudience(db: Db, userId: string): Promise<string[]> {
  const joinedRooms = db
    .select({ room_id: chatParticipants.room_id })
    .from(chatParticipants)
    .where(and(eq(chatParticipants.user_id, userId), isNotNull(chatParticipants.accepted_at)));
  const rows = await db
    .selectDistinct({ user_id: chatParticipants.user_id })
    .from(chatParticipants)
    .where(and(inArray(chatParticipants.room_id, joinedRooms), ne(chatParticipants.user_id, userId)))
    .limit(AUDIENCE_MAX);
  return rows.map((r) => r.user_id);
}

/** Which of `userIds` the viewer may see online or offline: themselves, and those who joined a room shared with them. */
export async function presenceVisibleTo(db: Db, viewerId: string, userIds: string[]): Promise<Set<string>> {
  const others = [...new Set(userIds)].filter((id) => id !== viewerId);
  const visible = new Set(userIds.includes(viewerId) ? [viewerId] : []);
  if (others.length === 0) return visible;
  const rows = await db
    .selectDistinct({ user_id: subject.user_id })
    .from(subject)
    .innerJoin(viewer, and(eq(viewer.room_id, subject.room_id), eq(viewer.user_id, viewerId)))
    .where(and(inArray(subject.user_id, others), isNotNull(subject.accepted_at)));
  rows.forEach((r) => visible.add(r.user_id));
  return visible;
}

/** Which of `userIds` are online, as far as the viewer may know: offline and not the viewer's to see both answer no. */
export async function onlineAsSeenBy(
  db: Db,
  presence: Presence,
  viewerId: string,
  userIds: string[],
): Promise<Set<string>> {
  const visible = await presenceVisibleTo(db, viewerId, userIds);
  return presence.onlineAmong([...visible]);
}
