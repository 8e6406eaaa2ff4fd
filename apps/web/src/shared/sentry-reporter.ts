import * as Sentry from '@sentry/react';
import { TRACES_SAMPLE_RATE } from '@ito/contracts/constants';
import { isNetworkOrAbort } from './api/api-error.ts';
import { setErrorReporter } from './error-reporting.ts';

export interface SentrySettings {
  dsn: string;
  environment: string;
}

/**
 * Sentry's own window handlers would report errors past reportError's rules (e.g. it skips API errors that
 * the client has handled), so errors come in through that one door only: window errors and unhandled
 * rejections via app/report-unhandled.ts, route errors via the error page, server faults via the API client.
 */
const BYPASSING_INTEGRATIONS = new Set(['GlobalHandlers', 'BrowserApiErrors']);

/** SPEC 8: network errors and aborted requests are not sent, whichever way they were reported. */
export function dropNetworkFailures(event: Sentry.ErrorEvent, hint: Sentry.EventHint): Sentry.ErrorEvent | null {
  return isNetworkOrAbort(hint.originalException) ? null : event;
}

/** Starts the SDK and makes it the app's error reporter. Loaded only when the page names a DSN. */
export function startSentry({ dsn, environment }: SentrySettings): void {
  Sentry.init({
    dsn,
    environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    integrations: (defaults) => [
      ...defaults.filter((integration) => !BYPASSING_INTEGRATIONS.has(integration.name)),
      Sentry.browserTracingIntegration(),
    ],
    beforeSend: dropNetworkFailures,
  });
  setErrorReporter((error, context) => {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  });
}
