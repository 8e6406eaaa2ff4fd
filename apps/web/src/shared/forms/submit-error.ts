import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error.ts';
import { SERVER_ROOT_ERROR } from './use-server-errors.ts';

/**
 * Statuses the API client already tells the user about (flash, redirect) or stores as field errors:
 * a form must not repeat them.
 */
const HANDLED_BY_CLIENT = new Set([0, 401, 403, 422, 423]);

/** Puts a failed submit's message on the form, unless the API client has already shown it. */
export function showSubmitError<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown): void {
  if (isApiError(error)) {
    if (HANDLED_BY_CLIENT.has(error.status) || error.status >= 500 || error.isAborted) return;
    setError(SERVER_ROOT_ERROR as Path<T>, { type: 'server', message: error.message });
    return;
  }
  // Not an HTTP failure (e.g. loading the user after sign-in threw): log it, say something generic.
  console.error(error);
  setError(SERVER_ROOT_ERROR as Path<T>, { type: 'unknown', message: '' });
}
