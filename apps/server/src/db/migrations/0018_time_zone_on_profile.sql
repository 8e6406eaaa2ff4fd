ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
-- Decision 072: the zone moves to the profile. A settings row meant a zone chosen or adopted, so every one is kept.
UPDATE "users" SET "time_zone" = "notification_settings"."time_zone" FROM "notification_settings" WHERE "notification_settings"."user_id" = "users"."id";--> statement-breakpoint
ALTER TABLE "notification_settings" DROP COLUMN "time_zone";
