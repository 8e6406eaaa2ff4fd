import { and, eq, inArray, sql } from 'drizzle-orm';
import { creatorBalances as balancesFromEntries } from '@ito/ledger/balances';
import { creatorAvailableAccount, PLATFORM_FEES, providerFeesAccount } from '@ito/ledger/account';
import { adjustment } from '@ito/ledger/transaction';
import { LedgerError } from '@ito/ledger/ledger-error';
import { money } from '@ito/ledger/money';
import { paymentState } from '@ito/ledger/payment-state';
import { refund as refundTransaction, refundReversal } from '@ito/ledger/refund';
import { ledgerEntries, orders, payments, refunds } from '../../db/schema/commerce.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { ProviderUnavailable, type ProviderRefund } from '../../platform/payments/provider.ts';
import { creatorOf, type CheckoutDeps } from './checkout.ts';
import { issueInvoice } from './invoices.ts';
import { mailReceipt } from './receipts.ts';
import { paymentHistory, recordTransaction, transactionBySource } from './ledger-store.ts';
import { orderFor, type OrderRow } from './orders.ts';
import { formatMinor } from './pricing.ts';

/**
 * A seller refunds a paid order in full or in part. Under the order's row lock the amount is checked against what the
 * ledger says is left, the refund row (whose id is the provider call's idempotency key) and the ledger's refund
 * transaction are written, and the order's status moves; then the provider pays it back. Two refunds at once wait for
 * each other on the lock, so together they never return more than was paid.
 */
export async function refundOrder(
  deps: CheckoutDeps,
  sellerId: string,
  orderId: string,
  input: { amount_minor: number; reason: string },
  clientKey: string | null = null,
): Promise<OrderRow> {
  const { db } = deps;
  await orderFor(db, orderId, sellerId, 'seller');
  const planned = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound();
    // A retry of the request that made a refund (its answer lost) finds it: one request, one refund.
    if (clientKey) {
      const [mine] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.order_id, orderId), eq(refunds.client_key, clientKey)));
      if (mine) return { order, refund: null, paymentRef: '' };
    }
    if (order.status !== 'paid' && order.status !== 'partially_refunded')
      throw invalid('order', 'commerce.not_refundable');
    const [paid] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.order_id, orderId), eq(payments.status, 'succeeded')));
    if (!paid) throw invalid('order', 'commerce.not_refundable');
    const history = await paymentHistory(tx, paid.id);
    const state = paymentState(history);
    if (input.amount_minor > state.refundable.amount) {
      throw invalid('amount_minor', {
        code: 'commerce.refund_exceeds',
        params: { remaining: formatMinor(state.refundable.amount, order.currency) },
      });
    }
    const creator = creatorOf(order);
    let available = money(0, order.currency);
    if (state.isReleased) {
      const entries = await tx
        .select({ account: ledgerEntries.account, amount: ledgerEntries.amount, currency: ledgerEntries.currency })
        .from(ledgerEntries)
        .where(
          and(eq(ledgerEntries.account, creatorAvailableAccount(creator)), eq(ledgerEntries.currency, order.currency)),
        );
      available = balancesFromEntries(entries as never, creator, order.currency).available;
    }
    let transaction;
    try {
      transaction = refundTransaction(history, money(input.amount_minor, order.currency), {
        creatorAvailable: available,
      });
    } catch (err) {
      if (err instanceof LedgerError && err.code === 'insufficient_available') {
        throw invalid('amount_minor', 'commerce.refund_balance');
      }
      throw err;
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        order_id: orderId,
        payment_id: paid.id,
        amount_minor: input.amount_minor,
        currency: order.currency,
        reason: input.reason,
        status: 'pending',
        created_by: sellerId,
        client_key: clientKey,
      })
      .returning();
    await recordTransaction(tx, transaction, {
      sourceKey: `refund:${row!.id}`,
      paymentId: paid.id,
      memo: input.reason,
      createdBy: sellerId,
    });
    // The provider keeps its fee on a refund (Stripe does, and the built-in provider does the same): the part of its
    // fee the refund reversed is still owed to it, and the platform bears it, not the buyer and not the creator.
    const keptFee = transaction.entries.find((e) => e.account === providerFeesAccount(paid.provider))?.amount ?? 0;
    if (keptFee > 0) {
      await recordTransaction(
        tx,
        adjustment([
          { account: PLATFORM_FEES, amount: keptFee, currency: order.currency },
          { account: providerFeesAccount(paid.provider), amount: -keptFee, currency: order.currency },
        ]),
        {
          sourceKey: `refund-fee:${row!.id}`,
          paymentId: null,
          memo: 'provider fee kept on a refund',
          createdBy: sellerId,
        },
      );
    }
    const refunded = order.refunded_minor + input.amount_minor;
    const [updated] = await tx
      .update(orders)
      .set({ refunded_minor: refunded, status: refunded === order.amount_minor ? 'refunded' : 'partially_refunded' })
      .where(eq(orders.id, orderId))
      .returning();
    await issueInvoice(tx, { sellerId: order.seller_id, kind: 'credit_note', orderId, refundId: row!.id });
    return { order: updated!, refund: row!, paymentRef: paid.provider_ref! };
  });
  const { refund } = planned;
  if (!refund) return planned.order;
  deps.events.emit('commerce.order_refunded', { order: planned.order });
  deps.background.run('mail a credit note', () => mailReceipt(deps, orderId, refund.id));
  await sendRefund(deps, refund.id, planned.paymentRef);
  return planned.order;
}

/**
 * Asks the provider to pay a recorded refund back (idempotent on the refund's id): at once after the refund is
 * recorded, and again from the sweep when the provider did not answer or the process died in between.
 */
export async function sendRefund(deps: CheckoutDeps, refundId: string, paymentRef: string): Promise<void> {
  const [row] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row || row.status !== 'pending') return;
  try {
    const sent = await deps.payments.refund({
      charge_ref: paymentRef,
      amount: row.amount_minor,
      idempotency_key: `refund-${row.id}`,
      metadata: { refund_id: row.id, order_id: row.order_id },
    });
    await settleRefund(deps, refundId, sent);
  } catch (err) {
    if (!(err instanceof ProviderUnavailable)) throw err;
  }
}

/** Refunds recorded but not yet sent (a crash, a provider that did not answer), sent again. */
export async function sendPendingRefunds(deps: CheckoutDeps): Promise<number> {
  const pending = await deps.db
    .select({ id: refunds.id, ref: payments.provider_ref })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.payment_id))
    .where(and(eq(refunds.status, 'pending'), sql`${refunds.provider_ref} is null`))
    .limit(500);
  for (const refund of pending) if (refund.ref) await sendRefund(deps, refund.id, refund.ref);
  return pending.length;
}

/** A provider's word on a refund (its event): the refund it names moves to what the provider says. */
export async function settleRefundFromProvider(deps: CheckoutDeps, refund: ProviderRefund): Promise<void> {
  const refundId = refund.metadata.refund_id;
  if (!refundId || !/^[0-9a-f-]{36}$/.test(refundId)) return;
  await settleRefund(deps, refundId, refund);
}

/**
 * A pending refund moves to what the provider says, once. A refund the provider failed to pay (the buyer never got the
 * money) is taken back in the same database transaction: the ledger reverses its refund and the fee adjustment that
 * came with it, and the order is owed again what it was, so the seller may refund it again. The credit note keeps its
 * number (numbers are never reused) and the refund stays listed as failed.
 */
export async function settleRefund(
  deps: CheckoutDeps,
  refundId: string,
  answer: Pick<ProviderRefund, 'status' | 'ref'>,
): Promise<void> {
  if (answer.status === 'pending') {
    await deps.db
      .update(refunds)
      .set({ provider_ref: answer.ref })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
    return;
  }
  await deps.db.transaction(async (tx) => {
    const [pending] = await tx.select({ order_id: refunds.order_id }).from(refunds).where(eq(refunds.id, refundId));
    if (!pending) return;
    // The order's lock first, as a new refund takes it: a reversal and a refund of one order never interleave.
    const [order] = await tx.select().from(orders).where(eq(orders.id, pending.order_id)).for('update');
    const [settled] = await tx
      .update(refunds)
      .set({ status: answer.status, provider_ref: answer.ref, settled_at: deps.clock.now() })
      // Stripe may fail a refund after it first said it succeeded (the card closed meanwhile): that still counts.
      .where(
        and(
          eq(refunds.id, refundId),
          answer.status === 'failed'
            ? inArray(refunds.status, ['pending', 'succeeded'])
            : eq(refunds.status, 'pending'),
        ),
      )
      .returning();
    if (!settled || !order || answer.status !== 'failed') return;
    const failed = await transactionBySource(tx, `refund:${settled.id}`);
    if (!failed) return;
    const history = await paymentHistory(tx, settled.payment_id);
    await recordTransaction(tx, refundReversal(history, failed), {
      sourceKey: `refund-reversed:${settled.id}`,
      paymentId: settled.payment_id,
      memo: 'refund failed at the provider',
    });
    const keptFee = await transactionBySource(tx, `refund-fee:${settled.id}`);
    if (keptFee) {
      await recordTransaction(tx, adjustment(keptFee.entries.map((entry) => ({ ...entry, amount: -entry.amount }))), {
        sourceKey: `refund-fee-reversed:${settled.id}`,
        paymentId: null,
        memo: 'refund failed at the provider',
      });
    }
    // Owned again: the buyer may follow what it bought again (a full refund had ended it).
    const refunded = order.refunded_minor - settled.amount_minor;
    await tx
      .update(orders)
      .set({ refunded_minor: refunded, status: refunded === 0 ? 'paid' : 'partially_refunded' })
      .where(eq(orders.id, order.id));
  });
}
