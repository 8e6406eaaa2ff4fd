import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { creatorAvailableAccount, creatorPendingAccount } from '@ito/ledger/account';
import type { PaymentHistory } from '@ito/ledger/payment-state';
import type { Entry, Transaction, TransactionKind } from '@ito/ledger/transaction';
import { ledgerBalances, ledgerEntries, ledgerTransactions } from '../../db/schema/commerce.ts';
import type { Db } from '../../platform/db.ts';

/**
 * The server side of the ledger (decision 076): the pure package builds each transaction, this file stores it in the
 * caller's database transaction and reads histories and balances back. The database refuses an unbalanced one at
 * commit (migration 0019) and any edit of an entry; `source_key` makes each settlement write its transaction once.
 */

/**
 * Stores a transaction once per `sourceKey`, in one statement (the transaction's row and its entries, which settle on
 * every purchase); false when one with that key was already written.
 */
export async function recordTransaction(
  tx: Db,
  transaction: Transaction,
  meta: { sourceKey: string; paymentId: string | null; memo?: string; createdBy?: string | null },
): Promise<boolean> {
  const { entries } = transaction;
  const result = await tx.execute(sql`
    with made as (
      insert into ${ledgerTransactions} (kind, payment_id, source_key, memo, created_by)
      values (${transaction.kind}, ${meta.paymentId}, ${meta.sourceKey}, ${meta.memo ?? null}, ${meta.createdBy ?? null})
      on conflict do nothing
      returning id
    )
    insert into ${ledgerEntries} (transaction_id, account, amount, currency)
    select made.id, e.account, e.amount, e.currency
    from made, unnest(${sql.param(entries.map((e) => e.account))}::text[],
                      ${sql.param(entries.map((e) => e.amount))}::bigint[],
                      ${sql.param(entries.map((e) => e.currency))}::text[]) as e(account, amount, currency)
    returning transaction_id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** A payment's transactions in the order they were made: its payment, then its refunds and release. */
export async function paymentHistory(tx: Db, paymentId: string): Promise<PaymentHistory> {
  const rows = await tx
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
      currency: ledgerEntries.currency,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transaction_id, ledgerTransactions.id))
    .where(eq(ledgerTransactions.payment_id, paymentId))
    .orderBy(asc(ledgerTransactions.created_at), asc(ledgerTransactions.id));
  const byId = new Map<string, { kind: TransactionKind; entries: Entry[] }>();
  for (const row of rows) {
    const found = byId.get(row.id) ?? { kind: row.kind, entries: [] };
    found.entries.push({ account: row.account as Entry['account'], amount: row.amount, currency: row.currency });
    byId.set(row.id, found);
  }
  // Payment first whatever the clock said: a refund can only follow it. The rest in the order they were made (a
  // refund's reversal follows its refund, and may come before a later refund).
  const order: Record<TransactionKind, number> = { payment: 0, refund: 1, release: 1, adjustment: 1 };
  return [...byId.values()].sort((a, b) => order[a.kind] - order[b.kind]);
}

/**
 * What the platform owes a creator per currency, as positive amounts: the running totals of the creator's two accounts
 * (`ledger_balances`, kept by the entries' own trigger), one indexed read whatever the number of entries.
 */
export async function creatorBalances(
  db: Db,
  creator: string,
): Promise<{ currency: string; pending_minor: number; available_minor: number }[]> {
  const pending = creatorPendingAccount(creator);
  const available = creatorAvailableAccount(creator);
  const rows = await db
    .select({ account: ledgerBalances.account, currency: ledgerBalances.currency, balance: ledgerBalances.balance })
    .from(ledgerBalances)
    .where(inArray(ledgerBalances.account, [pending, available]));
  const byCurrency = new Map<string, { currency: string; pending_minor: number; available_minor: number }>();
  for (const row of rows) {
    const balance = byCurrency.get(row.currency) ?? { currency: row.currency, pending_minor: 0, available_minor: 0 };
    const owed = -row.balance || 0;
    if (row.account === pending) balance.pending_minor = owed;
    else balance.available_minor = owed;
    byCurrency.set(row.currency, balance);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Accounts whose running total differs from the sum of their entries (none, unless someone bypassed the trigger). */
export async function ledgerTotalsDisagree(db: Db): Promise<{ account: string; currency: string }[]> {
  const result = await db.execute(sql`
    with sums as (
      select account, currency, sum(amount) as balance, count(*) as entries
      from ledger_entries where account like 'creator\_%' group by account, currency
    )
    select coalesce(s.account, b.account) as account, coalesce(s.currency, b.currency) as currency
    from sums s full join ledger_balances b on b.account = s.account and b.currency = s.currency
    where s.balance is distinct from b.balance or s.entries is distinct from b.entries`);
  return (result as unknown as { rows: { account: string; currency: string }[] }).rows;
}

/** The entries of the transaction written under `sourceKey`, or null when there is none. */
export async function transactionBySource(tx: Db, sourceKey: string): Promise<Transaction | null> {
  const rows = await tx
    .select({
      kind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
      currency: ledgerEntries.currency,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transaction_id, ledgerTransactions.id))
    .where(eq(ledgerTransactions.source_key, sourceKey));
  if (rows.length === 0) return null;
  return {
    kind: rows[0]!.kind,
    entries: rows.map((r) => ({ account: r.account as Entry['account'], amount: r.amount, currency: r.currency })),
  };
}

/** Whether a payment's history already holds a transaction of this kind (a release is made once). */
export async function hasTransaction(tx: Db, paymentId: string, kind: TransactionKind): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.payment_id, paymentId), eq(ledgerTransactions.kind, kind)))
    .limit(1);
  return Boolean(row);
}
