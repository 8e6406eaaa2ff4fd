import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesOfWeek,
  daysBetween,
  daysInMonth,
  fromDayNumber,
  isoWeekday,
  mondayOf,
  planWeekOf,
  toDayNumber,
} from './calendar.ts';

describe('plan calendar days', () => {
  it('counts days from 1970-01-01 and back, across leap days and the ends of years', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('2024-03-01') - toDayNumber('2024-02-28')).toBe(2);
    expect(fromDayNumber(toDayNumber('2025-12-31') + 1)).toBe('2026-01-01');
    expect(toDayNumber('2026-03-02T23:30:00.000Z')).toBe(toDayNumber('2026-03-02'));
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('has 24-hour days whatever daylight saving does where the machine is (2025-03-30 in Europe)', () => {
    expect(addDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(daysBetween('2025-03-29', '2025-04-01')).toBe(3);
    expect(addDays('2025-10-26', -1)).toBe('2025-10-25');
  });

  it('plan weeks are seven days from the start date, whatever weekday it is', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(planWeekOf('2026-03-04', '2026-03-08')).toBe(1);
    expect(planWeekOf('2026-03-04', '2026-03-10')).toBe(1);
    expect(planWeekOf('2026-03-04', '2026-03-11')).toBe(2);
    expect(planWeekOf('2026-03-04', '2026-03-03')).toBe(0);
    expect(datesOfWeek('2026-03-04', '2026-03-20', 1)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(datesOfWeek('2026-03-04', '2026-03-20', 3)).toEqual(['2026-03-18', '2026-03-19', '2026-03-20']);
  });

  it('adding and counting agree, and every Monday is a Monday', () => {
    const day = fc.integer({ min: -20_000, max: 60_000 }).map(fromDayNumber);
    fc.assert(
      fc.property(day, fc.integer({ min: -3000, max: 3000 }), (date, n) => {
        expect(daysBetween(date, addDays(date, n))).toBe(n);
        expect(isoWeekday(mondayOf(date))).toBe(1);
        expect(daysBetween(mondayOf(date), date)).toBe(isoWeekday(date) - 1);
      }),
      { numRuns: 300 },
    );
  });
});
