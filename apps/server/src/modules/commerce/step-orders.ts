import { eq } from 'drizzle-orm';
import type { TOrderStatus, TOrderType } from '@ito/contracts/commerce/fields';
import { orders } from '../../db/schema/commerce.ts';
import type { Db } from '../../platform/db.ts';
import { closeOrder } from './orders.ts';

/**
 * Orders a protocol's `order` step opens (decision 050 carried out, decision 077): the step's item names the price and
 * whether the seller confirms first; the run waits until the order is paid (`commerce.order_paid`) or closed without
 * payment (`commerce.order_closed`). Keyed by the step's effect key, so a replayed effect opens its order once.
 */
export async function openStepOrder(
  tx: Db,
  input: {
    key: string;
    buyerId: string;
    sellerId: string;
    itemId: string | null;
    title: string;
    amount: number;
    currency: string;
    type: TOrderType;
    platformFeeBps: number;
  },
): Promise<void> {
  await tx
    .insert(orders)
    .values({
      buyer_id: input.buyerId,
      seller_id: input.sellerId,
      item_type: 'protocol_order',
      item_id: input.itemId,
      item_title: input.title,
      type: input.type,
      status: input.type === 'confirmation' ? 'awaiting_confirmation' : 'pending',
      currency: input.currency,
      subtotal_minor: input.amount,
      amount_minor: input.amount,
      platform_fee_bps: input.platformFeeBps,
      source_key: input.key,
    })
    .onConflictDoNothing();
}

export type StepOrder = { id: string; status: TOrderStatus; amount_minor: number; currency: string; type: TOrderType };

/** The order a step's task waits for, or null (a step before orders existed, or one with nothing to charge). */
export async function stepOrderOf(db: Db, key: string): Promise<StepOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      amount_minor: orders.amount_minor,
      currency: orders.currency,
      type: orders.type,
    })
    .from(orders)
    .where(eq(orders.source_key, key));
  return row ?? null;
}

/** The follower declines the step: its order is cancelled unless a payment of it is under way (then a 422). */
export async function cancelStepOrder(db: Db, orderId: string): Promise<void> {
  await closeOrder(db, orderId, 'commerce.order_not_cancellable');
}
