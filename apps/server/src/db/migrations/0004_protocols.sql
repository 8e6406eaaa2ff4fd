CREATE TABLE "applied_effects" (
	"key" text PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	"kind" text DEFAULT 'single' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_followups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_id" uuid NOT NULL,
	"protocol_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"follower_id" uuid NOT NULL,
	"node_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "protocol_ai_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"protocol_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hierarchy" text DEFAULT '' NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"protocol_id" uuid NOT NULL,
	"invited_by" uuid,
	"audience" text NOT NULL,
	"email" text,
	"user_id" uuid,
	"tenant_id" uuid,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "protocol_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"protocol_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"protocol_id" uuid NOT NULL,
	"node_key" text NOT NULL,
	"parent_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"class_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target" text DEFAULT 'follower' NOT NULL,
	"next_step_condition" jsonb,
	"rules" jsonb DEFAULT '{"jumpRule":null}'::jsonb NOT NULL,
	"selected_item_id" uuid,
	"wait_minutes" integer,
	"x" real DEFAULT 0 NOT NULL,
	"y" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"protocol_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"follow_id" uuid,
	"invitation_id" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"current_node_key" text,
	"state" jsonb NOT NULL,
	"next_wake_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "protocol_team" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"protocol_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"role" text DEFAULT 'coach' NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	CONSTRAINT "protocol_team_email_unique" UNIQUE("protocol_id","email")
);
--> statement-breakpoint
CREATE TABLE "protocol_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"protocol_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"graph" jsonb NOT NULL,
	"published_by" uuid,
	CONSTRAINT "protocol_versions_unique" UNIQUE("protocol_id","version")
);
--> statement-breakpoint
CREATE TABLE "protocols" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_id" uuid NOT NULL,
	"tenant_id" uuid,
	"category_id" uuid,
	"program_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"has_draft_changes" boolean DEFAULT true NOT NULL,
	"access" text DEFAULT 'free' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recurring_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"protocol_id" uuid NOT NULL,
	"target" text DEFAULT 'follower' NOT NULL,
	"role" text,
	"selected_module" text,
	"selected_item" uuid,
	"at_week_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"run_every" integer,
	"at_time" text,
	"every_hour" integer,
	"start_after" integer,
	"stop_after" integer,
	"repeat" integer,
	"prevent_finish" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_id" uuid NOT NULL,
	"protocol_id" uuid NOT NULL,
	"node_key" text,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "follow_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "node_key" text;--> statement-breakpoint
ALTER TABLE "applied_effects" ADD CONSTRAINT "applied_effects_run_id_protocol_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."protocol_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_item_id_protocol_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."protocol_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_followups" ADD CONSTRAINT "creator_followups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_followups" ADD CONSTRAINT "creator_followups_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_followups" ADD CONSTRAINT "creator_followups_run_id_protocol_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."protocol_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_followups" ADD CONSTRAINT "creator_followups_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_ai_modules" ADD CONSTRAINT "protocol_ai_modules_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_invitations" ADD CONSTRAINT "protocol_invitations_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_invitations" ADD CONSTRAINT "protocol_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_invitations" ADD CONSTRAINT "protocol_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_invitations" ADD CONSTRAINT "protocol_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_items" ADD CONSTRAINT "protocol_items_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_nodes" ADD CONSTRAINT "protocol_nodes_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_nodes" ADD CONSTRAINT "protocol_nodes_selected_item_id_protocol_items_id_fk" FOREIGN KEY ("selected_item_id") REFERENCES "public"."protocol_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_runs" ADD CONSTRAINT "protocol_runs_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_runs" ADD CONSTRAINT "protocol_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_runs" ADD CONSTRAINT "protocol_runs_follow_id_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."follows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_runs" ADD CONSTRAINT "protocol_runs_invitation_id_protocol_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."protocol_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_team" ADD CONSTRAINT "protocol_team_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_team" ADD CONSTRAINT "protocol_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_versions" ADD CONSTRAINT "protocol_versions_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_versions" ADD CONSTRAINT "protocol_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_modules" ADD CONSTRAINT "recurring_modules_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_modules" ADD CONSTRAINT "recurring_modules_selected_item_protocol_items_id_fk" FOREIGN KEY ("selected_item") REFERENCES "public"."protocol_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_events" ADD CONSTRAINT "run_events_run_id_protocol_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."protocol_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_events" ADD CONSTRAINT "run_events_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_questions_item_idx" ON "assessment_questions" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "creator_followups_owner_idx" ON "creator_followups" USING btree ("owner_id","status","created_at");--> statement-breakpoint
CREATE INDEX "protocol_ai_modules_protocol_idx" ON "protocol_ai_modules" USING btree ("protocol_id","kind","hierarchy","index");--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_invitations_token_unique" ON "protocol_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "protocol_invitations_protocol_idx" ON "protocol_invitations" USING btree ("protocol_id","created_at");--> statement-breakpoint
CREATE INDEX "protocol_invitations_user_idx" ON "protocol_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "protocol_items_protocol_kind_idx" ON "protocol_items" USING btree ("protocol_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_nodes_key_unique" ON "protocol_nodes" USING btree ("protocol_id","node_key");--> statement-breakpoint
CREATE INDEX "protocol_nodes_item_idx" ON "protocol_nodes" USING btree ("selected_item_id");--> statement-breakpoint
CREATE INDEX "protocol_runs_protocol_idx" ON "protocol_runs" USING btree ("protocol_id","status");--> statement-breakpoint
CREATE INDEX "protocol_runs_user_idx" ON "protocol_runs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "protocol_runs_wake_idx" ON "protocol_runs" USING btree ("next_wake_at") WHERE "protocol_runs"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "protocols_owner_idx" ON "protocols" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "protocols_category_idx" ON "protocols" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "protocols_program_idx" ON "protocols" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "recurring_modules_protocol_idx" ON "recurring_modules" USING btree ("protocol_id");--> statement-breakpoint
CREATE INDEX "run_events_protocol_idx" ON "run_events" USING btree ("protocol_id","at");--> statement-breakpoint
CREATE INDEX "run_events_run_idx" ON "run_events" USING btree ("run_id","at");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_run_id_protocol_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."protocol_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_run_plan_task_unique" ON "tasks" USING btree ("run_id","plan_task_id");