import { TZDate, tz, tzOffset } from '@date-fns/tz';
// One module per function: the package's index loads all of its ~300 modules into every server start.
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { addMinutes } from 'date-fns/addMinutes';
import { formatISO } from 'date-fns/formatISO';
import { millisecondsInDay } from 'date-fns/constants';

/**
 * The protocol core's one door to dates and time zones (date-fns with @date-fns/tz; decision 044). Instants travel as
 * ISO strings or epoch milliseconds; a zone is an IANA name. Nothing here reads the process's own time zone, so the
 * answers are the same on a server in UTC and in a browser in Riyadh.
 */

/** A local date and time on a zone's wall clock; `month` is 1-12. */
export type Wall = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
};

/** Bounds the spellings remembered: zones are a few hundred names, but `x-time-zone` is the client's to spell. */
const MAX_SPELLINGS = 1000;
const canonical = new Map<string, string | null>();

/**
 * The platform's own name for an IANA zone or offset (`europe/berlin` -> `Europe/Berlin`), or null when it knows no
 * such zone. @date-fns/tz caches a formatter for every name it is given, so only these names may reach it: a client
 * could otherwise grow that cache without end by sending new spellings.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  const known = canonical.get(timeZone);
  if (known !== undefined) return known;
  let name: string | null;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    name = null;
  }
  if (canonical.size >= MAX_SPELLINGS) canonical.clear();
  canonical.set(timeZone, name);
  return name;
}

/** The zone's canonical name, or a RangeError naming it when the platform does not know it. */
export function checkTimeZone(timeZone: string): string {
  const name = canonicalTimeZone(timeZone);
  if (name === null) throw new RangeError(`unknown time zone: ${timeZone}`);
  return name;
}

/** The calendar day (`YYYY-MM-DD`) at instant `ms` on the wall clock of `timeZone`. */
export function calendarDayIn(ms: number, timeZone: string): string {
  return formatISO(new TZDate(ms, checkTimeZone(timeZone)), { representation: 'date' });
}

/** Epoch milliseconds of an ISO instant; a RangeError for anything else. */
export function parseInstant(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`not an ISO instant: ${iso}`);
  return ms;
}

export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}

/** What the wall clock of `timeZone` shows at instant `ms`. */
export function wallAt(ms: number, timeZone: string): Wall {
  const local = new TZDate(ms, checkTimeZone(timeZone));
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
    second: local.getSeconds(),
    millisecond: local.getMilliseconds(),
  };
}

/**
 * The instant the wall clock of `timeZone` shows `wall`. A time skipped by a daylight saving jump moves forward by
 * the jump (02:30 becomes 03:30, as RFC 5545 reads such a time); a time shown twice is the earlier one. TZDate does
 * the first; its pick between the two readings of a repeated hour depends on the zone, so the earlier one is checked
 * here.
 */
export function wallToInstant(wall: Wall, timeZone: string): number {
  const { year, month, day, hour, minute, second, millisecond } = wall;
  const zone = checkTimeZone(timeZone);
  const at = new TZDate(year, month - 1, day, hour, minute, second, millisecond, zone).getTime();
  const offsetNow = tzOffset(zone, new Date(at));
  const offsetBefore = tzOffset(zone, addHours(at, -24));
  if (offsetBefore <= offsetNow) return at;
  const earlier = addMinutes(at, offsetNow - offsetBefore).getTime();
  return sameWall(wallAt(earlier, zone), wall) ? earlier : at;
}

/** The wall clock `days` local days later (same time of day, whatever daylight saving does in between). */
export function addWallDays(wall: Wall, days: number): Wall {
  // Counted on a UTC calendar so no zone's daylight saving can add or lose an hour.
  const shifted = addDays(
    new TZDate(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond, 'UTC'),
    days,
  );
  return wallAt(shifted.getTime(), 'UTC');
}

/** The instant `minutes` after the ISO instant `iso` (elapsed time, not wall-clock time). */
export function minutesAfter(iso: string, minutes: number): string {
  return addMinutes(parseInstant(iso), minutes).toISOString();
}

/** The instant `hours` after `ms` (elapsed time). */
export function hoursAfter(ms: number, hours: number): number {
  return addHours(ms, hours).getTime();
}

/** Elapsed time from `fromMs` to `toMs` in days of 24 hours (fractional). */
export function elapsedDays(fromMs: number, toMs: number): number {
  return (toMs - fromMs) / millisecondsInDay;
}

/** The instant `days` UTC calendar days after `ms`, which are always 24 hours long. */
export function utcDaysAfter(ms: number, days: number): number {
  return addDays(ms, days, { in: tz('UTC') }).getTime();
}

function sameWall(a: Wall, b: Wall): boolean {
  return (
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute &&
    a.second === b.second &&
    a.millisecond === b.millisecond
  );
}
