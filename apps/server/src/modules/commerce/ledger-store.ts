import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { creatorAvailableAccount, creatorPendingAccount } from '@ito/ledger/account';
import type { PaymentHistory } from '@ito/ledger/payment-state';
import type { Entry, Transaction, TransactionKind } from '@ito/ledger/transaction';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/commerce.ts';
import type { Db } from '../../platform/db.ts';

/**
 * The server side of the ledger (decision 076): the pure package builds each transaction, this file stores it in the
 * caller's database transaction and reads histories and balances back. The database refuses an unbalanced one at
 * commit (migration 0019) and any edit of an entry; `source_key` makes each settlement write its transaction once.
 */

/** Stores a transaction once per `sourceKey`; false when one with that key was already written. */
export async function recordTransaction(
  tx: Db,
  transaction: Transaction,
  meta: { sourceKey: string; paymentId: string | null; memo?: string; createdBy?: string | null },
): Promise<boolean> {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: transaction.kind,
      payment_id: meta.paymentId,
      source_key: meta.sourceKey,
      memo: meta.memo ?? null,
      created_by: meta.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!row) return false;
  await tx.insert(ledgerEntries).values(transaction.entries.map((entry) => ({ transaction_id: row.id, ...entry })));
  return true;
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
  // Payment first whatever the clock said: a refund can only follow it.
  const order: Record<TransactionKind, number> = { payment: 0, refund: 1, release: 1, adjustment: 2 };
  return [...byId.values()].sort((a, b) => order[a.kind] - order[b.kind]);
}

/**
 * What the platform owes a creator per currency, as positive amounts: sums over the creator's two accounts (an
 * index-only scan of `ledger_entries_account_idx`).
 */
export async function creatorBalances(
  db: Db,
  creator: string,
): Promise<{ currency: string; pending_minor: number; available_minor: number }[]> {
  const pending = creatorPendingAccount(creator);
  const available = creatorAvailableAccount(creator);
  const rows = await db
    .select({
      account: ledgerEntries.account,
      currency: ledgerEntries.currency,
      sum: sql<string>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, [pending, available]))
    .groupBy(ledgerEntries.account, ledgerEntries.currency);
  const byCurrency = new Map<string, { currency: string; pending_minor: number; available_minor: number }>();
  for (const row of rows) {
    const balance = byCurrency.get(row.currency) ?? { currency: row.currency, pending_minor: 0, available_minor: 0 };
    const owed = -Number(row.sum) || 0;
    if (row.account === pending) balance.pending_minor = owed;
    else balance.available_minor = owed;
    byCurrency.set(row.currency, balance);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
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
