import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, type ErrorLike } from '../../../../shared/hooks/use-error-text.ts';
import { isMessageCode } from '../../../../shared/i18n/message-defaults.ts';

/** Key prefix of this feature's own validation messages (see item-kinds.ts). */
const OWN = 'pi:';

/** zod's own wording ("Too small: expected ...", "Invalid input ..."), as opposed to a message a contract wrote. */
const ZOD_DEFAULT = /^(Too (small|big)|Invalid)\b/;

/**
 * The shared error text, plus this feature's `pi:` messages translated from the `protocol-items` namespace. The
 * contracts' messages are catalogue codes (`protocols.challenge_days`, decision 045), translated by the shared text;
 * any other non-zod sentence is shown to English readers only, other languages get the shared generic text.
 */
export function useItemErrorText(): (error: ErrorLike | undefined) => string | undefined {
  const { t, i18n } = useTranslation('protocol-items');
  const shared = useErrorText();
  const isEnglish = i18n.language.startsWith('en');
  return useCallback(
    (error) => {
      const message = error?.message ?? '';
      if (message.startsWith(OWN)) return t(message.slice(OWN.length));
      if (isMessageCode(message)) return shared(error);
      if (isEnglish && message && !ZOD_DEFAULT.test(message)) return message;
      return shared(error);
    },
    [t, shared, isEnglish],
  );
}
