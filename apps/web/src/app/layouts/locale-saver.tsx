import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveLocale } from '../../features/profile/public.ts';
import { LANGUAGES, type Language } from '../../shared/i18n/language.ts';

/**
 * While a member is signed in, a language switch (the header's button) is stored as their profile `locale`, so
 * mails and notifications follow it (decision 045). Lazy: guests, and every first download, go without it.
 */
export function LocaleSaver() {
  const { i18n } = useTranslation();
  const { mutate } = useSaveLocale();
  useEffect(() => {
    const save = (language: string) => {
      if ((LANGUAGES as readonly string[]).includes(language)) mutate(language as Language);
    };
    i18n.on('languageChanged', save);
    return () => i18n.off('languageChanged', save);
  }, [i18n, mutate]);
  return null;
}
