import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TNotificationData } from '@ito/contracts/notifications/notification';
import { DIGEST_WINDOW_MINUTES } from '@ito/contracts/notifications/settings';
import { users } from '../../db/schema/auth.ts';
import { notificationSettings, notifications } from '../../db/schema/notifications.ts';
import { DIGEST_QUEUE } from './queues.ts';
import { actionMail } from '../../platform/mail.ts';
import { quietHoursOf, type DigestJob } from './notify.ts';
import { timeZonesOf } from '../profile/time-zone.ts';
import { isQuietAt, quietEndAfter } from './quiet-hours.ts';
import { languageOf, say } from '../../platform/texts.ts';
import type { Uses } from '../../platform/deps.ts';

export type DigestDeps = Uses<'db' | 'jobs' | 'clock' | 'mailer'> & { appUrl: string };

/** Lines a digest mail lists; the rest are counted ("and 12 more"). */
const MAX_LINES = 20;

/**
 * Sends one person's digest: claims every held notification at once (`digested_at` set in one statement, so a
 * duplicate job running at the same time claims nothing and mails nothing), then mails the unread ones as one list.
 * During the person's quiet hours it waits for their end instead. Answers whether a mail went out.
 */
export async function sendDigest(deps: DigestDeps, userId: string): Promise<boolean> {
  const now = deps.clock.now();
  const quiet = await quietHoursOf(deps.db, userId);
  if (isQuietAt(quiet, now)) {
    const startAfter = new Date(Date.now() + (quietEndAfter(quiet, now).getTime() - now.getTime()));
    await deps.jobs.sendMany<DigestJob>(DIGEST_QUEUE, [{ data: { userId }, startAfter }]);
    return false;
  }
  const claimed = await deps.db
    .update(notifications)
    .set({ digested_at: now })
    .where(
      and(eq(notifications.user_id, userId), eq(notifications.delivery, 'digest'), isNull(notifications.digested_at)),
    )
    .returning({
      id: notifications.id,
      data: notifications.data,
      read_at: notifications.read_at,
      created_at: notifications.created_at,
    });
  // Read in the app meanwhile: nothing to tell.
  const unread = claimed.filter((n) => !n.read_at).sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  if (unread.length === 0) return false;
  const [user] = await deps.db
    .select({ email: users.email, full_name: users.full_name, locale: users.locale, deleted_at: users.deleted_at })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.email || user.deleted_at) return false;
  try {
    await deps.mailer.send(digestMail(deps.appUrl, { ...user, email: user.email }, unread));
  } catch (err) {
    // The mail was not even stored: give the notifications back to the next attempt (the job is retried).
    const ids = claimed.map((n) => n.id);
    await deps.db.update(notifications).set({ digested_at: null }).where(inArray(notifications.id, ids));
    throw err;
  }
  return true;
}

function digestMail(
  appUrl: string,
  to: { email: string; full_name: string; locale: string },
  held: { data: Record<string, unknown>; created_at: Date }[],
) {
  const language = languageOf(to.locale);
  const lines = held.slice(0, MAX_LINES).map(({ data }) => {
    const { title, body, url } = data as TNotificationData;
    return `- ${title}${body ? `: ${body}` : ''} (${appUrl}${url})`;
  });
  if (held.length > MAX_LINES) lines.push(say(language, 'digest.more', { count: held.length - MAX_LINES }));
  const count = held.length === 1 ? say(language, 'digest.one') : say(language, 'digest.many', { count: held.length });
  return actionMail({
    to: to.email,
    language,
    subject: say(language, 'digest.subject', { count }),
    greeting: say(language, 'digest.greeting', { name: to.full_name }),
    lines: [say(language, 'digest.intro', { count }), ...lines],
    action: { label: say(language, 'digest.action'), url: `${appUrl}/notifications` },
    footer: say(language, 'digest.footer'),
  });
}

export function registerDigestHandler(deps: DigestDeps): void {
  deps.jobs.handle<DigestJob>(DIGEST_QUEUE, async (job) => {
    await sendDigest(deps, job.userId);
  });
}

/**
 * The safety net: queues a digest for everyone whose oldest held notification waited longer than the batching
 * window plus a margin (a job that failed to queue after its commit, or a worker that died). People inside their
 * quiet hours are left alone: their job is due at the end, and the next pass after it catches a lost one. Answers
 * how many were queued.
 */
export async function requeueHeldDigests(deps: Pick<DigestDeps, 'db' | 'jobs' | 'clock'>, limit = 1000) {
  const now = deps.clock.now();
  const overdue = new Date(now.getTime() - (DIGEST_WINDOW_MINUTES + 10) * 60_000);
  const rows = await deps.db
    .select({
      user_id: notifications.user_id,
      quiet_start: notificationSettings.quiet_start,
      quiet_end: notificationSettings.quiet_end,
    })
    .from(notifications)
    .leftJoin(notificationSettings, eq(notificationSettings.user_id, notifications.user_id))
    .where(
      and(
        eq(notifications.delivery, 'digest'),
        isNull(notifications.digested_at),
        lte(notifications.created_at, overdue),
      ),
    )
    .groupBy(notifications.user_id, notificationSettings.quiet_start, notificationSettings.quiet_end)
    .orderBy(asc(sql`min(${notifications.created_at})`))
    .limit(limit);
  const zones = await timeZonesOf(
    deps.db,
    rows.map((r) => r.user_id),
  );
  const due = rows.filter((r) => !isQuietAt({ ...r, time_zone: zones.get(r.user_id) ?? 'UTC' }, now));
  if (due.length > 0) {
    await deps.jobs.sendMany<DigestJob>(
      DIGEST_QUEUE,
      due.map((r) => ({ data: { userId: r.user_id } })),
    );
  }
  return due.length;
}
