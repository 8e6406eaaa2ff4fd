import { creatorAvailableAccount, creatorPendingAccount } from './account.ts';
import { LedgerError } from './ledger-error.ts';
import { paymentState, type PaymentHistory } from './payment-state.ts';
import { transaction, type Transaction } from './transaction.ts';

/**
 * Once a payment's hold has ended, moves what is left of its creator share from pending to available, where payouts
 * draw on it. When the hold ends is the server's to decide (the package has no clock); a payment is released once,
 * whole, and its later refunds come back from the creator's available balance.
 */
export function release(history: PaymentHistory): Transaction {
  const state = paymentState(history);
  if (state.isReleased) throw new LedgerError('already_released', 'This payment was already released.');
  const { amount, currency } = state.pending;
  if (amount === 0)
    throw new LedgerError('nothing_to_release', 'This payment was refunded in full: nothing is pending.');
  return transaction('release', [
    { account: creatorPendingAccount(state.creator), amount, currency },
    { account: creatorAvailableAccount(state.creator), amount: -amount, currency },
  ]);
}
