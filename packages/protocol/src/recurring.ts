import type { StepKind } from './model.ts';
import { DAY_MS, instantToWall, wallToInstant } from './time-zone.ts';

/**
 * Recurring modules (SPEC section 3 entity, section 9 defaults; section 4: reset to defaults): a step of a protocol
 * repeated on a schedule, and when it next runs.
 */

export const WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Most run times one call returns, whatever `count` asks for. */
export const MAX_RUN_TIMES = 10_000;

export type RecurringModule = {
  target: 'follower' | 'system';
  role: string | null;
  protocol_id: string | null;
  /** The kind of step repeated (e.g. nudge, assessment) and the item it uses. */
  selected_module: StepKind | null;
  selected_item: string | null;
  /** Days of the week it may run on; empty means any day. */
  at_week_days: WeekDay[];
  /** Every N days (counted from the first day it may run); null means every day. */
  run_every: number | null;
  /** Local time of day, `HH:MM`. */
  at_time: string | null;
  /** Every N hours within a day, from `at_time` (or midnight) until the day ends. */
  every_hour: number | null;
  /** Days after `from` before the first run. */
  start_after: number | null;
  /** Days after `from` when runs stop. */
  stop_after: number | null;
  /** How many runs in all; null means no limit. */
  repeat: number | null;
  /** When true the module keeps running after the follower's protocol run has finished. */
  prevent_finish: boolean;
  settings: Record<string, unknown>;
};

/** SPEC section 9: recurring target follower, prevent_finish false; everything else unset. */
export function defaultRecurringModule(): RecurringModule {
  return {
    target: 'follower',
    role: null,
    protocol_id: null,
    selected_module: null,
    selected_item: null,
    at_week_days: [],
    run_every: null,
    at_time: null,
    every_hour: null,
    start_after: null,
    stop_after: null,
    repeat: null,
    prevent_finish: false,
    settings: {},
  };
}

/**
 * Every field back to its default. The module stays attached to its protocol (`protocol_id`) and keeps fields the
 * entity does not define (an id, timestamps), so the server can save the reset in place.
 */
export function resetRecurringModule<T extends RecurringModule>(module: T): T {
  return { ...module, ...defaultRecurringModule(), protocol_id: module.protocol_id };
}

/**
 * The next `count` run times of `module` for a follower who started at `from`, as ISO instants (UTC), computed on
 * the wall clock of `timeZone` (an IANA name, UTC by default).
 *
 * - The window opens `start_after` days after `from` (same local time of day) and closes, exclusive, `stop_after`
 *   days after `from`. Runs are never before `from`.
 * - A day may run when its weekday is in `at_week_days` (any day when empty) and it is a multiple of `run_every`
 *   days after the window's first day (both rules apply when both are set).
 * - On such a day it runs at `at_time`; with `every_hour` also every N hours after it (from midnight when `at_time`
 *   is unset) until the day ends; with neither, at the local time of day the window opened.
 * - At most `repeat` runs in all. With `prevent_finish` false, no run at or after `runFinishedAt` (the follower's
 *   protocol run finished then); with it true the runs go on.
 * - A local time skipped by a daylight saving jump runs an hour later; one that repeats runs once.
 */
export function nextRunTimes(
  module: RecurringModule,
  from: string,
  count: number,
  timeZone = 'UTC',
  runFinishedAt: string | null = null,
): string[] {
  const fromMs = toMs(from);
  const fromWall = instantToWall(fromMs, timeZone);
  const opensWall = fromWall + (wholeDays(module.start_after) ?? 0) * DAY_MS;
  const opensAt = Math.max(fromMs, wallToInstant(opensWall, timeZone));
  const stopAfter = wholeDays(module.stop_after);
  let closesAt = stopAfter === null ? Infinity : wallToInstant(fromWall + stopAfter * DAY_MS, timeZone);
  if (runFinishedAt !== null && !module.prevent_finish) closesAt = Math.min(closesAt, toMs(runFinishedAt));

  const repeat = wholeDays(module.repeat);
  const limit = Math.min(Math.max(0, Math.floor(count)), repeat ?? Infinity, MAX_RUN_TIMES);
  const firstDay = Math.floor(opensWall / DAY_MS);
  const times = timesOfDay(module, opensWall - firstDay * DAY_MS);
  const everyDays = positiveInt(module.run_every) ?? 1;
  const weekDays = new Set(module.at_week_days.map((d) => WEEK_DAYS.indexOf(d)).filter((i) => i >= 0));
  // The day pattern repeats with this period: a whole period without a run means there never will be one.
  const period = weekDays.size > 0 ? lcm(7, everyDays) : everyDays;

  const result: string[] = [];
  let last = -Infinity;
  let daysWithoutRun = 0;
  for (let day = firstDay; result.length < limit && daysWithoutRun <= period; day += 1) {
    if (wallToInstant(day * DAY_MS, timeZone) >= closesAt) break;
    let hasRun = false;
    const isRunDay = (day - firstDay) % everyDays === 0 && (weekDays.size === 0 || weekDays.has(weekdayIndex(day)));
    for (const time of isRunDay ? times : []) {
      const at = wallToInstant(day * DAY_MS + time, timeZone);
      if (at < opensAt || at <= last) continue;
      if (at >= closesAt || result.length >= limit) break;
      result.push(new Date(at).toISOString());
      last = at;
      hasRun = true;
    }
    daysWithoutRun = hasRun ? 0 : daysWithoutRun + 1;
  }
  return result;
}

/** Times within a day, in ms after local midnight. */
function timesOfDay(module: RecurringModule, openingTime: number): number[] {
  const everyHour = positiveInt(module.every_hour);
  const atTime = module.at_time === null ? null : parseTime(module.at_time);
  const first = atTime ?? (everyHour === null ? openingTime : 0);
  if (everyHour === null) return [first];
  const times: number[] = [];
  for (let t = first; t < DAY_MS; t += everyHour * 3_600_000) times.push(t);
  return times;
}

function parseTime(value: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`at_time must be HH:MM, got "${value}"`);
  return (hours * 60 + minutes) * 60_000;
}

/** 0 = Monday ... 6 = Sunday, for a local day number (day 0, 1970-01-01, was a Thursday). */
function weekdayIndex(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

function wholeDays(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : null;
}

function positiveInt(value: number | null | undefined): number | null {
  const n = wholeDays(value);
  return n !== null && n >= 1 ? n : null;
}

function lcm(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y !== 0) [x, y] = [y, x % y];
  return (a / x) * b;
}

function toMs(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`not an ISO instant: ${iso}`);
  return ms;
}
