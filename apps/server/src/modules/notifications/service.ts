import { and, count, desc, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { TPageQuery } from '@ito/contracts/common/paging';
import {
  NOTIFICATION_READ_COMPONENT,
  NOTIFICATION_TYPES,
  type TNotification,
  type TNotificationReadEvent,
} from '@ito/contracts/notifications/notification';
import type { TNotificationPreference } from '@ito/contracts/notifications/preferences';
import type { TNotificationSettings, TUpdateNotificationSettingsRequest } from '@ito/contracts/notifications/settings';
import { notificationPreferences, notificationSettings, notifications } from '../../db/schema/notifications.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import { settingsOf, toNotification } from './notify.ts';
import type { Uses } from '../../platform/deps.ts';

export type NotificationsDeps = Uses<'db' | 'realtime' | 'clock'>;

/** The caller's notifications, newest first (`unread` keeps the unread ones); bounded by the page size. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: TPageQuery & { unread: boolean },
): Promise<{ data: TNotification[]; total: number }> {
  const where = and(eq(notifications.user_id, userId), query.unread ? isNull(notifications.read_at) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { data: rows.map(toNotification), total: total?.n ?? 0 };
}

/** One count over the partial index of unread notifications (the navbar counter, also in get-data). */
export async function unreadNotificationCount(db: Db, userId: string): Promise<number> {
  const [row] = await unreadNotificationsQuery(db, userId);
  return row?.n ?? 0;
}

/** The same count as a query (a user id or a placeholder), to embed in a larger statement (get-data). */
export function unreadNotificationsQuery(db: Db, userId: string | SQLWrapper) {
  return db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
}

async function publishRead(deps: NotificationsDeps, userId: string, id: string | null): Promise<void> {
  const event: TNotificationReadEvent = { id, unread: await unreadNotificationCount(deps.db, userId) };
  deps.realtime.publish({ userId }, NOTIFICATION_READ_COMPONENT, event);
}

/**
 * Marks one of the caller's notifications read (a second call keeps the first time); the caller's other tabs hear
 * of it with the new count. Another person's notification, or an unknown id, is a 404.
 */
export async function markNotificationRead(
  deps: NotificationsDeps,
  userId: string,
  id: string,
): Promise<TNotification> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, ${now.toISOString()}::timestamptz)`, updated_at: now })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning();
  if (!row) throw notFound();
  await publishRead(deps, userId, id);
  return toNotification(row);
}

export async function markAllNotificationsRead(deps: NotificationsDeps, userId: string): Promise<number> {
  const now = deps.clock.now();
  const updated = await deps.db
    .update(notifications)
    .set({ read_at: now, updated_at: now })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  if (updated.length > 0) await publishRead(deps, userId, null);
  return updated.length;
}

/** One entry per known type, in the contract's order; `live` where the person chose nothing. */
export async function getPreferences(db: Db, userId: string): Promise<TNotificationPreference[]> {
  const rows = await db
    .select({ type: notificationPreferences.type, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
  const chosen = new Map(rows.map((row) => [row.type, row.channel]));
  return NOTIFICATION_TYPES.map((type) => ({ type, channel: chosen.get(type) ?? 'live' }));
}

export async function updatePreferences(
  deps: NotificationsDeps,
  userId: string,
  preferences: TNotificationPreference[],
): Promise<TNotificationPreference[]> {
  const now = deps.clock.now();
  await deps.db
    .insert(notificationPreferences)
    .values(preferences.map((p) => ({ user_id: userId, type: p.type, channel: p.channel, updated_at: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.user_id, notificationPreferences.type],
      set: { channel: sql`excluded.channel`, updated_at: now },
    });
  return getPreferences(deps.db, userId);
}

export async function getSettings(db: Db, userId: string): Promise<TNotificationSettings> {
  return settingsOf(db, userId);
}

/** Changes the given fields; the others keep their value (or the default). */
export async function updateSettings(
  deps: NotificationsDeps,
  userId: string,
  input: TUpdateNotificationSettingsRequest,
): Promise<TNotificationSettings> {
  const next = { ...(await settingsOf(deps.db, userId)), ...input };
  const now = deps.clock.now();
  await deps.db
    .insert(notificationSettings)
    .values({ user_id: userId, ...next, updated_at: now })
    .onConflictDoUpdate({ target: notificationSettings.user_id, set: { ...next, updated_at: now } });
  return next;
}
