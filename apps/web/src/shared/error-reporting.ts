/**
 * The one door to error reporting. No SDK is bundled: when a reporter is installed (e.g. Sentry when
 * SENTRY_DSN is configured) it receives the errors; otherwise they are only logged.
 */
export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

let reporter: ErrorReporter | null = null;

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

/** `isLogged`: the browser or React already printed it, so without a reporter there is nothing to add. */
export function reportError(error: unknown, context?: Record<string, unknown>, isLogged = false): void {
  if (reporter) reporter(error, context);
  else if (!isLogged) console.error('[error-reporting]', error, context ?? '');
}
