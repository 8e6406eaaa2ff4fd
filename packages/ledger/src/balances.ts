import { creatorAvailableAccount, creatorPendingAccount, type Account } from './account.ts';
import { money, toSafeAmount, type Currency, type Money } from './money.ts';
import { requireEntry, type Entry } from './transaction.ts';

/**
 * Balances are derived from entries, never stored alone (DESIGN section 10): an account's balance in a currency is
 * the sum of its entries, debits positive (decision 076). The server sums in SQL; these are the same rules for the
 * tests, the bench and anything that holds entries in memory.
 */

export type Balance = { readonly account: Account; readonly currency: Currency; readonly amount: number };

/** Every account's balance per currency that the entries touch, sorted by account and currency (zero included). */
export function balances(entries: readonly Entry[]): Balance[] {
  const sums = new Map<string, { account: Account; currency: Currency; sum: bigint }>();
  for (const entry of entries) {
    requireEntry(entry);
    const key = `${entry.account} ${entry.currency}`;
    const found = sums.get(key);
    if (found) found.sum += BigInt(entry.amount);
    else sums.set(key, { account: entry.account, currency: entry.currency, sum: BigInt(entry.amount) });
  }
  return [...sums.values()]
    .sort((a, b) => compare(a.account, b.account) || compare(a.currency, b.currency))
    .map(({ account, currency, sum }) => ({ account, currency, amount: toSafeAmount(sum) }));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One account's balance in one currency: zero when no entry touches it. */
export function balanceOf(entries: readonly Entry[], account: Account, currency: Currency): Money {
  let sum = 0n;
  for (const entry of entries) {
    if (entry.account !== account || entry.currency !== currency) continue;
    requireEntry(entry);
    sum += BigInt(entry.amount);
  }
  return money(toSafeAmount(sum), currency);
}

/**
 * What the platform owes a creator in a currency, as positive amounts: `pending` (inside the hold) and `available`
 * (released, for payouts). Their accounts are credits, so these are their balances turned around.
 */
export function creatorBalances(
  entries: readonly Entry[],
  creator: string,
  currency: Currency,
): { pending: Money; available: Money } {
  const owed = (account: Account) => money(-balanceOf(entries, account, currency).amount + 0, currency);
  return { pending: owed(creatorPendingAccount(creator)), available: owed(creatorAvailableAccount(creator)) };
}
