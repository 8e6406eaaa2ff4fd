ALTER TABLE "agent_conversations" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "agent_messages" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_conversations_client_key_idx" ON "agent_conversations" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_messages_client_key_idx" ON "agent_messages" USING btree ("conversation_id","client_key");