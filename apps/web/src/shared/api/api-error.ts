import type { CodedMessage, MessageCode, MessageParams } from '@ito/contracts/common/message-codes';
import { bodyCode, bodyFieldCodes } from './error-codes.ts';

/** A failed API call: `status` 0 means no response (network failure or aborted). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly isAborted: boolean;

  constructor(status: number, body: unknown, message: string, isAborted = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.isAborted = isAborted;
  }

  get isNetworkError(): boolean {
    return this.status === 0 && !this.isAborted;
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
