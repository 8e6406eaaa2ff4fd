ALTER TABLE "files" DROP CONSTRAINT "files_kind_check";--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "video_file_id" uuid;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "captions_file_id" uuid;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_video_file_id_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_captions_file_id_files_id_fk" FOREIGN KEY ("captions_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessons_video_file_idx" ON "lessons" USING btree ("video_file_id");--> statement-breakpoint
CREATE INDEX "lessons_captions_file_idx" ON "lessons" USING btree ("captions_file_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('image', 'document', 'video', 'captions'));