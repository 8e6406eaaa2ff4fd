/** A person's quiet hours: local wall-clock times (HH:MM) in their IANA time zone; both null means none. */
export type QuietHours = { quiet_start: string | null; quiet_end: string | null; time_zone: string };

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Minutes since local midnight of `at` in `timeZone` (UTC when the zone is unknown). */
export function localMinutes(at: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
  } catch {
    return at.getUTCHours() * 60 + at.getUTCMinutes();
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
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
 * The first instant after `at` when the local clock reads the quiet hours' end. Counted in local minutes, then
 * corrected by the zone's offset change in between (a daylight-saving switch during the night).
 */
export function quietEndAfter(q: QuietHours, at: Date): Date {
  if (!hasQuietHours(q)) return at;
  const end = minutesOf(q.quiet_end);
  const now = localMinutes(at, q.time_zone);
  const ahead = (end - now + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  const startOfMinute = at.getTime() - (at.getTime() % MINUTE);
  let candidate = startOfMinute + ahead * MINUTE;
  let drift = localMinutes(new Date(candidate), q.time_zone) - end;
  if (drift > DAY_MINUTES / 2) drift -= DAY_MINUTES;
  if (drift < -DAY_MINUTES / 2) drift += DAY_MINUTES;
  candidate -= drift * MINUTE;
  return new Date(candidate > at.getTime() ? candidate : candidate + DAY_MINUTES * MINUTE);
}
