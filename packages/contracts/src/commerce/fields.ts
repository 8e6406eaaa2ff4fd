import { z } from 'zod';
import { ZMoney } from '../common/money.ts';

/**
 * What an order can be for (DOMAIN.md, Commerce). The first four are sold today; services, bookings and subscriptions
 * come with their own issues and are named now so the tables and the screens need no reshaping then.
 */
export const ORDER_ITEM_TYPES = [
  'program',
  'protocol',
  'protocol_order',
  'donation',
  'service',
  'booking',
  'subscription',
] as const;
export type TOrderItemType = (typeof ORDER_ITEM_TYPES)[number];

/** What a person can order through `POST /api/orders` today (a protocol's order step opens its own). */
export const BUYABLE_ITEM_TYPES = ['program', 'protocol', 'donation'] as const;

/** `confirmation`: the seller confirms before payment is taken (SPEC section 9's default); `payment`: pay at once. */
export const ORDER_TYPES = ['confirmation', 'payment'] as const;
export type TOrderType = (typeof ORDER_TYPES)[number];

/**
 * An order's life: `pending` (waiting for payment), `awaiting_confirmation` (the seller has not confirmed yet),
 * `paid`, `failed` (the last payment was refused; the buyer may try another card), `cancelled`, `refunded`,
 * `partially_refunded`.
 */
export const ORDER_STATUSES = [
  'pending',
  'awaiting_confirmation',
  'paid',
  'failed',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders that still wait for the buyer or the seller. */
export const OPEN_ORDER_STATUSES = ['pending', 'awaiting_confirmation', 'failed'] as const satisfies TOrderStatus[];
/** Orders that grant what was bought. */
export const OWNING_ORDER_STATUSES = ['paid', 'partially_refunded'] as const satisfies TOrderStatus[];

/** One attempt to take a payment: waiting for the buyer's bank, the provider, or final. */
export const PAYMENT_STATUSES = ['processing', 'requires_action', 'succeeded', 'failed'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** Why a card was refused, in Stripe's decline codes; the web says each in the buyer's language. */
export const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'authentication_failed',
  'processing_error',
] as const;
export type TDeclineCode = (typeof DECLINE_CODES)[number];

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;

/** Limits of what people type into money screens. */
export const COMMERCE_LIMITS = {
  /** A donation, in minor units: at least 1.00 and at most 10,000.00 of a two-digit currency. */
  donationMin: 100,
  donationMax: 1_000_000,
  reasonMax: 500,
  messageMax: 500,
  codeMin: 3,
  codeMax: 32,
  discountUsesMax: 1_000_000,
} as const;

/** A discount code as people type it: letters, digits, dashes and underscores; compared without case. */
export const ZDiscountCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(COMMERCE_LIMITS.codeMin, 'commerce.code_format')
  .max(COMMERCE_LIMITS.codeMax, 'commerce.code_format')
  .regex(/^[A-Z0-9_-]+$/, 'commerce.code_format');

export const ZCardSummary = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type TCardSummary = z.infer<typeof ZCardSummary>;

export const ZMoneyAmount = ZMoney;

/**
 * A creator's payout account as the studio shows it (decision 078): none yet, the provider still needs details, the
 * provider is checking them, it can receive payouts, or the provider refused it.
 */
export const PAYOUT_ACCOUNT_STATUSES = ['not_set_up', 'details_needed', 'under_review', 'ready', 'rejected'] as const;
export type TPayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** What a payout account still needs, grouped from the provider's field paths so the web can say each in words. */
export const PAYOUT_REQUIREMENTS = [
  'bank_account',
  'identity',
  'personal_details',
  'terms',
  'business',
  'other',
] as const;
export type TPayoutRequirement = (typeof PAYOUT_REQUIREMENTS)[number];
