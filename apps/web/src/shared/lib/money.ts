import { isKnownCurrency, minorDigits } from '@ito/ledger/currency';
import { directionOf } from '../i18n/language.ts';
import { isolate } from './bidi.ts';

/**
 * Money in the web: amounts travel in minor units of an ISO 4217 currency (`TMoney` in the contracts) and are shown by
 * `formatMoney`, the one formatter. The number of minor units is the currency's ISO 4217 exponent (USD 2, JPY 0, KWD 3),
 * the ledger's own (`@ito/ledger/money`), never Intl's display digits (which differ for IDR, HUF, IQD and move between
 * ICU releases) and never a fixed 100: the server and the browser read a stored amount the same way.
 */

/** How many minor units a currency has (USD 2, JPY 0, KWD 3), by ISO 4217; 2 for a code the ledger does not know. */
export function currencyDigits(currency: string): number {
  return isKnownCurrency(currency) ? minorDigits(currency) : 2;
}

/** 19.99 USD -> 1999; rounds away float noise (0.1 + 0.2). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDigits(currency));
}

/** 1999 USD -> 19.99. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** The locale as Intl writes it, or the runtime's own when Intl refuses the tag (rather than failing the screen). */
function knownLocale(locale: string | undefined): string | undefined {
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

/**
 * An amount in minor units as the reader's locale writes that currency: 1999 USD -> "$19.99", 1500 JPY -> "¥1,500",
 * 1234 KWD -> "KWD 1.234". In right-to-left text the currency symbol is isolated: Arabic writes "19.99 US$", and
 * without the isolate marks the Latin symbol at the end is reordered to "$US". A code Intl does not know is shown as
 * the amount followed by the code.
 */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const digits = currencyDigits(currency);
  // `+ 0` turns -0 into 0: nothing should read "-$0.00".
  const amount = minor / 10 ** digits + 0;
  const isRightToLeft = directionOf(locale ?? '') === 'rtl';
  const tag = knownLocale(locale);
  let format: Intl.NumberFormat;
  try {
    // The ISO digits, not Intl's defaults: an amount in minor units means one exact sum.
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  } catch {
    const number = new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    if (!currency) return number.format(amount);
    return `${number.format(amount)} ${isRightToLeft ? isolate(currency) : currency}`;
  }
  if (!isRightToLeft) return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? isolate(part.value) : part.value))
    .join('');
}
