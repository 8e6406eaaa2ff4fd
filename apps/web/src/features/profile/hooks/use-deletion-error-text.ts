import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, type ErrorLike } from '../../../shared/hooks/use-error-text.ts';
import { UNDERSTOOD_KEY } from '../lib/delete-account-form.ts';

/**
 * useErrorText (catalogue codes from the contract and the server, decision 045), plus the form's own
 * acknowledgement, whose message is a key of the `profile` namespace.
 */
export function useDeletionErrorText(): (error: ErrorLike | undefined) => string | undefined {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  return useCallback(
    (error) => (error?.message === UNDERSTOOD_KEY ? t(UNDERSTOOD_KEY) : errorText(error)),
    [t, errorText],
  );
}
