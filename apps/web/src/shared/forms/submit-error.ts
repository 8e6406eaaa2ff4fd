import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { SERVER_ROOT_ERROR } from '../hooks/use-server-errors.ts';
import { isApiError } from '../api/api-error.ts';

/**
 * After a failed submit. The API client has already told the user about every HTTP failure (flash, or
 * 422 field errors that useServerErrors puts on the form), so only other failures need a message here.
 */
export function showSubmitError<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown): void {
  if (isApiError(error)) return;
  console.error(error);
  setError(SERVER_ROOT_ERROR as Path<T>, { type: 'unknown', message: '' });
}
