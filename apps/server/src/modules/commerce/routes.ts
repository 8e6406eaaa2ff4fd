import type { FastifyInstance } from 'fastify';
import { and, eq, type SQL } from 'drizzle-orm';
import {
  cancelOrderEndpoint,
  createOrderEndpoint,
  getOrderEndpoint,
  getReceiptEndpoint,
  listOrdersEndpoint,
  payOrderEndpoint,
} from '@ito/contracts/commerce/orders';
import {
  confirmSaleEndpoint,
  declineSaleEndpoint,
  getBalancesEndpoint,
  listSalesEndpoint,
  refundOrderEndpoint,
} from '@ito/contracts/commerce/sales';
import { orders } from '../../db/schema/commerce.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { heldIdempotencyKey } from '../../platform/idempotency.ts';
import { invalid } from '../../platform/errors.ts';
import { offsetOf, pageBody } from '../../platform/paging.ts';
import { payOrder } from './checkout.ts';
import { creatorBalances } from './ledger-store.ts';
import {
  cancelOrder,
  closeOrder,
  countOrders,
  createOrder,
  orderFor,
  orderView,
  orderViews,
  ownedFilter,
} from './orders.ts';
import { refundOrder } from './refunds.ts';
import { receiptPdf } from './receipts.ts';
import './events.ts';

/** The buyer's orders and checkout, and the seller's sales, refunds and balances. */
export async function commerceRoutes(app: FastifyInstance): Promise<void> {
  const buyer = { tags: ['orders'] };
  const seller = { tags: ['sales'] };
  // Writes a client retries replay their first answer (decision 029): a double click or a lost answer acts once.
  const buying = { ...buyer, config: { idempotent: true } };
  const selling = { ...seller, config: { idempotent: true } };
  // Paying moves money: a small budget per person, beyond the general write limit.
  const paying = { ...buyer, config: { idempotent: true, rateLimit: { max: 20, timeWindow: '1 minute' } } };

  endpointRoute(app, createOrderEndpoint, buying, async (request, reply, { caller, deps }) => {
    const order = await createOrder(deps, caller.user.id, request.body);
    return reply.code(201).send({ data: await orderView(app.db, order.id) });
  });

  endpointRoute(app, getOrderEndpoint, buyer, async (request, _reply, { caller }) => {
    await orderFor(app.db, request.params.id, caller.user.id, 'either');
    return { data: await orderView(app.db, request.params.id) };
  });

  // The receipt (or a refund's credit note) for the order's buyer and seller only, never cached by anyone between.
  endpointRoute(app, getReceiptEndpoint, buyer, async (request, reply, { caller }) => {
    await orderFor(app.db, request.params.id, caller.user.id, 'either');
    const { number, pdf } = await receiptPdf(app.db, request.params.id, {
      refundId: request.query.refund,
      language: request.query.lang,
    });
    return (
      reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        // The bytes of the file: the contract's string is the document's body, sent as is, never serialised.
        .send(pdf as unknown as string)
    );
  });

  endpointRoute(app, payOrderEndpoint, paying, async (request, _reply, { caller, deps }) => {
    const { orderId, next_action } = await payOrder(
      deps,
      caller.user.id,
      request.params.id,
      request.body,
      heldIdempotencyKey(request),
    );
    return { data: await orderView(app.db, orderId), next_action };
  });

  endpointRoute(app, cancelOrderEndpoint, buying, async (request, _reply, { caller }) => {
    const closed = await cancelOrder(app.db, request.params.id, caller.user.id);
    app.events.emit('commerce.order_closed', { order: closed });
    return { data: await orderView(app.db, request.params.id) };
  });

  endpointRoute(app, listOrdersEndpoint, buyer, async (request, _reply, { caller }) => {
    const where = and(eq(orders.buyer_id, caller.user.id), ownedFilter(request.query.owned)) as SQL;
    const [data, total] = await Promise.all([
      orderViews(app.db, where, { limit: request.query.per_page, offset: offsetOf(request.query) }),
      countOrders(app.db, where),
    ]);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, listSalesEndpoint, seller, async (request, _reply, { caller }) => {
    const { status } = request.query;
    const where = and(eq(orders.seller_id, caller.user.id), status ? eq(orders.status, status) : undefined) as SQL;
    const [data, total] = await Promise.all([
      orderViews(app.db, where, { limit: request.query.per_page, offset: offsetOf(request.query) }),
      countOrders(app.db, where),
    ]);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, refundOrderEndpoint, selling, async (request, _reply, { caller, deps }) => {
    await refundOrder(deps, caller.user.id, request.params.id, request.body, heldIdempotencyKey(request));
    return { data: await orderView(app.db, request.params.id) };
  });

  endpointRoute(app, confirmSaleEndpoint, selling, async (request, _reply, { caller }) => {
    await orderFor(app.db, request.params.id, caller.user.id, 'seller');
    const [confirmed] = await app.db
      .update(orders)
      .set({ status: 'pending' })
      .where(and(eq(orders.id, request.params.id), eq(orders.status, 'awaiting_confirmation')))
      .returning({ id: orders.id });
    if (!confirmed) {
      const current = await orderView(app.db, request.params.id);
      if (current.status !== 'pending') throw invalid('order', 'commerce.order_not_confirmable');
    }
    return { data: await orderView(app.db, request.params.id) };
  });

  endpointRoute(app, declineSaleEndpoint, selling, async (request, _reply, { caller }) => {
    await orderFor(app.db, request.params.id, caller.user.id, 'seller');
    const closed = await closeOrder(app.db, request.params.id, 'commerce.order_not_confirmable');
    app.events.emit('commerce.order_closed', { order: closed });
    return { data: await orderView(app.db, request.params.id) };
  });

  endpointRoute(app, getBalancesEndpoint, seller, async (_request, _reply, { caller }) => ({
    data: await creatorBalances(app.db, caller.user.id),
    meta: { platform_fee_bps: app.config.PLATFORM_FEE_BPS, hold_days: app.config.PAYOUT_HOLD_DAYS },
  }));
}
