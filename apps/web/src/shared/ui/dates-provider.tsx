import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
// The app's languages for dayjs, which @mantine/dates formats with (English is built in).
import 'dayjs/locale/ar';
// @mantine/dates ships one sheet, not one per component: it comes with the lazy screens that import this file, never
// with the landing or catalogue's first paint (decision 044).
import '@mantine/dates/styles.layer.css';

/**
 * Wraps a screen's calendars and date or time inputs: @mantine/dates in the reader's language (month and weekday
 * names, and the direction Mantine already takes from the page).
 */
export function LocalDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language.startsWith('ar') ? 'ar' : 'en' }}>{children}</DatesProvider>;
}
