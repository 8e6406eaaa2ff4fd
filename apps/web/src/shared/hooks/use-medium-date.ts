import { useTranslation } from 'react-i18next';

/** Formats an ISO date-time as a medium date in the reader's language ("12 Mar 2026", "١٢ مارس ٢٠٢٦"). */
export function useMediumDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (iso) => format.format(new Date(iso));
}
