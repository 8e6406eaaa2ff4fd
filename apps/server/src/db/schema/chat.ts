import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHAT_PARTICIPANT_ROLES, CHAT_ROOM_KINDS } from '@ito/contracts/chat/fields';
import { baseColumns, oneOf, tz } from './columns.ts';
import { users } from './auth.ts';

/**
 * Conversation (DOMAIN "Conversation and community"): rooms, their participants with read state, messages with
 * attachments.
 */

export const chatRooms = pgTable(
  'chat_rooms',
  {
    ...baseColumns,
    kind: text('kind', { enum: CHAT_ROOM_KINDS }).notNull(),
    /** Group rooms only. */
    name: text('name'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Direct rooms: the two user ids sorted and joined by ':', so a pair has one room. */
    direct_key: text('direct_key'),
    last_message_at: tz('last_message_at'),
  },
  (t) => [
    uniqueIndex('chat_rooms_direct_unique').on(t.direct_key),
    oneOf('chat_rooms_kind_check', t.kind, CHAT_ROOM_KINDS),
  ],
);

/** `name` is the stored name (used in the file URLs); `original_name` the file name the sender uploaded. */
export type ChatAttachment = { file_id: string; name: string; mime: string; size: number; original_name?: string };

export const chatMessages = pgTable(
  'chat_messages',
  {
    ...baseColumns,
    room_id: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    sender_id: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments').$type<ChatAttachment[]>().notNull().default([]),
  },
  (t) => [index('chat_messages_room_idx').on(t.room_id, t.created_at, t.id)],
);

export const chatParticipants = pgTable(
  'chat_participants',
  {
    ...baseColumns,
    room_id: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CHAT_PARTICIPANT_ROLES }).notNull().default('member'),
    /** Read receipts and unread counts: messages after this are unread for the participant. */
    last_read_at: tz('last_read_at'),
    /** "Delete the chat for me": messages up to this moment are hidden; the room comes back with a new message. */
    cleared_at: tz('cleared_at'),
    is_hidden: boolean('is_hidden').notNull().default(false),
    /**
     * When the participant joined the room of their own accord: created it, accepted it or answered in it (decision
     * 063). Null while someone else's invitation is pending: their presence and read state stay theirs until then.
     */
    accepted_at: tz('accepted_at'),
  },
  (t) => [
    uniqueIndex('chat_participants_room_user_unique').on(t.room_id, t.user_id),
    index('chat_participants_user_idx').on(t.user_id),
    oneOf('chat_participants_role_check', t.role, CHAT_PARTICIPANT_ROLES),
  ],
);
