import { isAccount, type Account } from './account.ts';
import { LedgerError } from './ledger-error.ts';
import { requireAmount, requireCurrency, type Currency } from './money.ts';

/**
 * A double-entry transaction (decision 076): entries that sum to zero in each currency. An entry's amount is signed
 * minor units, a debit positive and a credit negative; an account's balance is the sum of its entries.
 */

export type Entry = { readonly account: Account; readonly amount: number; readonly currency: Currency };

export type TransactionKind = 'payment' | 'refund' | 'release' | 'adjustment';

export type Transaction = { readonly kind: TransactionKind; readonly entries: readonly Entry[] };

/** Per currency, the entries sum to zero (any list: one transaction's, or a whole ledger's). */
export function isBalanced(entries: readonly Entry[]): boolean {
  const sums = new Map<Currency, bigint>();
  for (const entry of entries) sums.set(entry.currency, (sums.get(entry.currency) ?? 0n) + BigInt(entry.amount));
  return [...sums.values()].every((sum) => sum === 0n);
}

export function requireEntry(entry: Entry): Entry {
  if (!isAccount(entry.account))
    throw new LedgerError('account_invalid', `The ledger has no account named "${String(entry.account)}".`);
  requireAmount(entry.amount);
  requireCurrency(entry.currency);
  if (entry.amount === 0) throw new LedgerError('entry_empty', `An entry of zero on ${entry.account} moves nothing.`);
  return entry;
}

/** The one way a transaction is made: every entry checked, and refused unless it balances. */
export function transaction(kind: TransactionKind, entries: readonly Entry[]): Transaction {
  if (entries.length === 0) throw new LedgerError('entry_empty', `A ${kind} with no entries moves nothing.`);
  const checked = entries.map((entry) => {
    const { account, amount, currency } = requireEntry(entry);
    return { account, amount, currency };
  });
  if (!isBalanced(checked))
    throw new LedgerError('unbalanced', `The ${kind}'s entries do not sum to zero in each currency.`);
  return { kind, entries: checked };
}

/**
 * A correction the rules above do not cover (the platform absorbing a refund, a goodwill credit, a payout): any
 * entries that balance. Who may make one, and why, is the server's to record.
 */
export function adjustment(entries: readonly Entry[]): Transaction {
  return transaction('adjustment', entries);
}
