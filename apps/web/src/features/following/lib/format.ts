import type { Weekday } from './calendar.ts';

/**
 * Calendar days and numbers as the reader's language writes them (`Intl`). A day is formatted at UTC midnight in
 * UTC, so it stays the day the server meant whatever the browser's time zone.
 */

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

function format(day: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = utc(day);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
}

/** "Mon, 2 Mar" */
export function formatDay(day: string, language: string): string {
  return format(day, language, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** "Monday, 2 March 2026" */
export function formatLongDay(day: string, language: string): string {
  return format(day, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** "2 Mar", for chart axes. */
export function formatShortDay(day: string, language: string): string {
  return format(day, language, { day: 'numeric', month: 'short' });
}

/** "2 – 8 Mar 2026", "28 Dec 2026 – 3 Jan 2027": a week, as short as the language writes the range. */
export function formatWeekRange(first: string, last: string, language: string): string {
  const from = utc(first);
  const to = utc(last);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${first} – ${last}`;
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).formatRange(from, to);
}

/** "March 2026" for `2026-03`. */
export function formatMonth(month: string, language: string): string {
  return format(`${month}-01`, language, { month: 'long', year: 'numeric' });
}

/** The day of the month in the reader's digits ("2", or "٢" in Arabic). */
export function formatDayNumber(day: string, language: string): string {
  return format(day, language, { day: 'numeric' });
}

// 2024-01-01 was a Monday: ISO weekday n is 2024-01-0n.
const weekdayDate = (weekday: Weekday) => `2024-01-0${weekday}`;

/** "Mon" / "Monday" for an ISO weekday. */
export function formatWeekday(weekday: Weekday, language: string, width: 'short' | 'long' = 'short'): string {
  return format(weekdayDate(weekday), language, { weekday: width });
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/**
 * A number with its unit ("7.5 km"), isolated: inside Arabic text an English unit would otherwise jump to the other
 * side of the number ("km 7.5").
 */
export function formatAmount(value: number, unit: string, language: string): string {
  const number = formatNumber(value, language);
  return `\u2068${unit ? `${number} ${unit}` : number}\u2069`;
}
