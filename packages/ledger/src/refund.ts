import {
  creatorAvailableAccount,
  creatorPendingAccount,
  PLATFORM_FEES,
  providerClearingAccount,
  providerFeesAccount,
} from './account.ts';
import { allocate } from './allocate.ts';
import { LedgerError } from './ledger-error.ts';
import { requireMoney, requireSameCurrency, type Money } from './money.ts';
import { paymentState, type PaymentHistory, type PaymentState } from './payment-state.ts';
import { transaction, type Entry, type Transaction } from './transaction.ts';

export type RefundOptions = {
  /**
   * The creator's available balance now (`creatorBalances(...).available`), needed once the payment's share was
   * released: the creator's part of the refund then comes back from it, and may not take it below zero.
   */
  readonly creatorAvailable?: Money;
};

/**
 * Gives `amount` of a payment back to the buyer, in full or in part, never more than remains refundable after the
 * refunds before it. The provider pays it out of clearing (credit); the parts the payment credited are reversed
 * (debits) in proportion to what each still holds of this payment, by the rounding rule (`allocate`, fees first). So
 * the refunds of a payment never reverse more than a part received, and the last one, refunding the rest, reverses
 * each part exactly to zero.
 */
export function refund(history: PaymentHistory, amount: Money, options: RefundOptions = {}): Transaction {
  const state = paymentState(history);
  requireMoney(amount);
  requireSameCurrency(amount, state.paid.amount);
  requireMoney(amount, 'positive');
  if (amount.amount > state.refundable.amount)
    throw new LedgerError(
      'refund_exceeds_paid',
      `A refund of ${amount.amount} where ${state.refundable.amount} of ${state.paid.amount.amount} remains refundable.`,
    );

  const remaining = (part: keyof PaymentState['reversed']) => state.paid[part].amount - state.reversed[part].amount;
  const [platformFee, providerFee, share] = allocate(amount, [
    remaining('platformFee'),
    remaining('providerFee'),
    remaining('share'),
  ]).map((part) => part.amount);

  let creatorAccount = creatorPendingAccount(state.creator);
  if (state.isReleased) {
    creatorAccount = creatorAvailableAccount(state.creator);
    const available = options.creatorAvailable;
    if (available) requireSameCurrency(available, amount);
    if (share && (!available || requireMoney(available).amount < share))
      throw new LedgerError(
        'insufficient_available',
        `The creator's part of ${share} is more than their available ${available?.amount ?? 'balance'}.`,
      );
  }

  const { currency } = amount;
  const entries: Entry[] = [{ account: providerClearingAccount(state.provider), amount: -amount.amount, currency }];
  if (share) entries.push({ account: creatorAccount, amount: share, currency });
  if (platformFee) entries.push({ account: PLATFORM_FEES, amount: platformFee, currency });
  if (providerFee) entries.push({ account: providerFeesAccount(state.provider), amount: providerFee, currency });
  return transaction('refund', entries);
}

/**
 * Takes back a refund the provider failed to pay (the buyer never got the money): its entries reversed, as an
 * adjustment in the payment's history, so the payment is refundable again by that much and each part holds again what
 * the refund had taken from it. The creator's part goes back to where the payment's share is now: their pending
 * balance, or their available one once the payment was released.
 */
export function refundReversal(history: PaymentHistory, failed: Transaction): Transaction {
  if (failed.kind !== 'refund')
    throw new LedgerError('history_invalid', `A ${failed.kind} is not a refund to reverse.`);
  const state = paymentState(history);
  const creatorAccount = state.isReleased
    ? creatorAvailableAccount(state.creator)
    : creatorPendingAccount(state.creator);
  const entries = failed.entries.map((entry) => ({
    account: entry.account.startsWith('creator_') ? creatorAccount : entry.account,
    amount: -entry.amount,
    currency: entry.currency,
  }));
  const reversal = transaction('adjustment', entries);
  // Checked against the history it joins: never more than the refunds gave, never another payment's accounts.
  paymentState([...history, reversal]);
  return reversal;
}
