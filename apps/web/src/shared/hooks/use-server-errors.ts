import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useValidationStore } from '../stores/validation-store.ts';
import { useMessageText } from './use-message-text.ts';

/** Where errors for fields the form does not have (or a 422 without field) are shown. */
export const SERVER_ROOT_ERROR = 'root.server';

/** Names the form field a server error key belongs to, where the two differ (`price_minor` on a `price` input). */
export type ServerFieldMap = (serverField: string) => string;

const sameName: ServerFieldMap = (field) => field;

/**
 * Mirrors the server's 422 field errors (kept by the API client in the validation store) into a
 * react-hook-form form: each known field gets its first message, translated by its code, anything else lands on
 * `root.server`.
 * Editing a field hides its server error and the form-level one; leaving the screen clears the store.
 * `fieldFor` (a stable, module-level function) maps server keys to form fields when they are named differently.
 */
export function useServerErrors<T extends FieldValues>(
  // The form's third type parameter (transformed values) does not matter here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>,
  fieldFor: ServerFieldMap = sameName,
): void {
  const errors = useValidationStore((s) => s.errors);
  const codes = useValidationStore((s) => s.codes);
  const text = useMessageText();
  const { setError, getValues, watch, clearErrors, getFieldState } = form;
  const applied = useRef<Record<string, string[]>>({});

  useEffect(() => {
    const fieldNames = new Set(Object.keys(getValues()));
    const other: string[] = [];
    let isFirst = true;
    for (const [field, messages] of Object.entries(errors)) {
      const english = messages[0];
      // Hiding one error gives the store a new object but keeps the other arrays: only new ones are applied,
      // so fixing one field neither re-shows cleared errors nor moves the focus away from it.
      if (!english || applied.current[field] === messages) continue;
      // Shown by its code in the reader's language (decision 045); the English only when it has no code.
      const coded = codes[field]?.[0];
      const message = coded ? text(coded.code, coded.params, english) : english;
      const target = fieldFor(field);
      if (fieldNames.has(target)) {
        setError(target as Path<T>, { type: 'server', message }, { shouldFocus: isFirst });
        isFirst = false;
      } else {
        other.push(message);
      }
    }
    if (other.length > 0) setError(SERVER_ROOT_ERROR as Path<T>, { type: 'server', message: other.join(' ') });
    applied.current = errors;
  }, [errors, codes, text, setError, getValues, fieldFor]);

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (!name) return;
      const store = useValidationStore.getState();
      const fieldNames = new Set(Object.keys(values));
      for (const field of Object.keys(store.errors)) {
        const target = fieldFor(field);
        if (target === name || !fieldNames.has(target)) store.hideError(field);
      }
      // Runs before react-hook-form re-validates the field, so a client error can still replace this one.
      if (getFieldState(name as Path<T>).error?.type === 'server') clearErrors(name as Path<T>);
      if (getFieldState(SERVER_ROOT_ERROR as Path<T>).error) clearErrors(SERVER_ROOT_ERROR as Path<T>);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, getFieldState, fieldFor]);

  useEffect(() => () => useValidationStore.getState().reset(), []);
}
