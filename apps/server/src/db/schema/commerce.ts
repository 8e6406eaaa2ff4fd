import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DECLINE_CODES,
  DISCOUNT_KINDS,
  ORDER_ITEM_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from '@ito/contracts/commerce/fields';
import { baseColumns, currencyCode, nonNegative, oneOf, tz } from './columns.ts';
import { users } from './auth.ts';

/** Money in minor units: bigint in the database, a JavaScript number (the ledger keeps it a safe integer). */
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * A discount code a creator offers (DOMAIN.md, Commerce): a percentage or an amount off, limited in uses, time and
 * item. `used_count` counts the orders holding the code from the moment their payment starts (a failed payment gives
 * its use back), so two buyers racing for the last use cannot both have it.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    ...baseColumns,
    creator_id: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    percent_off: integer('percent_off'),
    amount_off_minor: minor('amount_off_minor'),
    currency: text('currency'),
    max_uses: integer('max_uses'),
    used_count: integer('used_count').notNull().default(0),
    expires_at: tz('expires_at'),
    item_id: uuid('item_id'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('discount_codes_creator_code_idx').on(t.creator_id, t.code),
    oneOf('discount_codes_kind_check', t.kind, DISCOUNT_KINDS),
    check(
      'discount_codes_value_check',
      sql`(${t.kind} = 'percent' and ${t.percent_off} between 1 and 100)
        or (${t.kind} = 'amount' and ${t.amount_off_minor} > 0 and ${t.currency} is not null)`,
    ),
    check(
      'discount_codes_uses_check',
      sql`${t.used_count} >= 0 and (${t.max_uses} is null or ${t.used_count} <= ${t.max_uses})`,
    ),
  ],
);

/**
 * An order: what a buyer asked to buy, at the amount the server computed (price, discount, currency), and where it is
 * in its life (`ORDER_STATUSES`). The amount never changes once the order exists; a new discount makes a new order.
 */
export const orders = pgTable(
  'orders',
  {
    ...baseColumns,
    buyer_id: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Null: the platform sells (a donation to the platform). */
    seller_id: uuid('seller_id').references(() => users.id, { onDelete: 'restrict' }),
    item_type: text('item_type', { enum: ORDER_ITEM_TYPES }).notNull(),
    item_id: uuid('item_id'),
    item_title: text('item_title').notNull(),
    type: text('type', { enum: ORDER_TYPES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    currency: text('currency').notNull(),
    subtotal_minor: minor('subtotal_minor').notNull(),
    discount_minor: minor('discount_minor').notNull().default(0),
    amount_minor: minor('amount_minor').notNull(),
    /** What has been refunded, kept beside the ledger's refunds in the same transaction for lists. */
    refunded_minor: minor('refunded_minor').notNull().default(0),
    discount_code_id: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discount_code: text('discount_code'),
    /** Whether this order holds a use of its code (from the start of a payment until it fails or is cancelled). */
    discount_held: boolean('discount_held').notNull().default(false),
    /** The platform's fee when the order was made, in basis points: a later change of the setting does not reach it. */
    platform_fee_bps: integer('platform_fee_bps').notNull(),
    message: text('message'),
    /** What opened it when not a person's click: a protocol step's effect key, so a replayed effect opens it once. */
    source_key: text('source_key'),
    paid_at: tz('paid_at'),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyer_id, t.created_at.desc()),
    index('orders_seller_idx').on(t.seller_id, t.created_at.desc()),
    index('orders_item_idx').on(t.item_type, t.item_id),
    index('orders_discount_code_idx').on(t.discount_code_id),
    uniqueIndex('orders_source_key_idx').on(t.source_key),
    // One open order per buyer and item: a double click finds the first.
    uniqueIndex('orders_open_item_idx')
      .on(t.buyer_id, t.item_type, t.item_id)
      .where(
        sql`${t.status} in ('pending', 'awaiting_confirmation', 'failed') and ${t.item_id} is not null and ${t.source_key} is null`,
      ),
    oneOf('orders_item_type_check', t.item_type, ORDER_ITEM_TYPES),
    oneOf('orders_type_check', t.type, ORDER_TYPES),
    oneOf('orders_status_check', t.status, ORDER_STATUSES),
    currencyCode('orders_currency_check', t.currency),
    nonNegative('orders_discount_check', t.discount_minor),
    check(
      'orders_amount_check',
      sql`${t.subtotal_minor} > 0 and ${t.amount_minor} >= 0 and ${t.amount_minor} = ${t.subtotal_minor} - ${t.discount_minor}`,
    ),
    check('orders_refunded_check', sql`${t.refunded_minor} >= 0 and ${t.refunded_minor} <= ${t.amount_minor}`),
    check('orders_fee_check', sql`${t.platform_fee_bps} between 0 and 10000`),
  ],
);

/**
 * One attempt to take an order's payment. `id` is the idempotency key of the provider call, so a retry after a crash
 * finds the same charge. At most one attempt per order is in flight and at most one succeeds (unique indexes).
 */
export const payments = pgTable(
  'payments',
  {
    ...baseColumns,
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    provider_ref: text('provider_ref'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount_minor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    fee_minor: minor('fee_minor').notNull().default(0),
    failure: text('failure', { enum: DECLINE_CODES }),
    payment_method: text('payment_method').notNull(),
    save_card: boolean('save_card').notNull().default(false),
    /** The `Idempotency-Key` of the request that made it: a retry of that request resumes this attempt. */
    client_key: text('client_key'),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    settled_at: tz('settled_at'),
  },
  (t) => [
    index('payments_order_idx').on(t.order_id),
    uniqueIndex('payments_client_key_idx').on(t.order_id, t.client_key),
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.provider_ref),
    uniqueIndex('payments_one_in_flight_idx')
      .on(t.order_id)
      .where(sql`${t.status} in ('processing', 'requires_action')`),
    uniqueIndex('payments_one_succeeded_idx')
      .on(t.order_id)
      .where(sql`${t.status} = 'succeeded'`),
    index('payments_unsettled_idx')
      .on(t.created_at)
      .where(sql`${t.status} in ('processing', 'requires_action')`),
    oneOf('payments_provider_check', t.provider, PAYMENT_PROVIDERS),
    oneOf('payments_status_check', t.status, PAYMENT_STATUSES),
    oneOf('payments_failure_check', t.failure, DECLINE_CODES),
    currencyCode('payments_currency_check', t.currency),
  ],
);

/** A refund of part or all of a payment, with the seller's reason; `id` is its idempotency key at the provider. */
export const refunds = pgTable(
  'refunds',
  {
    ...baseColumns,
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    payment_id: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount_minor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    provider_ref: text('provider_ref'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    settled_at: tz('settled_at'),
    /** The `Idempotency-Key` of the request that made it: a retry finds it instead of refunding twice. */
    client_key: text('client_key'),
  },
  (t) => [
    index('refunds_order_idx').on(t.order_id),
    uniqueIndex('refunds_client_key_idx').on(t.order_id, t.client_key),
    index('refunds_payment_idx').on(t.payment_id),
    index('refunds_created_by_idx').on(t.created_by),
    index('refunds_unsettled_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'pending'`),
    oneOf('refunds_status_check', t.status, REFUND_STATUSES),
    check('refunds_amount_check', sql`${t.amount_minor} > 0`),
  ],
);

/**
 * The double-entry ledger (DESIGN section 10, decision 076): a transaction is a set of entries that sum to zero in
 * each currency. The database refuses an unbalanced transaction at commit (a deferred constraint trigger, migration
 * 0019) and refuses any change to an entry once written: corrections are new transactions.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    ...baseColumns,
    kind: text('kind', { enum: ['payment', 'refund', 'release', 'adjustment'] }).notNull(),
    /** The payment whose history it belongs to (payment, refund, release), read back by `paymentState`. */
    payment_id: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** What made it, once: a payment settles into one transaction, a refund into one. */
    source_key: text('source_key').notNull(),
    memo: text('memo'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('ledger_transactions_source_idx').on(t.source_key),
    index('ledger_transactions_payment_idx').on(t.payment_id),
    index('ledger_transactions_created_by_idx').on(t.created_by),
    oneOf('ledger_transactions_kind_check', t.kind, ['payment', 'refund', 'release', 'adjustment']),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transaction_id: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** An account name of `@ito/ledger/account` (`creator_pending:<id>`, `platform_fees`, ...). */
    account: text('account').notNull(),
    /** Signed minor units: a debit positive, a credit negative. */
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    created_at: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transaction_id),
    // A balance is an index-only sum over one account's entries.
    index('ledger_entries_account_idx').on(t.account, t.currency, t.amount),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    currencyCode('ledger_entries_currency_check', t.currency),
  ],
);

/**
 * Each creator account's running total per currency, kept by a statement trigger on `ledger_entries` in the same
 * transaction as the entries (migration 0019), so it cannot drift from them: a creator's balances are one indexed
 * read however many entries they have (DESIGN section 12). Derived, never written by the app; `ledgerTotalsAgree`
 * (ledger-store.ts) checks it against the entries' sums.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    balance: minor('balance').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.currency] }), currencyCode('ledger_balances_currency_check', t.currency)],
);

/** A saved card: the provider's id and what may be shown; the number never reaches the app. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    ...baseColumns,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    provider_ref: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    is_default: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('payment_methods_ref_idx').on(t.user_id, t.provider, t.provider_ref),
    uniqueIndex('payment_methods_default_idx')
      .on(t.user_id)
      .where(sql`${t.is_default}`),
    oneOf('payment_methods_provider_check', t.provider, PAYMENT_PROVIDERS),
  ],
);

/** A person's customer at a provider (Stripe's `cus_...`), made once. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    customer_ref: text('customer_ref').notNull(),
    created_at: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.provider] }),
    oneOf('payment_customers_provider_check', t.provider, PAYMENT_PROVIDERS),
  ],
);

export const billingAddresses = pgTable('billing_addresses', {
  ...baseColumns,
  user_id: uuid('user_id')
    .notNull()
    .unique('billing_addresses_user_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  full_name: text('full_name').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2').notNull().default(''),
  city: text('city').notNull(),
  region: text('region').notNull().default(''),
  postal_code: text('postal_code').notNull().default(''),
  country: text('country').notNull(),
  /** E.164, or empty. */
  phone: text('phone').notNull().default(''),
  tax_id: text('tax_id').notNull().default(''),
});

/**
 * Receipts and credit notes, numbered without gaps per seller: the number comes from `invoice_counters` in the same
 * transaction that settles the payment or the refund, so a rolled-back settlement takes its number back with it.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...baseColumns,
    /** The seller's id, or `platform` for what the platform sells (donations to it). */
    seller_key: text('seller_key').notNull(),
    number: integer('number').notNull(),
    kind: text('kind', { enum: ['receipt', 'credit_note'] }).notNull(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    refund_id: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.seller_key, t.number),
    uniqueIndex('invoices_receipt_idx')
      .on(t.order_id)
      .where(sql`${t.kind} = 'receipt'`),
    uniqueIndex('invoices_refund_idx').on(t.refund_id),
    oneOf('invoices_kind_check', t.kind, ['receipt', 'credit_note']),
    check('invoices_number_check', sql`${t.number} > 0`),
  ],
);

export const invoiceCounters = pgTable('invoice_counters', {
  seller_key: text('seller_key').primaryKey(),
  last_number: integer('last_number').notNull(),
});

/**
 * A creator's connected account at the provider (Stripe Connect Express, decision 078), one per creator and provider:
 * where their shares will be paid out. Its state is the provider's, copied from its events (the source of truth) and
 * from a read when the creator comes back from onboarding; `state_at` is when the provider saw the copied state, so an
 * older event arriving late changes nothing.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    ...baseColumns,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id (`acct_...`): null from the row's insert until the provider answers (the key is the row's id). */
    account_ref: text('account_ref'),
    details_submitted: boolean('details_submitted').notNull().default(false),
    charges_enabled: boolean('charges_enabled').notNull().default(false),
    payouts_enabled: boolean('payouts_enabled').notNull().default(false),
    transfers_active: boolean('transfers_active').notNull().default(false),
    requirements_due: jsonb('requirements_due')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    disabled_reason: text('disabled_reason'),
    state_at: tz('state_at'),
  },
  (t) => [
    uniqueIndex('payout_accounts_user_idx').on(t.user_id, t.provider),
    uniqueIndex('payout_accounts_ref_idx').on(t.provider, t.account_ref),
    oneOf('payout_accounts_provider_check', t.provider, PAYMENT_PROVIDERS),
  ],
);
