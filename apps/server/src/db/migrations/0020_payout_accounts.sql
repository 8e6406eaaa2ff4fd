CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"account_ref" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"transfers_active" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled_reason" text,
	"state_at" timestamp with time zone,
	CONSTRAINT "payout_accounts_provider_check" CHECK ("payout_accounts"."provider" in ('local', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "local_connected_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL,
	"owner" text NOT NULL,
	"email" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"transfers_active" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled_reason" text,
	"legal_name" text,
	"bank_last4" text,
	"return_url" text,
	"refresh_url" text,
	"link_expires_at" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_user_idx" ON "payout_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_ref_idx" ON "payout_accounts" USING btree ("provider","account_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "local_connected_accounts_key_idx" ON "local_connected_accounts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "local_connected_accounts_owner_idx" ON "local_connected_accounts" USING btree ("owner");