/**
 * The one door to error reporting. No SDK is in the first download: when SENTRY_DSN is configured the app
 * loads one (app/start-error-reporting.ts) and installs it as the reporter; otherwise errors are only logged.
 */
export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

// Errors reported while the reporter's SDK is still downloading: start-up errors are the ones that matter most.
const MAX_WAITING = 20;

let reporter: ErrorReporter | null = null;
let waiting: Array<[unknown, Record<string, unknown> | undefined]> | null = null;

/** A reporter is on its way: keep what is reported until `setErrorReporter` (a few, not forever). */
export function expectErrorReporter(): void {
  waiting ??= [];
}

/** Installs (or with null, removes) the reporter; errors kept while it loaded are handed to it. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
  const kept = waiting ?? [];
  waiting = null;
  if (next) for (const [error, context] of kept) next(error, context);
}

/** `isLogged`: the browser or React already printed it, so without a reporter there is nothing to add. */
export function reportError(error: unknown, context?: Record<string, unknown>, isLogged = false): void {
  if (reporter) return reporter(error, context);
  if (waiting && waiting.length < MAX_WAITING) waiting.push([error, context]);
  if (!isLogged) console.error('[error-reporting]', error, context ?? '');
}
