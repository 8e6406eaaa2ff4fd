import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZId } from '../common/ids.ts';
import { ZCurrency, ZPriceMinor } from '../common/money.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import { COMMERCE_LIMITS, DISCOUNT_KINDS, ZDiscountCode } from './fields.ts';

/** A creator's discount code: a percentage or an amount off, with optional limits. */
export const ZDiscountCodeRow = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percent_off: z.number().int().nullable(),
  amount_off_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  used_count: z.number().int(),
  expires_at: z.string().nullable(),
  /** Limited to one program or protocol; null: every item of the creator. */
  item_id: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type TDiscountCodeRow = z.infer<typeof ZDiscountCodeRow>;

export const ZDiscountCodeRequest = z
  .object({
    code: ZDiscountCode,
    kind: z.enum(DISCOUNT_KINDS),
    percent_off: z
      .number()
      .int()
      .min(1, 'commerce.percent_range')
      .max(100, 'commerce.percent_range')
      .nullable()
      .default(null),
    amount_off_minor: ZPriceMinor.min(1, 'commerce.amount_off_min').nullable().default(null),
    currency: ZCurrency.nullable().default(null),
    max_uses: z
      .number()
      .int()
      .min(1, 'commerce.max_uses_min')
      .max(COMMERCE_LIMITS.discountUsesMax)
      .nullable()
      .default(null),
    expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
    item_id: ZId.nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'percent' && value.percent_off === null) {
      ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'commerce.percent_range' });
    }
    if (value.kind === 'amount' && value.amount_off_minor === null) {
      ctx.addIssue({ code: 'custom', path: ['amount_off_minor'], message: 'commerce.amount_off_min' });
    }
    if (value.kind === 'amount' && value.currency === null) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'programs.currency_format' });
    }
  });
export type TDiscountCodeRequest = z.input<typeof ZDiscountCodeRequest>;

const ZOne = z.object({ data: ZDiscountCodeRow });

export const listDiscountCodesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/discount-codes',
  query: ZPageQuery,
  responses: { 200: paged(ZDiscountCodeRow) },
  auth: 'expert',
});

export const createDiscountCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/discount-codes',
  body: ZDiscountCodeRequest,
  responses: { 201: ZOne },
  auth: 'expert',
  errors: [422],
});

export const updateDiscountCodeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/creator/discount-codes/:id',
  params: z.object({ id: ZId }),
  body: ZDiscountCodeRequest,
  responses: { 200: ZOne },
  auth: 'expert',
  errors: [422],
});

export const deleteDiscountCodeEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/creator/discount-codes/:id',
  params: z.object({ id: ZId }),
  responses: { 200: z.object({ data: z.object({ deleted: z.literal(true) }) }) },
  auth: 'expert',
});
