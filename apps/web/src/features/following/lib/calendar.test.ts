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
  openingWeek,
  weekDays,
  weekStartOf,
} from './calendar.ts';

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-02', '2026-03-30')).toBe(28);
    expect(daysBetween('2026-03-30', '2026-03-02')).toBe(-28);
    // Days are 24 hours whatever the browser's zone does (Europe moves its clocks on 2026-03-29).
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('knows the ISO weekday and real days', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-3-1')).toBe(false);
    expect(isCalendarDay('2026-03-01T00:00')).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow('Not a calendar day');
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

describe('firstDayOfWeek', () => {
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

describe('weeks', () => {
  it('starts a week on the given weekday, across months and years', () => {
    // 2026-03-04 is a Wednesday.
    expect(weekStartOf('2026-03-04', 1)).toBe('2026-03-02');
    expect(weekStartOf('2026-03-04', 7)).toBe('2026-03-01');
    expect(weekStartOf('2026-03-04', 6)).toBe('2026-02-28');
    expect(weekStartOf('2026-03-02', 1)).toBe('2026-03-02');
    // 2027-01-01 is a Friday; a Monday week holds the last days of 2026.
    expect(weekStartOf('2027-01-01', 1)).toBe('2026-12-28');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('opens on the week that holds today while today is within the program’s dates', () => {
    const due = ['2026-03-02', '2026-03-20', '2026-04-10'];
    expect(openingWeek(due, '2026-03-11', 1)).toEqual({ start: '2026-03-09', place: 'today' });
    // Nothing due this week, but the program runs on: still this week (today's tasks are none).
    expect(openingWeek(due, '2026-03-25', 1)).toEqual({ start: '2026-03-23', place: 'today' });
    // Today is a Sunday before a Monday start: in a week that starts on Sunday they share a week.
    expect(openingWeek(['2026-03-02'], '2026-03-01', 7)).toEqual({ start: '2026-03-01', place: 'today' });
  });

  it('opens on the first week before the program starts, and on the last one after it ends', () => {
    const due = ['2026-03-20', '2026-03-02', '2026-04-10'];
    // Sunday 1 March, with weeks from Monday: the program's first week is the next one.
    expect(openingWeek(due, '2026-03-01', 1)).toEqual({ start: '2026-03-02', place: 'before' });
    expect(openingWeek(due, '2026-01-15', 1)).toEqual({ start: '2026-03-02', place: 'before' });
    expect(openingWeek(due, '2026-05-01', 1)).toEqual({ start: '2026-04-06', place: 'after' });
    // The week start follows the locale: a Saturday week puts Friday 10 April in the week of 4 April.
    expect(openingWeek(due, '2026-05-01', 6)).toEqual({ start: '2026-04-04', place: 'after' });
  });

  it('opens on today’s week when the program has no tasks', () => {
    expect(openingWeek([], '2026-03-04', 1)).toEqual({ start: '2026-03-02', place: 'today' });
  });
});
