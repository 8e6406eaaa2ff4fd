import { tz } from '@date-fns/tz';
import { getISODay } from 'date-fns/getISODay';
import { RRule, type RRuleOptions } from './rrule-module.ts';
import { addWallDays, checkTimeZone, parseInstant, wallAt, wallToInstant, type Wall } from './time.ts';

/**
 * A recurring module's schedule as an RFC 5545 recurrence rule (rrule; decision 044), anchored on the follower's wall
 * clock. The rule is computed on "floating" local times (the wall clock written as UTC), and each occurrence becomes
 * an instant in the follower's zone only at the end, so a daylight saving change moves no run off its local time.
 */

/** The fields of a recurring module that make its schedule (SPEC section 3). */
export type ScheduleFields = {
  at_week_days: readonly string[];
  run_every: number | null;
  at_time: string | null;
  every_hour: number | null;
  start_after: number | null;
  stop_after: number | null;
  repeat: number | null;
};

export const WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export type Schedule = {
  /** The rule on floating local times: what the runs are computed from. */
  floating: InstanceType<typeof RRule>;
  /** The same rule as RFC 5545 text, `DTSTART;TZID=<zone>:...` and `RRULE:...`. */
  text: string;
  /** Sub-second part of the opening time, added back to runs that take their time of day from it. */
  extraMs: number;
  /** No run before this instant (the window's opening, never before `from`). */
  opensAt: number;
  /** No run at or after this instant (`stop_after`); Infinity when open-ended. */
  closesAt: number;
  /** False when the weekdays and the day interval never meet (every 7 days, only Tuesdays, from a Monday). */
  canRun: boolean;
};

/**
 * The rule for a follower who started at `from` (an ISO instant) in `timeZone`:
 * - DTSTART: `start_after` local days after `from`, at the same local time;
 * - FREQ=DAILY, INTERVAL=`run_every`, BYDAY=`at_week_days` (RFC 5545: the interval's days, then only those weekdays);
 * - BYHOUR/BYMINUTE: `at_time`, then every `every_hour` hours until the day ends (from midnight without `at_time`);
 *   with neither, the local time of DTSTART;
 * - UNTIL: just before `stop_after` local days after `from`; COUNT: `repeat`.
 */
export function scheduleOf(fields: ScheduleFields, from: string, timeZone = 'UTC'): Schedule {
  checkTimeZone(timeZone);
  const fromMs = parseInstant(from);
  const fromWall = wallAt(fromMs, timeZone);
  const opens = addWallDays(fromWall, wholeDays(fields.start_after) ?? 0);
  const stopAfter = wholeDays(fields.stop_after);
  const closes = stopAfter === null ? null : addWallDays(fromWall, stopAfter);
  const closesAt = closes === null ? Infinity : wallToInstant(closes, timeZone);

  const times = timesOfDay(fields, opens);
  // A run never comes before the opening: a sub-second opening on a run's own second (runs fall on second 0) starts
  // from the next whole second. Any other second holds no run, and moving it could cross midnight into another
  // weekday, which would shift the days an interval counts from (23:59:59.001 on a Thursday is still Thursday).
  const dtstart = floating(
    opens.millisecond > 0 && !times.fromOpening && opens.second === times.second
      ? { ...opens, second: opens.second + 1 }
      : opens,
  );
  const interval = positiveInt(fields.run_every) ?? 1;
  const weekDays = fields.at_week_days.map((d) => WEEK_DAYS.indexOf(d as WeekDay)).filter((i) => i >= 0);
  const repeat = wholeDays(fields.repeat);
  const options: Partial<RRuleOptions> = {
    freq: RRule.DAILY,
    interval,
    dtstart,
    byweekday: weekDays.length > 0 ? [...new Set(weekDays)].sort() : null,
    byhour: times.hours,
    byminute: [times.minute],
    bysecond: [times.second],
    count: repeat,
  };
  const until = closes && floatingEnd(closes);
  const floatingRule = new RRule({ ...options, until }, true);
  // rrule writes UNTIL on the DTSTART zone's wall clock when there is a TZID (RFC 5545 would want it in UTC).
  const zoned = new RRule({ ...options, until, tzid: timeZone }, true);
  return {
    floating: floatingRule,
    text: zoned.toString(),
    extraMs: times.fromOpening ? opens.millisecond : 0,
    opensAt: Math.max(fromMs, wallToInstant(opens, timeZone)),
    closesAt,
    canRun: weekDays.length === 0 || meets(weekDays, dtstart, interval),
  };
}

/** The instant a floating occurrence stands for in `timeZone`. */
export function occurrenceAt(occurrence: Date, timeZone: string, extraMs = 0): number {
  return wallToInstant(wallAt(occurrence.getTime() + extraMs, 'UTC'), timeZone);
}

type TimesOfDay = { hours: number[]; minute: number; second: number; fromOpening: boolean };

function timesOfDay(fields: ScheduleFields, opens: Wall): TimesOfDay {
  const everyHour = positiveInt(fields.every_hour);
  const atTime = fields.at_time === null ? null : parseTime(fields.at_time);
  if (atTime === null && everyHour === null) {
    return { hours: [opens.hour], minute: opens.minute, second: opens.second, fromOpening: true };
  }
  const [hour, minute] = atTime ?? [0, 0];
  const hours: number[] = [];
  for (let h = hour; h < 24; h += everyHour ?? 24) hours.push(h);
  return { hours, minute, second: 0, fromOpening: false };
}

function parseTime(value: string): [number, number] {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`at_time must be HH:MM, got "${value}"`);
  return [hours, minutes];
}

/** A wall time written as UTC: how rrule reads times without a zone. Whole seconds (RFC 5545 has no smaller unit). */
function floating(wall: Wall): Date {
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
}

/** The last floating instant before `wall` that rrule's inclusive UNTIL may keep. */
function floatingEnd(wall: Wall): Date {
  return new Date(
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond) - 1,
  );
}

/** Whether some day `interval` days apart from `start` falls on one of `weekDays` (0 = Monday); 7 steps cover all. */
function meets(weekDays: number[], start: Date, interval: number): boolean {
  const first = getISODay(start, { in: tz('UTC') }) - 1;
  return Array.from({ length: 7 }, (_, k) => (first + k * interval) % 7).some((d) => weekDays.includes(d));
}

function wholeDays(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : null;
}

function positiveInt(value: number | null | undefined): number | null {
  const n = wholeDays(value);
  return n !== null && n >= 1 ? n : null;
}
