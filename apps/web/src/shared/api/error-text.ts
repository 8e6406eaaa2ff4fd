import { messageText } from '../i18n/message-text.ts';
import type { ApiError } from './api-error.ts';

function fieldErrorsOf(error: ApiError): Record<string, unknown> {
  const body = error.body as { errors?: unknown } | null;
  return body?.errors && typeof body.errors === 'object' ? (body.errors as Record<string, unknown>) : {};
}

/** The English a body carries for a field (`errors`) or for the whole answer (`message`): only the fallback. */
function englishOf(error: ApiError, field?: string): string | undefined {
  if (field === undefined) return error.message;
  const list = fieldErrorsOf(error)[field];
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : undefined;
}

/**
 * What a failed call says, in the reader's language, by its code (decision 045): a field's first message when
 * `field` is given, else the answer's. Null when there is nothing to say for that field.
 */
export function apiErrorText(error: ApiError, field?: string): string | null {
  const coded =
    field === undefined
      ? error.code
        ? { code: error.code, params: error.params }
        : null
      : error.fieldCodes[field]?.[0];
  const english = englishOf(error, field);
  if (coded) return messageText(coded.code, coded.params, english);
  return english ?? null;
}

/** The first field's message of a 422 (or the answer's own), translated. */
export function firstApiErrorText(error: ApiError): string {
  const [field] = [...Object.keys(error.fieldCodes), ...Object.keys(fieldErrorsOf(error))];
  return (field !== undefined ? apiErrorText(error, field) : null) ?? apiErrorText(error) ?? error.message;
}
