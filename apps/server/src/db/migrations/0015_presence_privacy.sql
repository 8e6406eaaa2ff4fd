-- Decision 063. A participant has joined a room when they created it, accepted it or answered in it; until then their
-- presence and read state stay theirs. Rooms from before this column: the creator (the group's owner, the direct
-- room's opener) and everyone who has sent a message in the room have joined; everyone else was added by someone else
-- and is asked again.
ALTER TABLE "chat_participants" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "chat_participants" p SET "accepted_at" = p."created_at"
WHERE p."role" = 'owner'
  OR EXISTS (SELECT 1 FROM "chat_rooms" r WHERE r."id" = p."room_id" AND r."created_by" = p."user_id")
  OR EXISTS (SELECT 1 FROM "chat_messages" m WHERE m."room_id" = p."room_id" AND m."sender_id" = p."user_id");
