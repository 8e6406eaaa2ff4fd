import { UTCDate } from '@date-fns/utc';
import {
  addDays as addCalendarDays,
  addMonths as addCalendarMonths,
  differenceInCalendarDays,
  format,
  getISODay,
  isValid,
  parse,
} from 'date-fns';

/**
 * Calendar days as the server sends them (`YYYY-MM-DD`, the follower's own days). The arithmetic is date-fns on
 * UTCDate, a calendar without a zone, so no time zone or daylight-saving change can shift a day (decision 044). The
 * month grid itself is @mantine/dates' `Month` (`components/month-calendar.tsx`).
 */

/** ISO weekday, 1 = Monday ... 7 = Sunday (as the plans and `Intl.Locale#getWeekInfo` count them). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const DAY = 'yyyy-MM-dd';
const MONTH = 'yyyy-MM';
const REFERENCE = new UTCDate(2000, 0, 1);

function parsed(value: string, pattern: string): UTCDate {
  return parse(value, pattern, REFERENCE);
}

function toDate(day: string): UTCDate {
  const date = parsed(day, DAY);
  if (!isCalendarDay(day)) throw new Error(`Not a calendar day: ${day}`);
  return date;
}

export function isCalendarDay(value: string): boolean {
  const date = parsed(value, DAY);
  return isValid(date) && format(date, DAY) === value;
}

export function addDays(day: string, days: number): string {
  return format(addCalendarDays(toDate(day), days), DAY);
}

export function isoWeekday(day: string): Weekday {
  return getISODay(toDate(day)) as Weekday;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

/** The month (`YYYY-MM`) a day falls in. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const date = parsed(month, MONTH);
  if (!isValid(date) || format(date, MONTH) !== month) throw new Error(`Not a month: ${month}`);
  return format(addCalendarMonths(date, months), MONTH);
}

/** The reader's calendar day in their own time zone: what the server calls "today" from `X-Time-Zone`. */
export function localToday(now: Date = new Date()): string {
  return format(now, DAY);
}

/**
 * Where the reader's language starts a week (`Intl.Locale#getWeekInfo`, or the older `weekInfo` property); Monday
 * when the browser cannot tell.
 */
export function firstDayOfWeek(language: string): Weekday {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay?: number };
      weekInfo?: { firstDay?: number };
    };
    const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay;
    if (firstDay && firstDay >= 1 && firstDay <= 7) return firstDay as Weekday;
  } catch {
    // An unknown language tag: fall through.
  }
  return 1;
}

/** Items with a `due_on` day grouped by day, each day keeping the order the items came in. */
export function groupByDay<T extends { due_on: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const list = days.get(item.due_on);
    if (list) list.push(item);
    else days.set(item.due_on, [item]);
  }
  return days;
}

/**
 * The month a program's calendar opens on: today's, unless nothing is due in it, then the month of the next due day
 * (a plan that starts next month), else of the last one (a finished program).
 */
export function initialMonth(dueDays: readonly string[], today: string): string {
  const month = monthOf(today);
  if (dueDays.length === 0 || dueDays.some((day) => monthOf(day) === month)) return month;
  const sorted = [...dueDays].sort();
  return monthOf(sorted.find((day) => day >= today) ?? sorted.at(-1)!);
}

/** The first day of the week that holds `day`, when weeks start on `firstDay` (ISO weekday). */
export function weekStartOf(day: string, firstDay: Weekday): string {
  return addDays(day, -((isoWeekday(day) - firstDay + 7) % 7));
}

/** The seven days of the week that starts on `start`. */
export function weekDays(start: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/**
 * Where the opening week stands against the program's dates: it holds today (`today`), or today is before the
 * program's first task (`before`: the first week is shown) or after its last one (`after`: the last week is shown).
 */
export type WeekPlace = 'today' | 'before' | 'after';

/**
 * The week a program's calendar opens on (decision 083): the one that holds today, so today's tasks are in view, while
 * today is within the program's dates (its first and last due days) or shares a week with them; before the program
 * starts, its first week; after it ends, its last week. A program with no tasks opens on today's week.
 */
export function openingWeek(
  dueDays: readonly string[],
  today: string,
  firstDay: Weekday,
): { start: string; place: WeekPlace } {
  const thisWeek = weekStartOf(today, firstDay);
  if (dueDays.length === 0) return { start: thisWeek, place: 'today' };
  const sorted = [...dueDays].sort();
  const firstWeek = weekStartOf(sorted[0]!, firstDay);
  const lastWeek = weekStartOf(sorted.at(-1)!, firstDay);
  if (thisWeek < firstWeek) return { start: firstWeek, place: 'before' };
  if (thisWeek > lastWeek) return { start: lastWeek, place: 'after' };
  return { start: thisWeek, place: 'today' };
}
