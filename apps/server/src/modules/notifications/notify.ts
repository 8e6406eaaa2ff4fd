import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_COMPONENT,
  type TNotification,
  type TNotificationData,
  type TNotificationDelivery,
  type TNotificationType,
} from '@ito/contracts/notifications/notification';
import { DIGEST_WINDOW_MINUTES, NOTIFICATION_BUDGET_DEFAULT } from '@ito/contracts/notifications/settings';
import { notificationPreferences, notificationSettings, notifications } from '../../db/schema/chat.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { DIGEST_QUEUE, type Jobs } from '../../platform/jobs.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { isQuietAt, quietEndAfter, type QuietHours } from './quiet-hours.ts';

/** What `notify` needs; RunDeps and TaskDeps have it. */
export type NotifyDeps = { db: Db; realtime: Realtime; jobs: Jobs; clock: Clock };

export type NotificationRow = typeof notifications.$inferSelect;

/** The payload of a digest job: whose held notifications to mail. */
export type DigestJob = { userId: string };

/** A stored notification and what is left to do once its transaction commits. */
export type RecordedNotification = {
  notification: TNotification;
  userId: string;
  /** When to mail the digest, if this is the first notification held since the last one (else a job is queued). */
  digestAt: Date | null;
  /** The app clock's "now" when it was recorded (the queue runs on the real clock). */
  at: Date;
};

const HOUR_MS = 60 * 60 * 1000;

export function toNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type as TNotificationType,
    data: row.data as TNotificationData,
    read_at: row.read_at?.toISOString() ?? null,
    delivery: row.delivery,
    created_at: row.created_at.toISOString(),
  };
}

/** A person's budget and quiet hours, the defaults when they never changed them. */
export async function settingsOf(db: Db, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.user_id, userId)).limit(1);
  return {
    hourly_budget: row?.hourly_budget ?? NOTIFICATION_BUDGET_DEFAULT,
    quiet_start: row?.quiet_start ?? null,
    quiet_end: row?.quiet_end ?? null,
    time_zone: row?.time_zone ?? 'UTC',
  };
}

function cleanData(data: TNotificationData): TNotificationData {
  return {
    ...data,
    title: data.title.slice(0, 200),
    ...(data.body !== undefined ? { body: data.body.slice(0, 500) } : {}),
  };
}

/** When held notifications are mailed: at the end of the quiet hours, else after the batching window. */
export function digestTime(quiet: QuietHours, at: Date): Date {
  return isQuietAt(quiet, at) ? quietEndAfter(quiet, at) : new Date(at.getTime() + DIGEST_WINDOW_MINUTES * 60_000);
}

/**
 * Stores a notification and decides how it reaches the person, inside `tx` (the caller's transaction, so that it
 * exists exactly when the event that caused it commits). The decision: the type's preference (`off` mutes it,
 * `digest` holds it), quiet hours hold it, and beyond the hourly budget (live deliveries in the rolling last hour,
 * across every source) it is held too. A per-person advisory lock makes concurrent decisions for one person take
 * turns, so two at once cannot both spend the last unit of the budget. Call `deliverNotification` after commit.
 */
export async function recordNotification(
  tx: Db,
  input: { userId: string; type: TNotificationType; data: TNotificationData; now: Date },
): Promise<RecordedNotification> {
  const { userId, type, now } = input;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notify:${userId}`}, 0))`);
  const [preference] = await tx
    .select({ channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.user_id, userId), eq(notificationPreferences.type, type)))
    .limit(1);
  const settings = await settingsOf(tx, userId);
  const channel = preference?.channel ?? 'live';
  let delivery: TNotificationDelivery = channel === 'off' ? 'muted' : channel === 'digest' ? 'digest' : 'live';
  if (delivery === 'live' && isQuietAt(settings, now)) delivery = 'digest';
  if (delivery === 'live') {
    const [spent] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, userId),
          eq(notifications.delivery, 'live'),
          gt(notifications.created_at, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((spent?.n ?? 0) >= settings.hourly_budget) delivery = 'digest';
  }
  let digestAt: Date | null = null;
  if (delivery === 'digest') {
    const [held] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(
        and(eq(notifications.user_id, userId), eq(notifications.delivery, 'digest'), isNull(notifications.digested_at)),
      );
    // One job per batch: later notifications join the mail the first one scheduled.
    if ((held?.n ?? 0) === 0) digestAt = digestTime(settings, now);
  }
  const [row] = await tx
    .insert(notifications)
    .values({
      user_id: userId,
      type,
      data: cleanData(input.data),
      delivery,
      // Muted ones are kept for the list but never raise the counter.
      read_at: delivery === 'muted' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning();
  return { notification: toNotification(row!), userId, digestAt, at: now };
}

/**
 * After commit: pushes a live notification on the person's channel, or queues the digest job of a new batch. A job
 * that fails to queue is not lost for good: the digest sweep (`requeueHeldDigests`) finds held notifications with
 * no mail on its next pass.
 */
export async function deliverNotification(
  deps: Pick<NotifyDeps, 'realtime' | 'jobs'>,
  recorded: RecordedNotification,
): Promise<void> {
  const { notification, userId, digestAt, at } = recorded;
  if (notification.delivery === 'live') {
    deps.realtime.publish({ userId }, NOTIFICATION_COMPONENT, notification);
    return;
  }
  if (!digestAt) return;
  // Relative to the real clock: the app's clock may be moved outside production, the queue's never is.
  const startAfter = new Date(Date.now() + Math.max(0, digestAt.getTime() - at.getTime()));
  try {
    await deps.jobs.sendMany<DigestJob>(DIGEST_QUEUE, [{ data: { userId }, startAfter }]);
  } catch {
    // Left to the sweep (see above).
  }
}

/**
 * The service other features call: `notify(deps, userId, type, {title, body?, url, ...})` stores the notification
 * and delivers it (live, digest or muted, see `recordNotification`). Answers the stored notification.
 */
export async function notify(
  deps: NotifyDeps,
  userId: string,
  type: TNotificationType,
  data: TNotificationData,
): Promise<TNotification> {
  const now = deps.clock.now();
  const recorded = await deps.db.transaction((tx) =>
    recordNotification(tx as unknown as Db, { userId, type, data, now }),
  );
  await deliverNotification(deps, recorded);
  return recorded.notification;
}
