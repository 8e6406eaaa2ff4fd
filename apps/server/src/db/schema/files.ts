import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FILE_KINDS } from '@ito/contracts/files/file-data';
import { baseColumns, oneOf } from './columns.ts';
import { users } from './auth.ts';

/** An uploaded file. Images are stored as webp in several sizes (`variants`); other files as they came. */
export const files = pgTable(
  'files',
  {
    ...baseColumns,
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stored name, unique, used in `public/files/{size}/{name}` and `public/download/{name}`. */
    name: text('name').notNull(),
    original_name: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Size name -> bytes stored, e.g. { thumb: 4210, medium: 30211, large: 80122, original: 120334 }. */
    variants: jsonb('variants')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    uniqueIndex('files_name_unique').on(t.name),
    index('files_owner_idx').on(t.owner_id),
    oneOf('files_kind_check', t.kind, FILE_KINDS),
  ],
);
