import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creatorAvailableAccount, PLATFORM_FEES, providerClearingAccount, providerFeesAccount } from './account.ts';
import { BASIS_POINTS, feeOf } from './allocate.ts';
import { balanceOf, creatorBalances } from './balances.ts';
import { money, type Currency } from './money.ts';
import { payment } from './payment.ts';
import { paymentState } from './payment-state.ts';
import { refund, refundReversal } from './refund.ts';
import { release } from './release.ts';
import { adjustment, isBalanced, type Entry, type Transaction } from './transaction.ts';
import { attempt } from './test/refusal.ts';

const CURRENCIES: readonly Currency[] = ['EUR', 'JPY', 'KWD'];
const CREATORS = ['c1', 'c2', 'c3'];
const PROVIDERS = ['local', 'stripe'];

/** Operations described by indices and sizes; the property lays them onto the ledger as it stands. */
const opArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('pay' as const),
      creator: fc.nat(CREATORS.length - 1),
      provider: fc.nat(PROVIDERS.length - 1),
      currency: fc.nat(CURRENCIES.length - 1),
      amount: fc.oneof(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 1e12 }),
      ),
      bps: fc.oneof(
        fc.constantFrom(0, 1000, 1500, 3333, 5000, BASIS_POINTS),
        fc.integer({ min: 0, max: BASIS_POINTS }),
      ),
      providerBps: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500 })),
      providerFixed: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50 })),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('refund' as const),
      target: fc.nat(),
      how: fc.constantFrom('rest', 'part', 'part', 'part', 'one', 'over', 'zero', 'other_currency'),
      size: fc.nat(),
      passAvailable: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('release' as const), target: fc.nat() }) },
  // A refund the provider failed to pay, taken back (once; the server keys it by the refund).
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('reverse' as const),
      target: fc.nat(),
      which: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('payout' as const),
      creator: fc.nat(CREATORS.length - 1),
      currency: fc.nat(CURRENCIES.length - 1),
      size: fc.nat(),
    }),
  },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

/** A payment as the test knows it, apart from the ledger: its history and what the test itself refunded. */
type Known = {
  history: Transaction[];
  amount: number;
  refunded: number;
  released: boolean;
  /** The refunds made, each with its amount and whether it was taken back. */
  refunds: { tx: Transaction; amount: number; reversed: boolean }[];
};

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** Plays the operations; checks each step's outcome against what the test expects and returns what was built. */
function play(ops: readonly Op[]): { transactions: Transaction[]; refusals: (string | null)[] } {
  const transactions: Transaction[] = [];
  const refusals: (string | null)[] = [];
  const payments: Known[] = [];
  const entries = (): Entry[] => transactions.flatMap((tx) => tx.entries);
  const record = (tx: Transaction) => {
    expect(isBalanced(tx.entries)).toBe(true);
    for (const entry of tx.entries) expect(Number.isSafeInteger(entry.amount) && entry.amount !== 0).toBe(true);
    transactions.push(tx);
  };

  for (const op of ops) {
    let code: string | null = null;
    if (op.type === 'pay') {
      const currency = at(CURRENCIES, op.currency);
      const amount = money(op.amount, currency);
      const providerFee = money(feeOf(amount, op.providerBps).amount + op.providerFixed, currency);
      const creator = at(CREATORS, op.creator);
      const provider = at(PROVIDERS, op.provider);
      const built = attempt(() => payment({ creator, provider, amount, platformFeeBps: op.bps, providerFee }));
      code = built.code;
      const fee = Number((BigInt(op.amount) * BigInt(op.bps) + 5000n) / 10_000n);
      expect(code).toBe(fee + providerFee.amount >= op.amount ? 'fees_exceed_amount' : null);
      if (built.value) {
        record(built.value);
        payments.push({ history: [built.value], amount: op.amount, refunded: 0, released: false, refunds: [] });
        expect(paymentState([built.value]).paid.platformFee.amount).toBe(fee);
      }
    } else if (op.type === 'refund' && payments.length > 0) {
      const known = at(payments, op.target);
      const before = paymentState(known.history);
      const left = known.amount - known.refunded;
      const currency =
        op.how === 'other_currency'
          ? at(
              CURRENCIES.filter((c) => c !== before.currency),
              op.size,
            )
          : before.currency;
      const value = {
        rest: left,
        part: 1 + (op.size % Math.max(left, 1)),
        one: 1,
        over: left + 1 + (op.size % 1000),
        zero: -(op.size % 3),
        other_currency: 1,
      }[op.how];
      const available = creatorBalances(entries(), before.creator, before.currency).available;
      const remaining = [
        before.paid.platformFee.amount - before.reversed.platformFee.amount,
        before.paid.providerFee.amount - before.reversed.providerFee.amount,
        before.paid.share.amount - before.reversed.share.amount,
      ];
      const options = op.passAvailable ? { creatorAvailable: available } : {};
      const built = attempt(() => refund(known.history, money(value, currency), options));
      code = built.code;
      if (op.how === 'other_currency') expect(code).toBe('currency_mismatch');
      else if (value <= 0) expect(code).toBe('amount_not_positive');
      else if (value > left) expect(code).toBe('refund_exceeds_paid');
      else if (code !== null) {
        // Only a released payment may refuse a fair refund, and only when the creator's available cannot cover it.
        expect(code).toBe('insufficient_available');
        expect(before.isReleased).toBe(true);
        expect(op.passAvailable && available.amount >= (remaining[2] ?? 0)).toBe(false);
      }
      if (built.value) {
        record(built.value);
        known.history.push(built.value);
        known.refunded += value;
        known.refunds.push({ tx: built.value, amount: value, reversed: false });
        // Each reversed part is within one minor unit of its share of the refund, in proportion to what remained.
        const after = paymentState(known.history);
        const parts = [
          after.reversed.platformFee.amount - before.reversed.platformFee.amount,
          after.reversed.providerFee.amount - before.reversed.providerFee.amount,
          after.reversed.share.amount - before.reversed.share.amount,
        ];
        const weightSum = BigInt(left);
        parts.forEach((part, index) => {
          const distance = BigInt(part) * weightSum - BigInt(value) * BigInt(remaining[index] ?? 0);
          expect(distance < weightSum && -distance < weightSum).toBe(true);
        });
      }
    } else if (op.type === 'release' && payments.length > 0) {
      const known = at(payments, op.target);
      const before = paymentState(known.history);
      const built = attempt(() => release(known.history));
      code = built.code;
      if (known.released) expect(code).toBe('already_released');
      else if (before.pending.amount === 0) expect(code).toBe('nothing_to_release');
      else expect(code).toBeNull();
      if (built.value) {
        expect(built.value.entries[0]?.amount).toBe(before.pending.amount);
        record(built.value);
        known.history.push(built.value);
        known.released = true;
      }
    } else if (op.type === 'reverse' && payments.length > 0) {
      const known = at(payments, op.target);
      const open = known.refunds.filter((r) => !r.reversed);
      if (open.length > 0) {
        const chosen = at(open, op.which);
        const before = paymentState(known.history);
        const built = attempt(() => refundReversal(known.history, chosen.tx));
        code = built.code;
        // A refund not yet taken back always can be, released or not, whatever came after it.
        expect(code).toBeNull();
        if (built.value) {
          record(built.value);
          known.history.push(built.value);
          chosen.reversed = true;
          known.refunded -= chosen.amount;
          const after = paymentState(known.history);
          expect(after.refunded.amount).toBe(before.refunded.amount - chosen.amount);
          expect(after.refundable.amount).toBe(known.amount - known.refunded);
        }
      }
    } else if (op.type === 'payout') {
      // A payout, as a later slice will build it: at most what is available, out of the provider's clearing.
      const creator = at(CREATORS, op.creator);
      const currency = at(CURRENCIES, op.currency);
      const { available } = creatorBalances(entries(), creator, currency);
      if (available.amount > 0) {
        const amount = 1 + (op.size % available.amount);
        record(
          adjustment([
            { account: creatorAvailableAccount(creator), amount, currency },
            { account: providerClearingAccount('local'), amount: -amount, currency },
          ]),
        );
      }
    }
    refusals.push(code);
    checkLedger(entries(), payments);
  }
  return { transactions, refusals };
}

/** What holds after every step, whatever came before. */
function checkLedger(entries: readonly Entry[], payments: readonly Known[]): void {
  // Every transaction balances, so the whole ledger sums to zero per currency.
  expect(isBalanced(entries)).toBe(true);
  for (const currency of CURRENCIES) {
    for (const creator of CREATORS) {
      const { pending, available } = creatorBalances(entries, creator, currency);
      expect(pending.amount).toBeGreaterThanOrEqual(0);
      expect(available.amount).toBeGreaterThanOrEqual(0);
    }
    // Reversals never give back more fee than was taken.
    expect(balanceOf(entries, PLATFORM_FEES, currency).amount).toBeLessThanOrEqual(0);
    for (const provider of PROVIDERS)
      expect(balanceOf(entries, providerFeesAccount(provider), currency).amount).toBeLessThanOrEqual(0);
  }
  for (const known of payments) {
    const state = paymentState(known.history);
    const { paid, reversed } = state;
    expect(paid.platformFee.amount + paid.providerFee.amount + paid.share.amount).toBe(paid.amount.amount);
    expect(paid.amount.amount).toBe(known.amount);
    expect(state.refunded.amount).toBe(known.refunded);
    expect(state.refunded.amount).toBeLessThanOrEqual(paid.amount.amount);
    expect(state.refundable.amount).toBe(paid.amount.amount - state.refunded.amount);
    expect(reversed.platformFee.amount + reversed.providerFee.amount + reversed.share.amount).toBe(
      state.refunded.amount,
    );
    for (const part of ['platformFee', 'providerFee', 'share'] as const) {
      expect(reversed[part].amount).toBeGreaterThanOrEqual(0);
      expect(reversed[part].amount).toBeLessThanOrEqual(paid[part].amount);
    }
    if (state.refundable.amount === 0)
      expect(reversed).toEqual({ platformFee: paid.platformFee, providerFee: paid.providerFee, share: paid.share });
    expect(state.isReleased).toBe(known.released);
    expect(state.pending.amount + state.released.amount).toBeLessThanOrEqual(paid.share.amount);
  }
}

describe('ledger properties (random payments, refunds, releases and payouts)', () => {
  it('every transaction balances, nothing owed goes below zero, refunds never pass what was paid', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        play(ops);
      }),
      { numRuns: 400 },
    );
  });

  it('the same operations build the same transactions and refusals', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 25 }), (ops) => {
        expect(play(ops)).toEqual(play(ops));
      }),
      { numRuns: 100 },
    );
  });
});
