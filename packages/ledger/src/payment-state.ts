import { parseAccount, type AccountKind } from './account.ts';
import { LedgerError } from './ledger-error.ts';
import { money, type Currency, type Money } from './money.ts';
import type { PaymentSplit } from './payment.ts';
import { isBalanced, requireEntry, type Transaction } from './transaction.ts';

/**
 * A payment's transaction followed by the refunds, the reversals of refunds the provider failed to pay (adjustments)
 * and the release that belong to it, in the order they were made.
 * What a payment still allows is read from these entries alone (decision 076): no counter is kept beside the ledger.
 */
export type PaymentHistory = readonly Transaction[];

export type PaymentState = {
  readonly creator: string;
  readonly provider: string;
  readonly currency: Currency;
  /** What the payment charged. */
  readonly paid: PaymentSplit;
  /** Refunded so far, and what may still be (`paid.amount - refunded`). */
  readonly refunded: Money;
  readonly refundable: Money;
  /** How much of each part the refunds reversed; the three sum to `refunded`. */
  readonly reversed: { readonly platformFee: Money; readonly providerFee: Money; readonly share: Money };
  /** The creator's share of this payment still pending: zero once released. */
  readonly pending: Money;
  /** What the release moved to the creator's available balance: zero before it. */
  readonly released: Money;
  readonly isReleased: boolean;
};

type Part = { owner: string | null; amount: number };

function invalid(message: string): never {
  throw new LedgerError('history_invalid', message);
}

/** A transaction's entries by account kind, at most one of each, all in `currency`. */
function partsOf(tx: Transaction, currency: Currency | null): Map<AccountKind, Part> {
  if (!isBalanced(tx.entries)) invalid(`A ${tx.kind} in the history does not balance.`);
  const parts = new Map<AccountKind, Part>();
  for (const entry of tx.entries) {
    requireEntry(entry);
    const account = parseAccount(entry.account);
    if (!account) return invalid(`Unknown account ${entry.account}.`);
    if (currency !== null && entry.currency !== currency)
      invalid(`A ${tx.kind} in ${entry.currency} in a ${currency} history.`);
    if (parts.has(account.kind)) invalid(`A ${tx.kind} with two ${account.kind} entries.`);
    parts.set(account.kind, { owner: account.owner, amount: entry.amount });
  }
  return parts;
}

/** The amount of the `kind` entry (made positive), checked for its sign and owner; 0 when it is optional and absent. */
function take(
  parts: Map<AccountKind, Part>,
  kind: AccountKind,
  sign: 1 | -1,
  owner: string | null | undefined,
  isRequired: boolean,
): number {
  const part = parts.get(kind);
  parts.delete(kind);
  if (!part) return isRequired ? invalid(`Missing the ${kind} entry.`) : 0;
  if (Math.sign(part.amount) !== sign) invalid(`The ${kind} entry has the wrong sign.`);
  if (owner !== undefined && part.owner !== owner) invalid(`The ${kind} entry belongs to ${part.owner}, not ${owner}.`);
  return part.amount * sign;
}

function noneLeft(parts: Map<AccountKind, Part>, kind: string): void {
  const [extra] = parts.keys();
  if (extra) invalid(`A ${kind} may not have a ${extra} entry.`);
}

/** Reads a payment's history: what it charged, refunded, reversed and released. */
export function paymentState(history: PaymentHistory): PaymentState {
  const [first, ...later] = history;
  if (first?.kind !== 'payment') return invalid('A payment history starts with its payment.');
  const currency = first.entries[0]?.currency ?? invalid('A payment with no entries.');
  const parts = partsOf(first, currency);
  const provider = parts.get('provider_clearing')?.owner ?? invalid('A payment without a provider_clearing entry.');
  const creator = parts.get('creator_pending')?.owner ?? invalid('A payment without a creator_pending entry.');
  const amount = take(parts, 'provider_clearing', 1, provider, true);
  const share = take(parts, 'creator_pending', -1, creator, true);
  const platformFee = take(parts, 'platform_fees', -1, null, false);
  const providerFee = take(parts, 'provider_fees', -1, provider, false);
  noneLeft(parts, 'payment');

  let refunded = 0;
  const reversed = { platformFee: 0, providerFee: 0, share: 0 };
  let released = 0;
  let isReleased = false;
  for (const tx of later) {
    const txParts = partsOf(tx, currency);
    if (tx.kind === 'refund') {
      refunded += take(txParts, 'provider_clearing', -1, provider, true);
      reversed.platformFee += take(txParts, 'platform_fees', 1, null, false);
      reversed.providerFee += take(txParts, 'provider_fees', 1, provider, false);
      reversed.share += take(txParts, isReleased ? 'creator_available' : 'creator_pending', 1, creator, false);
      noneLeft(txParts, 'refund');
    } else if (tx.kind === 'release') {
      if (isReleased) invalid('A payment released twice.');
      released = take(txParts, 'creator_pending', 1, creator, true);
      if (take(txParts, 'creator_available', -1, creator, true) !== released || released !== share - reversed.share)
        invalid('A release that moves other than the pending share.');
      noneLeft(txParts, 'release');
      isReleased = true;
    } else if (tx.kind === 'adjustment') {
      // A refund the provider failed to pay, taken back (`refundReversal`): what it reversed is the payment's again.
      refunded -= take(txParts, 'provider_clearing', 1, provider, true);
      reversed.platformFee -= take(txParts, 'platform_fees', -1, null, false);
      reversed.providerFee -= take(txParts, 'provider_fees', -1, provider, false);
      reversed.share -= take(txParts, isReleased ? 'creator_available' : 'creator_pending', -1, creator, false);
      noneLeft(txParts, 'refund reversal');
      if (refunded < 0 || reversed.platformFee < 0 || reversed.providerFee < 0 || reversed.share < 0)
        invalid('A reversal takes back more than the refunds gave.');
    } else {
      invalid(`A ${tx.kind} in a payment's history.`);
    }
    if (
      refunded > amount ||
      reversed.platformFee > platformFee ||
      reversed.providerFee > providerFee ||
      reversed.share > share
    )
      invalid('The refunds reverse more than the payment charged.');
  }

  const of = (value: number) => money(value, currency);
  return {
    creator,
    provider,
    currency,
    paid: { amount: of(amount), platformFee: of(platformFee), providerFee: of(providerFee), share: of(share) },
    refunded: of(refunded),
    refundable: of(amount - refunded),
    reversed: {
      platformFee: of(reversed.platformFee),
      providerFee: of(reversed.providerFee),
      share: of(reversed.share),
    },
    pending: of(isReleased ? 0 : share - reversed.share),
    released: of(released),
    isReleased,
  };
}
