/* What app/ may use of profile (decision 040): saving the language switched to in the header. */
export { useSaveLocale } from './api/use-save-locale.ts';
