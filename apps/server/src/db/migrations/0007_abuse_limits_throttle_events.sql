CREATE TABLE "throttle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_events_subject_idx" ON "throttle_events" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "throttle_events_created_idx" ON "throttle_events" USING btree ("created_at");