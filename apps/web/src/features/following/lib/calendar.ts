/**
 * Calendar days as the server sends them (`YYYY-MM-DD`, the follower's own days) and month grids to lay them out.
 * The arithmetic runs on UTC midnights, so no time zone or daylight-saving change can shift a day.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** ISO weekday, 1 = Monday ... 7 = Sunday (as the plans and `Intl.Locale#getWeekInfo` count them). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface CalendarDay {
  /** `YYYY-MM-DD`. */
  day: string;
  /** Whether the day belongs to the month shown (the grid pads the first and last weeks with neighbours). */
  inMonth: boolean;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function toUtc(day: string): number {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtc(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function isCalendarDay(value: string): boolean {
  return DAY.test(value) && fromUtc(toUtc(value)) === value;
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * MS_PER_DAY);
}

export function isoWeekday(day: string): Weekday {
  const sunday0 = new Date(toUtc(day)).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

/** The month (`YYYY-MM`) a day falls in. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** The reader's calendar day in their own time zone: what the server calls "today" from `X-Time-Zone`. */
export function localToday(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The weeks that show a month, each exactly seven days starting on `firstDay` (Monday in most of the world, Sunday
 * in the United States, Saturday in much of the Arab world): the first week starts on or before the 1st, the last
 * ends on or after the month's last day. Four to six weeks.
 */
export function monthGrid(month: string, firstDay: Weekday = 1): CalendarDay[][] {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const lead = (isoWeekday(first) - firstDay + 7) % 7;
  const weeks: CalendarDay[][] = [];
  for (let start = addDays(first, -lead); start <= last; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = addDays(start, i);
        return { day, inMonth: monthOf(day) === month };
      }),
    );
  }
  return weeks;
}

/** The seven weekdays in the order a grid starting on `firstDay` shows them. */
export function weekdayOrder(firstDay: Weekday = 1): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => (((firstDay - 1 + i) % 7) + 1) as Weekday);
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
