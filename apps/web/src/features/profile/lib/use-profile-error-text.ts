import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_MESSAGES } from '@ito/contracts/profile/profile';
import { useErrorText, type ErrorLike } from '../../../shared/forms/use-error-text.ts';

/** The contract's profile messages by text, so the form shows them in the reader's language. */
const KEYS = new Map<string, string>(Object.entries(PROFILE_MESSAGES).map(([key, message]) => [message, key]));

/** useErrorText, plus the messages of the profile contract (from the form's checks or the server's 422). */
export function useProfileErrorText(): (error: ErrorLike | undefined) => string | undefined {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  return useCallback(
    (error) => {
      const key = error?.message ? KEYS.get(error.message) : undefined;
      return key ? t(`errors.${key}`) : errorText(error);
    },
    [t, errorText],
  );
}
