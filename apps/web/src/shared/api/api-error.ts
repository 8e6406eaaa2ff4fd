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
