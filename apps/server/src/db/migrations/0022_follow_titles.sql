ALTER TABLE "follows" ADD COLUMN "titles" jsonb;--> statement-breakpoint
UPDATE "follows" SET "titles" = jsonb_build_object(
  'language', coalesce("plan"->'intent'->>'language', 'en'),
  'texts', (
    SELECT jsonb_object_agg(key, jsonb_build_object('title', value->'title', 'summary', value->'summary'))
    FROM jsonb_each("plan"->'texts')
  )
) WHERE jsonb_typeof("plan"->'texts') = 'object';
