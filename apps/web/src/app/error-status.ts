import { isRouteErrorResponse } from 'react-router';
import { NOT_FOUND_PAGE_TEXT, SERVER_ERROR_TEXT } from '@ito/contracts/common/messages';
import type { MessageCode, MessageParams } from '@ito/contracts/common/message-codes';
import { isApiError } from '../shared/api/api-error.ts';

export interface ErrorInfo {
  status: number;
  /** The English fallback. */
  message: string;
  /** What to show, by catalogue code (decision 045): an API answer's own, or the server-error sentence. */
  code?: MessageCode;
  params?: MessageParams;
}

function numeric(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599 ? value : null;
}

/** A redirect that surfaced as an error (a thrown 3xx response): not an error for the user. */
export function isRedirectError(error: unknown): boolean {
  const status = error instanceof Response ? error.status : isRouteErrorResponse(error) ? error.status : null;
  return status !== null && status >= 300 && status < 400;
}

/** What the route's error page shows as it is (a 404, a refusal) or the router follows: no fault to log or report. */
export function isExpectedOutcome(error: unknown): boolean {
  return isRedirectError(error) || describeError(error).status < 500;
}

/** SPEC 8: the status comes from the error or its response, else 500; 404 always reads the same. */
export function describeError(error: unknown): ErrorInfo {
  let status: number | null = null;
  let message: string | null = null;
  let coded: { code: MessageCode; params: MessageParams } | null = null;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === 'string' ? error.data : error.statusText || null;
  } else if (error instanceof Response) {
    status = error.status;
    message = error.statusText || null;
  } else if (error && typeof error === 'object') {
    const withStatus = error as { status?: unknown; response?: { status?: unknown }; message?: unknown };
    status = numeric(withStatus.status) ?? numeric(withStatus.response?.status);
    message = typeof withStatus.message === 'string' ? withStatus.message : null;
    if (isApiError(error) && error.code) coded = { code: error.code, params: error.params };
  }
  const finalStatus = status ?? 500;
  if (finalStatus === 404) return { status: 404, message: NOT_FOUND_PAGE_TEXT };
  if (coded) return { status: finalStatus, message: message || SERVER_ERROR_TEXT, ...coded };
  if (!message) return { status: finalStatus, message: SERVER_ERROR_TEXT, code: 'errors.server_error', params: {} };
  return { status: finalStatus, message };
}
