import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { throttleEvents } from '../db/schema/throttle.ts';
import { hashToken } from './crypto.ts';
import type { Db } from './db.ts';

/** At most `max` events in any `seconds`-long sliding window. */
export type ThrottleWindow = { seconds: number; max: number };

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Nothing is counted over more than this; older rows are swept. */
export const THROTTLE_RETENTION_SECONDS = 2 * 24 * 3600;
const SWEEP_EVERY_MS = 10 * 60_000;
let lastSweep = 0;

/** A subject for an email address: its SHA-256, so the table never holds addresses. */
export function emailSubject(email: string): string {
  return hashToken(email.trim().toLowerCase());
}

/**
 * Abuse limits counted in the database (decision 023), so they hold across processes and restarts. Each
 * `(kind, subject)` is a sliding-window counter; the work on one key runs under a transaction-scoped advisory lock,
 * so concurrent requests for the same address or account take turns and cannot both spend the last slot.
 */
export async function withThrottleLock<T>(
  db: Db,
  kind: string,
  subject: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`throttle:${kind}:${subject}`}, 0))`);
    return work(tx);
  });
}

/** Times of the key's events since `since`, oldest first. */
export async function eventTimes(db: Db, kind: string, subject: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: throttleEvents.created_at })
    .from(throttleEvents)
    .where(
      and(eq(throttleEvents.kind, kind), eq(throttleEvents.subject, subject), gt(throttleEvents.created_at, since)),
    )
    .orderBy(asc(throttleEvents.created_at));
  return rows.map((r) => r.at);
}

export async function recordEvent(db: Db, kind: string, subject: string, now: Date): Promise<void> {
  await db.insert(throttleEvents).values({ kind, subject, created_at: now });
  if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = now.getTime();
    await db
      .delete(throttleEvents)
      .where(lt(throttleEvents.created_at, new Date(now.getTime() - THROTTLE_RETENTION_SECONDS * 1000)));
  }
}

export async function clearEvents(db: Db, kind: string, subject: string): Promise<void> {
  await db.delete(throttleEvents).where(and(eq(throttleEvents.kind, kind), eq(throttleEvents.subject, subject)));
}

/**
 * Whole seconds until every window has room again, given the event times (oldest first); 0 when there is room now.
 * A full window frees a slot when its oldest counted event leaves it.
 */
export function secondsUntilRoom(times: Date[], windows: readonly ThrottleWindow[], now: Date): number {
  let waitMs = 0;
  for (const w of windows) {
    const inWindow = times.filter((t) => t.getTime() > now.getTime() - w.seconds * 1000);
    if (inWindow.length < w.max) continue;
    const freeing = inWindow[inWindow.length - w.max]!;
    waitMs = Math.max(waitMs, freeing.getTime() + w.seconds * 1000 - now.getTime());
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** Counts one event for the key when every window has room; otherwise counts nothing and says how long to wait. */
export async function takeSlot(
  db: Db,
  input: { kind: string; subject: string; windows: readonly ThrottleWindow[]; now: Date },
): Promise<ThrottleVerdict> {
  const longest = Math.max(...input.windows.map((w) => w.seconds));
  return withThrottleLock(db, input.kind, input.subject, async (tx) => {
    const times = await eventTimes(tx, input.kind, input.subject, new Date(input.now.getTime() - longest * 1000));
    const wait = secondsUntilRoom(times, input.windows, input.now);
    if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
    await recordEvent(tx, input.kind, input.subject, input.now);
    return { allowed: true };
  });
}
