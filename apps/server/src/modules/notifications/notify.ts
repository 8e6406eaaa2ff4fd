import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_COMPONENT,
  type TNotification,
  type TNotificationData,
  type TNotificationDelivery,
  type TNotificationType,
} from '@ito/contracts/notifications/notification';
import {
  DIGEST_WINDOW_MINUTES,
  NOTIFICATION_BUDGET_DEFAULT,
  type TNotificationSettings,
} from '@ito/contracts/notifications/settings';
import { notificationPreferences, notificationSettings, notifications } from '../../db/schema/notifications.ts';
import type { Db } from '../../platform/db.ts';
import { DIGEST_QUEUE } from './queues.ts';
import { languageOf, type Language } from '../../platform/texts.ts';
import { users } from '../../db/schema/auth.ts';
import { isQuietAt, quietEndAfter, type QuietHours } from './quiet-hours.ts';
import { timeZoneOf, timeZonesOf } from '../profile/time-zone.ts';
import type { Uses } from '../../platform/deps.ts';

/** What `notify` needs; RunDeps and TaskDeps have it. */
export type NotifyDeps = Uses<'db' | 'realtime' | 'jobs' | 'clock'>;

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

function settingsFrom(row: typeof notificationSettings.$inferSelect | undefined): TNotificationSettings {
  return {
    hourly_budget: row?.hourly_budget ?? NOTIFICATION_BUDGET_DEFAULT,
    quiet_start: row?.quiet_start ?? null,
    quiet_end: row?.quiet_end ?? null,
  };
}

/** A person's budget and quiet hours, the defaults when they never changed them. */
export async function settingsOf(db: Db, userId: string): Promise<TNotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.user_id, userId)).limit(1);
  return settingsFrom(row);
}

/** A person's quiet hours with the zone they are read in (their profile's, decision 072). */
export async function quietHoursOf(db: Db, userId: string): Promise<QuietHours> {
  const [settings, time_zone] = await Promise.all([settingsOf(db, userId), timeZoneOf(db, userId)]);
  return { ...settings, time_zone };
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

/** `user_id -> n` from a grouped count. */
const countsBy = (rows: { user_id: string; n: number }[]) => new Map(rows.map((r) => [r.user_id, r.n]));

/**
 * Stores one notification of one event for each of `userIds` and decides, for each person, how it reaches them,
 * inside `tx` (the caller's transaction, so that they exist exactly when the event that caused them commits). The
 * decision: the type's preference (`off` mutes it, `digest` holds it), quiet hours hold it, and beyond the hourly
 * budget (live deliveries in the rolling last hour, across every source) it is held too. Per-person advisory locks
 * make concurrent decisions for one person take turns, so two at once cannot both spend the last unit of the budget;
 * they are taken in one statement, in key order, so two batches sharing people cannot deadlock. Everything is read
 * for all the people at once and stored in one insert: a group chat's first message costs a handful of queries, not
 * a transaction per participant. Answers one notification per distinct person, in the order given. Call
 * `deliverNotifications` after commit.
 */
export async function recordNotifications(
  tx: Db,
  input: { userIds: string[]; type: TNotificationType; data: NoticeData; now: Date },
): Promise<RecordedNotification[]> {
  const { type, now } = input;
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return [];
  const keys = sql.join(
    userIds.map((id) => sql`${`notify:${id}`}`),
    sql`, `,
  );
  // Sorted before the (volatile) lock calls, which PostgreSQL evaluates after the sort.
  await tx.execute(
    sql`select pg_advisory_xact_lock(k) from (select distinct hashtextextended(key, 0) as k
      from unnest(array[${keys}]::text[]) as key) as locks order by k`,
  );
  const preferences = await tx
    .select({ user_id: notificationPreferences.user_id, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.user_id, userIds), eq(notificationPreferences.type, type)));
  const settingRows = await tx
    .select()
    .from(notificationSettings)
    .where(inArray(notificationSettings.user_id, userIds));
  const zones = await timeZonesOf(tx, userIds);
  const spentRows = await tx
    .select({ user_id: notifications.user_id, n: count() })
    .from(notifications)
    .where(
      and(
        inArray(notifications.user_id, userIds),
        eq(notifications.delivery, 'live'),
        gt(notifications.created_at, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .groupBy(notifications.user_id);
  const channelOf = new Map(preferences.map((p) => [p.user_id, p.channel]));
  const settingsById = new Map(settingRows.map((row) => [row.user_id, settingsFrom(row)]));
  const spent = countsBy(spentRows);
  const decided = userIds.map((userId) => {
    const settings = { ...(settingsById.get(userId) ?? settingsFrom(undefined)), time_zone: zones.get(userId)! };
    const channel = channelOf.get(userId) ?? 'live';
    let delivery: TNotificationDelivery = channel === 'off' ? 'muted' : channel === 'digest' ? 'digest' : 'live';
    if (delivery === 'live' && isQuietAt(settings, now)) delivery = 'digest';
    if (delivery === 'live' && (spent.get(userId) ?? 0) >= settings.hourly_budget) delivery = 'digest';
    return { userId, settings, delivery };
  });
  const holding = decided.filter((d) => d.delivery === 'digest').map((d) => d.userId);
  // One digest job per batch: only the first held notification since the last mail schedules one.
  const held =
    holding.length === 0
      ? new Map<string, number>()
      : countsBy(
          await tx
            .select({ user_id: notifications.user_id, n: count() })
            .from(notifications)
            .where(
              and(
                inArray(notifications.user_id, holding),
                eq(notifications.delivery, 'digest'),
                isNull(notifications.digested_at),
              ),
            )
            .groupBy(notifications.user_id),
        );
  const dataFor = await noticeWriter(tx, userIds, input.data);
  const rows = await tx
    .insert(notifications)
    .values(
      decided.map(({ userId, delivery }) => ({
        user_id: userId,
        type,
        data: dataFor(userId),
        delivery,
        // Muted ones are kept for the list but never raise the counter.
        read_at: delivery === 'muted' ? now : null,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning();
  const rowOf = new Map(rows.map((row) => [row.user_id, row]));
  return decided.map(({ userId, settings, delivery }) => ({
    notification: toNotification(rowOf.get(userId)!),
    userId,
    digestAt: delivery === 'digest' && (held.get(userId) ?? 0) === 0 ? digestTime(settings, now) : null,
    at: now,
  }));
}

/**
 * A notification's data, or (decision 045) a function that writes it in a recipient's language: its title and body
 * are stored as text, so each person's is written in their own `users.locale`.
 */
export type NoticeData = TNotificationData | ((language: Language) => TNotificationData);

/** Each recipient's data: written once per language that is needed, the same object for everyone otherwise. */
async function noticeWriter(
  tx: Db,
  userIds: string[],
  data: NoticeData,
): Promise<(userId: string) => TNotificationData> {
  if (typeof data !== 'function') {
    const cleaned = cleanData(data);
    return () => cleaned;
  }
  const rows = await tx.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, userIds));
  const languageOfUser = new Map(rows.map((row) => [row.id, languageOf(row.locale)]));
  const written = new Map<Language, TNotificationData>();
  return (userId) => {
    const language = languageOfUser.get(userId) ?? 'en';
    let cleaned = written.get(language);
    if (!cleaned) written.set(language, (cleaned = cleanData(data(language))));
    return cleaned;
  };
}

/** `recordNotifications` for one person (a protocol run's nudge, a plan change). */
export async function recordNotification(
  tx: Db,
  input: { userId: string; type: TNotificationType; data: NoticeData; now: Date },
): Promise<RecordedNotification> {
  const [recorded] = await recordNotifications(tx, { ...input, userIds: [input.userId] });
  return recorded!;
}

/**
 * After commit: pushes each live notification on its person's channel, and queues the digest job of each new batch
 * (all in one insert). A job that fails to queue is not lost for good: the digest sweep (`requeueHeldDigests`) finds
 * held notifications with no mail on its next pass.
 */
export async function deliverNotifications(
  deps: Pick<NotifyDeps, 'realtime' | 'jobs'>,
  recorded: RecordedNotification[],
): Promise<void> {
  const jobs: { data: DigestJob; startAfter: Date }[] = [];
  for (const { notification, userId, digestAt, at } of recorded) {
    if (notification.delivery === 'live') {
      deps.realtime.publish({ userId }, NOTIFICATION_COMPONENT, notification);
    } else if (digestAt) {
      // Relative to the real clock: the app's clock may be moved outside production, the queue's never is.
      jobs.push({
        data: { userId },
        startAfter: new Date(Date.now() + Math.max(0, digestAt.getTime() - at.getTime())),
      });
    }
  }
  if (jobs.length === 0) return;
  try {
    await deps.jobs.sendMany<DigestJob>(DIGEST_QUEUE, jobs);
  } catch {
    // Left to the sweep (see above).
  }
}

/** `deliverNotifications` for one recorded notification. */
export async function deliverNotification(
  deps: Pick<NotifyDeps, 'realtime' | 'jobs'>,
  recorded: RecordedNotification,
): Promise<void> {
  await deliverNotifications(deps, [recorded]);
}

/**
 * One event for several people at once (the other participants of a chat): each gets their own notification and
 * their own decision (see `recordNotifications`), all stored in one transaction, then delivered. Answers the stored
 * notifications, one per distinct person, in the order given.
 */
export async function notifyMany(
  deps: NotifyDeps,
  userIds: string[],
  type: TNotificationType,
  data: NoticeData,
): Promise<TNotification[]> {
  if (userIds.length === 0) return [];
  const now = deps.clock.now();
  const recorded = await deps.db.transaction((tx) => recordNotifications(tx, { userIds, type, data, now }));
  await deliverNotifications(deps, recorded);
  return recorded.map((r) => r.notification);
}

/**
 * The service other features call: `notify(deps, userId, type, {title, body?, url, ...})` stores the notification
 * and delivers it (live, digest or muted, see `recordNotifications`). Answers the stored notification.
 */
export async function notify(
  deps: NotifyDeps,
  userId: string,
  type: TNotificationType,
  data: NoticeData,
): Promise<TNotification> {
  const [notification] = await notifyMany(deps, [userId], type, data);
  return notification!;
}
