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
