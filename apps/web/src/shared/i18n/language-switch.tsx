import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from './language.ts';

/**
 * Switches the interface language. With two languages a single button naming the other one is the
 * quickest control (and needs no menu code on the landing page). i18n's languageChanged listener sets
 * <html lang dir> and remembers the choice; DirectionSync turns Mantine to the same direction.
 */
export function LanguageSwitch({ variant = 'subtle' }: { variant?: 'subtle' | 'default' }) {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'ar' ? 'ar' : 'en';
  const next = LANGUAGES.find((language) => language !== current) ?? 'en';

  return (
    <Button
      variant={variant}
      color="gray"
      lang={next}
      title={t('language.label')}
      aria-label={`${t('language.label')}: ${t(`language.${next}`)}`}
      data-testid="language-switch"
      onClick={() => void i18n.changeLanguage(next)}
    >
      {t(`language.${next}`)}
    </Button>
  );
}
