import { useMemo } from 'react';
import { useValidationStore } from '../stores/validation-store.ts';
import { useMessageText } from './use-message-text.ts';

/**
 * The server's 422 field errors in the reader's language (decision 045), for screens that show them without a
 * react-hook-form form (`useServerErrors` does this for forms). Each message is translated by its code; the
 * server's English is shown only for a field that came without one.
 */
export function useFieldErrors(): Record<string, string[]> {
  const errors = useValidationStore((s) => s.errors);
  const codes = useValidationStore((s) => s.codes);
  const text = useMessageText();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors).map(([field, english]) => [
          field,
          english.map((sentence, i) => {
            const coded = codes[field]?.[i];
            return coded ? text(coded.code, coded.params, sentence) : sentence;
          }),
        ]),
      ),
    [errors, codes, text],
  );
}
