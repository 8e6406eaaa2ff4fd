import { describe, expect, it } from 'vitest';
import { allocate, feeOf } from './allocate.ts';
import { money, type Money } from './money.ts';
import { refusal } from './test/refusal.ts';

const amounts = (parts: Money[]) => parts.map((part) => part.amount);

describe('the rounding rule (decision 076)', () => {
  it('takes a basis-point fee rounded half up', () => {
    expect(feeOf(money(1999, 'EUR'), 1000)).toEqual(money(200, 'EUR')); // 199.9
    expect(feeOf(money(1995, 'EUR'), 1000)).toEqual(money(200, 'EUR')); // 199.5: the half goes up
    expect(feeOf(money(1985, 'EUR'), 1000)).toEqual(money(199, 'EUR')); // 198.5: up too (not to the even 198)
    expect(feeOf(money(1999, 'EUR'), 250)).toEqual(money(50, 'EUR')); // 49.975
    expect(feeOf(money(1999, 'EUR'), 0)).toEqual(money(0, 'EUR'));
    expect(feeOf(money(1999, 'EUR'), 10_000)).toEqual(money(1999, 'EUR'));
  });

  it('rounds a three-decimal currency in its own minor units (fils)', () => {
    // 12.345 KWD at 2.5%: 308.625 fils, so 309.
    expect(feeOf(money(12_345, 'KWD'), 250)).toEqual(money(309, 'KWD'));
    expect(amounts(allocate(money(12_345, 'KWD'), [1, 1, 1]))).toEqual([4115, 4115, 4115]);
    expect(amounts(allocate(money(1000, 'KWD'), [1, 1, 1]))).toEqual([334, 333, 333]);
  });

  it('rounds yen in whole yen', () => {
    expect(feeOf(money(1500, 'JPY'), 1000)).toEqual(money(150, 'JPY'));
    expect(feeOf(money(1005, 'JPY'), 1000)).toEqual(money(101, 'JPY')); // 100.5
    expect(amounts(allocate(money(1000, 'JPY'), [1, 1, 1]))).toEqual([334, 333, 333]);
  });

  it('splits three ways so the parts sum to the total, the leftover to the largest remainder, ties to the first', () => {
    expect(amounts(allocate(money(100, 'EUR'), [1, 1, 1]))).toEqual([34, 33, 33]);
    expect(amounts(allocate(money(101, 'EUR'), [1, 1, 1]))).toEqual([34, 34, 33]);
    expect(amounts(allocate(money(100, 'EUR'), [3333, 3333, 3334]))).toEqual([33, 33, 34]);
    expect(amounts(allocate(money(100, 'EUR'), [1, 1, 1, 1, 1, 1]))).toEqual([17, 17, 17, 17, 16, 16]);
    expect(amounts(allocate(money(1, 'EUR'), [1, 1]))).toEqual([1, 0]);
    expect(amounts(allocate(money(10, 'EUR'), [0, 3, 0]))).toEqual([0, 10, 0]);
    expect(amounts(allocate(money(0, 'EUR'), [1, 2]))).toEqual([0, 0]);
  });

  it('stays exact where the products pass 2^53', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(amounts(allocate(money(max, 'EUR'), [1, 1]))).toEqual([4_503_599_627_370_496, 4_503_599_627_370_495]);
    const fee = feeOf(money(max, 'EUR'), 9999).amount;
    // max * 9999 / 10000 = 9006298534815516.9009, so 9006298534815517.
    expect(fee).toBe(9_006_298_534_815_517);
    expect(amounts(allocate(money(max, 'EUR'), [max, max, 1])).reduce((a, b) => a + b, 0)).toBe(max);
  });

  it('refuses what cannot be split', () => {
    expect(refusal(() => allocate(money(-1, 'EUR'), [1]))).toBe('amount_negative');
    expect(refusal(() => allocate(money(1, 'EUR'), []))).toBe('weights_invalid');
    expect(refusal(() => allocate(money(1, 'EUR'), [0, 0]))).toBe('weights_invalid');
    expect(refusal(() => allocate(money(1, 'EUR'), [1, -1]))).toBe('weights_invalid');
    expect(refusal(() => allocate(money(1, 'EUR'), [0.5]))).toBe('weights_invalid');
    expect(refusal(() => feeOf(money(1, 'EUR'), 10_001))).toBe('basis_points_invalid');
    expect(refusal(() => feeOf(money(1, 'EUR'), -1))).toBe('basis_points_invalid');
    expect(refusal(() => feeOf(money(1, 'EUR'), 12.5))).toBe('basis_points_invalid');
    expect(refusal(() => feeOf({ amount: 1.5, currency: 'EUR' }, 100))).toBe('amount_not_integer');
  });
});
