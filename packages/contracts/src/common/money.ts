import { z } from 'zod';

/**
 * Money in the API: an amount in whole minor units (cents, yen, fils) of an ISO 4217 currency, never a float of major
 * units. `ZMoney` is the shape; rows that name the amount by what it is (`price_minor` beside `currency`) keep their
 * field names on the wire and take their field types from it.
 */

/** The most a price can be, in minor units (a million in a two-digit currency). */
export const PRICE_MINOR_MAX = 100_000_000;

// ISO 4217 codes known to the runtime (Node and every current browser), so a typo such as "USX" is refused.
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** A currency as a person types it: trimmed, upper-cased, an ISO 4217 code the runtime knows. */
export const ZCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'programs.currency_format')
  .refine((code) => CURRENCIES.has(code), 'programs.currency_unknown');

/** A price a person sets, in minor units: whole, not negative, at most `PRICE_MINOR_MAX`. */
export const ZPriceMinor = z
  .number()
  .int('programs.price_whole')
  .min(0, 'programs.price_negative')
  .max(PRICE_MINOR_MAX);

/**
 * An amount of money as the API answers it: whole minor units of an ISO 4217 currency (three capital letters; the
 * database checks the shape and `ZCurrency` the code on the way in). Negative for money that goes back.
 */
export const ZMoney = z.object({
  amount_minor: z.number().int(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type TMoney = z.infer<typeof ZMoney>;
