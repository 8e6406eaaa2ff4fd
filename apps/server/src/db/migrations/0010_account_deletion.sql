CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erase_after" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_open_unique" ON "deletion_requests" USING btree ("user_id") WHERE "deletion_requests"."cancelled_at" is null and "deletion_requests"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "deletion_requests_due_idx" ON "deletion_requests" USING btree ("erase_after") WHERE "deletion_requests"."cancelled_at" is null and "deletion_requests"."erased_at" is null;