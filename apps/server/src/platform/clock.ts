import type { FastifyRequest } from 'fastify';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Bounds the formatter cache: the zones are a few hundred names, but their spelling is the client's. */
const MAX_FORMATTERS = 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs far more than formatting (it is on every get-data): one per zone, reused. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day of `at` in an IANA time zone (`YYYY-MM-DD`); UTC when the zone is missing or unknown. */
export function calendarDay(at: Date, timeZone?: string): string {
  try {
    const day = dayFormatter(timeZone || 'UTC').format(at);
    if (DAY.test(day)) return day;
  } catch {
    // An unknown zone falls through to UTC.
  }
  return at.toISOString().slice(0, 10);
}

/**
 * "Today" for the person asking: the web sends its time zone in `X-Time-Zone` (e.g. `Asia/Dubai`), so a task due
 * "today" means their today, not the server's.
 */
export function todayFor(request: FastifyRequest): string {
  const zone = request.headers['x-time-zone'];
  return calendarDay(request.server.clock.now(), typeof zone === 'string' ? zone.slice(0, 64) : undefined);
}
