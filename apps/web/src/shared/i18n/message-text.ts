import type { MessageCode, MessageParams } from '@ito/contracts/common/message-codes';
import { i18n, MESSAGES_NAMESPACE } from './i18n.ts';
import { isMessageCode, messageDefaults } from './message-defaults.ts';

export { MESSAGES_NAMESPACE };

export type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * A catalogue code in the reader's language. Parameters fill `{{name}}`; without them (a check in the browser) the
 * catalogue's own values do. A language without the code shows the English: the server's `fallback` sentence when
 * there is one, else the catalogue's once it has arrived. The English is never read to find the translation.
 */
export function messageText(
  code: MessageCode,
  params: MessageParams = {},
  fallback?: string,
  t: Translate = i18n.t.bind(i18n) as Translate,
): string {
  const values = { ...messageDefaults(code), ...params };
  // Before the catalogue has arrived (a moment after the first screen) the server's English is the fallback.
  return t(code, { ns: MESSAGES_NAMESPACE, replace: values, defaultValue: fallback ?? code });
}

export { isMessageCode };
