import { describe, expect, it } from 'vitest';
import { calendarDay } from './clock.ts';

describe('calendarDay', () => {
  it("gives the day in the caller's zone, reusing one formatter per zone, and UTC for a missing or unknown zone", () => {
    const lateEvening = new Date('2026-01-01T22:30:00Z');
    expect(calendarDay(lateEvening, 'Asia/Dubai')).toBe('2026-01-02');
    expect(calendarDay(lateEvening, 'America/New_York')).toBe('2026-01-01');
    // The second call with the same zone goes through the cached formatter: same answer for another instant.
    expect(calendarDay(new Date('2026-03-10T19:59:00Z'), 'Asia/Dubai')).toBe('2026-03-10');
    expect(calendarDay(new Date('2026-03-10T20:00:00Z'), 'Asia/Dubai')).toBe('2026-03-11');
    expect(calendarDay(lateEvening)).toBe('2026-01-01');
    expect(calendarDay(lateEvening, 'Not/AZone')).toBe('2026-01-01');
  });
});
