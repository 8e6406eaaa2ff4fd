import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZId } from '../common/ids.ts';
import { ZMoney } from '../common/money.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import { COMMERCE_LIMITS, ORDER_STATUSES } from './fields.ts';
import { ZOrder, ZOrderResponse } from './orders.ts';

/** GET /api/creator/sales: the caller's sales, newest first. */
export const listSalesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/sales',
  query: ZPageQuery.extend({ status: z.enum(ORDER_STATUSES).optional() }),
  responses: { 200: paged(ZOrder) },
  auth: 'expert',
});

/** A refund in full or in part, with the reason the buyer reads. */
export const ZRefundRequest = z.object({
  amount_minor: z.number().int('commerce.amount_whole').min(1, 'commerce.refund_min'),
  reason: z.string().trim().min(3, 'commerce.refund_reason').max(COMMERCE_LIMITS.reasonMax),
});

export const refundOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/sales/:id/refund',
  params: z.object({ id: ZId }),
  body: ZRefundRequest,
  responses: { 200: ZOrderResponse },
  auth: 'expert',
  errors: [422],
});

/** The seller confirms an order of type `confirmation`, so its buyer can pay; or declines it. */
export const confirmSaleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/sales/:id/confirm',
  params: z.object({ id: ZId }),
  responses: { 200: ZOrderResponse },
  auth: 'expert',
  errors: [422],
});

export const declineSaleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/sales/:id/decline',
  params: z.object({ id: ZId }),
  responses: { 200: ZOrderResponse },
  auth: 'expert',
  errors: [422],
});

/** What the platform owes a creator, per currency: inside the hold (pending) and free to pay out (available). */
export const ZBalance = z.object({
  currency: z.string(),
  pending_minor: z.number().int(),
  available_minor: z.number().int(),
});

export const getBalancesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/balances',
  responses: {
    200: z.object({
      data: z.array(ZBalance),
      meta: z.object({ platform_fee_bps: z.number().int(), hold_days: z.number().int() }),
    }),
  },
  auth: 'expert',
});

export const ZSaleTotals = z.object({ gross: ZMoney });
