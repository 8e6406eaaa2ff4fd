import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, type ErrorLike } from '../../../shared/forms/use-error-text.ts';

/** Key prefix of this feature's own validation messages (see item-kinds.ts). */
const OWN = 'pi:';

/** zod's own wording ("Too small: expected ...", "Invalid input ..."), as opposed to a message a contract wrote. */
const ZOD_DEFAULT = /^(Too (small|big)|Invalid)\b/;

/**
 * The shared error text, plus this feature's `pi:` messages translated from the `protocol-items` namespace. The
 * contracts' own messages ("A challenge lasts 1 to 365 days.") say more than the generic ones, but exist only in
 * English: they are shown to English readers; other languages get the shared translated text.
 */
export function useItemErrorText(): (error: ErrorLike | undefined) => string | undefined {
  const { t, i18n } = useTranslation('protocol-items');
  const shared = useErrorText();
  const isEnglish = i18n.language.startsWith('en');
  return useCallback(
    (error) => {
      const message = error?.message ?? '';
      if (message.startsWith(OWN)) return t(message.slice(OWN.length));
      if (isEnglish && message && !ZOD_DEFAULT.test(message)) return message;
      return shared(error);
    },
    [t, shared, isEnglish],
  );
}
