import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { NOTIFICATION_READ_COMPONENT, type TNotificationReadEvent } from '@ito/contracts/notifications/notification';
import { chatMessages, chatParticipants, chatRooms } from '../../db/schema/chat.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/auth.ts';
import { notifyMany, type NotifyDeps } from './notify.ts';
import { unreadNotificationCount } from './service.ts';
import { say } from '../../platform/texts.ts';

/** One chat ping per person and room within this time: a lively conversation is not a stream of notifications. */
const CHAT_COOLDOWN_MS = 10 * 60_000;
const PREVIEW = 140;

/**
 * Tells the other participants of a room about a new message, as `chat_message` notifications linking to the chat.
 * Only for the first message they have not read yet (later ones join the same unread chat) and at most once per
 * room in ten minutes: the chat itself shows the rest live, with its unread counts.
 */
export async function notifyNewMessage(
  deps: NotifyDeps,
  message: { roomId: string; senderId: string; body: string; hasAttachments: boolean },
): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const recipients = await db
    .select({ user_id: chatParticipants.user_id, unread: count(chatMessages.id) })
    .from(chatParticipants)
    .leftJoin(
      chatMessages,
      and(
        eq(chatMessages.room_id, chatParticipants.room_id),
        sql`${chatMessages.sender_id} is distinct from ${chatParticipants.user_id}`,
        sql`${chatMessages.created_at} > coalesce(greatest(${chatParticipants.last_read_at}, ${chatParticipants.cleared_at}), '-infinity'::timestamptz)`,
      ),
    )
    .where(and(eq(chatParticipants.room_id, message.roomId), ne(chatParticipants.user_id, message.senderId)))
    .groupBy(chatParticipants.user_id);
  const firstUnread = recipients.filter((r) => r.unread === 1).map((r) => r.user_id);
  if (firstUnread.length === 0) return;
  const recent = await db
    .select({ user_id: notifications.user_id })
    .from(notifications)
    .where(
      and(
        inArray(notifications.user_id, firstUnread),
        eq(notifications.type, 'chat_message'),
        sql`${notifications.data}->>'room_id' = ${message.roomId}`,
        gt(notifications.created_at, new Date(now.getTime() - CHAT_COOLDOWN_MS)),
      ),
    );
  const pinged = new Set(recent.map((r) => r.user_id));
  const due = firstUnread.filter((id) => !pinged.has(id));
  if (due.length === 0) return;
  const [context] = await db
    .select({ sender: users.full_name, kind: chatRooms.kind, name: chatRooms.name })
    .from(chatRooms)
    .innerJoin(users, eq(users.id, message.senderId))
    .where(eq(chatRooms.id, message.roomId))
    .limit(1);
  if (!context) return;
  const text = message.body.trim();
  const preview = text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text;
  // One transaction for all of them (a group's first message would otherwise be one per participant), each written
  // in its reader's language (decision 045).
  await notifyMany(deps, due, 'chat_message', (language) => ({
    title:
      context.kind === 'group' && context.name
        ? say(language, 'notice.chat_group', { sender: context.sender, group: context.name })
        : say(language, 'notice.chat_direct', { sender: context.sender }),
    body: !text
      ? say(language, 'notice.chat_attachment')
      : message.hasAttachments
        ? say(language, 'notice.chat_plus_attachment', { text: preview })
        : preview,
    url: `/messages/chat/${message.roomId}`,
    room_id: message.roomId,
    sender_id: message.senderId,
  }));
}

/** Reading a chat reads its message notifications too (the bell's counter follows, in every tab). */
export async function readChatNotifications(
  deps: Pick<NotifyDeps, 'db' | 'realtime' | 'clock'>,
  userId: string,
  roomId: string,
): Promise<number> {
  const now = deps.clock.now();
  const updated = await deps.db
    .update(notifications)
    .set({ read_at: now, updated_at: now })
    .where(
      and(
        eq(notifications.user_id, userId),
        eq(notifications.type, 'chat_message'),
        isNull(notifications.read_at),
        sql`${notifications.data}->>'room_id' = ${roomId}`,
      ),
    )
    .returning({ id: notifications.id });
  if (updated.length === 0) return 0;
  // One event per notification (`id: null` would mean "all"); few, thanks to the cooldown above.
  const unread = await unreadNotificationCount(deps.db, userId);
  for (const { id } of updated) {
    const event: TNotificationReadEvent = { id, unread };
    deps.realtime.publish({ userId }, NOTIFICATION_READ_COMPONENT, event);
  }
  return updated.length;
}
