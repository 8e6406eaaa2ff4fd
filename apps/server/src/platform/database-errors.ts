/**
 * SQLSTATE classes that mean "the database refused a value", not "the server is broken": 22 (data exception:
 * 22P02 invalid text representation, 22003 numeric out of range, 22021 invalid byte sequence, 22001 string too
 * long, 22008 datetime overflow, 22P05 untranslatable character) and 54 (program limit exceeded: an index row or a
 * jsonb nesting too large). Client input is the only way these reach a handler that validated its input, so they
 * are answered 422 rather than 500.
 */
const REFUSED_VALUE_CLASSES = ['22', '54'];
/**
 * And one code of class 23 (integrity): 23514, a CHECK constraint (allowed statuses and kinds, money not negative, a
 * currency code; decision 043). The rest of class 23 (unique, foreign key, not null) says something else: a conflict
 * or a missing row, which services answer themselves.
 */
const REFUSED_VALUE_CODES = ['23514'];

/** Drizzle wraps the driver's error (pg or PGlite) in `cause`; a service may wrap it again. */
const MAX_CAUSE_DEPTH = 5;

export type RefusedValue = { sqlState: string; detail: string };

/** The database's refusal of a value somewhere in `err`'s cause chain, if that is what `err` is. */
export function refusedValue(err: unknown): RefusedValue | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && isRefusal(code)) {
      // The driver's own message names the type, never the query's parameters (Drizzle's wrapper does).
      return { sqlState: code, detail: typeof message === 'string' ? message.slice(0, 200) : '' };
    }
    current = cause;
  }
  return undefined;
}

function isRefusal(code: string): boolean {
  return REFUSED_VALUE_CLASSES.includes(code.slice(0, 2)) || REFUSED_VALUE_CODES.includes(code);
}

/** A unique constraint refused the row (SQLSTATE 23505), from the driver or wrapped once by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The database cannot be reached right now: a socket refused, reset or timed out, a connection
 * ended under the query, the pool unable to connect in time, or PostgreSQL saying so (class 08 connection exception,
 * 57P01 to 57P03 shutting down or starting, 53300 too many connections). Answered 503 with `Retry-After`, so load
 * balancers and clients' keyed retries act on it, never 500.
 */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_SQL_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|connect ECONNREFUSED/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQL_STATES.has(code)))
      return true;
    if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // Node's AggregateError (a refused connection to each of several addresses) keeps them in `errors`.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
