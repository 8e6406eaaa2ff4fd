import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZId } from '../common/ids.ts';
import { ZCurrency } from '../common/money.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import {
  BUYABLE_ITEM_TYPES,
  COMMERCE_LIMITS,
  DECLINE_CODES,
  ORDER_ITEM_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_STATUSES,
  ZCardSummary,
  ZDiscountCode,
} from './fields.ts';

const ZParty = z.object({ id: z.string(), name: z.string(), username: z.string().nullable() });

/** An order as its buyer and its seller see it: amounts in minor units of `currency`, computed by the server. */
export const ZOrder = z.object({
  id: z.string(),
  item_type: z.enum(ORDER_ITEM_TYPES),
  item_id: z.string().nullable(),
  item_title: z.string(),
  /** Where what was bought lives in the app (`/program/...`), when it has a page. */
  item_path: z.string().nullable(),
  /** Null for a donation to the platform. */
  seller: ZParty.nullable(),
  buyer: ZParty,
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  amount_minor: z.number().int(),
  refunded_minor: z.number().int(),
  discount_code: z.string().nullable(),
  message: z.string().nullable(),
  /** The latest attempt to pay. */
  payment: z
    .object({
      status: z.enum(PAYMENT_STATUSES),
      card: ZCardSummary.pick({ brand: true, last4: true }).nullable(),
      failure: z.enum(DECLINE_CODES).nullable(),
    })
    .nullable(),
  receipt_number: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount_minor: z.number().int(),
      reason: z.string(),
      status: z.string(),
      created_at: z.string(),
      credit_note_number: z.string().nullable(),
    }),
  ),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderResponse = z.object({ data: ZOrder });

/** POST /api/orders: what to buy; the server computes the amount from the item, the code and the currency. */
export const ZCreateOrderRequest = z
  .object({
    item_type: z.enum(BUYABLE_ITEM_TYPES),
    /** The program or protocol; for a donation, the creator who receives it (absent: the platform). */
    item_id: ZId.nullable().optional(),
    discount_code: ZDiscountCode.nullable().optional(),
    /** A donation's amount: the one amount a buyer chooses. */
    amount_minor: z
      .number()
      .int('commerce.amount_whole')
      .min(COMMERCE_LIMITS.donationMin, 'commerce.donation_min')
      .max(COMMERCE_LIMITS.donationMax, 'commerce.donation_max')
      .optional(),
    currency: ZCurrency.optional(),
    message: z.string().trim().max(COMMERCE_LIMITS.messageMax).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.item_type !== 'donation' && !value.item_id) {
      ctx.addIssue({ code: 'custom', path: ['item_id'], message: 'commerce.item_required' });
    }
    if (value.item_type === 'donation' && value.amount_minor === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount_minor'], message: 'commerce.donation_min' });
    }
  });
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

export const createOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/orders',
  body: ZCreateOrderRequest,
  responses: { 201: ZOrderResponse },
  auth: 'user',
  errors: [404, 422],
});

export const getOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:id',
  params: z.object({ id: ZId }),
  responses: { 200: ZOrderResponse },
  auth: 'user',
});

/** What the browser does next after a payment attempt: nothing, open the provider's page, or run Stripe's script. */
export const ZNextAction = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('redirect'), url: z.string() }),
    z.object({ kind: z.literal('stripe'), client_secret: z.string() }),
  ])
  .nullable();

/** POST /api/orders/:id/pay: a card from the card form (the provider's payment method id) or a saved one. */
export const ZPayOrderRequest = z.object({
  payment_method: z.string().trim().min(3, 'commerce.payment_method').max(255, 'commerce.payment_method'),
  /** Keep the card for next time (the form's "Save this card"). */
  save_card: z.boolean().default(false),
});

export const payOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/pay',
  params: z.object({ id: ZId }),
  body: ZPayOrderRequest,
  responses: { 200: z.object({ data: ZOrder, next_action: ZNextAction }) },
  auth: 'user',
  errors: [422],
});

export const cancelOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/cancel',
  params: z.object({ id: ZId }),
  responses: { 200: ZOrderResponse },
  auth: 'user',
  errors: [422],
});

/** GET /api/orders: the caller's own orders, newest first (`/settings/payments`); `owned` keeps what they own. */
export const ZListOrdersQuery = ZPageQuery.extend({
  owned: z.enum(['true', 'false']).optional(),
});

export const listOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/orders',
  query: ZListOrdersQuery,
  responses: { 200: paged(ZOrder) },
  auth: 'user',
});

/** The receipt (or, with `refund`, a refund's credit note) as a PDF, for the buyer and the seller only. */
export const getReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:id/receipt',
  params: z.object({ id: ZId }),
  query: z.object({ refund: ZId.optional(), lang: z.enum(['en', 'ar']).optional() }),
  responses: { 200: z.string() },
  auth: 'user',
});
