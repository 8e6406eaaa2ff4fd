import { describe, expect, it } from 'vitest';
import { creatorBalances } from './balances.ts';
import { money } from './money.ts';
import { payment, splitPayment } from './payment.ts';
import { paymentState } from './payment-state.ts';
import { refund, refundReversal } from './refund.ts';
import { LedgerError } from './ledger-error.ts';
import { release } from './release.ts';
import { adjustment, isBalanced, type Transaction } from './transaction.ts';
import { refusal } from './test/refusal.ts';

const eur = (amount: number) => money(amount, 'EUR');

/** 19.99 euros, a 10% platform fee (199.9, so 200) and a provider fee of 88 cents: 17.11 to the creator. */
const paid = payment({
  creator: 'c1',
  provider: 'stripe',
  amount: eur(1999),
  platformFeeBps: 1000,
  providerFee: eur(88),
});

describe('payment', () => {
  it('debits the provider clearing and credits each part on its own entry', () => {
    expect(paid).toEqual({
      kind: 'payment',
      entries: [
        { account: 'provider_clearing:stripe', amount: 1999, currency: 'EUR' },
        { account: 'creator_pending:c1', amount: -1711, currency: 'EUR' },
        { account: 'platform_fees', amount: -200, currency: 'EUR' },
        { account: 'provider_fees:stripe', amount: -88, currency: 'EUR' },
      ],
    });
    expect(isBalanced(paid.entries)).toBe(true);
  });

  it('leaves out a fee of zero', () => {
    const free = payment({
      creator: 'c1',
      provider: 'local',
      amount: eur(500),
      platformFeeBps: 0,
      providerFee: eur(0),
    });
    expect(free.entries.map((e) => [e.account, e.amount])).toEqual([
      ['provider_clearing:local', 500],
      ['creator_pending:c1', -500],
    ]);
  });

  it('splits a KWD and a JPY payment in their own minor units', () => {
    expect(splitPayment(money(12_345, 'KWD'), 250, money(458, 'KWD'))).toEqual({
      amount: money(12_345, 'KWD'),
      platformFee: money(309, 'KWD'),
      providerFee: money(458, 'KWD'),
      share: money(11_578, 'KWD'),
    });
    expect(splitPayment(money(1005, 'JPY'), 1000, money(40, 'JPY')).share).toEqual(money(864, 'JPY'));
  });

  it('refuses what is not a payment', () => {
    const base = { creator: 'c1', provider: 'stripe', amount: eur(1999), platformFeeBps: 1000, providerFee: eur(88) };
    expect(refusal(() => payment({ ...base, amount: eur(0) }))).toBe('amount_not_positive');
    expect(refusal(() => payment({ ...base, amount: eur(-1999) }))).toBe('amount_not_positive');
    expect(refusal(() => payment({ ...base, amount: { amount: 19.99, currency: 'EUR' } }))).toBe('amount_not_integer');
    expect(refusal(() => payment({ ...base, amount: { amount: 2 ** 60, currency: 'EUR' } }))).toBe('amount_unsafe');
    expect(refusal(() => payment({ ...base, amount: { amount: 1999, currency: 'USX' } }))).toBe('currency_unknown');
    expect(refusal(() => payment({ ...base, providerFee: money(88, 'USD') }))).toBe('currency_mismatch');
    expect(refusal(() => payment({ ...base, providerFee: eur(-1) }))).toBe('amount_negative');
    expect(refusal(() => payment({ ...base, platformFeeBps: 10_001 }))).toBe('basis_points_invalid');
    expect(refusal(() => payment({ ...base, providerFee: eur(1799) }))).toBe('fees_exceed_amount');
    expect(refusal(() => payment({ ...base, creator: '' }))).toBe('account_invalid');
    expect(refusal(() => payment({ ...base, provider: ' stripe' }))).toBe('account_invalid');
  });
});

describe('refund', () => {
  it('reverses each part in proportion to what it still holds, and the rest exactly', () => {
    // 10.00 of 19.99: fee 100.05, provider 44.02, share 855.93 -> 100, 44 and 856 (the leftover cent).
    const first = refund([paid], eur(1000));
    expect(first.entries).toEqual([
      { account: 'provider_clearing:stripe', amount: -1000, currency: 'EUR' },
      { account: 'creator_pending:c1', amount: 856, currency: 'EUR' },
      { account: 'platform_fees', amount: 100, currency: 'EUR' },
      { account: 'provider_fees:stripe', amount: 44, currency: 'EUR' },
    ]);
    expect(refusal(() => refund([paid, first], eur(1000)))).toBe('refund_exceeds_paid');
    const rest = refund([paid, first], eur(999));
    expect(rest.entries.map((e) => e.amount)).toEqual([-999, 855, 100, 44]);
    const state = paymentState([paid, first, rest]);
    expect(state.refundable).toEqual(eur(0));
    expect(state.reversed).toEqual({ platformFee: eur(200), providerFee: eur(88), share: eur(1711) });
    expect(state.pending).toEqual(eur(0));
    expect(refusal(() => refund([paid, first, rest], eur(1)))).toBe('refund_exceeds_paid');
  });

  it('refunds in full in one go', () => {
    const whole = refund([paid], eur(1999));
    expect(whole.entries.map((e) => e.amount)).toEqual([-1999, 1711, 200, 88]);
  });

  it('refuses a refund of nothing, of less than nothing, in another currency or of more than was paid', () => {
    expect(refusal(() => refund([paid], eur(0)))).toBe('amount_not_positive');
    expect(refusal(() => refund([paid], eur(-5)))).toBe('amount_not_positive');
    expect(refusal(() => refund([paid], money(100, 'USD')))).toBe('currency_mismatch');
    expect(refusal(() => refund([paid], eur(2000)))).toBe('refund_exceeds_paid');
  });

  it('after the release, takes the creator part from available, never below zero', () => {
    const released = release([paid]);
    const history = [paid, released];
    expect(refusal(() => refund(history, eur(1000)))).toBe('insufficient_available');
    expect(refusal(() => refund(history, eur(1000), { creatorAvailable: eur(855) }))).toBe('insufficient_available');
    const back = refund(history, eur(1000), { creatorAvailable: eur(1711) });
    expect(back.entries[1]).toEqual({ account: 'creator_available:c1', amount: 856, currency: 'EUR' });
    const entries = [...history, back].flatMap((tx) => tx.entries);
    expect(creatorBalances(entries, 'c1', 'EUR')).toEqual({ pending: eur(0), available: eur(855) });
  });
});

describe('release', () => {
  it('moves the pending share to available, once', () => {
    const released = release([paid]);
    expect(released.entries).toEqual([
      { account: 'creator_pending:c1', amount: 1711, currency: 'EUR' },
      { account: 'creator_available:c1', amount: -1711, currency: 'EUR' },
    ]);
    expect(refusal(() => release([paid, released]))).toBe('already_released');
  });

  it('moves only what the refunds left, and nothing after a full refund', () => {
    const part = refund([paid], eur(1000));
    expect(release([paid, part]).entries[0]?.amount).toBe(855);
    expect(refusal(() => release([paid, refund([paid], eur(1999))]))).toBe('nothing_to_release');
  });
});

describe('payment history', () => {
  it('must start with its payment and hold only its refunds and release', () => {
    const part = refund([paid], eur(1000));
    const fix = adjustment([
      { account: 'platform_fees', amount: 10, currency: 'EUR' },
      { account: 'creator_available:c1', amount: -10, currency: 'EUR' },
    ]);
    expect(refusal(() => paymentState([]))).toBe('history_invalid');
    expect(refusal(() => paymentState([part]))).toBe('history_invalid');
    expect(refusal(() => paymentState([paid, fix]))).toBe('history_invalid');
    const other = payment({
      creator: 'c2',
      provider: 'stripe',
      amount: eur(1999),
      platformFeeBps: 1000,
      providerFee: eur(88),
    });
    expect(refusal(() => paymentState([paid, refund([other], eur(1000))]))).toBe('history_invalid');
    const reversed: Transaction = { kind: 'refund', entries: part.entries.map((e) => ({ ...e, amount: -e.amount })) };
    expect(refusal(() => paymentState([paid, reversed]))).toBe('history_invalid');
    expect(refusal(() => paymentState([paid, part, part, part]))).toBe('history_invalid');
  });
});

describe('adjustment', () => {
  it('takes any entries that balance, per currency', () => {
    const tx = adjustment([
      { account: 'platform_fees', amount: 300, currency: 'EUR' },
      { account: 'buyer:u1', amount: -300, currency: 'EUR' },
      { account: 'platform_fees', amount: 5, currency: 'JPY' },
      { account: 'buyer:u1', amount: -5, currency: 'JPY' },
    ]);
    expect(tx.kind).toBe('adjustment');
    expect(isBalanced(tx.entries)).toBe(true);
  });

  it('refuses entries that do not balance, are empty or name no account', () => {
    const entry = { account: 'platform_fees', amount: 300, currency: 'EUR' } as const;
    expect(refusal(() => adjustment([entry]))).toBe('unbalanced');
    expect(refusal(() => adjustment([entry, { ...entry, amount: -300, currency: 'USD' }]))).toBe('unbalanced');
    expect(refusal(() => adjustment([]))).toBe('entry_empty');
    expect(refusal(() => adjustment([{ ...entry, amount: 0 }]))).toBe('entry_empty');
    expect(refusal(() => adjustment([{ ...entry, account: 'savings' as 'platform_fees' }]))).toBe('account_invalid');
    expect(
      refusal(() =>
        adjustment([
          { ...entry, amount: 0.5 },
          { ...entry, amount: -0.5 },
        ]),
      ),
    ).toBe('amount_not_integer');
  });
});

describe('a refund the provider failed to pay', () => {
  const paid = payment({
    creator: 'c1',
    provider: 'stripe',
    amount: money(10_000, 'EUR'),
    platformFeeBps: 1000,
    providerFee: money(320, 'EUR'),
  });

  it('is taken back: refundable again, and the creator owed their share again', () => {
    const refunded = refund([paid], money(4_000, 'EUR'));
    const reversal = refundReversal([paid, refunded], refunded);
    expect(reversal.kind).toBe('adjustment');
    expect(reversal.entries.map((e) => e.amount).sort()).toEqual(refunded.entries.map((e) => -e.amount).sort());
    const state = paymentState([paid, refunded, reversal]);
    expect(state.refundable.amount).toBe(10_000);
    expect(state.pending.amount).toBe(state.paid.share.amount);
    // And refundable in full again afterwards.
    expect(() => refund([paid, refunded, reversal], money(10_000, 'EUR'))).not.toThrow();
  });

  it('gives the creator their part back on the available balance once the payment was released', () => {
    const refunded = refund([paid], money(4_000, 'EUR'));
    const released = release([paid, refunded]);
    const reversal = refundReversal([paid, refunded, released], refunded);
    const creatorEntry = reversal.entries.find((e) => e.account.startsWith('creator_'));
    expect(creatorEntry?.account).toBe('creator_available:c1');
    expect(creatorEntry!.amount).toBeLessThan(0);
  });

  it('is refused for what is not a refund, or for more than the refunds gave', () => {
    const refunded = refund([paid], money(4_000, 'EUR'));
    expect(() => refundReversal([paid], paid)).toThrow(LedgerError);
    // Taking back a refund the history does not hold would give back what was never refunded.
    expect(() => refundReversal([paid], refunded)).toThrow(LedgerError);
    const reversal = refundReversal([paid, refunded], refunded);
    expect(() => refundReversal([paid, refunded, reversal], refunded)).toThrow(LedgerError);
  });
});
