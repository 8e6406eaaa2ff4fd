import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ZTimeZone } from '@ito/contracts/profile/profile';
import { canonicalTimeZone } from '@ito/protocol/time';
import { users } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';

/*
 * The person's time zone is a field of their profile (decision 072): this module owns it and lends these reads, so
 * notifications (quiet hours, digests) and runs (a task's day, recurring modules) read it from one place.
 */

/** The zone to read a stored value in: its canonical name, UTC when there is none or the platform knows no such zone. */
const zoneOrUtc = (stored: string | null | undefined): string => (stored && canonicalTimeZone(stored)) || 'UTC';

/** The person's time zone: the one on their profile, UTC while they have none. */
export async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ time_zone: users.time_zone }).from(users).where(eq(users.id, userId)).limit(1);
  return zoneOrUtc(row?.time_zone);
}

/** `timeZoneOf` for many people in one query: every id given has an entry. */
export async function timeZonesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  const rows =
    ids.length === 0
      ? []
      : await db.select({ id: users.id, time_zone: users.time_zone }).from(users).where(inArray(users.id, ids));
  const stored = new Map(rows.map((row) => [row.id, row.time_zone]));
  return new Map(ids.map((id) => [id, zoneOrUtc(stored.get(id))]));
}

/**
 * Someone who never chose a zone gets their device's (`X-Time-Zone`) the first time it matters (registering,
 * following a program, accepting an invitation), so "the follower's local time" (recurring modules, quiet hours, the
 * digest) is theirs and not UTC. A zone they have is never replaced; an unknown zone changes nothing.
 */
export async function adoptTimeZone(db: Db, userId: string, zone: unknown): Promise<void> {
  // The same rule as a zone saved on the profile, so the form never shows one it would refuse.
  const parsed = ZTimeZone.safeParse(zone);
  const canonical = parsed.success ? canonicalTimeZone(parsed.data) : null;
  if (!canonical) return;
  await db
    .update(users)
    .set({ time_zone: canonical })
    .where(and(eq(users.id, userId), isNull(users.time_zone)));
}

/** A zone as the profile stores it: the platform's own spelling (`europe/berlin` -> `Europe/Berlin`). */
export function storedTimeZone(zone: string): string {
  return canonicalTimeZone(zone) ?? zone;
}
