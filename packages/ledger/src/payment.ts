import { creatorPendingAccount, PLATFORM_FEES, providerClearingAccount, providerFeesAccount } from './account.ts';
import { feeOf } from './allocate.ts';
import { LedgerError } from './ledger-error.ts';
import { money, requireMoney, requireSameCurrency, type Money } from './money.ts';
import { transaction, type Entry, type Transaction } from './transaction.ts';

/** How a payment's amount divides: `platformFee + providerFee + share = amount`, exactly. */
export type PaymentSplit = {
  readonly amount: Money;
  readonly platformFee: Money;
  readonly providerFee: Money;
  readonly share: Money;
};

export type PaymentInput = {
  /** Who sold: the creator whose pending share grows. */
  readonly creator: string;
  /** Who collected the money: `local`, `stripe`. */
  readonly provider: string;
  /** What the buyer paid, more than zero. */
  readonly amount: Money;
  /** The platform's fee in basis points of the amount (a setting, the expert's plan). */
  readonly platformFeeBps: number;
  /** What the provider charges for this payment, as it reports it (zero or more). */
  readonly providerFee: Money;
};

/**
 * The platform's fee is taken from the whole amount by the rounding rule (`feeOf`); the provider's fee is what the
 * provider reports; the creator's share is what remains, and must be more than zero.
 */
export function splitPayment(amount: Money, platformFeeBps: number, providerFee: Money): PaymentSplit {
  requireMoney(amount, 'positive');
  requireMoney(providerFee, 'not_negative');
  requireSameCurrency(amount, providerFee);
  const platformFee = feeOf(amount, platformFeeBps);
  const share = amount.amount - platformFee.amount - providerFee.amount;
  if (share <= 0)
    throw new LedgerError(
      'fees_exceed_amount',
      `Fees of ${platformFee.amount} and ${providerFee.amount} leave nothing of ${amount.amount} to the creator.`,
    );
  return { amount, platformFee, providerFee, share: money(share, amount.currency) };
}

/**
 * A buyer's payment: the provider holds the amount for the platform (debit), and it is owed on, each part its own
 * entry: the creator's share (pending until the hold ends), the platform's fee and the provider's fee (credits). A fee
 * of zero has no entry.
 */
export function payment(input: PaymentInput): Transaction {
  const split = splitPayment(input.amount, input.platformFeeBps, input.providerFee);
  const { currency } = input.amount;
  const entries: Entry[] = [
    { account: providerClearingAccount(input.provider), amount: split.amount.amount, currency },
    { account: creatorPendingAccount(input.creator), amount: -split.share.amount, currency },
  ];
  if (split.platformFee.amount > 0)
    entries.push({ account: PLATFORM_FEES, amount: -split.platformFee.amount, currency });
  if (split.providerFee.amount > 0)
    entries.push({ account: providerFeesAccount(input.provider), amount: -split.providerFee.amount, currency });
  return transaction('payment', entries);
}
