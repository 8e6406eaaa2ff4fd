import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZId } from '../common/ids.ts';
import { PAYMENT_PROVIDERS, ZCardSummary } from './fields.ts';

/** A saved card: what the provider let us keep (brand, last four, expiry), never the number. */
export const ZPaymentMethod = ZCardSummary.extend({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const listPaymentMethodsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/payment-methods',
  responses: { 200: z.object({ data: z.array(ZPaymentMethod) }) },
  auth: 'user',
});

/** Saves the card the card form sent to the provider (its payment method id); the first one becomes the default. */
export const addPaymentMethodEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payment-methods',
  body: z.object({
    payment_method: z.string().trim().min(3, 'commerce.payment_method').max(255, 'commerce.payment_method'),
  }),
  responses: { 201: z.object({ data: ZPaymentMethod }) },
  auth: 'user',
  errors: [422],
});

export const setDefaultPaymentMethodEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payment-methods/:id/default',
  params: z.object({ id: ZId }),
  responses: { 200: z.object({ data: ZPaymentMethod }) },
  auth: 'user',
});

export const deletePaymentMethodEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/payment-methods/:id',
  params: z.object({ id: ZId }),
  responses: { 200: z.object({ data: z.object({ deleted: z.literal(true) }) }) },
  auth: 'user',
});
