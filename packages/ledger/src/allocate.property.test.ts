import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, BASIS_POINTS, feeOf } from './allocate.ts';
import { money } from './money.ts';
import { refusal } from './test/refusal.ts';

const MAX = Number.MAX_SAFE_INTEGER;
/** Small totals and weights (where ties and zero parts are common) as well as ones whose products pass 2^53. */
const totalArb = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 1_000_000 }), fc.maxSafeNat());
const weightArb = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: BASIS_POINTS }), fc.maxSafeNat());
const weightsArb = fc
  .array(weightArb, { minLength: 1, maxLength: 8 })
  .filter((weights) => weights.some((weight) => weight > 0));
const currencyArb = fc.constantFrom('EUR', 'JPY', 'KWD', 'USD');

describe('allocation properties (decision 076)', () => {
  it('the parts sum to the total, each within one minor unit of its exact share, in the same way every time', () => {
    fc.assert(
      fc.property(totalArb, weightsArb, currencyArb, (total, weights, currency) => {
        const parts = allocate(money(total, currency), weights);
        expect(parts).toEqual(allocate(money(total, currency), weights));
        expect(parts).toHaveLength(weights.length);
        expect(parts.reduce((sum, part) => sum + BigInt(part.amount), 0n)).toBe(BigInt(total));
        const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
        parts.forEach((part, index) => {
          const weight = BigInt(weights[index] ?? 0);
          expect(part.currency).toBe(currency);
          expect(part.amount).toBeGreaterThanOrEqual(0);
          // |part - total * weight / sum| < 1, without leaving the integers.
          const distance = BigInt(part.amount) * sum - BigInt(total) * weight;
          expect(distance < sum && -distance < sum).toBe(true);
          if (weight === 0n) expect(part.amount).toBe(0);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('weights in the same proportion split the same way', () => {
    fc.assert(
      fc.property(
        totalArb,
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 6 }).filter((w) => w.some((x) => x > 0)),
        fc.integer({ min: 2, max: 1_000_000 }),
        (total, weights, factor) => {
          const scaled = weights.map((weight) => weight * factor);
          expect(allocate(money(total, 'EUR'), scaled)).toEqual(allocate(money(total, 'EUR'), weights));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a fee is its exact value rounded half up, and the fee and the rest make the amount', () => {
    fc.assert(
      fc.property(totalArb, fc.integer({ min: 0, max: BASIS_POINTS }), (amount, bps) => {
        const fee = feeOf(money(amount, 'EUR'), bps).amount;
        const exact = BigInt(amount) * BigInt(bps);
        expect(BigInt(fee)).toBe((exact + 5000n) / 10_000n);
        const [first, rest] = allocate(money(amount, 'EUR'), [bps, BASIS_POINTS - bps]);
        expect(first?.amount).toBe(fee);
        expect(fee + (rest?.amount ?? 0)).toBe(amount);
      }),
      { numRuns: 2000 },
    );
  });

  it('money is whole and exact: fractions and integers past 2^53 are refused', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noInteger: true }).map((amount) => ({ amount, code: 'amount_not_integer' })),
          fc
            .oneof(fc.integer({ min: 1, max: 2 ** 20 }), fc.constant(0))
            .chain((extra) => fc.constantFrom(MAX + 1 + extra * 2, -(MAX + 1 + extra * 2)))
            .map((amount) => ({ amount, code: 'amount_unsafe' })),
        ),
        ({ amount, code }) => {
          expect(refusal(() => money(amount, 'EUR'))).toBe(code);
          expect(refusal(() => allocate({ amount, currency: 'EUR' }, [1]))).toBe(code);
        },
      ),
      { numRuns: 500 },
    );
  });
});
