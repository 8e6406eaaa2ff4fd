import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  firstDayOfWeek,
  groupByDay,
  initialMonth,
  isCalendarDay,
  isoWeekday,
  localToday,
  monthGrid,
  weekdayOrder,
} from './calendar.ts';

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-02', '2026-03-30')).toBe(28);
    expect(daysBetween('2026-03-30', '2026-03-02')).toBe(-28);
  });

  it('knows the ISO weekday and real days', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-3-1')).toBe(false);
  });

  it('adds months over year ends', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', 14)).toBe('2027-05');
  });

  it('reads today in the browser’s own time zone', () => {
    expect(localToday(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(localToday(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });
});

describe('monthGrid', () => {
  it('covers the month in whole weeks starting on Monday', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday: six rows from 23 Feb to 5 Apr.
    const weeks = monthGrid('2026-03', 1);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]![0]).toEqual({ day: '2026-02-23', inMonth: false });
    expect(weeks[0]![6]).toEqual({ day: '2026-03-01', inMonth: true });
    expect(weeks[5]![6]).toEqual({ day: '2026-04-05', inMonth: false });
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(31);
    expect(weeks.flat().every((d) => isoWeekday(d.day) === weekdayOrder(1)[weeks.flat().indexOf(d) % 7])).toBe(true);
  });

  it('starts the week where the language does (Sunday, Saturday)', () => {
    const sunday = monthGrid('2026-03', 7);
    expect(sunday).toHaveLength(5);
    expect(sunday[0]![0]!.day).toBe('2026-03-01');
    expect(sunday[4]![6]!.day).toBe('2026-04-04');
    const saturday = monthGrid('2026-03', 6);
    expect(saturday[0]![0]!.day).toBe('2026-02-28');
    expect(saturday.flat().every((d, i) => isoWeekday(d.day) === weekdayOrder(6)[i % 7])).toBe(true);
  });

  it('needs only four rows for a February that starts on the first day of the week', () => {
    // February 2027 starts on a Monday and has 28 days.
    const weeks = monthGrid('2027-02', 1);
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((d) => d.inMonth)).toBe(true);
  });

  it('orders weekdays from the first day', () => {
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdayOrder(7)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(6)).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });

  it('takes the first day of the week from the language, Monday when unknown', () => {
    expect([1, 6, 7]).toContain(firstDayOfWeek('ar'));
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('not a language tag')).toBe(1);
  });
});

describe('groupByDay', () => {
  it('groups by due day and keeps the given order inside a day', () => {
    const tasks = [
      { id: 'a', due_on: '2026-03-02' },
      { id: 'b', due_on: '2026-03-04' },
      { id: 'c', due_on: '2026-03-02' },
    ];
    const days = groupByDay(tasks);
    expect([...days.keys()]).toEqual(['2026-03-02', '2026-03-04']);
    expect(days.get('2026-03-02')!.map((t) => t.id)).toEqual(['a', 'c']);
  });
});

describe('initialMonth', () => {
  it('opens on today’s month when something is due in it, else on the next (or last) month with tasks', () => {
    expect(initialMonth(['2026-03-02', '2026-04-01'], '2026-03-20')).toBe('2026-03');
    expect(initialMonth(['2026-04-06', '2026-05-01'], '2026-03-20')).toBe('2026-04');
    expect(initialMonth(['2026-01-05', '2026-02-02'], '2026-03-20')).toBe('2026-02');
    expect(initialMonth([], '2026-03-20')).toBe('2026-03');
  });
});
