import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCode, MessageParams } from '@ito/contracts/common/message-codes';
import { MESSAGES_NAMESPACE, messageText, type Translate } from '../i18n/message-text.ts';

/**
 * messageText for components, following language changes. It does not suspend: a form should not wait for error
 * texts it may never show, and the whole catalogue is fetched once the first screen is up (prefetchNamespaces);
 * until then the English fallback is shown and the component re-renders when the translations arrive.
 */
export function useMessageText(): (code: MessageCode, params?: MessageParams, fallback?: string) => string {
  const { t } = useTranslation(MESSAGES_NAMESPACE, { useSuspense: false });
  return useCallback((code, params, fallback) => messageText(code, params, fallback, t as Translate), [t]);
}
