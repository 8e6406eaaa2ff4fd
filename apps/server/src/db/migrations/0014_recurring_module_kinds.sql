ALTER TABLE "recurring_modules" DROP CONSTRAINT "recurring_modules_selected_module_check";--> statement-breakpoint
UPDATE "recurring_modules" SET "selected_module" = NULL WHERE "selected_module" NOT IN ('activity', 'nudge', 'challenge', 'assessment', 'kpi', 'order', 'services', 'followup');--> statement-breakpoint
ALTER TABLE "recurring_modules" ADD CONSTRAINT "recurring_modules_selected_module_check" CHECK ("recurring_modules"."selected_module" in ('activity', 'nudge', 'challenge', 'assessment', 'kpi', 'order', 'services', 'followup'));
