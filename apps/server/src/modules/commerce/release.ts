import { millisecondsInDay } from 'date-fns/constants';
import { and, eq, lt, ne, notExists } from 'drizzle-orm';
import { release } from '@ito/ledger/release';
import { ledgerTransactions, orders, payments } from '../../db/schema/commerce.ts';
import type { Uses } from '../../platform/deps.ts';
import { paymentHistory, recordTransaction } from './ledger-store.ts';

/**
 * Moves the creator's share of every payment whose hold has ended from pending to available, once per payment (the
 * release's source key), in batches. Refunded payments release what is left of their share; a payment refunded in
 * full has nothing left and is skipped by the package's rule.
 */
export async function releaseHeldShares(deps: Uses<'db' | 'clock' | 'config'>, batch = 500): Promise<number> {
  const { db, clock, config } = deps;
  const cutoff = new Date(clock.now().getTime() - config.PAYOUT_HOLD_DAYS * millisecondsInDay);
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        ne(orders.status, 'refunded'),
        lt(payments.settled_at, cutoff),
        notExists(
          db
            .select({ id: ledgerTransactions.id })
            .from(ledgerTransactions)
            .where(and(eq(ledgerTransactions.payment_id, payments.id), eq(ledgerTransactions.kind, 'release'))),
        ),
      ),
    )
    .limit(batch);
  let released = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, id)).for('update');
      if (!locked) return false;
      const history = await paymentHistory(tx, id);
      let transaction;
      try {
        transaction = release(history);
      } catch {
        // Nothing left to release (refunded in full) or already released: mark it so it is not looked at again.
        return false;
      }
      return recordTransaction(tx, transaction, { sourceKey: `release:${id}`, paymentId: id });
    });
    if (done) released += 1;
  }
  return released;
}
