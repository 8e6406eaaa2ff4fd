-- Decision 043. Rows written before these constraints existed are first brought inside them, so that adding a
-- constraint never fails on old data: an unknown value becomes the column's default, or the choice that grants
-- nothing (programs private and draft, team members viewers and removed, invitations revoked, runs failed); rows that
-- mean nothing without a known value (a token of unknown purpose, a preference for an unknown type) are deleted.
-- The audit trail (run_events, applied_effects) is history and is not rewritten: its constraints are added NOT VALID,
-- so new rows are checked and old ones stay as written.

DELETE FROM "auth_tokens" WHERE "purpose" NOT IN ('email_verification', 'password_reset', 'magic_link');--> statement-breakpoint
UPDATE "sessions" SET "kind" = 'user' WHERE "kind" NOT IN ('user', 'dashboard');--> statement-breakpoint
UPDATE "users" SET "locale" = 'en' WHERE "locale" NOT IN ('en', 'ar');--> statement-breakpoint
UPDATE "tenant_members" SET "role" = 'follower' WHERE "role" NOT IN ('owner', 'admin', 'staff', 'follower');--> statement-breakpoint
UPDATE "contact_messages" SET "kind" = 'contact' WHERE "kind" NOT IN ('contact', 'join_team');--> statement-breakpoint
UPDATE "outbox" SET "transport" = 'outbox' WHERE "transport" NOT IN ('outbox', 'smtp');--> statement-breakpoint
UPDATE "outbox" SET "status" = 'failed' WHERE "status" NOT IN ('stored', 'sent', 'failed');--> statement-breakpoint
UPDATE "files" SET "kind" = CASE WHEN "mime" LIKE 'image/%' THEN 'image' ELSE 'document' END WHERE "kind" NOT IN ('image', 'document');--> statement-breakpoint
UPDATE "follows" SET "status" = 'active' WHERE "status" NOT IN ('active', 'paused', 'completed', 'failed');--> statement-breakpoint
UPDATE "lessons" SET "kind" = 'text' WHERE "kind" NOT IN ('video', 'text', 'quiz');--> statement-breakpoint
UPDATE "programs" SET "level" = 'all' WHERE "level" NOT IN ('beginner', 'intermediate', 'advanced', 'all');--> statement-breakpoint
UPDATE "programs" SET "access" = 'private' WHERE "access" NOT IN ('free', 'paid', 'subscription', 'private');--> statement-breakpoint
UPDATE "programs" SET "status" = 'draft' WHERE "status" NOT IN ('draft', 'published', 'archived');--> statement-breakpoint
UPDATE "agent_conversations" SET "status" = 'open' WHERE "status" NOT IN ('open', 'accepted');--> statement-breakpoint
UPDATE "agent_messages" SET "role" = 'system' WHERE "role" NOT IN ('user', 'agent', 'system');--> statement-breakpoint
UPDATE "tasks" SET "kind" = 'activity' WHERE "kind" NOT IN ('activity', 'assessment', 'challenge', 'kpi', 'order', 'service', 'followup');--> statement-breakpoint
UPDATE "tasks" SET "status" = 'pending' WHERE "status" NOT IN ('pending', 'done', 'skipped', 'expired');--> statement-breakpoint
UPDATE "assessment_questions" SET "kind" = 'single' WHERE "kind" NOT IN ('single', 'multiple', 'scale', 'text');--> statement-breakpoint
UPDATE "creator_followups" SET "status" = 'open' WHERE "status" NOT IN ('open', 'done');--> statement-breakpoint
UPDATE "protocol_ai_modules" SET "kind" = 'branch' WHERE "kind" NOT IN ('main', 'branch');--> statement-breakpoint
UPDATE "protocol_invitations" SET "audience" = CASE WHEN "email" IS NOT NULL THEN 'email' ELSE 'link' END WHERE "audience" NOT IN ('email', 'link', 'tenant', 'staff', 'followers');--> statement-breakpoint
UPDATE "protocol_invitations" SET "status" = 'revoked' WHERE "status" NOT IN ('pending', 'accepted', 'revoked', 'expired');--> statement-breakpoint
UPDATE "protocol_items" SET "kind" = 'activity' WHERE "kind" NOT IN ('activity', 'nudge', 'challenge', 'order', 'assessment', 'kpi', 'service', 'ai');--> statement-breakpoint
UPDATE "protocol_nodes" SET "type" = 'wait' WHERE "type" NOT IN ('population', 'order', 'nudge', 'followup', 'challenge', 'assessment', 'kpi', 'services', 'wait', 'jump', 'finish', 'fail');--> statement-breakpoint
UPDATE "protocol_nodes" SET "target" = 'follower' WHERE "target" NOT IN ('follower', 'system');--> statement-breakpoint
UPDATE "protocol_runs" SET "status" = 'failed', "next_wake_at" = NULL, "ended_at" = coalesce("ended_at", now()) WHERE "status" NOT IN ('running', 'waiting', 'finished', 'failed');--> statement-breakpoint
UPDATE "protocol_team" SET "role" = 'viewer' WHERE "role" NOT IN ('editor', 'coach', 'viewer');--> statement-breakpoint
UPDATE "protocol_team" SET "status" = 'removed' WHERE "status" NOT IN ('invited', 'active', 'removed');--> statement-breakpoint
UPDATE "protocols" SET "status" = 'draft' WHERE "status" NOT IN ('draft', 'published', 'archived');--> statement-breakpoint
UPDATE "protocols" SET "access" = 'paid' WHERE "access" NOT IN ('free', 'paid');--> statement-breakpoint
UPDATE "recurring_modules" SET "target" = 'follower' WHERE "target" NOT IN ('follower', 'system');--> statement-breakpoint
UPDATE "recurring_modules" SET "selected_module" = NULL WHERE "selected_module" NOT IN ('population', 'order', 'nudge', 'followup', 'challenge', 'assessment', 'kpi', 'services', 'wait', 'jump', 'finish', 'fail');--> statement-breakpoint
UPDATE "chat_participants" SET "role" = 'member' WHERE "role" NOT IN ('owner', 'member');--> statement-breakpoint
UPDATE "chat_rooms" SET "kind" = CASE WHEN "direct_key" IS NULL THEN 'group' ELSE 'direct' END WHERE "kind" NOT IN ('direct', 'group');--> statement-breakpoint
DELETE FROM "notification_preferences" WHERE "type" NOT IN ('chat_message', 'protocol_nudge', 'protocol_followup', 'plan_changed', 'booking', 'payment', 'answer', 'system');--> statement-breakpoint
UPDATE "notification_preferences" SET "channel" = 'live' WHERE "channel" NOT IN ('live', 'digest', 'off');--> statement-breakpoint
UPDATE "notifications" SET "type" = 'system' WHERE "type" NOT IN ('chat_message', 'protocol_nudge', 'protocol_followup', 'plan_changed', 'booking', 'payment', 'answer', 'system');--> statement-breakpoint
UPDATE "notifications" SET "delivery" = 'muted' WHERE "delivery" NOT IN ('live', 'digest', 'muted');--> statement-breakpoint
UPDATE "programs" SET "price_minor" = 0 WHERE "price_minor" < 0;--> statement-breakpoint
UPDATE "programs" SET "currency" = CASE WHEN upper(btrim("currency")) ~ '^[A-Z]{3}$' THEN upper(btrim("currency")) ELSE 'USD' END WHERE "currency" !~ '^[A-Z]{3}$';--> statement-breakpoint
UPDATE "protocols" SET "price_minor" = 0 WHERE "price_minor" < 0;--> statement-breakpoint
UPDATE "protocols" SET "currency" = CASE WHEN upper(btrim("currency")) ~ '^[A-Z]{3}$' THEN upper(btrim("currency")) ELSE 'USD' END WHERE "currency" !~ '^[A-Z]{3}$';--> statement-breakpoint
UPDATE "users" SET "deleted_at" = "updated_at" WHERE "deleted_at" IS NULL AND "email" LIKE '%@deleted.invalid';--> statement-breakpoint
CREATE INDEX "guests_user_idx" ON "guests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tenant_members_user_idx" ON "tenant_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookmarks_program_idx" ON "bookmarks" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "lessons_program_idx" ON "lessons" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "programs_cover_idx" ON "programs" USING btree ("cover_file_id");--> statement-breakpoint
CREATE INDEX "agent_conversations_program_idx" ON "agent_conversations" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "agent_conversations_follow_idx" ON "agent_conversations" USING btree ("follow_id");--> statement-breakpoint
CREATE INDEX "applied_effects_run_idx" ON "applied_effects" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "creator_followups_run_idx" ON "creator_followups" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "protocol_runs_follow_idx" ON "protocol_runs" USING btree ("follow_id");--> statement-breakpoint
CREATE INDEX "recurring_modules_item_idx" ON "recurring_modules" USING btree ("selected_item");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_purpose_check" CHECK ("auth_tokens"."purpose" in ('email_verification', 'password_reset', 'magic_link'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('user', 'dashboard'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_erased_hidden_check" CHECK ("users"."deleted_at" is not null or "users"."email" not like '%@deleted.invalid');--> statement-breakpoint
ALTER TABLE "tenant_members" ADD CONSTRAINT "tenant_members_role_check" CHECK ("tenant_members"."role" in ('owner', 'admin', 'staff', 'follower'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_kind_check" CHECK ("contact_messages"."kind" in ('contact', 'join_team'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_transport_check" CHECK ("outbox"."transport" in ('outbox', 'smtp'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('stored', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('image', 'document'));--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_status_check" CHECK ("follows"."status" in ('active', 'paused', 'completed', 'failed'));--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_kind_check" CHECK ("lessons"."kind" in ('video', 'text', 'quiz'));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_level_check" CHECK ("programs"."level" in ('beginner', 'intermediate', 'advanced', 'all'));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_access_check" CHECK ("programs"."access" in ('free', 'paid', 'subscription', 'private'));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_status_check" CHECK ("programs"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_price_minor_check" CHECK ("programs"."price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_currency_check" CHECK ("programs"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "agent_conversations" ADD CONSTRAINT "agent_conversations_status_check" CHECK ("agent_conversations"."status" in ('open', 'accepted'));--> statement-breakpoint
ALTER TABLE "agent_messages" ADD CONSTRAINT "agent_messages_role_check" CHECK ("agent_messages"."role" in ('user', 'agent', 'system'));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_kind_check" CHECK ("tasks"."kind" in ('activity', 'assessment', 'challenge', 'kpi', 'order', 'service', 'followup'));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('pending', 'done', 'skipped', 'expired'));--> statement-breakpoint
ALTER TABLE "applied_effects" ADD CONSTRAINT "applied_effects_kind_check" CHECK ("applied_effects"."kind" in ('send_nudge', 'create_followup', 'open_order', 'offer_service', 'create_task', 'schedule_wake', 'finish', 'fail')) NOT VALID;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_kind_check" CHECK ("assessment_questions"."kind" in ('single', 'multiple', 'scale', 'text'));--> statement-breakpoint
ALTER TABLE "creator_followups" ADD CONSTRAINT "creator_followups_status_check" CHECK ("creator_followups"."status" in ('open', 'done'));--> statement-breakpoint
ALTER TABLE "protocol_ai_modules" ADD CONSTRAINT "protocol_ai_modules_kind_check" CHECK ("protocol_ai_modules"."kind" in ('main', 'branch'));--> statement-breakpoint
ALTER TABLE "protocol_invitations" ADD CONSTRAINT "protocol_invitations_audience_check" CHECK ("protocol_invitations"."audience" in ('email', 'link', 'tenant', 'staff', 'followers'));--> statement-breakpoint
ALTER TABLE "protocol_invitations" ADD CONSTRAINT "protocol_invitations_status_check" CHECK ("protocol_invitations"."status" in ('pending', 'accepted', 'revoked', 'expired'));--> statement-breakpoint
ALTER TABLE "protocol_items" ADD CONSTRAINT "protocol_items_kind_check" CHECK ("protocol_items"."kind" in ('activity', 'nudge', 'challenge', 'order', 'assessment', 'kpi', 'service', 'ai'));--> statement-breakpoint
ALTER TABLE "protocol_nodes" ADD CONSTRAINT "protocol_nodes_type_check" CHECK ("protocol_nodes"."type" in ('population', 'order', 'nudge', 'followup', 'challenge', 'assessment', 'kpi', 'services', 'wait', 'jump', 'finish', 'fail'));--> statement-breakpoint
ALTER TABLE "protocol_nodes" ADD CONSTRAINT "protocol_nodes_target_check" CHECK ("protocol_nodes"."target" in ('follower', 'system'));--> statement-breakpoint
ALTER TABLE "protocol_runs" ADD CONSTRAINT "protocol_runs_status_check" CHECK ("protocol_runs"."status" in ('running', 'waiting', 'finished', 'failed'));--> statement-breakpoint
ALTER TABLE "protocol_team" ADD CONSTRAINT "protocol_team_role_check" CHECK ("protocol_team"."role" in ('editor', 'coach', 'viewer'));--> statement-breakpoint
ALTER TABLE "protocol_team" ADD CONSTRAINT "protocol_team_status_check" CHECK ("protocol_team"."status" in ('invited', 'active', 'removed'));--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_status_check" CHECK ("protocols"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_access_check" CHECK ("protocols"."access" in ('free', 'paid'));--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_price_minor_check" CHECK ("protocols"."price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_currency_check" CHECK ("protocols"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "recurring_modules" ADD CONSTRAINT "recurring_modules_target_check" CHECK ("recurring_modules"."target" in ('follower', 'system'));--> statement-breakpoint
ALTER TABLE "recurring_modules" ADD CONSTRAINT "recurring_modules_selected_module_check" CHECK ("recurring_modules"."selected_module" in ('population', 'order', 'nudge', 'followup', 'challenge', 'assessment', 'kpi', 'services', 'wait', 'jump', 'finish', 'fail'));--> statement-breakpoint
ALTER TABLE "run_events" ADD CONSTRAINT "run_events_kind_check" CHECK ("run_events"."kind" in ('started', 'step', 'effect', 'event', 'moved', 'finished', 'failed')) NOT VALID;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_role_check" CHECK ("chat_participants"."role" in ('owner', 'member'));--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_kind_check" CHECK ("chat_rooms"."kind" in ('direct', 'group'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK ("notification_preferences"."type" in ('chat_message', 'protocol_nudge', 'protocol_followup', 'plan_changed', 'booking', 'payment', 'answer', 'system'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_channel_check" CHECK ("notification_preferences"."channel" in ('live', 'digest', 'off'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('chat_message', 'protocol_nudge', 'protocol_followup', 'plan_changed', 'booking', 'payment', 'answer', 'system'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_delivery_check" CHECK ("notifications"."delivery" in ('live', 'digest', 'muted'));