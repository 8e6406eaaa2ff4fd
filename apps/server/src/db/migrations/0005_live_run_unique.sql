-- A race before this index could leave a follower with two live runs of one protocol: keep the newest, end the others.
UPDATE "protocol_runs" SET "status" = 'failed', "ended_at" = now(), "next_wake_at" = NULL,
	"state" = "state" || '{"status":"failed","nextWakeAt":null}'::jsonb
WHERE "status" in ('running', 'waiting') AND "id" NOT IN (
	SELECT DISTINCT ON ("protocol_id", "user_id") "id" FROM "protocol_runs"
	WHERE "status" in ('running', 'waiting')
	ORDER BY "protocol_id", "user_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_runs_live_unique" ON "protocol_runs" USING btree ("protocol_id","user_id") WHERE "protocol_runs"."status" in ('running', 'waiting');
