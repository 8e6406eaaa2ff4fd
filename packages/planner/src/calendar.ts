import { UTCDate } from '@date-fns/utc';
// One module per function: the package's index loads all of its ~300 modules into every server start.
import { addDays as addCalendarDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { getDaysInMonth } from 'date-fns/getDaysInMonth';
import { getISODay } from 'date-fns/getISODay';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';

/**
 * Calendar-day arithmetic for plans. Dates are `YYYY-MM-DD` strings counted in UTC days, so no time zone or daylight
 * saving change can shift a day. Plan weeks are seven days from the start date (`planWeekOf`), so an 8-week plan has
 * exactly 8 full weeks whichever weekday it starts on.
 */

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** Day 0 of the day numbers: 1970-01-01. */
const EPOCH = new UTCDate(1970, 0, 1);

/**
 * A `YYYY-MM-DD` (or a longer ISO string's first 10 characters) as a UTC calendar date. Out-of-range parts roll over
 * as `Date.UTC` rolls them (2026-02-30 is 2026-03-02); UTCDate is date-fns' calendar without a zone (decision 044).
 */
export function utcDay(isoDate: string): UTCDate {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return new UTCDate(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function toDayNumber(isoDate: string): number {
  return differenceInCalendarDays(utcDay(isoDate), EPOCH);
}

export function fromDayNumber(day: number): string {
  return isoOf(addCalendarDays(EPOCH, day));
}

export function addDays(isoDate: string, days: number): string {
  return isoOf(addCalendarDays(utcDay(isoDate), days));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(utcDay(to), utcDay(from));
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(isoDate: string): number {
  return getISODay(utcDay(isoDate));
}

export function mondayOf(isoDate: string): string {
  return isoOf(startOfISOWeek(utcDay(isoDate)));
}

/** How many days month `month` (1-12) of `year` has. */
export function daysInMonth(year: number, month: number): number {
  return getDaysInMonth(new UTCDate(year, month - 1, 1));
}

/**
 * The 1-based plan week of `date` for a plan starting on `start` (may be < 1 or past the end for outside dates).
 * Plan weeks are seven days from the start date, not calendar weeks: a calendar week would make an 8-week plan that
 * starts on a Wednesday span nine weeks, with a "Week 9" phase of two days.
 */
export function planWeekOf(start: string, date: string): number {
  return Math.floor(daysBetween(start, date) / 7) + 1;
}

/** The dates of plan week `week` that fall inside `start..end`, in order. */
export function datesOfWeek(start: string, end: string, week: number): string[] {
  const first = addDays(start, (week - 1) * 7);
  const dates: string[] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(first, i);
    if (date >= start && date <= end) dates.push(date);
  }
  return dates;
}

export function weekdayName(isoDate: string): string {
  return WEEKDAY_NAMES[isoWeekday(isoDate) - 1] ?? 'Monday';
}

/** "Tuesday" for a day within the last or next week of `today`, else "Tuesday 3 November" style with the date. */
export function dayLabel(isoDate: string, today: string): string {
  return Math.abs(daysBetween(today, isoDate)) < 7 ? weekdayName(isoDate) : `${weekdayName(isoDate)} ${isoDate}`;
}

/** Today as a calendar day from a date or a timestamp string (the first 10 characters). */
export function calendarDay(now: string): string {
  return now.slice(0, 10);
}
