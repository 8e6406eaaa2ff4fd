import { and, count, desc, eq, exists, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TChatRoom } from '@ito/contracts/chat/fields';
import { CHAT_COMPONENT, type TChatEvent } from '@ito/contracts/chat/chat-events';
import { CHAT_GROUP_MAX_PARTICIPANTS } from '@ito/contracts/chat/fields';
import type { TCreateGroupRoomRequest } from '@ito/contracts/chat/create-group-room';
import type { TListChatRoomsQuery } from '@ito/contracts/chat/list-rooms';
import { chatParticipants, chatRooms } from '../../db/schema/chat.ts';
import { users } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';
import { forbidden, invalid } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import { participantIds, requireParticipant, type ChatDeps } from './membership.ts';
import { participantFilter, viewRoom, viewRooms } from './room-view.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The caller's rooms, most recent conversation first; deleted-for-me rooms stay out until a new message. */
export async function listRooms(
  deps: ChatDeps,
  userId: string,
  query: TListChatRoomsQuery,
): Promise<{ rooms: TChatRoom[]; total: number }> {
  const mine = and(
    eq(chatParticipants.room_id, chatRooms.id),
    eq(chatParticipants.user_id, userId),
    eq(chatParticipants.is_hidden, false),
  );
  let where = mine;
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const other = deps.db
      .select({ one: sql`1` })
      .from(chatParticipants)
      .innerJoin(users, eq(users.id, chatParticipants.user_id))
      .where(
        and(
          eq(chatParticipants.room_id, chatRooms.id),
          ne(chatParticipants.user_id, userId),
          ilike(users.full_name, pattern),
        ),
      );
    where = and(mine, or(ilike(chatRooms.name, pattern), exists(other)));
  }
  const [rows, [totalRow]] = await Promise.all([
    deps.db
      .select({ room: chatRooms })
      .from(chatRooms)
      .innerJoin(chatParticipants, where)
      .orderBy(desc(sql`coalesce(${chatRooms.last_message_at}, ${chatRooms.created_at})`), desc(chatRooms.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    deps.db.select({ n: count() }).from(chatRooms).innerJoin(chatParticipants, where),
  ]);
  const rooms = await viewRooms(
    deps.db,
    deps.realtime.presence,
    userId,
    rows.map((r) => r.room),
  );
  return { rooms, total: totalRow?.n ?? 0 };
}

export async function getRoom(deps: ChatDeps, userId: string, roomId: string): Promise<TChatRoom> {
  const { room } = await requireParticipant(deps.db, userId, roomId);
  return viewRoom(deps.db, deps.realtime.presence, userId, room);
}

/** People a chat can be opened with: registered, not deleted. Answers the ids that are not. */
async function unknownPeople(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.is_temporary, false), isNull(users.deleted_at)));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

const directKey = (a: string, b: string) => [a, b].sort().join(':');

/**
 * The one direct room of a pair, created on first use. A room the caller had deleted shows again in their list.
 * Opening the chat with someone is choosing to talk to them: the caller has joined it (decision 063), and when that is
 * news (the other had opened it first) the other's copy of the room is refreshed live.
 */
export async function openDirectRoom(
  deps: ChatDeps,
  userId: string,
  otherId: string,
): Promise<{ room: TChatRoom; isNew: boolean }> {
  if (otherId === userId) throw invalid('user_id', 'chat.self');
  if ((await unknownPeople(deps.db, [otherId])).length > 0) throw invalid('user_id', 'chat.person_unknown');
  const key = directKey(userId, otherId);
  const { isNew, roomId, hasJoinedNow } = await deps.db.transaction(async (tx) => {
    const created = await tx
      .insert(chatRooms)
      .values({ kind: 'direct', created_by: userId, direct_key: key })
      .onConflictDoNothing({ target: chatRooms.direct_key })
      .returning({ id: chatRooms.id });
    const [room] = await tx.select().from(chatRooms).where(eq(chatRooms.direct_key, key)).limit(1);
    await tx
      .insert(chatParticipants)
      .values([
        { room_id: room!.id, user_id: userId, accepted_at: sql`now()` },
        { room_id: room!.id, user_id: otherId },
      ])
      .onConflictDoNothing();
    await tx.update(chatParticipants).set({ is_hidden: false }).where(participantFilter(room!.id, userId));
    const joined = await joinRoom(tx, room!.id, userId);
    return { isNew: created.length > 0, roomId: room!.id, hasJoinedNow: joined };
  });
  if (hasJoinedNow && !isNew) publishRoomChange(deps, [userId, otherId], roomId, false);
  const [room] = await deps.db.select().from(chatRooms).where(eq(chatRooms.id, roomId)).limit(1);
  return { room: await viewRoom(deps.db, deps.realtime.presence, userId, room!), isNew };
}

/** Marks the participant as joined if they were pending; answers whether that is news. */
async function joinRoom(db: Db, roomId: string, userId: string): Promise<boolean> {
  const joined = await db
    .update(chatParticipants)
    .set({ accepted_at: sql`now()`, is_hidden: false })
    .where(and(participantFilter(roomId, userId), isNull(chatParticipants.accepted_at)))
    .returning({ id: chatParticipants.id });
  return joined.length > 0;
}

/**
 * The caller joins a room someone else added them to (decision 063): from now on its other participants see the
 * caller's presence, read receipts and typing. Joining again changes nothing, so a retried request answers the same.
 */
export async function acceptRoom(deps: ChatDeps, userId: string, roomId: string): Promise<TChatRoom> {
  const { room } = await requireParticipant(deps.db, userId, roomId);
  if (await joinRoom(deps.db, room.id, userId)) {
    publishRoomChange(deps, await participantIds(deps.db, room.id), room.id, false);
  }
  return viewRoom(deps.db, deps.realtime.presence, userId, room);
}

function othersOf(userId: string, ids: string[]): string[] {
  return [...new Set(ids)].filter((id) => id !== userId);
}

async function assertPeople(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) throw invalid('user_ids', 'chat.choose_people');
  if ((await unknownPeople(db, ids)).length > 0) throw invalid('user_ids', 'chat.people_unknown');
}

const tooMany = () => invalid('user_ids', { code: 'chat.group_max', params: { maximum: CHAT_GROUP_MAX_PARTICIPANTS } });

export async function createGroupRoom(
  deps: ChatDeps,
  userId: string,
  input: TCreateGroupRoomRequest,
): Promise<TChatRoom> {
  const others = othersOf(userId, input.user_ids);
  await assertPeople(deps.db, others);
  if (others.length + 1 > CHAT_GROUP_MAX_PARTICIPANTS) throw tooMany();
  const room = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(chatRooms)
      .values({ kind: 'group', name: input.name, created_by: userId })
      .returning();
    await tx
      .insert(chatParticipants)
      .values([
        { room_id: created!.id, user_id: userId, role: 'owner' as const, accepted_at: sql`now()` },
        ...others.map((id) => ({ room_id: created!.id, user_id: id })),
      ]);
    return created!;
  });
  publishRoomChange(deps, [userId, ...others], room.id, false);
  return viewRoom(deps.db, deps.realtime.presence, userId, room);
}

function publishRoomChange(deps: ChatDeps, userIds: string[], roomId: string, removed: boolean): void {
  const event: TChatEvent = { type: 'room', room_id: roomId, removed };
  deps.realtime.publishToUsers(userIds, CHAT_COMPONENT, event);
}

/** `field` names the request's field in the 422 of a direct room: `user_ids` when adding, `user_id` when removing. */
async function requireGroupOwner(deps: ChatDeps, userId: string, roomId: string, field: 'user_ids' | 'user_id') {
  const { room, me } = await requireParticipant(deps.db, userId, roomId);
  if (room.kind !== 'group') throw invalid(field, 'chat.groups_only');
  return { room, isOwner: me.role === 'owner' };
}

export async function addParticipants(
  deps: ChatDeps,
  userId: string,
  roomId: string,
  userIds: string[],
): Promise<TChatRoom> {
  const { room, isOwner } = await requireGroupOwner(deps, userId, roomId, 'user_ids');
  if (!isOwner) throw forbidden('chat.owner_adds');
  const others = othersOf(userId, userIds);
  await assertPeople(deps.db, others);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(chatParticipants)
      // Newcomers see the history but start with nothing unread: joining a busy group is not hundreds of unread.
      // They are pending until they accept or answer: being added by someone is not joining (decision 063).
      .values(others.map((id) => ({ room_id: room.id, user_id: id, last_read_at: sql`now()` })))
      .onConflictDoNothing();
    const [row] = await tx.select({ n: count() }).from(chatParticipants).where(eq(chatParticipants.room_id, room.id));
    // Checked inside the transaction so that two owners' tabs adding at once cannot pass the limit together.
    if ((row?.n ?? 0) > CHAT_GROUP_MAX_PARTICIPANTS) throw tooMany();
  });
  publishRoomChange(deps, await participantIds(deps.db, room.id), room.id, false);
  return viewRoom(deps.db, deps.realtime.presence, userId, room);
}

/** The owner removes someone, or a member leaves. The owner stays: a group always has one. */
export async function removeParticipant(
  deps: ChatDeps,
  userId: string,
  roomId: string,
  targetId: string,
): Promise<void> {
  const { room, isOwner } = await requireGroupOwner(deps, userId, roomId, 'user_id');
  if (targetId === userId && isOwner) throw invalid('user_id', 'chat.owner_stays');
  if (targetId !== userId && !isOwner) throw forbidden('chat.owner_removes');
  const removed = await deps.db
    .delete(chatParticipants)
    .where(participantFilter(room.id, targetId))
    .returning({ id: chatParticipants.id });
  if (removed.length === 0) throw invalid('user_id', 'chat.not_member');
  publishRoomChange(deps, await participantIds(deps.db, room.id), room.id, false);
  publishRoomChange(deps, [targetId], room.id, true);
}

/** "Delete the chat" for the caller: their copy of the messages so far is cleared and the room leaves their list. */
export async function deleteRoomForMe(deps: ChatDeps, userId: string, roomId: string): Promise<void> {
  const { room } = await requireParticipant(deps.db, userId, roomId);
  await deps.db
    .update(chatParticipants)
    .set({ cleared_at: sql`now()`, last_read_at: sql`now()`, is_hidden: true })
    .where(participantFilter(room.id, userId));
  publishRoomChange(deps, [userId], room.id, true);
}
