/**
 * Wall-clock time in an IANA time zone, with only `Intl` (no library). A "wall" value is the local date and time
 * written as if it were UTC milliseconds, so whole local days are `DAY_MS` apart whatever the daylight saving rules.
 */

export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone, which is what a caller passing one should see.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at instant `ms` (local = UTC + offset), in ms. */
export function offsetAt(ms: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const local = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  const wholeSeconds = ms - (((ms % 1000) + 1000) % 1000);
  return local - wholeSeconds;
}

export function instantToWall(ms: number, timeZone: string): number {
  return ms + offsetAt(ms, timeZone);
}

/**
 * The instant showing wall time `wall` in the zone. A time skipped by a daylight saving jump moves forward by the
 * jump (02:30 becomes 03:30); a time that happens twice takes the earlier one.
 */
export function wallToInstant(wall: number, timeZone: string): number {
  if (timeZone === 'UTC') return wall;
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after].filter((t) => t + offsetAt(t, timeZone) === wall);
  return candidates.length > 0 ? Math.min(...candidates) : wall - before;
}
