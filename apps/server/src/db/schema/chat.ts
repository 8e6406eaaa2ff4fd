import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHAT_PARTICIPANT_ROLES, CHAT_ROOM_KINDS } from '@ito/contracts/chat/fields';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_TYPES } from '@ito/contracts/notifications/notification';
import { NOTIFICATION_CHANNELS } from '@ito/contracts/notifications/preferences';
import { baseColumns, oneOf, tz } from './columns.ts';
import { users } from './identity.ts';

/**
 * Conversation (issue 6, DOMAIN "Conversation and community"): rooms, their participants with read state, messages
 * with attachments; notifications with per-type preferences, quiet hours and one delivery budget per person.
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

export const notifications = pgTable(
  'notifications',
  {
    ...baseColumns,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    read_at: tz('read_at'),
    /** How it reached the person: pushed live, held for the digest mail (over budget or quiet hours), or muted. */
    delivery: text('delivery', { enum: NOTIFICATION_DELIVERIES }).notNull().default('live'),
    /** When the digest mail that carried it was sent. */
    digested_at: tz('digested_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.created_at),
    index('notifications_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} is null`),
    index('notifications_digest_idx')
      .on(t.user_id, t.created_at)
      .where(sql`${t.delivery} = 'digest' and ${t.digested_at} is null`),
    oneOf('notifications_type_check', t.type, NOTIFICATION_TYPES),
    oneOf('notifications_delivery_check', t.delivery, NOTIFICATION_DELIVERIES),
  ],
);

/** Per-type choice: live (default), digest only, or off. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull().default('live'),
    updated_at: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.type] }),
    oneOf('notification_preferences_type_check', t.type, NOTIFICATION_TYPES),
    oneOf('notification_preferences_channel_check', t.channel, NOTIFICATION_CHANNELS),
  ],
);

/** A person's delivery budget and quiet hours (local times in their time zone). */
export const notificationSettings = pgTable('notification_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Live notifications per rolling hour across every source; beyond it they go to the digest. */
  hourly_budget: integer('hourly_budget').notNull().default(6),
  quiet_start: text('quiet_start'),
  quiet_end: text('quiet_end'),
  time_zone: text('time_zone').notNull().default('UTC'),
  updated_at: tz('updated_at').notNull().defaultNow(),
});
