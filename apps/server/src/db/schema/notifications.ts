import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_TYPES } from '@ito/contracts/notifications/notification';
import { NOTIFICATION_CHANNELS } from '@ito/contracts/notifications/preferences';
import { baseColumns, oneOf, tz } from './columns.ts';
import { users } from './auth.ts';

/** Notifications with per-type preferences, quiet hours and one delivery budget per person. */

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

/** A person's delivery budget and quiet hours (local times in their profile's time zone, `users.time_zone`). */
export const notificationSettings = pgTable('notification_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Live notifications per rolling hour across every source; beyond it they go to the digest. */
  hourly_budget: integer('hourly_budget').notNull().default(6),
  quiet_start: text('quiet_start'),
  quiet_end: text('quiet_end'),
  updated_at: tz('updated_at').notNull().defaultNow(),
});
