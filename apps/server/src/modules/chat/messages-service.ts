import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { mediaImageUrl, mediaUrl } from '@ito/contracts/files/file-data';
import { CHAT_COMPONENT, type TChatEvent } from '@ito/contracts/chat/chat-events';
import type { TChatAttachment, TChatMessage } from '@ito/contracts/chat/fields';
import type { TListChatMessagesQuery, TListChatMessagesResponse } from '@ito/contracts/chat/list-messages';
import { chatMessages, chatParticipants, chatRooms, type ChatAttachment } from '../../db/schema/chat.ts';
import { files } from '../../db/schema/files.ts';
import type { Db } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { notifyNewMessage, readChatNotifications } from '../notifications/chat-notices.ts';
import { participantIds, requireParticipant, type ChatDeps, type ParticipantRow } from './membership.ts';
import { participantFilter } from './room-view.ts';

type MessageRow = typeof chatMessages.$inferSelect;

/**
 * A message's file as its readers get it: addresses of the access-checked media route, which answers the chat's
 * participants only (decision 062). The stored name stays on the server: an image's name is its public address.
 */
function toAttachment(a: ChatAttachment): TChatAttachment {
  const isImage = a.mime.startsWith('image/');
  return {
    file_id: a.file_id,
    original_name: a.original_name ?? a.name,
    mime: a.mime,
    size: a.size,
    kind: isImage ? 'image' : 'document',
    urls: isImage
      ? {
          thumb: mediaImageUrl(a.file_id, 'thumb'),
          medium: mediaImageUrl(a.file_id, 'medium'),
          large: mediaImageUrl(a.file_id, 'large'),
          original: mediaImageUrl(a.file_id, 'original'),
        }
      : { download: mediaUrl(a.file_id) },
  };
}

export function toMessage(row: MessageRow): TChatMessage {
  return {
    id: row.id,
    room_id: row.room_id,
    sender_id: row.sender_id,
    body: row.body,
    attachments: row.attachments.map(toAttachment),
    created_at: row.created_at.toISOString(),
  };
}

/** Messages of a room the participant can see (not those before they deleted the chat). */
const visibleFor = (me: ParticipantRow): SQL =>
  and(
    eq(chatMessages.room_id, me.room_id),
    sql`${chatMessages.created_at} > coalesce((select ${chatParticipants.cleared_at} from ${chatParticipants}
      where ${chatParticipants.id} = ${me.id}), '-infinity'::timestamptz)`,
  )!;

/** `(created_at, id)` of the cursor message, compared in SQL so no precision is lost on the way through JS. */
const cursorOf = (id: string) =>
  sql`(select ${chatMessages.created_at}, ${chatMessages.id} from ${chatMessages} where ${chatMessages.id} = ${id})`;

/** A page of messages, newest first, by cursor (`before`); meta counts pages back from the newest. */
export async function listMessages(
  deps: ChatDeps,
  userId: string,
  roomId: string,
  query: TListChatMessagesQuery,
): Promise<TListChatMessagesResponse> {
  const { me } = await requireParticipant(deps.db, userId, roomId);
  const visible = visibleFor(me);
  let older: SQL | undefined;
  let newerOrAt = 0;
  if (query.before) {
    const [cursor] = await deps.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(visible, eq(chatMessages.id, query.before)));
    if (!cursor) throw invalid('before', 'chat.not_in_chat');
    older = sql`(${chatMessages.created_at}, ${chatMessages.id}) < ${cursorOf(query.before)}`;
    const [row] = await deps.db
      .select({ n: count() })
      .from(chatMessages)
      .where(and(visible, sql`(${chatMessages.created_at}, ${chatMessages.id}) >= ${cursorOf(query.before)}`));
    newerOrAt = row?.n ?? 0;
  }
  const [rows, [totalRow]] = await Promise.all([
    deps.db
      .select()
      .from(chatMessages)
      .where(and(visible, older))
      .orderBy(desc(chatMessages.created_at), desc(chatMessages.id))
      .limit(query.per_page),
    deps.db.select({ n: count() }).from(chatMessages).where(visible),
  ]);
  const total = totalRow?.n ?? 0;
  const perPage = query.per_page;
  const base = `/api/chat/rooms/${roomId}/messages?per_page=${perPage}`;
  const oldest = rows.at(-1);
  const hasOlder = oldest !== undefined && total - newerOrAt - rows.length > 0;
  return {
    data: rows.map(toMessage),
    meta: {
      current_page: Math.floor(newerOrAt / perPage) + 1,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
    },
    links: {
      first: base,
      // Pages are reached by cursor from the newest; the oldest page and a newer one have no stable cursor.
      last: null,
      prev: null,
      next: hasOlder ? `${base}&before=${oldest.id}` : null,
    },
  };
}

async function attachmentsOf(db: Db, userId: string, fileIds: string[]): Promise<ChatAttachment[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  // `file_ids` are uuids by the contract (a malformed one is a 422 before this runs).
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.owner_id, userId)));
  if (rows.length !== ids.length) throw invalid('file_ids', 'chat.own_files');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const f = byId.get(id)!;
    return { file_id: f.id, name: f.name, original_name: f.original_name, mime: f.mime, size: f.size };
  });
}

/**
 * Posts a message. It brings the room back for participants who had deleted it, counts as read by the sender, and
 * reaches every participant live (the sender too, for their other tabs).
 */
export async function postMessage(
  deps: ChatDeps & { maxLength: number },
  userId: string,
  roomId: string,
  input: { body: string; file_ids: string[] },
  /** Settles the request's idempotency key in the message's transaction (`commitWithEffect`), when it has one. */
  commitAnswer?: (tx: Db, message: TChatMessage) => Promise<void>,
): Promise<TChatMessage> {
  const { room, me } = await requireParticipant(deps.db, userId, roomId);
  const body = input.body.trim();
  if (body.length > deps.maxLength) {
    throw invalid('body', { code: 'chat.message_max', params: { maximum: deps.maxLength, length: body.length } });
  }
  const attachments = await attachmentsOf(deps.db, userId, input.file_ids);
  if (!body && attachments.length === 0) throw invalid('body', 'chat.message_empty');
  const { row, recipients } = await deps.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(chatMessages)
      .values({ room_id: room.id, sender_id: userId, body, attachments })
      .returning();
    const at = sql`(select ${chatMessages.created_at} from ${chatMessages} where ${chatMessages.id} = ${message!.id})`;
    await tx.update(chatRooms).set({ last_message_at: at }).where(eq(chatRooms.id, room.id));
    // One statement: everyone gets the room back, the sender has read up to their message and, answering, has joined
    // the room (decision 063); it names the recipients.
    const isSender = sql`${chatParticipants.user_id} = ${userId}`;
    const everyone = await tx
      .update(chatParticipants)
      .set({
        is_hidden: false,
        last_read_at: sql`case when ${isSender} then ${at} else ${chatParticipants.last_read_at} end`,
        accepted_at: sql`case when ${isSender} then coalesce(${chatParticipants.accepted_at}, ${at}) else ${chatParticipants.accepted_at} end`,
      })
      .where(eq(chatParticipants.room_id, room.id))
      .returning({ user_id: chatParticipants.user_id });
    await commitAnswer?.(tx, toMessage(message!));
    return { row: message!, recipients: everyone.map((p) => p.user_id) };
  });
  const message = toMessage(row);
  const event: TChatEvent = { type: 'message', room_id: room.id, message };
  deps.realtime.publishToUsers(recipients, CHAT_COMPONENT, event);
  if (me.accepted_at === null) {
    // The sender has just joined: the others' copies of the room now show their presence and read state.
    const joined: TChatEvent = { type: 'room', room_id: room.id, removed: false };
    deps.realtime.publishToUsers(recipients, CHAT_COMPONENT, joined);
  }
  try {
    await notifyNewMessage(deps, { roomId: room.id, senderId: userId, body, hasAttachments: attachments.length > 0 });
  } catch {
    // The message is sent and delivered live; a missing notification must not make the sender post it again.
  }
  return message;
}

/**
 * Everything in the room so far is read by the caller; everyone in the room gets the read receipt live. A caller who
 * has not joined the room yet tells only their own tabs: when they read is theirs until they join (decision 063).
 */
export async function markRead(deps: ChatDeps, userId: string, roomId: string): Promise<{ last_read_at: string }> {
  const { room, me } = await requireParticipant(deps.db, userId, roomId);
  const [row] = await deps.db
    .update(chatParticipants)
    .set({ last_read_at: sql`now()` })
    .where(participantFilter(room.id, userId))
    .returning({ last_read_at: chatParticipants.last_read_at });
  const lastReadAt = row!.last_read_at!.toISOString();
  const event: TChatEvent = { type: 'read', room_id: room.id, user_id: userId, last_read_at: lastReadAt };
  const audience = me.accepted_at === null ? [userId] : await participantIds(deps.db, room.id);
  deps.realtime.publishToUsers(audience, CHAT_COMPONENT, event);
  await readChatNotifications(deps, userId, room.id);
  return { last_read_at: lastReadAt };
}

/**
 * "Typing…" to the others in the room; nothing is stored. Not from someone who has not joined the room yet: typing
 * says they are there now (decision 063).
 */
export async function sendTyping(deps: ChatDeps, userId: string, fullName: string, roomId: string): Promise<void> {
  const { room, me } = await requireParticipant(deps.db, userId, roomId);
  if (me.accepted_at === null) return;
  const event: TChatEvent = { type: 'typing', room_id: room.id, user_id: userId, full_name: fullName };
  const others = await deps.db
    .select({ user_id: chatParticipants.user_id })
    .from(chatParticipants)
    .where(and(eq(chatParticipants.room_id, room.id), ne(chatParticipants.user_id, userId)));
  deps.realtime.publishToUsers(
    others.map((o) => o.user_id),
    CHAT_COMPONENT,
    event,
  );
}
