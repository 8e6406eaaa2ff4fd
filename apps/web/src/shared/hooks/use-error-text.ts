import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageCode } from '../i18n/message-defaults.ts';
import { useMessageText } from './use-message-text.ts';

/** zod issue codes (react-hook-form puts them in `error.type`) for messages nobody wrote by hand. */
const TYPE_KEYS: Record<string, string> = {
  too_small: 'tooShort',
  too_big: 'tooLong',
  invalid_type: 'required',
  invalid_format: 'invalid',
  invalid_value: 'invalid',
  unknown: 'unknown',
};

export interface ErrorLike {
  message?: string;
  type?: string | number;
}

/**
 * Returns a function that turns a form error into the text to show (decision 045). A contract's schema states
 * catalogue codes as its messages, so a check in the browser gives a code, shown in the reader's language; a server
 * error arrives already translated by its code (useServerErrors). No English sentence is looked up.
 */
export function useErrorText(): (error: ErrorLike | undefined) => string | undefined {
  const { t } = useTranslation('forms');
  const messageText = useMessageText();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const message = error.message ?? '';
      if (isMessageCode(message)) return messageText(message);
      if (error.type === 'server' && message) return message;
      const typeKey = typeof error.type === 'string' ? TYPE_KEYS[error.type] : undefined;
      if (typeKey) return t(`validation.${typeKey}`);
      return message || t('validation.invalid');
    },
    [t, messageText],
  );
}
