import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZProtocolResponse } from './create-protocol.ts';
import { ZCurrency, ZPriceMinor } from '../common/money.ts';
import { PROTOCOL_ACCESS, ZProtocolId } from './fields.ts';

/**
 * PUT /api/creator/protocols/{id}/pricing (builder `pricing`): a paid protocol needs a price above zero, a free one
 * has none. Answers `ZProtocolResponse`.
 */
export const ZUpdatePricingRequest = z
  .object({ access: z.enum(PROTOCOL_ACCESS), price_minor: ZPriceMinor, currency: ZCurrency })
  .superRefine((value, ctx) => {
    if (value.access === 'paid' && value.price_minor === 0) {
      ctx.addIssue({ code: 'custom', path: ['price_minor'], message: 'protocols.paid_price' });
    }
    if (value.access === 'free' && value.price_minor !== 0) {
      ctx.addIssue({ code: 'custom', path: ['price_minor'], message: 'protocols.free_price' });
    }
  });
export type TUpdatePricingRequest = z.infer<typeof ZUpdatePricingRequest>;

export const updatePricingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/creator/protocols/:id/pricing',
  params: ZProtocolId,
  body: ZUpdatePricingRequest,
  responses: { 200: ZProtocolResponse },
  auth: 'expert',
});
