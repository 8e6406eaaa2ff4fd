CREATE TABLE "billing_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	CONSTRAINT "billing_addresses_user_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_minor" bigint,
	"currency" text,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"item_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discount_codes_kind_check" CHECK ("discount_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "discount_codes_value_check" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent_off" between 1 and 100)
        or ("discount_codes"."kind" = 'amount' and "discount_codes"."amount_off_minor" > 0 and "discount_codes"."currency" is not null)),
	CONSTRAINT "discount_codes_uses_check" CHECK ("discount_codes"."used_count" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."used_count" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"seller_key" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller_key" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('receipt', 'credit_note')),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "ledger_balances_account_currency_pk" PRIMARY KEY("account","currency"),
	CONSTRAINT "ledger_balances_currency_check" CHECK ("ledger_balances"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_currency_check" CHECK ("ledger_entries"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid,
	"source_key" text NOT NULL,
	"memo" text,
	"created_by" uuid,
	CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('payment', 'refund', 'release', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid,
	"item_type" text NOT NULL,
	"item_id" uuid,
	"item_title" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"discount_code_id" uuid,
	"discount_code" text,
	"discount_held" boolean DEFAULT false NOT NULL,
	"platform_fee_bps" integer NOT NULL,
	"message" text,
	"source_key" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_item_type_check" CHECK ("orders"."item_type" in ('program', 'protocol', 'protocol_order', 'donation', 'service', 'booking', 'subscription')),
	CONSTRAINT "orders_type_check" CHECK ("orders"."type" in ('confirmation', 'payment')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'awaiting_confirmation', 'paid', 'failed', 'cancelled', 'refunded', 'partially_refunded')),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "orders_discount_check" CHECK ("orders"."discount_minor" >= 0),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."subtotal_minor" > 0 and "orders"."amount_minor" >= 0 and "orders"."amount_minor" = "orders"."subtotal_minor" - "orders"."discount_minor"),
	CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_minor" >= 0 and "orders"."refunded_minor" <= "orders"."amount_minor"),
	CONSTRAINT "orders_fee_check" CHECK ("orders"."platform_fee_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "payment_customers_provider_check" CHECK ("payment_customers"."provider" in ('local', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_methods_provider_check" CHECK ("payment_methods"."provider" in ('local', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"failure" text,
	"payment_method" text NOT NULL,
	"save_card" boolean DEFAULT false NOT NULL,
	"client_key" text,
	"card_brand" text,
	"card_last4" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('local', 'stripe')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('processing', 'requires_action', 'succeeded', 'failed')),
	CONSTRAINT "payments_failure_check" CHECK ("payments"."failure" in ('card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'incorrect_number', 'authentication_failed', 'processing_error')),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"created_by" uuid,
	"settled_at" timestamp with time zone,
	"client_key" text,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "local_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"customer" text NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"fee" bigint DEFAULT 0 NOT NULL,
	"return_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "local_charges_currency_check" CHECK ("local_charges"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "local_charges_status_check" CHECK ("local_charges"."status" in ('requires_action', 'processing', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "local_payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"owner" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "local_refunds_status_check" CHECK ("local_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "billing_addresses" ADD CONSTRAINT "billing_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_payment_method_id_local_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."local_payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_refunds" ADD CONSTRAINT "local_refunds_charge_id_local_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."local_charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_creator_code_idx" ON "discount_codes" USING btree ("creator_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("seller_key","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_receipt_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'receipt';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_idx" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","currency","amount");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_source_idx" ON "ledger_transactions" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_payment_idx" ON "ledger_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_by_idx" ON "ledger_transactions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_item_idx" ON "orders" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_source_key_idx" ON "orders" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_item_idx" ON "orders" USING btree ("buyer_id","item_type","item_id") WHERE "orders"."status" in ('pending', 'awaiting_confirmation', 'failed') and "orders"."item_id" is not null and "orders"."source_key" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_ref_idx" ON "payment_methods" USING btree ("user_id","provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_default_idx" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_client_key_idx" ON "payments" USING btree ("order_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_in_flight_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('processing', 'requires_action');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_succeeded_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" in ('processing', 'requires_action');--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_client_key_idx" ON "refunds" USING btree ("order_id","client_key");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_created_by_idx" ON "refunds" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "refunds_unsettled_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "local_charges_key_idx" ON "local_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "local_charges_method_idx" ON "local_charges" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "local_charges_created_idx" ON "local_charges" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "local_refunds_key_idx" ON "local_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "local_refunds_charge_idx" ON "local_refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "local_refunds_created_idx" ON "local_refunds" USING btree ("created_at");--> statement-breakpoint
-- The ledger's rule in the database (decision 077): at commit, every transaction that gained, lost or changed an entry
-- sums to zero in each currency and has at least two entries; a transaction that breaks it is refused (23514), even
-- when written by hand. Deferred, so the entries of one transaction may be inserted one by one.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx uuid := COALESCE(NEW.transaction_id, OLD.transaction_id);
  unbalanced text;
  entry_count integer;
BEGIN
  SELECT count(*) INTO entry_count FROM ledger_entries WHERE transaction_id = tx;
  IF entry_count > 0 AND entry_count < 2 THEN
    RAISE EXCEPTION 'ledger transaction % has a single entry', tx USING ERRCODE = '23514', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
  SELECT currency INTO unbalanced FROM ledger_entries WHERE transaction_id = tx GROUP BY currency HAVING sum(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance in %', tx, unbalanced USING ERRCODE = '23514', CONSTRAINT = 'ledger_transaction_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
--> statement-breakpoint
-- Entries are written once: a correction is a new transaction, never an edit.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = '23514', CONSTRAINT = 'ledger_entries_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- Creators' running totals (decision 077): one statement trigger adds each statement's new entries to their account's
-- total in the same transaction, in account order (so two transactions lock the rows in the same order). Only creator
-- accounts: a platform-wide row (fees, clearing) would make every payment wait on one lock.
CREATE FUNCTION ledger_balances_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_balances AS b (account, currency, balance, entries)
  SELECT account, currency, sum(amount), count(*) FROM inserted
  WHERE account LIKE 'creator\_%' GROUP BY account, currency ORDER BY account, currency
  ON CONFLICT (account, currency) DO UPDATE
    SET balance = b.balance + EXCLUDED.balance, entries = b.entries + EXCLUDED.entries;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balances AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_balances_add();
