import type { FastifyRequest } from 'fastify';
import { calendarDayIn, canonicalTimeZone } from '@ito/protocol/time';

/**
 * The server's notion of "now". Production reads the system clock. Outside production the clock can be moved
 * (`POST /api/dev/clock`), so a browser test can let days pass and watch a plan adapt to a missed task.
 */
export type Clock = {
  now(): Date;
  /** Outside production only: pin "now" to a date, or `null` to follow the system clock again. */
  set(at: Date | null): void;
};

export function createClock(): Clock {
  let pinned: Date | null = null;
  return {
    now: () => (pinned ? new Date(pinned) : new Date()),
    set(at) {
      pinned = at ? new Date(at) : null;
    },
  };
}

/** The calendar day of `at` in an IANA time zone (`YYYY-MM-DD`); UTC when the zone is missing or unknown. */
export function calendarDay(at: Date, timeZone?: string): string {
  return calendarDayIn(at.getTime(), canonicalTimeZone(timeZone || 'UTC') ?? 'UTC');
}

/**
 * "Today" for the person asking: the web sends its time zone in `X-Time-Zone` (e.g. `Asia/Dubai`), so a task due
 * "today" means their today, not the server's.
 */
export function todayFor(request: FastifyRequest): string {
  const zone = request.headers['x-time-zone'];
  return calendarDay(request.server.clock.now(), typeof zone === 'string' ? zone.slice(0, 64) : undefined);
}
