import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showSubmitError } from '../forms/submit-error.ts';
import { type ServerFieldMap, useServerErrors } from './use-server-errors.ts';

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
