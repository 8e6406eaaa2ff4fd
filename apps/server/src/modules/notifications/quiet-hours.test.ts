import { describe, expect, it } from 'vitest';
import { isQuietAt, localMinutes, quietEndAfter } from './quiet-hours.ts';

const night = { quiet_start: '22:00', quiet_end: '07:00', time_zone: 'UTC' };

describe('quiet hours', () => {
  it('reads the local clock of the time zone', () => {
    expect(localMinutes(new Date('2026-01-10T20:30:00Z'), 'Asia/Dubai')).toBe(30); // 00:30 in Dubai (UTC+4)
    expect(localMinutes(new Date('2026-01-10T20:30:00Z'), 'Nowhere/Unknown')).toBe(20 * 60 + 30);
  });

  it('covers a range across midnight, start included and end excluded', () => {
    expect(isQuietAt(night, new Date('2026-01-10T21:59:00Z'))).toBe(false);
    expect(isQuietAt(night, new Date('2026-01-10T22:00:00Z'))).toBe(true);
    expect(isQuietAt(night, new Date('2026-01-11T03:00:00Z'))).toBe(true);
    expect(isQuietAt(night, new Date('2026-01-11T07:00:00Z'))).toBe(false);
  });

  it('covers a range within one day and none when unset', () => {
    const lunch = { quiet_start: '12:00', quiet_end: '13:30', time_zone: 'UTC' };
    expect(isQuietAt(lunch, new Date('2026-01-10T12:45:00Z'))).toBe(true);
    expect(isQuietAt(lunch, new Date('2026-01-10T13:30:00Z'))).toBe(false);
    expect(isQuietAt({ quiet_start: null, quiet_end: null, time_zone: 'UTC' }, new Date())).toBe(false);
  });

  it('applies the time zone: 23:00 in Dubai is quiet while it is 19:00 UTC', () => {
    const dubai = { ...night, time_zone: 'Asia/Dubai' };
    expect(isQuietAt(dubai, new Date('2026-01-10T19:00:00Z'))).toBe(true);
    expect(quietEndAfter(dubai, new Date('2026-01-10T19:00:00Z')).toISOString()).toBe('2026-01-11T03:00:00.000Z');
  });

  it('finds the end across a daylight-saving switch (Europe/Berlin, 29 March 2026)', () => {
    const berlin = { quiet_start: '22:00', quiet_end: '07:00', time_zone: 'Europe/Berlin' };
    // 22:30 CET on the 28th; clocks go forward at 02:00, so 07:00 CEST is 05:00 UTC.
    expect(quietEndAfter(berlin, new Date('2026-03-28T21:30:00Z')).toISOString()).toBe('2026-03-29T05:00:00.000Z');
  });

  it('ends at the moment after the jump when the clocks skip the end, and at the first of two when they repeat it', () => {
    const skipped = { quiet_start: '23:00', quiet_end: '02:30', time_zone: 'Europe/Berlin' };
    // 02:30 does not exist on 29 March 2026 in Berlin: the night ends at 03:30 CEST (01:30 UTC).
    expect(quietEndAfter(skipped, new Date('2026-03-28T22:30:00Z')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October 2026: the first, 02:30 CEST (00:30 UTC).
    expect(quietEndAfter(skipped, new Date('2026-10-24T22:30:00Z')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // A zone spelt in another case is the same zone.
    expect(localMinutes(new Date('2026-01-10T20:30:00Z'), 'asia/dubai')).toBe(30);
  });
});
