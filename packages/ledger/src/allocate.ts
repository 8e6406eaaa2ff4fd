import { LedgerError } from './ledger-error.ts';
import { money, requireMoney, type Money } from './money.ts';

/**
 * The one rounding rule of the ledger (decision 076). Every division of money is an allocation: a total is cut into
 * parts in proportion to whole-number weights, and the parts always sum to the total exactly.
 *
 * Largest remainder: each part first gets its exact share rounded down (integer arithmetic in BigInt, so no product
 * overflows and no float rounds); the units left over (fewer than the number of parts) go one each to the parts with
 * the largest remainders; equal remainders go to the earlier part. Each part is then less than one minor unit from
 * its exact share, and a part of weight zero gets nothing.
 *
 * A fee is the two-part allocation `[fee, the rest]`: with the fee first, an exact half goes to the fee, so a fee is
 * its exact value rounded half up (10% of 1995 cents is 199.5, so 200; of 1985, 198.5, so 199).
 */

/** 100% in basis points. */
export const BASIS_POINTS = 10_000;

/** Splits `total` (zero or more) in proportion to `weights`, in the weights' order; the parts sum to `total`. */
export function allocate(total: Money, weights: readonly number[]): Money[] {
  requireMoney(total, 'not_negative');
  if (weights.length === 0) throw new LedgerError('weights_invalid', 'An allocation needs at least one weight.');
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new LedgerError('weights_invalid', `A weight is a whole number of zero or more, not ${weight}.`);
  }
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (sum === 0n) throw new LedgerError('weights_invalid', 'The weights sum to zero: there is nothing to split by.');

  const exact = weights.map((weight) => BigInt(total.amount) * BigInt(weight));
  const parts = exact.map((product) => product / sum);
  let left = BigInt(total.amount) - parts.reduce((acc, part) => acc + part, 0n);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((part) => money(Number(part), total.currency));
}

/** `basisPoints` of `amount` (zero or more), rounded half up as the two-part allocation `[fee, the rest]`. */
export function feeOf(amount: Money, basisPoints: number): Money {
  requireBasisPoints(basisPoints);
  const [fee] = allocate(amount, [basisPoints, BASIS_POINTS - basisPoints]);
  return fee ?? money(0, amount.currency);
}

export function requireBasisPoints(basisPoints: number): void {
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > BASIS_POINTS)
    throw new LedgerError(
      'basis_points_invalid',
      `Basis points are a whole number from 0 to ${BASIS_POINTS}, not ${basisPoints}.`,
    );
}
