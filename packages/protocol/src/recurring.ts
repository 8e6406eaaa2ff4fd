import type { TRecurringModuleKind } from '@ito/contracts/protocols/step-kinds';
import { occurrenceAt, scheduleOf, WEEK_DAYS, type WeekDay } from './recurrence-rule.ts';
import { parseInstant, toIso } from './time.ts';

/**
 * Recurring modules (SPEC section 3 entity, section 9 defaults; section 4: reset to defaults): a step of a protocol
 * repeated on a schedule, and when it next runs.
 */

export { WEEK_DAYS, type WeekDay };

/** Most run times one call returns, whatever `count` asks for. */
export const MAX_RUN_TIMES = 10_000;

export type RecurringModule = {
  target: 'follower' | 'system';
  role: string | null;
  protocol_id: string | null;
  /** The kind of step repeated (e.g. nudge, assessment) and the item it uses. */
  selected_module: TRecurringModuleKind | null;
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
 * The next `count` run times of `module` for a follower who started at `from`, as ISO instants (UTC), from the
 * module's RFC 5545 rule on the wall clock of `timeZone` (an IANA name, UTC by default; `scheduleOf` says how each
 * field becomes part of the rule).
 *
 * - The window opens `start_after` days after `from` (same local time of day) and closes, exclusive, `stop_after`
 *   days after `from`. Runs are never before `from`.
 * - A day may run when its weekday is in `at_week_days` (any day when empty) and it is a multiple of `run_every`
 *   days after the window's first day (both rules apply when both are set).
 * - On such a day it runs at `at_time`; with `every_hour` also every N hours after it (from midnight when `at_time`
 *   is unset) until the day ends; with neither, at the local time of day the window opened.
 * - At most `repeat` runs in all (the rule's COUNT). With `prevent_finish` false, no run at or after `runFinishedAt`
 *   (the follower's protocol run finished then); with it true the runs go on.
 * - A local time skipped by a daylight saving jump runs an hour later; one that repeats runs once (the earlier);
 *   two local times that land on one instant are one run.
 */
export function nextRunTimes(
  module: RecurringModule,
  from: string,
  count: number,
  timeZone = 'UTC',
  runFinishedAt: string | null = null,
): string[] {
  const limit = Math.min(Math.max(0, Math.floor(count)), MAX_RUN_TIMES);
  const result: string[] = [];
  if (limit === 0) return result;
  eachRunTime(module, from, timeZone, runFinishedAt, (at) => {
    result.push(toIso(at));
    return result.length < limit;
  });
  return result;
}

/**
 * The run times (same rules as `nextRunTimes`) after `after` and at or before `until` (ISO instants), at most `limit`
 * of them, and the first run time after the last one returned (null when none remains): what a scheduler runs now and
 * when it looks again.
 */
export function runTimesBetween(
  module: RecurringModule,
  window: { from: string; after: string; until: string; limit: number },
  timeZone = 'UTC',
  runFinishedAt: string | null = null,
): { due: string[]; next: string | null } {
  const after = parseInstant(window.after);
  const until = parseInstant(window.until);
  const limit = Math.min(Math.max(0, Math.floor(window.limit)), MAX_RUN_TIMES);
  const due: string[] = [];
  let next: string | null = null;
  eachRunTime(module, window.from, timeZone, runFinishedAt, (at) => {
    if (at <= after) return true;
    if (at > until || due.length >= limit) {
      next = toIso(at);
      return false;
    }
    due.push(toIso(at));
    return true;
  });
  return { due, next };
}

/** Visits the module's run times in order (epoch milliseconds) until `visit` answers false or they end. */
function eachRunTime(
  module: RecurringModule,
  from: string,
  timeZone: string,
  runFinishedAt: string | null,
  visit: (at: number) => boolean,
): void {
  const schedule = scheduleOf(module, from, timeZone);
  let closesAt = schedule.closesAt;
  if (runFinishedAt !== null && !module.prevent_finish) closesAt = Math.min(closesAt, parseInstant(runFinishedAt));
  if (module.repeat === 0 || !schedule.canRun || schedule.opensAt >= closesAt) return;
  let last = -Infinity;
  schedule.floating.all((occurrence) => {
    const at = occurrenceAt(occurrence, timeZone, schedule.extraMs);
    if (at >= closesAt) return false;
    if (at >= schedule.opensAt && at > last) {
      last = at;
      return visit(at);
    }
    return true;
  });
}

/** The module's schedule as RFC 5545 text for a follower who started at `from` in `timeZone`. */
export function recurrenceRuleText(module: RecurringModule, from: string, timeZone = 'UTC'): string {
  return scheduleOf(module, from, timeZone).text;
}
