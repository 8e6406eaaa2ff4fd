import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TCreateOrderRequest, TOrder } from '@ito/contracts/commerce/orders';
import { OPEN_ORDER_STATUSES, OWNING_ORDER_STATUSES, type TOrderStatus } from '@ito/contracts/commerce/fields';
import { users } from '../../db/schema/auth.ts';
import { discountCodes, invoices, orders, payments, refunds } from '../../db/schema/commerce.ts';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { Uses } from '../../platform/deps.ts';
import { invoiceLabel, issueInvoice } from './invoices.ts';
import { mailReceipt } from './receipts.ts';
import { codeRefusal, priceItem, priceWithCode } from './pricing.ts';

export type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/**
 * Opens an order at the server's price. A buyer has one open order per item: asking again (a double click, a retry, a
 * new code) finds it and reprices it, unless a payment of it is under way.
 */
export async function createOrder(
  deps: Uses<'db' | 'clock' | 'config' | 'events' | 'background' | 'mailer'>,
  buyerId: string,
  request: TCreateOrderRequest,
): Promise<OrderRow> {
  const { db, clock, config } = deps;
  const item = await priceItem(db, buyerId, request);
  const priced = await priceWithCode(db, item, request.discount_code, clock.now());
  const values = {
    buyer_id: buyerId,
    seller_id: priced.seller_id,
    item_type: priced.item_type,
    item_id: priced.item_id,
    item_title: priced.item_title,
    type: 'payment' as const,
    status: 'pending' as const,
    currency: priced.currency,
    subtotal_minor: priced.subtotal_minor,
    discount_minor: priced.discount_minor,
    amount_minor: priced.amount_minor,
    discount_code_id: priced.discount_code_id,
    discount_code: priced.discount_code,
    // A donation to the platform is the platform's own: no fee on itself.
    platform_fee_bps: priced.seller_id ? config.PLATFORM_FEE_BPS : 0,
    message: request.message || null,
  };
  if (priced.item_type === 'donation') {
    const [row] = await db.insert(orders).values(values).returning();
    return row!;
  }
  if (priced.amount_minor === 0) return grantFree(deps, values);
  // Most orders are new: one statement, no transaction. Only a conflict with the open order reprices that one.
  const [fresh] = await db.insert(orders).values(values).onConflictDoNothing().returning();
  if (fresh) return fresh;
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(orders).values(values).onConflictDoNothing().returning();
    if (created) return created;
    const [open] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.buyer_id, buyerId),
          eq(orders.item_type, priced.item_type),
          eq(orders.item_id, priced.item_id!),
          inArray(orders.status, [...OPEN_ORDER_STATUSES]),
          sql`${orders.source_key} is null`,
        ),
      )
      .for('update');
    if (!open) throw new Error('createOrder: the open order that conflicted is gone');
    // A payment under way keeps its order as it is: the price it is charging must not move under it.
    if (open.discount_held || (await paymentInFlight(tx, open.id))) return open;
    const [updated] = await tx
      .update(orders)
      .set({
        subtotal_minor: values.subtotal_minor,
        discount_minor: values.discount_minor,
        amount_minor: values.amount_minor,
        currency: values.currency,
        discount_code_id: values.discount_code_id,
        discount_code: values.discount_code,
        platform_fee_bps: values.platform_fee_bps,
        item_title: values.item_title,
      })
      .where(eq(orders.id, open.id))
      .returning();
    return updated!;
  });
}

/**
 * A code that takes the whole price off: nothing to charge, so the order is paid at once, in one transaction with the
 * code's use (under its lock: the last use goes to one buyer), its receipt, and the closing of the buyer's other open
 * order of the item. No money moved, so the ledger has nothing to record.
 */
async function grantFree(
  deps: Uses<'db' | 'clock' | 'config' | 'events' | 'background' | 'mailer'>,
  values: typeof orders.$inferInsert,
): Promise<OrderRow> {
  const now = deps.clock.now();
  const granted = await deps.db.transaction(async (tx) => {
    const [code] = await tx
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, values.discount_code_id!))
      .for('update');
    const refusal = codeRefusal(
      code,
      {
        item_type: values.item_type,
        item_id: values.item_id ?? null,
        item_title: values.item_title,
        seller_id: values.seller_id ?? null,
        currency: values.currency,
        subtotal_minor: values.subtotal_minor,
      },
      now,
    );
    if (refusal) throw invalid('discount_code', refusal);
    await tx
      .update(discountCodes)
      .set({ used_count: sql`${discountCodes.used_count} + 1` })
      .where(eq(discountCodes.id, code!.id));
    await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(orders.buyer_id, values.buyer_id),
          eq(orders.item_type, values.item_type),
          eq(orders.item_id, values.item_id!),
          inArray(orders.status, [...OPEN_ORDER_STATUSES]),
          sql`${orders.source_key} is null`,
          sql`not exists (select 1 from payments p where p.order_id = ${orders.id} and p.status in ('processing', 'requires_action'))`,
        ),
      );
    const [row] = await tx
      .insert(orders)
      .values({ ...values, status: 'paid', paid_at: now })
      .returning();
    await issueInvoice(tx, { sellerId: row!.seller_id, kind: 'receipt', orderId: row!.id });
    return row!;
  });
  deps.events.emit('commerce.order_paid', { order: granted });
  deps.background.run('mail a receipt', () => mailReceipt(deps, granted.id));
  return granted;
}

export async function paymentInFlight(tx: Db, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.order_id, orderId), inArray(payments.status, ['processing', 'requires_action'])))
    .limit(1);
  return Boolean(row);
}

/** The buyer's order, or (`asSeller`) the seller's sale; 404 for anyone else. */
export async function orderFor(db: Db, orderId: string, userId: string, as: 'buyer' | 'seller' | 'either') {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound();
  const isBuyer = row.buyer_id === userId;
  const isSeller = row.seller_id === userId;
  const allowed = as === 'buyer' ? isBuyer : as === 'seller' ? isSeller : isBuyer || isSeller;
  if (!allowed) throw notFound();
  return row;
}

/** The buyer gives up an order that was not paid: it stays in their list as cancelled. */
export async function cancelOrder(db: Db, orderId: string, buyerId: string): Promise<OrderRow> {
  await orderFor(db, orderId, buyerId, 'buyer');
  return closeOrder(db, orderId, 'commerce.order_not_cancellable');
}

/** Cancels an open order with no payment under way (the buyer's cancel, the seller's decline). */
export async function closeOrder(
  db: Db,
  orderId: string,
  refusal: 'commerce.order_not_cancellable' | 'commerce.order_not_confirmable',
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw notFound();
    if (row.status === 'cancelled') return row;
    const open = (OPEN_ORDER_STATUSES as readonly string[]).includes(row.status);
    if (!open || (await paymentInFlight(tx, orderId))) throw invalid('order', refusal);
    const [updated] = await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId)).returning();
    return updated!;
  });
}

const seller = alias(users, 'seller');
const buyer = alias(users, 'buyer');

type LatestPayment = {
  status: PaymentRow['status'];
  card_brand: string | null;
  card_last4: string | null;
  failure: PaymentRow['failure'];
};
type RefundWithNote = {
  id: string;
  amount_minor: number;
  reason: string;
  status: RefundRow['status'];
  created_at: string;
  note: number | null;
};

/** The order's latest payment attempt, as JSON, read in the orders' own query. */
const latestPayment = sql<LatestPayment | null>`(
  select json_build_object('status', p.status, 'card_brand', p.card_brand, 'card_last4', p.card_last4,
                           'failure', p.failure)
  from ${payments} p where p.order_id = ${orders.id} order by p.created_at desc, p.id desc limit 1)`;
/** The order's refunds, oldest first, each with its credit note's number. */
const refundsWithNotes = sql<RefundWithNote[]>`(
  select coalesce(json_agg(json_build_object('id', r.id, 'amount_minor', r.amount_minor, 'reason', r.reason,
                                             'status', r.status, 'created_at', r.created_at,
                                             'note', (select i.number from ${invoices} i where i.refund_id = r.id))
                           order by r.created_at, r.id), '[]'::json)
  from ${refunds} r where r.order_id = ${orders.id})`;
const receiptNumber = sql<number | null>`(
  select i.number from ${invoices} i where i.order_id = ${orders.id} and i.kind = 'receipt')`;

/**
 * Orders as the API answers them, with their parties, latest payment, receipt number and refunds: one query (the
 * checkout answers with it on every purchase), the payment and the refunds read beside each order as JSON.
 */
export async function orderViews(db: Db, where: SQL, page: { limit: number; offset: number }): Promise<TOrder[]> {
  const rows = await db
    .select({
      order: orders,
      seller: { id: seller.id, name: seller.full_name, username: seller.username },
      buyer: { id: buyer.id, name: buyer.full_name, username: buyer.username },
      payment: latestPayment,
      refunds: refundsWithNotes,
      receipt: receiptNumber,
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.buyer_id))
    .leftJoin(seller, eq(seller.id, orders.seller_id))
    .where(where)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ order, seller: s, buyer: b, payment, refunds: refundRows, receipt }) => ({
    id: order.id,
    item_type: order.item_type,
    item_id: order.item_id,
    item_title: order.item_title,
    item_path: itemPath(order),
    seller: s?.id ? { id: s.id, name: s.name, username: s.username } : null,
    buyer: { id: b.id, name: b.name, username: b.username },
    type: order.type,
    status: order.status,
    currency: order.currency,
    subtotal_minor: order.subtotal_minor,
    discount_minor: order.discount_minor,
    amount_minor: order.amount_minor,
    refunded_minor: order.refunded_minor,
    discount_code: order.discount_code,
    message: order.message,
    payment: payment
      ? {
          status: payment.status,
          card: payment.card_brand ? { brand: payment.card_brand, last4: payment.card_last4 ?? '' } : null,
          failure: payment.failure,
        }
      : null,
    receipt_number: receipt === null ? null : invoiceLabel(order.seller_id, 'receipt', Number(receipt)),
    created_at: order.created_at.toISOString(),
    paid_at: order.paid_at?.toISOString() ?? null,
    refunds: refundRows.map((r) => ({
      id: r.id,
      amount_minor: Number(r.amount_minor),
      reason: r.reason,
      status: r.status,
      created_at: new Date(r.created_at).toISOString(),
      credit_note_number: r.note === null ? null : invoiceLabel(order.seller_id, 'credit_note', Number(r.note)),
    })),
  }));
}

export async function orderView(db: Db, orderId: string): Promise<TOrder> {
  const [view] = await orderViews(db, eq(orders.id, orderId), { limit: 1, offset: 0 });
  if (!view) throw notFound();
  return view;
}

function itemPath(order: OrderRow): string | null {
  if (!order.item_id) return null;
  if (order.item_type === 'program') return `/program/${order.item_id}`;
  return null;
}

export function ownedFilter(owned: 'true' | 'false' | undefined): SQL | undefined {
  if (owned === 'true') return inArray(orders.status, [...OWNING_ORDER_STATUSES]);
  if (owned === 'false') return sql`${orders.status} not in ('paid', 'partially_refunded')`;
  return undefined;
}

export async function countOrders(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return row?.n ?? 0;
}

export const orderStatusIs = (status: TOrderStatus) => eq(orders.status, status);
