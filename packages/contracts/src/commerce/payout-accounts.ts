import { z } from 'zod';
import { isPlainLine } from '../common/plain-text.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZId } from '../common/ids.ts';
import { PAYMENT_PROVIDERS, PAYOUT_ACCOUNT_STATUSES, PAYOUT_REQUIREMENTS } from './fields.ts';

/** A creator's payout account (Stripe Connect Express, decision 078): its state and what it still needs. */
export const ZPayoutAccount = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  missing: z.array(z.enum(PAYOUT_REQUIREMENTS)),
  details_submitted: z.boolean(),
  payouts_enabled: z.boolean(),
  /** The provider's reason the account cannot receive money (`requirements.past_due`), null when none. */
  disabled_reason: z.string().nullable(),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

const ZPayoutAccountResponse = z.object({ data: ZPayoutAccount });

/** GET /api/creator/payout-account: the caller's payout account as last reported by the provider. */
export const getPayoutAccountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/payout-account',
  responses: { 200: ZPayoutAccountResponse },
  auth: 'expert',
});

/**
 * POST /api/creator/payout-account/onboarding: sets up the caller's account at the provider, once, and answers a
 * fresh onboarding link to it (a second click or a retry finds the same account).
 */
export const startPayoutOnboardingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/payout-account/onboarding',
  responses: { 200: ZPayoutAccountResponse.extend({ url: z.string() }) },
  auth: 'expert',
  errors: [422],
});

/** POST /api/creator/payout-account/refresh: reads the account from the provider now (the onboarding's return page). */
export const refreshPayoutAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/creator/payout-account/refresh',
  responses: { 200: ZPayoutAccountResponse },
  auth: 'expert',
  errors: [422],
});

// The built-in provider's onboarding page: what Stripe's hosted onboarding is for Stripe. The bank details go here and
// nowhere else; the app's own tables keep only the account's state.

const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'commerce.payout_dob')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'commerce.payout_dob');

/** POST /api/payments/local/accounts/{id}/onboarding: Stripe's test values decide the outcome (decision 078). */
export const ZLocalOnboardingRequest = z.object({
  legal_name: z
    .string()
    .trim()
    .min(2, 'commerce.payout_legal_name')
    .max(200, 'commerce.payout_legal_name')
    .refine(isPlainLine, 'commerce.payout_legal_name'),
  dob: ZDate,
  routing_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{9}$/, 'commerce.payout_routing')),
  account_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{4,17}$/, 'commerce.payout_account_number')),
});
export type TLocalOnboardingRequest = z.infer<typeof ZLocalOnboardingRequest>;

export const ZLocalAccount = ZPayoutAccount.pick({ status: true, missing: true, details_submitted: true }).extend({
  id: z.string(),
  legal_name: z.string().nullable(),
  bank_last4: z.string().nullable(),
  /** Where the creator goes when done (or when leaving), and where a new link is made when this one has expired. */
  return_url: z.string(),
  refresh_url: z.string(),
  link_expired: z.boolean(),
});

export const getLocalAccountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/payments/local/accounts/:id',
  params: z.object({ id: ZId }),
  responses: { 200: z.object({ data: ZLocalAccount }) },
  auth: 'expert',
});

export const submitLocalOnboardingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payments/local/accounts/:id/onboarding',
  params: z.object({ id: ZId }),
  body: ZLocalOnboardingRequest,
  responses: { 200: z.object({ data: ZLocalAccount }) },
  auth: 'expert',
  errors: [422],
});
