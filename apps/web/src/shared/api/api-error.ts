import type { CodedMessage, MessageCode, MessageParams } from '@ito/contracts/common/message-codes';
import { bodyCode, bodyFieldCodes } from './error-codes.ts';

/** What a failed call means for the screen (SPEC section 8), so callers switch on a name rather than a number. */
export type ApiErrorKind =
  | 'aborted'
  | 'network'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'validation'
  | 'locked'
  | 'rate-limited'
  | 'server'
  | 'other';

function bodyErrors(body: unknown): Record<string, unknown> {
  if (body && typeof body === 'object' && 'errors' in body && body.errors && typeof body.errors === 'object') {
    return body.errors as Record<string, unknown>;
  }
  return {};
}

/**
 * A failed API call: `status` 0 means no response (network failure or aborted). Every call of the client throws
 * this on failure (decision 042), with the SPEC section 8 details read from the answer: the field errors of a 422,
 * what uses the item of a 423 and the `Retry-After` of a 429.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly isAborted: boolean;
  /** A 429's (or an in-flight 409's) `Retry-After`, in seconds; null when the answer gave none. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    body: unknown,
    message: string,
    isAborted = false,
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.isAborted = isAborted;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get isNetworkError(): boolean {
    return this.status === 0 && !this.isAborted;
  }

  get kind(): ApiErrorKind {
    if (this.status === 0) return this.isAborted ? 'aborted' : 'network';
    const byStatus: Partial<Record<number, ApiErrorKind>> = {
      401: 'unauthenticated',
      403: 'forbidden',
      404: 'not-found',
      422: 'validation',
      423: 'locked',
      429: 'rate-limited',
    };
    return byStatus[this.status] ?? (this.status >= 500 ? 'server' : 'other');
  }

  /** A 422's messages by field (empty for any other failure). */
  get fieldErrors(): Record<string, string[]> {
    if (this.status !== 422) return {};
    const fields: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(bodyErrors(this.body))) {
      fields[field] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    }
    return fields;
  }

  /** The answer's catalogue code (decision 045), which the web translates; null without one (no response). */
  get code(): MessageCode | null {
    return bodyCode(this.body)?.code ?? null;
  }

  /** The parameters of `code`. */
  get params(): MessageParams {
    return bodyCode(this.body)?.params ?? {};
  }

  /** A 422's codes by field. */
  get fieldCodes(): Record<string, CodedMessage[]> {
    return bodyFieldCodes(this.body);
  }

  /** A 423's names of what uses the item (empty for any other failure). */
  get usedBy(): string[] {
    if (this.status !== 423) return [];
    const used = bodyErrors(this.body).used;
    return Array.isArray(used) ? used.filter((u): u is string => typeof u === 'string') : [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// What fetch() says when it gets no response: Chromium (which may add the host in brackets), Firefox, Safari, Node.
const FETCH_FAILURE = /^(Failed to fetch|NetworkError when attempting to fetch resource|Load failed|fetch failed)\b/;

/**
 * SPEC 8: network errors and aborted requests say nothing about our code and are not reported. Besides the
 * API client's own (status 0), this covers fetch failures and aborts raised outside it.
 */
export function isNetworkOrAbort(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0;
  // A DOMException is not an Error in every runtime; its name is what tells an abort.
  if (typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError') return true;
  return error instanceof TypeError && FETCH_FAILURE.test(error.message);
}
