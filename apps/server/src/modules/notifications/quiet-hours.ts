import { addWallDays, canonicalTimeZone, wallAt, wallToInstant, type Wall } from '@ito/protocol/time';

/** A person's quiet hours: local wall-clock times (HH:MM) in their IANA time zone; both null means none. */
export type QuietHours = { quiet_start: string | null; quiet_end: string | null; time_zone: string };

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The zone's wall clock reads here; an unknown zone reads as UTC. */
function zoneOf(timeZone: string): string {
  return canonicalTimeZone(timeZone) ?? 'UTC';
}

/** Minutes since local midnight of `at` in `timeZone` (UTC when the zone is unknown). */
export function localMinutes(at: Date, timeZone: string): number {
  const wall = wallAt(at.getTime(), zoneOf(timeZone));
  return wall.hour * 60 + wall.minute;
}

function hasQuietHours(q: QuietHours): q is QuietHours & { quiet_start: string; quiet_end: string } {
  return !!q.quiet_start && !!q.quiet_end && q.quiet_start !== q.quiet_end;
}

/** Whether `at` falls in the quiet hours: [start, end), wrapping midnight when end is earlier than start. */
export function isQuietAt(q: QuietHours, at: Date): boolean {
  if (!hasQuietHours(q)) return false;
  const now = localMinutes(at, q.time_zone);
  const start = minutesOf(q.quiet_start);
  const end = minutesOf(q.quiet_end);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * The first instant after `at` when the local clock reads the quiet hours' end: today's end, or else tomorrow's, on
 * the zone's wall clock (so a daylight-saving switch during the night moves nothing; an end the clocks skip is the
 * moment after the jump).
 */
export function quietEndAfter(q: QuietHours, at: Date): Date {
  if (!hasQuietHours(q)) return at;
  const zone = zoneOf(q.time_zone);
  const end = minutesOf(q.quiet_end);
  const today: Wall = {
    ...wallAt(at.getTime(), zone),
    hour: Math.floor(end / 60),
    minute: end % 60,
    second: 0,
    millisecond: 0,
  };
  const endToday = wallToInstant(today, zone);
  return new Date(endToday > at.getTime() ? endToday : wallToInstant(addWallDays(today, 1), zone));
}
