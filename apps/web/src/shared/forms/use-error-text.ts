import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ito/contracts/common/messages';

/**
 * Contract schemas and the server speak English; these known messages are shown in the user's language.
 * Keys are the exact messages of packages/contracts (auth/fields, contact, login) and of the server.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Enter a valid email address.': 'email',
  'The password must be at least 8 characters.': 'passwordMin',
  'The password may not be longer than 200 characters.': 'passwordMax',
  'Enter your password.': 'passwordRequired',
  'Enter your full name.': 'fullName',
  'Enter a subject.': 'subject',
  'Tell us a little more (at least 10 characters).': 'descriptionMin',
  'The email has already been taken.': 'emailTaken',
  'This link has expired or was already used.': 'linkExpired',
  'This invite code is not valid.': 'inviteInvalid',
  [MESSAGES.badCredentials]: 'badCredentials',
  [MESSAGES.tooManyRequests]: 'tooManyRequests',
};

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

/** Returns a function that turns a form error into the text to show, translated when it is a known message. */
export function useErrorText(): (error: ErrorLike | undefined) => string | undefined {
  const { t } = useTranslation('forms');
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const message = error.message ?? '';
      const messageKey = MESSAGE_KEYS[message];
      if (messageKey) return t(`validation.${messageKey}`);
      // A server message we do not know is still more useful than a generic one.
      if (error.type === 'server' && message) return message;
      const typeKey = typeof error.type === 'string' ? TYPE_KEYS[error.type] : undefined;
      if (typeKey) return t(`validation.${typeKey}`);
      return message || t('validation.invalid');
    },
    [t],
  );
}
