import { isKnownCurrency, minorDigits } from './currency.ts';
import { LedgerError } from './ledger-error.ts';

export { isKnownCurrency };

/**
 * Money in the ledger (DESIGN section 10, decision 076): a signed whole number of minor units (cents, yen, fils) of an
 * ISO 4217 currency, `{ amount: 1999, currency: 'EUR' }` for 19.99 euros. Never a float of major units, never two
 * currencies in one sum.
 */

/** An ISO 4217 code, three capital letters. */
export type Currency = string;

export type Money = { readonly amount: number; readonly currency: Currency };

/** How many minor units a major unit has, as a power of ten: EUR 2, JPY 0, KWD 3. */
export function currencyExponent(currency: Currency): number {
  requireCurrency(currency);
  return minorDigits(currency);
}

export function requireCurrency(currency: unknown): asserts currency is Currency {
  if (!isKnownCurrency(currency)) throw new LedgerError('currency_unknown', `Unknown currency: ${String(currency)}.`);
}

/** Refuses what is not a whole, exact number of minor units. */
export function requireAmount(amount: unknown): asserts amount is number {
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    throw new LedgerError('amount_not_integer', `An amount is a whole number of minor units, not ${String(amount)}.`);
  if (!Number.isSafeInteger(amount))
    throw new LedgerError('amount_unsafe', `The amount ${amount} is past the largest exact integer.`);
}

/** An amount of a currency, checked: whole, exact, of a known currency. Negative is allowed (money that goes back). */
export function money(amount: number, currency: Currency): Money {
  requireAmount(amount);
  requireCurrency(currency);
  return { amount, currency };
}

/** Checks a Money value from elsewhere and that it is not negative (or, with `positive`, more than zero). */
export function requireMoney(value: Money, sign: 'any' | 'not_negative' | 'positive' = 'any'): Money {
  money(value.amount, value.currency);
  if (sign === 'positive' && value.amount <= 0)
    throw new LedgerError('amount_not_positive', `The amount must be more than zero, not ${value.amount}.`);
  if (sign === 'not_negative' && value.amount < 0)
    throw new LedgerError('amount_negative', `The amount must not be negative, not ${value.amount}.`);
  return value;
}

export function requireSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency)
    throw new LedgerError('currency_mismatch', `${a.currency} and ${b.currency} do not mix: convert first.`);
}

/** An exact sum back to a number, refused when it leaves the safe integers. */
export function toSafeAmount(sum: bigint): number {
  if (sum > BigInt(Number.MAX_SAFE_INTEGER) || sum < BigInt(Number.MIN_SAFE_INTEGER))
    throw new LedgerError('amount_unsafe', `The sum ${sum} is past the largest exact integer.`);
  return Number(sum);
}

/** a + b, of one currency, exact. */
export function addMoney(a: Money, b: Money): Money {
  requireSameCurrency(a, b);
  return money(toSafeAmount(BigInt(requireMoney(a).amount) + BigInt(requireMoney(b).amount)), a.currency);
}

/** a - b, of one currency, exact. */
export function subtractMoney(a: Money, b: Money): Money {
  return addMoney(a, { amount: -b.amount, currency: b.currency });
}
