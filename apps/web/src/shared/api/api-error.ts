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
