import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETION_MESSAGES } from '@ito/contracts/user/account-deletion';
import { useErrorText, type ErrorLike } from '../../../shared/forms/use-error-text.ts';
import { UNDERSTOOD_MESSAGE } from './delete-account-form.ts';

/** The contract's deletion messages and the form's own, by text, so the form shows them in the reader's language. */
const KEYS = new Map<string, string>([
  ...Object.entries(ACCOUNT_DELETION_MESSAGES).map(([key, message]): [string, string] => [message, key]),
  [UNDERSTOOD_MESSAGE, 'understood'],
]);

/** useErrorText, plus the messages of the account-deletion contract (from the form or the server's 422). */
export function useDeletionErrorText(): (error: ErrorLike | undefined) => string | undefined {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  return useCallback(
    (error) => {
      const key = error?.message ? KEYS.get(error.message) : undefined;
      return key ? t(`deleteAccount.errors.${key}`) : errorText(error);
    },
    [t, errorText],
  );
}
