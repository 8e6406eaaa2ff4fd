import { isApiError } from '../shared/api/api-error.ts';
import { reportError } from '../shared/error-reporting.ts';

/**
 * Errors nobody caught go to error reporting. API errors are skipped: the client already reported the
 * server faults, and network failures and aborted requests say nothing about our code (SPEC 8).
 */
export function reportUnhandledErrors(): void {
  window.addEventListener('error', (event) => {
    if (!isApiError(event.error)) reportError(event.error ?? event.message, { source: 'window.error' }, true);
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (!isApiError(event.reason)) reportError(event.reason, { source: 'unhandledrejection' }, true);
  });
}
