import { describe, expect, it } from 'vitest';
import {
  defaultRecurringModule,
  MAX_RUN_TIMES,
  nextRunTimes,
  resetRecurringModule,
  runTimesBetween,
  type RecurringModule,
} from './recurring.ts';

/** Monday 2025-03-03, 08:15 UTC. */
const MONDAY = '2025-03-03T08:15:00.000Z';

function module(fields: Partial<RecurringModule>): RecurringModule {
  return { ...defaultRecurringModule(), ...fields };
}

describe('defaults and reset', () => {
  it('defaults to target follower and prevent_finish false (SPEC section 9), everything else unset', () => {
    expect(defaultRecurringModule()).toEqual({
      target: 'follower',
      role: null,
      protocol_id: null,
      selected_module: null,
      selected_item: null,
      at_week_days: [],
      run_every: null,
      at_time: null,
      every_hour: null,
      start_after: null,
      stop_after: null,
      repeat: null,
      prevent_finish: false,
      settings: {},
    });
    expect(defaultRecurringModule().at_week_days).not.toBe(defaultRecurringModule().at_week_days);
  });

  it('reset puts every field back to its default but keeps the protocol and fields it does not define', () => {
    const edited = {
      ...module({
        target: 'system',
        role: 'coach',
        protocol_id: 'p7',
        selected_module: 'nudge',
        selected_item: 'n3',
        at_week_days: ['MON', 'FRI'],
        run_every: 2,
        at_time: '07:30',
        every_hour: 3,
        start_after: 1,
        stop_after: 30,
        repeat: 10,
        prevent_finish: true,
        settings: { tone: 'warm' },
      }),
      id: 'm1',
    };
    const copy = structuredClone(edited);
    expect(resetRecurringModule(edited)).toEqual({ ...defaultRecurringModule(), protocol_id: 'p7', id: 'm1' });
    expect(edited).toEqual(copy);
  });
});

describe('nextRunTimes', () => {
  it('with defaults runs every day at the time it started', () => {
    expect(nextRunTimes(defaultRecurringModule(), MONDAY, 3)).toEqual([
      '2025-03-03T08:15:00.000Z',
      '2025-03-04T08:15:00.000Z',
      '2025-03-05T08:15:00.000Z',
    ]);
  });

  it('at_time: the first run is the next such time, never one in the past', () => {
    expect(nextRunTimes(module({ at_time: '07:00' }), MONDAY, 2)).toEqual([
      '2025-03-04T07:00:00.000Z',
      '2025-03-05T07:00:00.000Z',
    ]);
    expect(nextRunTimes(module({ at_time: '21:45' }), MONDAY, 1)).toEqual(['2025-03-03T21:45:00.000Z']);
  });

  it('at_week_days: only on the listed days', () => {
    expect(nextRunTimes(module({ at_week_days: ['WED', 'MON'], at_time: '09:00' }), MONDAY, 4)).toEqual([
      '2025-03-03T09:00:00.000Z',
      '2025-03-05T09:00:00.000Z',
      '2025-03-10T09:00:00.000Z',
      '2025-03-12T09:00:00.000Z',
    ]);
  });

  it('run_every: every N days from the first day', () => {
    expect(nextRunTimes(module({ run_every: 3, at_time: '09:00' }), MONDAY, 3)).toEqual([
      '2025-03-03T09:00:00.000Z',
      '2025-03-06T09:00:00.000Z',
      '2025-03-09T09:00:00.000Z',
    ]);
  });

  it('run_every and at_week_days together: both must hold', () => {
    // Every 2 days from Monday gives Mon, Wed, Fri, Sun, Tue...; only the Fridays are kept (every other week).
    expect(nextRunTimes(module({ run_every: 2, at_week_days: ['FRI'], at_time: '09:00' }), MONDAY, 2)).toEqual([
      '2025-03-07T09:00:00.000Z',
      '2025-03-21T09:00:00.000Z',
    ]);
  });

  it('a schedule that can never run returns nothing (and stops looking)', () => {
    expect(nextRunTimes(module({ run_every: 7, at_week_days: ['TUE'] }), MONDAY, 5)).toEqual([]);
  });

  it('every_hour: from at_time until the day ends, then again the next run day', () => {
    expect(nextRunTimes(module({ at_time: '08:00', every_hour: 4 }), MONDAY, 5)).toEqual([
      '2025-03-03T12:00:00.000Z',
      '2025-03-03T16:00:00.000Z',
      '2025-03-03T20:00:00.000Z',
      '2025-03-04T08:00:00.000Z',
      '2025-03-04T12:00:00.000Z',
    ]);
  });

  it('every_hour without at_time counts from midnight', () => {
    expect(nextRunTimes(module({ every_hour: 6 }), MONDAY, 4)).toEqual([
      '2025-03-03T12:00:00.000Z',
      '2025-03-03T18:00:00.000Z',
      '2025-03-04T00:00:00.000Z',
      '2025-03-04T06:00:00.000Z',
    ]);
  });

  it('start_after: nothing before that many days have passed', () => {
    expect(nextRunTimes(module({ start_after: 2 }), MONDAY, 1)).toEqual(['2025-03-05T08:15:00.000Z']);
    expect(nextRunTimes(module({ start_after: 2, at_time: '08:00' }), MONDAY, 1)).toEqual(['2025-03-06T08:00:00.000Z']);
  });

  it('stop_after: nothing from that many days after the start (exclusive)', () => {
    expect(nextRunTimes(module({ stop_after: 3 }), MONDAY, 10)).toEqual([
      '2025-03-03T08:15:00.000Z',
      '2025-03-04T08:15:00.000Z',
      '2025-03-05T08:15:00.000Z',
    ]);
    expect(nextRunTimes(module({ start_after: 3, stop_after: 3 }), MONDAY, 10)).toEqual([]);
  });

  it('repeat: at most that many runs in all; count caps the answer too', () => {
    expect(nextRunTimes(module({ repeat: 2 }), MONDAY, 10)).toHaveLength(2);
    expect(nextRunTimes(module({ repeat: 0 }), MONDAY, 10)).toEqual([]);
    expect(nextRunTimes(module({ repeat: 50 }), MONDAY, 4)).toHaveLength(4);
    expect(nextRunTimes(defaultRecurringModule(), MONDAY, 0)).toEqual([]);
    expect(nextRunTimes(module({ every_hour: 1 }), MONDAY, 1e9)).toHaveLength(MAX_RUN_TIMES);
  });

  it('prevent_finish false stops at the run finish; true keeps going', () => {
    const finishedAt = '2025-03-05T00:00:00.000Z';
    expect(nextRunTimes(module({ prevent_finish: false }), MONDAY, 5, 'UTC', finishedAt)).toEqual([
      '2025-03-03T08:15:00.000Z',
      '2025-03-04T08:15:00.000Z',
    ]);
    expect(nextRunTimes(module({ prevent_finish: true }), MONDAY, 5, 'UTC', finishedAt)).toHaveLength(5);
  });

  it('runs on the wall clock of a time zone, across a daylight saving change', () => {
    // Paris moves from UTC+1 to UTC+2 on Sunday 2025-03-30; 08:00 local stays 08:00.
    expect(nextRunTimes(module({ at_time: '08:00' }), '2025-03-29T00:00:00.000Z', 3, 'Europe/Paris')).toEqual([
      '2025-03-29T07:00:00.000Z',
      '2025-03-30T06:00:00.000Z',
      '2025-03-31T06:00:00.000Z',
    ]);
  });

  it('uses the local weekday: Monday 09:00 in Tokyo is Monday 00:00 UTC', () => {
    const sundayEveningUtc = '2025-03-02T20:00:00.000Z';
    expect(
      nextRunTimes(module({ at_week_days: ['MON'], at_time: '09:00' }), sundayEveningUtc, 1, 'Asia/Tokyo'),
    ).toEqual(['2025-03-03T00:00:00.000Z']);
  });

  it('a local time skipped by the clocks going forward runs an hour later; a repeated one runs once', () => {
    // New York jumps from 02:00 to 03:00 on 2025-03-09.
    expect(nextRunTimes(module({ at_time: '02:30' }), '2025-03-08T12:00:00.000Z', 2, 'America/New_York')).toEqual([
      '2025-03-09T07:30:00.000Z',
      '2025-03-10T06:30:00.000Z',
    ]);
    const hourly = nextRunTimes(module({ every_hour: 1 }), '2025-03-09T05:00:00.000Z', 4, 'America/New_York');
    expect(hourly).toEqual([
      '2025-03-09T05:00:00.000Z',
      '2025-03-09T06:00:00.000Z',
      '2025-03-09T07:00:00.000Z',
      '2025-03-09T08:00:00.000Z',
    ]);
    // And repeats 01:00-02:00 on 2025-11-02: 01:00 runs once, at the earlier of the two.
    expect(nextRunTimes(module({ every_hour: 1 }), '2025-11-02T04:00:00.000Z', 3, 'America/New_York')).toEqual([
      '2025-11-02T04:00:00.000Z',
      '2025-11-02T05:00:00.000Z',
      '2025-11-02T07:00:00.000Z',
    ]);
  });

  it('rejects a malformed at_time, start instant or time zone', () => {
    expect(() => nextRunTimes(module({ at_time: '25:00' }), MONDAY, 1)).toThrow(RangeError);
    expect(() => nextRunTimes(defaultRecurringModule(), 'yesterday', 1)).toThrow(RangeError);
    expect(() => nextRunTimes(defaultRecurringModule(), MONDAY, 1, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('runTimesBetween', () => {
  const daily = module({ at_time: '09:00', repeat: 5 });
  const window = (after: string, until: string, limit = 100) => ({ from: MONDAY, after, until, limit });

  it('answers the runs in the window and the first one after it, as nextRunTimes counts them', () => {
    const all = nextRunTimes(daily, MONDAY, 10);
    expect(all).toHaveLength(5);
    expect(runTimesBetween(daily, window(MONDAY, all[2]!))).toEqual({ due: all.slice(0, 3), next: all[3] });
    // `after` is exclusive, `until` inclusive; COUNT still counts from the start.
    expect(runTimesBetween(daily, window(all[2]!, '2030-01-01T00:00:00.000Z'))).toEqual({
      due: all.slice(3),
      next: null,
    });
  });

  it('stops at `limit` and names the next run still due', () => {
    const all = nextRunTimes(daily, MONDAY, 10);
    expect(runTimesBetween(daily, window(MONDAY, '2030-01-01T00:00:00.000Z', 2))).toEqual({
      due: all.slice(0, 2),
      next: all[2],
    });
  });
});
