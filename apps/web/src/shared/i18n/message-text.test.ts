import { afterEach, describe, expect, it } from 'vitest';
import { englishText, MESSAGE_CATALOGUE, MESSAGE_CODES } from '@ito/contracts/common/message-codes';
import arErrors from './locales/ar/errors.json';
import { ApiError } from '../api/api-error.ts';
import { apiErrorText } from '../api/error-text.ts';
import { handleApiFailure } from '../api/handle-api-failure.ts';
import { useValidationStore } from '../stores/validation-store.ts';
import { resetUiStore, useUiStore } from '../stores/ui-store.ts';
import { i18n } from './i18n.ts';
import { messageText, MESSAGES_NAMESPACE } from './message-text.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** A code's Arabic text: its dotted parts walk the nested catalogue (`payments.decline.card_declined`). */
function arabicOf(code: string): string | undefined {
  let node: unknown = arErrors;
  for (const part of code.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

async function inArabic() {
  await i18n.changeLanguage('ar');
  await i18n.loadNamespaces(MESSAGES_NAMESPACE);
}

afterEach(async () => {
  resetUiStore();
  useValidationStore.getState().reset();
  await i18n.changeLanguage('en');
});

describe('the message catalogue in Arabic (decision 045)', () => {
  it('has every code, nothing else, with the same parameters as the English', () => {
    // Codes nest by their dots (`payments.decline.card_declined`): every leaf is one code.
    const leaves = (node: unknown, prefix: string): string[] =>
      typeof node === 'string'
        ? [prefix]
        : Object.entries(node as Record<string, unknown>).flatMap(([name, child]) =>
            leaves(child, prefix ? `${prefix}.${name}` : name),
          );
    const arabicCodes = leaves(arErrors, '');
    expect(arabicCodes.sort()).toEqual([...MESSAGE_CODES].sort());
    for (const code of MESSAGE_CODES) {
      const arabic = arabicOf(code);
      expect(arabic, code).toMatch(/[\u0600-\u06ff]/);
      // A parameter the Arabic uses must be one the English has (the server sends those).
      const english = placeholders(MESSAGE_CATALOGUE[code].text);
      for (const name of placeholders(arabic ?? '')) expect(english, `${code}: {{${name}}}`).toContain(name);
    }
  });

  it('translates by code, with parameters, and never reads the English', async () => {
    await inArabic();
    // The fallback is deliberately not the catalogue's sentence: only the code can have found the Arabic.
    expect(messageText('auth.email_taken', {}, 'zzz unrelated text')).toBe(arabicOf('auth.email_taken'));
    expect(messageText('auth.password_min', { minimum: 12 })).toBe('يجب أن تتكوّن كلمة المرور من 12 أحرف على الأقل.');
    // A check in the browser has no parameters: the catalogue's own values fill them.
    expect(messageText('auth.password_min')).toContain('8');
    await i18n.changeLanguage('en');
    // In English the catalogue's own sentence (loaded as the `errors` namespace) is the text.
    expect(messageText('auth.email_taken', {}, 'The server’s English')).toBe('The email has already been taken.');
    expect(messageText('auth.email_taken')).toBe(englishText('auth.email_taken'));
  });

  it('shows an API failure in Arabic by its code: the flash and a field of a 422', async () => {
    await inArabic();
    const notFound = new ApiError(404, { message: 'qqq', code: 'errors.not_found', params: {} }, 'qqq');
    handleApiFailure(notFound, { method: 'GET', isSilent: false, hadBearer: true });
    expect(useUiStore.getState().flash?.message).toBe(arabicOf('errors.not_found'));

    const refused = new ApiError(
      422,
      {
        message: 'qqq',
        code: 'categories.name_min',
        params: { minimum: 2 },
        errors: { name: ['qqq'] },
        codes: { name: [{ code: 'categories.name_min', params: { minimum: 2 } }] },
      },
      'qqq',
    );
    handleApiFailure(refused, { method: 'POST', isSilent: false, hadBearer: true });
    expect(useValidationStore.getState().codes.name).toEqual([{ code: 'categories.name_min', params: { minimum: 2 } }]);
    expect(apiErrorText(refused, 'name')).toBe('يجب أن يتكوّن الاسم من 2 أحرف على الأقل.');
  });

  it('falls back to the English of an answer without a code (an older server, a proxy)', async () => {
    await inArabic();
    const old = new ApiError(422, { message: 'Old words', errors: { name: ['Old words'] } }, 'Old words');
    expect(apiErrorText(old, 'name')).toBe('Old words');
  });
});
