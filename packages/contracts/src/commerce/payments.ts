import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZId } from '../common/ids.ts';
import { PAYMENT_PROVIDERS, ZCardSummary } from './fields.ts';

/** What the browser needs to take a payment: which provider, its public key, and the platform's fee for creators. */
export const getPaymentsConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/payments/config',
  responses: {
    200: z.object({
      data: z.object({
        provider: z.enum(PAYMENT_PROVIDERS),
        publishable_key: z.string().nullable(),
        platform_fee_bps: z.number().int(),
        hold_days: z.number().int(),
      }),
    }),
  },
  auth: 'none',
});

/** A provider's signed event (a webhook), read from its raw body. */
export const paymentsWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payments/webhook/stripe',
  responses: { 200: z.object({ received: z.literal(true) }) },
  auth: 'none',
  errors: [422],
});

// The built-in provider's own surface: what Stripe.js and Stripe's pages are for Stripe. The card number goes here and
// nowhere else; the app's endpoints receive only the payment method id it answers.

const ZExpiryYear = z.number().int().min(2000, 'commerce.card_expiry').max(2100, 'commerce.card_expiry');

/** POST /api/payments/local/payment-methods: a card typed into the card form, turned into a payment method id. */
export const ZLocalCardRequest = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'commerce.card_number')),
  exp_month: z.number().int().min(1, 'commerce.card_expiry').max(12, 'commerce.card_expiry'),
  exp_year: ZExpiryYear,
  cvc: z.string().regex(/^\d{3,4}$/, 'commerce.card_cvc'),
});

export const createLocalPaymentMethodEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payments/local/payment-methods',
  body: ZLocalCardRequest,
  responses: { 201: z.object({ data: ZCardSummary.extend({ id: z.string() }) }) },
  auth: 'user',
  errors: [422],
});

/** The built-in provider's confirmation page reads the charge it confirms. */
export const ZLocalCharge = z.object({
  id: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  status: z.string(),
  card: ZCardSummary.pick({ brand: true, last4: true }).nullable(),
  return_url: z.string(),
});

export const getLocalChargeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/payments/local/charges/:id',
  params: z.object({ id: ZId }),
  responses: { 200: z.object({ data: ZLocalCharge }) },
  auth: 'user',
});

/** The buyer approves or fails the confirmation step (the 3-D Secure page of the built-in provider). */
export const authenticateLocalChargeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payments/local/charges/:id/authenticate',
  params: z.object({ id: ZId }),
  body: z.object({ approve: z.boolean() }),
  responses: { 200: z.object({ data: ZLocalCharge }) },
  auth: 'user',
  errors: [422],
});
