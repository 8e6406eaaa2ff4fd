import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { SERVER_ROOT_ERROR, type ServerFieldMap, useServerErrors } from './use-server-errors.ts';
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

/**
 * The submit handler every form here wants: the server's 422 field errors mirrored onto the form, `send` called with
 * the validated values, and a failure that is not an API error (the client already announced those) shown at the top.
 */
export function useFormSubmit<T extends FieldValues, C, R extends FieldValues>(
  form: UseFormReturn<T, C, R>,
  send: (values: R) => Promise<unknown>,
  fieldFor?: ServerFieldMap,
) {
  useServerErrors(form, fieldFor);
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      showSubmitError(form.setError, error);
    }
  });
}
