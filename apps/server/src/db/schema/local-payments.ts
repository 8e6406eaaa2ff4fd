import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns, currencyCode, oneOf, tz } from './columns.ts';

const CHARGE_STATUSES = ['requires_action', 'processing', 'succeeded', 'failed'] as const;
const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * The built-in payment provider's own records (`platform/payments/local.ts`): what Stripe keeps on its side, kept
 * here because this provider runs in the app's process. The app's tables never join them; the provider answers
 * through the `PaymentProvider` interface like any other. No card number is stored: brand, last four and expiry.
 */
export const localPaymentMethods = pgTable('local_payment_methods', {
  ...baseColumns,
  /** The customer it is saved to (`cus_local_<user id>`), or null while it is a one-time card. */
  customer: text('customer'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  exp_month: integer('exp_month').notNull(),
  exp_year: integer('exp_year').notNull(),
  /** How the card behaves when charged: one of Stripe's test cards (`local.ts` TEST_CARDS), known by its full number. */
  behaviour: text('behaviour').notNull(),
  /** Who typed it: the card form's caller, so one person cannot charge another's card id. */
  owner: text('owner').notNull(),
});

export const localCharges = pgTable(
  'local_charges',
  {
    ...baseColumns,
    idempotency_key: text('idempotency_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    customer: text('customer').notNull(),
    payment_method_id: uuid('payment_method_id')
      .notNull()
      .references(() => localPaymentMethods.id, { onDelete: 'restrict' }),
    status: text('status', { enum: CHARGE_STATUSES }).notNull(),
    failure: text('failure'),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    return_url: text('return_url').notNull(),
    metadata: jsonb('metadata')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    uniqueIndex('local_charges_key_idx').on(t.idempotency_key),
    index('local_charges_method_idx').on(t.payment_method_id),
    index('local_charges_created_idx').on(t.created_at),
    currencyCode('local_charges_currency_check', t.currency),
    oneOf('local_charges_status_check', t.status, CHARGE_STATUSES),
  ],
);

export const localRefunds = pgTable(
  'local_refunds',
  {
    ...baseColumns,
    idempotency_key: text('idempotency_key').notNull(),
    charge_id: uuid('charge_id')
      .notNull()
      .references(() => localCharges.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    metadata: jsonb('metadata')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    uniqueIndex('local_refunds_key_idx').on(t.idempotency_key),
    index('local_refunds_charge_idx').on(t.charge_id),
    index('local_refunds_created_idx').on(t.created_at),
    oneOf('local_refunds_status_check', t.status, REFUND_STATUSES),
  ],
);

/**
 * A creator's connected account at the built-in provider (what Stripe keeps of an Express account): its state, and
 * what its onboarding page collected, never the bank account's number (its last four only).
 */
export const localConnectedAccounts = pgTable(
  'local_connected_accounts',
  {
    ...baseColumns,
    idempotency_key: text('idempotency_key').notNull(),
    /** The creator it was made for: only they may open its onboarding page. */
    owner: text('owner').notNull(),
    email: text('email').notNull(),
    details_submitted: boolean('details_submitted').notNull().default(false),
    charges_enabled: boolean('charges_enabled').notNull().default(false),
    payouts_enabled: boolean('payouts_enabled').notNull().default(false),
    transfers_active: boolean('transfers_active').notNull().default(false),
    requirements_due: jsonb('requirements_due')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    disabled_reason: text('disabled_reason'),
    legal_name: text('legal_name'),
    bank_last4: text('bank_last4'),
    /** The newest onboarding link's return and refresh addresses, and when it stops working. */
    return_url: text('return_url'),
    refresh_url: text('refresh_url'),
    link_expires_at: tz('link_expires_at'),
    metadata: jsonb('metadata')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    uniqueIndex('local_connected_accounts_key_idx').on(t.idempotency_key),
    index('local_connected_accounts_owner_idx').on(t.owner),
  ],
);
