import { directionOf } from '../i18n/language.ts';
import { isolate } from './bidi.ts';

/** A price in minor units (cents) as the reader's locale writes that currency: 1999 USD -> "$19.99". */
export function formatPrice(priceMinor: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    const amount = priceMinor / 10 ** digits;
    if (directionOf(locale) === 'ltr') return format.format(amount);
    // Arabic writes "19.00 US$"; in right-to-left text a Latin symbol at the end is reordered to "$US": isolate it.
    return format
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' ? isolate(part.value) : part.value))
      .join('');
  } catch {
    // An unknown currency code: show the number with the code rather than nothing.
    return `${(priceMinor / 100).toFixed(2)} ${currency}`;
  }
}

/** `public/files/{size}/{name}`: where the server serves a stored image in a given size. */
export function fileUrl(name: string, size: 'thumb' | 'medium' | 'large' = 'medium'): string {
  return `/public/files/${size}/${encodeURIComponent(name)}`;
}
